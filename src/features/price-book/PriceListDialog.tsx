import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../app/ui/Dialog';
import { formatCents } from '../../domain/money';
import { matchLabel, preselectedMatch, priceList, type PricePick } from '../../domain/price-book/match';
import type { PriceItemRow } from '../../domain/price-book/rows';
import { closestPriceItems } from './search-client';
import { priceLabel } from './format';
import type { PriceBookLine } from './FromPriceBook';
import type { PriceCandidate } from './protocol';

export interface PricedListSource {
  title: string;
  items: ReadonlyArray<{ id: string; name: string; quantity: number }>;
}

/** What "Make a quote" hands the quote generator (router state): a title and the priced lines. */
export interface PriceBookQuoteHandoff {
  priceBookQuote: { title: string; lines: PriceBookLine[] };
}
export function priceBookQuoteFrom(state: unknown): PriceBookQuoteHandoff['priceBookQuote'] | null {
  const s = (state as Partial<PriceBookQuoteHandoff> | null)?.priceBookQuote;
  return s && Array.isArray(s.lines) ? s : null;
}

const pickOf = (r: PriceItemRow): PricePick => ({ id: r.id, description: r.description, unit: r.unit, sellCents: r.sellCents });

/**
 * A materials list priced from the price book: each line is matched by name to the closest items (best first, each
 * with how sure the match is). Only a line's one strong match is picked for the person; a weak match is offered but the
 * line stays "Not priced" until the person chooses, so the total never includes a guess. "Make a quote" opens a new
 * quote with the priced lines.
 */
export function PriceListDialog({ userId, list, onClose }: { userId: string; list: PricedListSource; onClose: () => void }) {
  const navigate = useNavigate();
  const [candidates, setCandidates] = useState<Record<string, PriceCandidate[]> | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  // Lines the person has chosen for: a new match run (the list's rows arrive again after a sync, or it is edited) keeps
  // their choice while it is still one of the line's matches, instead of going back to the preselection.
  const touched = useRef(new Set<string>());
  useEffect(() => {
    let live = true;
    void closestPriceItems(
      userId,
      list.items.map((i) => ({ key: i.id, name: i.name })),
    ).then((found) => {
      if (!live) return;
      setCandidates(found);
      setChosen((prev) =>
        Object.fromEntries(
          list.items.map((i) => {
            const options = found[i.id] ?? [];
            const mine = touched.current.has(i.id) && (prev[i.id] === '' || options.some((c) => c.row.id === prev[i.id]));
            return [i.id, mine ? prev[i.id]! : (preselectedMatch(options)?.row.id ?? '')];
          }),
        ),
      );
    });
    return () => {
      live = false;
    };
  }, [userId, list.items]);

  const priced = useMemo(() => {
    const picks = new Map<string, PricePick | null>();
    for (const i of list.items) {
      const hit = candidates?.[i.id]?.find((c) => c.row.id === chosen[i.id]);
      picks.set(i.id, hit ? pickOf(hit.row) : null);
    }
    return priceList(list.items, picks);
  }, [list.items, candidates, chosen]);

  function makeQuote() {
    const lines: PriceBookLine[] = priced.lines.flatMap((l) =>
      l.pick ? [{ description: l.pick.description, quantity: l.source.quantity, unit: l.pick.unit, rateCents: l.pick.sellCents }] : [],
    );
    navigate('/quote-generator', { state: { priceBookQuote: { title: list.title, lines } } satisfies PriceBookQuoteHandoff });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Price “${list.title}”`}
      wide
      footer={
        <button
          type="button"
          className="btn btn-primary"
          disabled={!candidates || priced.unpriced === priced.lines.length}
          onClick={makeQuote}
        >
          Make a quote
        </button>
      }
    >
      {!candidates ? (
        <p aria-busy="true">Matching items in your price book…</p>
      ) : (
        <div className="stack">
          <ul className="list pb-priced" aria-label="Priced items">
            {priced.lines.map((l) => {
              const options = candidates[l.source.id] ?? [];
              const weakOnly = !l.pick && options.length > 0;
              return (
                <li key={l.source.id} className="pb-priced-row">
                  <label className="field">
                    <span className="label">
                      {l.source.quantity} × {l.source.name}
                    </span>
                    <select
                      className="input"
                      value={chosen[l.source.id] ?? ''}
                      onChange={(e) => {
                        const id = l.source.id;
                        const value = e.target.value;
                        touched.current.add(id);
                        setChosen((c) => ({ ...c, [id]: value }));
                      }}
                    >
                      <option value="">{options.length ? 'Not priced' : 'No match in the price book'}</option>
                      {options.map((c) => (
                        <option key={c.row.id} value={c.row.id}>
                          {c.row.description} — {priceLabel(c.row)} ({matchLabel(c)})
                        </option>
                      ))}
                    </select>
                  </label>
                  {weakOnly && <span className="small muted pb-hint">Choose an item: no sure match</span>}
                  <output className="pb-amount">{l.pick ? formatCents(l.amountCents) : '—'}</output>
                </li>
              );
            })}
          </ul>
          <p className="pb-total">
            Priced total <strong data-testid="priced-total">{formatCents(priced.totalCents)}</strong>
            {priced.unpriced > 0 && <span className="small muted"> · {priced.unpriced} not priced</span>}
          </p>
        </div>
      )}
    </Dialog>
  );
}

/** "Price from price book" on a materials list. */
export function PriceListButton({ userId, list }: { userId: string; list: PricedListSource }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)} disabled={!list.items.length}>
        Price from price book
      </button>
      {open && <PriceListDialog userId={userId} list={list} onClose={() => setOpen(false)} />}
    </>
  );
}
