import { useState } from 'react';
import { useSession } from '../../app/session';
import { toast } from '../../app/toast/store';
import { Dialog } from '../../app/ui/Dialog';
import { formatCents } from '../../domain/money';
import type { PriceUnit } from '../../domain/price-book/units';
import { kitTotal, useKits } from './queries';
import { usePriceSearch } from './search-client';
import { itemMeta, priceLabel } from './format';

/** A line taken from the price book: what a quote or invoice line needs. */
export interface PriceBookLine {
  description: string;
  quantity: number;
  unit: PriceUnit;
  rateCents: number;
}

/**
 * "From price book" in a quote's or invoice's line items: search the device's price book (offline too) and add an item
 * as a line, or a whole kit as its lines. The editor decides how a line fits its document (quantity rule, unit column).
 */
export function FromPriceBook({ onAdd }: { onAdd: (lines: PriceBookLine[]) => void }) {
  const userId = useSession((s) => s.user?.id);
  const [open, setOpen] = useState(false);
  if (!userId) return null;
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        From price book
      </button>
      {open && (
        <PickerDialog
          userId={userId}
          onClose={() => setOpen(false)}
          onAdd={(lines, what) => {
            onAdd(lines);
            toast({ title: 'Added to the items', description: what });
          }}
        />
      )}
    </>
  );
}

function PickerDialog({
  userId,
  onClose,
  onAdd,
}: {
  userId: string;
  onClose: () => void;
  onAdd: (lines: PriceBookLine[], what: string) => void;
}) {
  const [text, setText] = useState('');
  const { result } = usePriceSearch(userId, text, 30);
  const kits = useKits(userId);
  const q = text.trim().toLowerCase();
  const shownKits = (kits ?? []).filter((k) => !q || k.name.toLowerCase().includes(q));
  return (
    <Dialog open onClose={onClose} title="From price book" wide>
      <div className="stack pb-picker">
        <label className="field">
          <span className="label">Search items and kits</span>
          <input
            className="input"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Description, code or supplier"
            autoFocus
          />
        </label>
        {shownKits.length > 0 && (
          <section aria-label="Kits">
            <h3 className="pb-sub">Kits</h3>
            <ul className="list pb-pick">
              {shownKits.map((k) => {
                const lines = k.lines.flatMap((l) =>
                  l.item ? [{ description: l.item.description, quantity: l.quantity, unit: l.item.unit, rateCents: l.item.sellCents }] : [],
                );
                return (
                  <li key={k.id} className="pb-pick-row">
                    <span className="pb-grow">
                      <span className="pb-desc">{k.name}</span>
                      <span className="small muted">
                        {lines.length} items · {formatCents(kitTotal(k))}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Add kit ${k.name}`}
                      disabled={!lines.length}
                      onClick={() => onAdd(lines, `${k.name}: ${lines.length} lines`)}
                    >
                      Add kit
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <section aria-label="Items">
          <h3 className="pb-sub">Items{result ? ` (${result.total.toLocaleString('en-AU')})` : ''}</h3>
          {result?.total === 0 && (
            <p className="small muted">
              {q ? 'Nothing in your price book matches.' : 'Your price book is empty. Add items at Price book.'}
            </p>
          )}
          <ul className="list pb-pick">
            {(result?.rows ?? []).map((r) => (
              <li key={r.id} className="pb-pick-row">
                <span className="pb-grow">
                  <span className="pb-desc">{r.description}</span>
                  <span className="small muted">{[itemMeta(r), priceLabel(r)].filter(Boolean).join(' · ')}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={`Add ${r.description}`}
                  onClick={() => onAdd([{ description: r.description, quantity: 1, unit: r.unit, rateCents: r.sellCents }], r.description)}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
