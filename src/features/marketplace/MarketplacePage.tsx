import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { PageHeader } from '../../app/ui/PageHeader';
import { toastFailure } from '../../app/toast/store';
import { CATEGORIES, CONDITIONS, SORTS, type Sort } from '../../domain/marketplace';
import { ListingCard, ListingSkeleton } from './components/ListingCard';
import { PostDialog } from './components/PostDialog';
import { EMPTY_QUERY, type CardRow, type LocalQuery } from './filter';
import { textBox, type TextBox } from '../../app/text-box';
import { measureAfterLayout } from '../../app/measure-after-layout';
import { usePageTop } from '../../app/ui/VirtualList';
import { keptRadius, useSaveArea, useSavedArea, useServerSearch } from './kept';
import { setFavorite } from './mutations';
import { useFavoriteIds, useResolvedLocality, useWaitingListingIds, useOnline } from './queries';
import { useListingSearch, type StatusStore } from './search-client';
import { useUnreadCount } from './inbox/queries';
import './marketplace.css';

const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  distance: 'Distance',
};
const RADII = [10, 25, 50, 100, 250, 500];
// one formatter for the status line's count (toLocaleString makes a new one on every call, each search answer)
const whole = new Intl.NumberFormat('en-AU');
const COLUMNS = 2;

/**
 * Spec §2 Marketplace (/marketplace). The device keeps the listings of the person's area, their own, favourites and
 * opened (the shared scope of kept listings, pulled by the sync engine: issue 21), so the screen opens, searches and
 * filters those with no signal; online, the server's search adds the rest of Australia. Offline it says the listings
 * may be out of date.
 */
export default function MarketplacePage() {
  const userId = useSession((s) => s.user?.id);
  return userId ? <MarketplaceScreen userId={userId} /> : null;
}

