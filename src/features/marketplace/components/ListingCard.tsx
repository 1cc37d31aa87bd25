import { memo } from 'react';
import { usePhotoUrl } from '../../../data/photos';
import { formatPrice, formatRating, listingDateWords } from '../../../domain/marketplace';
import type { CardRow } from '../filter';

/**
 * One card of the grid (spec §3): first photo, title, AUD price, location, date words, seller rating, verified mark.
 * Drawn again only when its row changes (a keystroke's new results keep the cards still on screen as they are).
 */
export const ListingCard = memo(function ListingCard({
  row,
  waiting,
  onFavorite,
}: {
  row: CardRow;
  waiting: boolean;
  onFavorite: (id: string, on: boolean) => void;
}) {
  const photo = usePhotoUrl(row.photos[0]);
  return (
    <article className="mk-card card" data-testid="listing-card" aria-label={row.title}>
      {/* a plain link: the grid turns its clicks into in-app navigation (Grid's onClick), one handler for every card
          instead of a router Link's hooks per card, which were a third of a card's render on each search answer */}
      <a href={`/marketplace/${row.id}`} className="mk-card-link">
        <div className="mk-card-photo">
          {photo ? <img src={photo} alt="" loading="lazy" /> : <span className="muted small">No photo</span>}
        </div>
        <div className="mk-card-body">
          <h2 className="mk-card-title">{row.title}</h2>
          <div className="mk-card-price">{formatPrice(row.priceCents)}</div>
          <div className="small muted">
            {row.location || 'No location'}
            {row.distanceKm !== null ? ` · ${Math.round(row.distanceKm)} km` : ''}
          </div>
          <div className="small muted mk-card-meta">
            <span className="mk-date">{listingDateWords(row.createdAt)}</span>
            <span>{row.sellerRating !== null ? `★ ${formatRating(row.sellerRating)}` : 'No ratings yet'}</span>
            {row.sellerVerified && (
              <span className="badge badge-green" title="Confirmed email and a valid ABN">
                ✓ Verified
              </span>
            )}
          </div>
          {waiting && <span className="badge badge-amber">Waiting to upload</span>}
        </div>
      </a>
      <button
        type="button"
        className={`icon-btn mk-fav ${row.isFavorited ? 'mk-fav-on' : ''}`}
        aria-pressed={row.isFavorited}
        aria-label={row.isFavorited ? `Remove ${row.title} from favourites` : `Add ${row.title} to favourites`}
        onClick={() => onFavorite(row.id, !row.isFavorited)}
      >
        {row.isFavorited ? '♥' : '♡'}
      </button>
    </article>
  );
});

export function ListingSkeleton() {
  return (
    <div className="mk-card card mk-skeleton" data-testid="listing-skeleton" aria-hidden="true">
      <div className="mk-card-photo" />
      <div className="mk-card-body">
        <div className="mk-skel-line" />
        <div className="mk-skel-line mk-skel-short" />
      </div>
    </div>
  );
}