function MarketplaceScreen({ userId }: { userId: string }) {
  const online = useOnline();
  const favorites = useFavoriteIds(userId);
  const waiting = useWaitingListingIds(userId);
  const [query, setQuery] = useState<LocalQuery>(EMPTY_QUERY);
  // what is typed in the search box: not React state, so a keystroke does not render this screen (src/app/text-box.ts)
  const [box] = useState(() => textBox());
  const [locationText, setLocationText] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [postOpen, setPostOpen] = useState(false);
  // each letter typed goes to the search from the box's own input listener, not through React's event system: React's
  // dispatch of the change event (walking the screen's components for handlers) came before the request to the search
  // worker, ~0.8 ms of each keystroke at 4x CPU. Nothing above the box listens for its input events.
  const typedInto = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      const typed = (e: Event) => {
        e.stopPropagation();
        box.set(input.value);
      };
      input.addEventListener('input', typed);
      return () => input.removeEventListener('input', typed);
    },
    [box],
  );
  const viewer = useResolvedLocality(locationText);
  const unread = useUnreadCount(userId);
  const set = <K extends keyof LocalQuery>(k: K, v: LocalQuery[K]) => setQuery((q) => ({ ...q, [k]: v }));

  // The kept area: the saved one fills the location and distance once; a resolved change is saved (the server then
  // sends this device the new area's listings and removes the old one's).
  const saved = useSavedArea(userId, online);
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (filled || saved === undefined) return;
    setFilled(true);
    if (saved && !locationText) {
      setLocationText(saved.location);
      setQuery((q) => ({ ...q, radiusKm: q.radiusKm ?? saved.radiusKm }));
    }
  }, [saved, filled, locationText]);
  const area = viewer ? { location: locationText.trim(), radiusKm: keptRadius(query.radiusKm) } : null;
  useSaveArea(userId, online, area, filled);

  const deviceQuery = useMemo(() => ({ ...query, near: viewer ? { lat: viewer.lat, lon: viewer.lon } : null }), [query, viewer]);
  const favorite = useCallback(
    (id: string, on: boolean) =>
      void setFavorite(userId, id, on).catch((err: unknown) => {
        toastFailure('Favourite', err, 'Error', 'Could not save the favourite. Please try again.');
      }),
    [userId],
  );

  return (
    <>
      <PageHeader title="Tradie Marketplace" backTo="/landing">
        <Link
          className="btn btn-outline btn-sm mk-inbox-link"
          to="/marketplace/inbox"
          aria-label={unread ? `Messages, ${unread} unread` : 'Messages'}
        >
          ✉{unread > 0 && <span className="badge badge-amber mk-unread">{unread}</span>}
        </Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setPostOpen(true)}>
          + Post
        </button>
      </PageHeader>
      <main className="page mk-page">
        {!online && (
          <div className="banner banner-info" role="status">
            You're offline: these are the listings from your last visit and may be out of date.
          </div>
        )}
        <div className="stack mk-controls">
          <input
            className="input mk-search"
            type="search"
            placeholder="Search tools and gear"
            aria-label="Search listings"
            defaultValue=""
            ref={typedInto}
          />
          <div className="row mk-location">
            <input
              className={`input ${viewer === null && locationText.trim() ? 'input-error' : ''}`}
              placeholder="Your suburb or postcode"
              aria-label="Your location"
              value={locationText}
              onChange={(e) => setLocationText(e.target.value)}
            />
            <select
              className="input mk-radius"
              aria-label="Distance"
              value={query.radiusKm ?? ''}
              onChange={(e) => set('radiusKm', e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Any distance</option>
              {RADII.map((r) => (
                <option key={r} value={r}>
                  Within {r} km
                </option>
              ))}
            </select>
          </div>
          {viewer === null && locationText.trim() && <span className="small field-error">Not a suburb or postcode we know</span>}
          <div className="mk-chips" role="group" aria-label="Category">
            {[null, ...CATEGORIES].map((c) => (
              <button
                key={c ?? 'all'}
                type="button"
                className={`btn btn-sm ${query.category === c ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={query.category === c}
                onClick={() => set('category', c)}
              >
                {c ?? 'All'}
              </button>
            ))}
          </div>
          <div className="row mk-toolbar">
            <button type="button" className="btn btn-outline btn-sm" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((o) => !o)}>
              Filters
            </button>
            <button
              type="button"
              className={`btn btn-sm ${query.favoritesOnly ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={query.favoritesOnly}
              onClick={() => set('favoritesOnly', !query.favoritesOnly)}
            >
              ♥ Favourites
            </button>
            <select className="input mk-sort" aria-label="Sort" value={query.sort} onChange={(e) => set('sort', e.target.value as Sort)}>
              {SORTS.map((s) => (
                <option key={s} value={s} disabled={s === 'distance' && !viewer}>
                  {SORT_LABELS[s]}
                  {s === 'distance' && !viewer ? ' (enter your location)' : ''}
                </option>
              ))}
            </select>
          </div>
          {filtersOpen && (
            <div className="card stack mk-filters" aria-label="Filters">
              <label className="field">
                <span className="label">Condition</span>
                <select className="input" value={query.condition ?? ''} onChange={(e) => set('condition', e.target.value || null)}>
                  <option value="">Any condition</option>
                  {CONDITIONS.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </label>
              <div className="row">
                <label className="field">
                  <span className="label">Min price</span>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    step={0.01}
                    value={query.priceMin}
                    onChange={(e) => set('priceMin', e.target.value)}
                  />
                </label>
                <label className="field">
                  <span className="label">Max price</span>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    step={0.01}
                    value={query.priceMax}
                    onChange={(e) => set('priceMax', e.target.value)}
                  />
                </label>
              </div>
            </div>
          )}
        </div>

        <Results
          query={deviceQuery}
          box={box}
          location={viewer ? locationText.trim() : null}
          favorites={favorites}
          waiting={waiting}
          online={online}
          onFavorite={favorite}
        />
      </main>
      <PostDialog open={postOpen} onClose={() => setPostOpen(false)} userId={userId} />
    </>
  );
}

/**
 * The status line and the grid. The search runs in a worker over the kept listings (online, merged with the server's
 * first page): a keystroke renders nothing offline; the status line and the grid change together when the answer
 * comes, with the first page of rows, more as it scrolls. The answer re-renders only this part of the screen, not the
 * controls.
 */
function Results({
  query,
  box,
  location,
  favorites,
  waiting,
  online,
  onFavorite,
}: {
  query: LocalQuery;
  box: TextBox;
  location: string | null;
  favorites: ReadonlySet<string>;
  waiting: ReadonlySet<string>;
  online: boolean;
  onFavorite: (id: string, on: boolean) => void;
}) {
  const remote = useServerSearch(query, box, location, online);
  const { rows: answer, status, loadMore } = useListingSearch(query, box, favorites, remote);
  const rows = answer?.rows;
  return (
    <>
      <StatusLine status={status} />
      {rows === undefined ? (
        <div className="mk-grid" aria-busy="true" aria-label="Loading listings">
          {Array.from({ length: 8 }, (_, i) => (
            <ListingSkeleton key={i} />
          ))}
        </div>
      ) : (
        <>
          {rows.length === 0 && (
            <div className="empty card">
              {answer?.kept
                ? 'No listings match.'
                : online
                  ? 'No listings yet. Post the first one!'
                  : 'No listings saved on this device yet.'}
            </div>
          )}
          {/* kept mounted (empty) while nothing matches: the next keystroke's cards then fill the grid as it is, not a
              new grid that measures the window and draws its cards twice */}
          <Grid rows={rows} waiting={waiting} onFavorite={onFavorite} onNearEnd={loadMore} />
        </>
      )}
    </>
  );
}

/**
 * The count, and which text it is for (data-results-for; none while what is typed waits for a slow answer). It
 * listens to the search's status by itself: an answer whose cards are those on screen renders this line and nothing
 * else.
 */
function StatusLine({ status }: { status: StatusStore }) {
  const [s, setS] = useState(status.get);
  useEffect(() => {
    setS(status.get());
    return status.subscribe(setS);
  }, [status]);
  if (!s) return null;
  return (
    <p className="small muted" aria-live="polite" data-results-for={s.searching ? undefined : s.search}>
      {s.searching ? 'Searching…' : s.total === 1 ? '1 listing' : `${whole.format(s.total)} listings`}
    </p>
  );
}

/**
 * The cards, two to a row, only the rows near the screen drawn; drawn again only when the answer's rows change (not on
 * the keystroke that asked). The drawn rows sit in normal flow under one offset and are measured by the
 * ResizeObserver after the browser's layout (measureAfterLayout), never by a forced layout inside the commit.
 */
const Grid = memo(function Grid({
  rows,
  waiting,
  onFavorite,
  onNearEnd,
}: {
  rows: CardRow[];
  waiting: ReadonlySet<string>;
  onFavorite: (id: string, on: boolean) => void;
  onNearEnd: () => void;
}) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  // where the grid starts on the page (under the controls, ~425 px down on a 390 px phone): the virtualiser counts rows
  // from there. No card is drawn before it is known (the grid's first commit), so the first cards are drawn once, for
  // the rows that are on screen.
  const top = usePageTop(ref);
  // while nothing matches, the last cards stay mounted, hidden (not drawn, not read out, not clickable): going to no
  // results removes no card and the next results fill the same cards in place; removing every card on screen, then
  // making them all again, made those two keystrokes the slowest of a search
  const kept = useRef(rows);
  if (rows.length) kept.current = rows;
  const none = rows.length === 0;
  const drawn = kept.current;
  const gridRows = Math.ceil(drawn.length / COLUMNS);
  const virtual = useWindowVirtualizer({
    count: top === null ? 0 : gridRows,
    estimateSize: () => 300,
    // one row of cards (~300 px) past each edge of the screen: each search answer that changes the rows draws every
    // card in the window again, so every row off screen costs a keystroke as much as one on it
    overscan: 1,
    scrollMargin: top ?? 0,
    measureElement: measureAfterLayout,
  });
  const items = virtual.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (!none && gridRows && lastShown >= gridRows - 4) onNearEnd();
  }, [none, lastShown, gridRows, onNearEnd]);
  return (
    <div
      ref={ref}
      className={none ? 'mk-virtual mk-virtual-none' : 'mk-virtual'}
      style={{ height: none ? 0 : virtual.getTotalSize() }}
      onClick={(e) => openInApp(e, (to) => void navigate(to))}
    >
      <div className="mk-virtual-rows" style={{ transform: `translateY(${(items[0]?.start ?? 0) - (top ?? 0)}px)` }}>
        {items.map((vr) => (
          <div key={vr.key} ref={virtual.measureElement} data-index={vr.index} className="mk-grid mk-grid-row">
            {drawn.slice(vr.index * COLUMNS, vr.index * COLUMNS + COLUMNS).map((r, column) => (
              // keyed by place: a search's new results reuse the cards on screen (their text changes in place)
              <ListingCard key={column} row={r} waiting={waiting.has(r.id)} onFavorite={onFavorite} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
});

/**
 * A plain left click on a card's link opens the listing in the app (as a router Link would); a click with a modifier
 * key, or another button, is left to the browser (a new tab or window).
 */
function openInApp(e: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
  const link = (e.target as Element).closest<HTMLAnchorElement>('a.mk-card-link');
  if (!link || !e.currentTarget.contains(link)) return;
  e.preventDefault();
  navigate(link.getAttribute('href')!);
}
