import { useState } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { Dialog } from '../../app/ui/Dialog';
import { MutationInputError } from '../../data/sync/mutate';
import type { PriceItemRow } from '../../domain/price-book/rows';
import { createKit, updateKit } from './mutations';
import type { KitView } from './queries';
import { usePriceSearch } from './search-client';
import { itemMeta, priceLabel } from './format';

/**
 * A named kit from price-book items with quantities ("Standard downlight install": 6 downlights, 1 hr labour …), new or
 * edited (name, quantities, lines added or removed; a line whose item was deleted since is dropped on save).
 */
export function KitDialog({ userId, kit, open, onClose }: { userId: string; kit?: KitView; open: boolean; onClose: () => void }) {
  const [name, setName] = useState(kit?.name ?? '');
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<Array<{ item: PriceItemRow; quantity: string }>>(
    () => kit?.lines.flatMap((l) => (l.item ? [{ item: l.item, quantity: String(l.quantity) }] : [])) ?? [],
  );
  const { result } = usePriceSearch(userId, query, 20);

  async function save() {
    try {
      const items = lines.map((l) => ({ priceItemId: l.item.id, quantity: Number(l.quantity) }));
      if (kit) await updateKit(userId, kit.id, { name, items });
      else await createKit(userId, name, items);
      toast({ title: 'Kit saved', description: `${name.trim()} · ${lines.length} items` });
      setName('');
      setLines([]);
      onClose();
    } catch (err) {
      toastError('Kit not saved', err instanceof MutationInputError ? err.message.replace(/^items\.\d+\./, '') : 'Please try again.');
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={kit ? `Edit kit ${kit.name}` : 'New kit'}
      wide
      footer={
        <button type="button" className="btn btn-primary" onClick={() => void save()}>
          Save kit
        </button>
      }
    >
      <div className="stack">
        <label className="field">
          <span className="label">Kit name *</span>
          <input className="input" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Standard downlight install" />
        </label>
        {lines.length > 0 && (
          <ul className="list pb-kit-lines" aria-label="Kit items">
            {lines.map((l, i) => (
              <li key={l.item.id} className="pb-kit-line">
                <span className="pb-grow">{l.item.description}</span>
                <label className="pb-qty">
                  <span className="sr-only">Quantity of {l.item.description}</span>
                  <input
                    className="input"
                    type="number"
                    inputMode="decimal"
                    min={0.1}
                    step={0.1}
                    value={l.quantity}
                    onChange={(e) => setLines((ls) => ls.map((x, j) => (j === i ? { ...x, quantity: e.target.value } : x)))}
                  />
                </label>
                <span className="small muted">{l.item.unit}</span>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove ${l.item.description}`}
                  onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <label className="field">
          <span className="label">Find items to add</span>
          <input
            className="input"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Description, code or supplier"
          />
        </label>
        <ul className="list pb-pick" aria-label="Items to add">
          {(result?.rows ?? []).map((r) => (
            <li key={r.id} className="pb-pick-row">
              <span className="pb-grow">
                <span className="pb-desc">{r.description}</span>
                <span className="small muted">{[itemMeta(r), priceLabel(r)].filter(Boolean).join(' · ')}</span>
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={`Add ${r.description} to kit`}
                disabled={lines.some((l) => l.item.id === r.id)}
                onClick={() => setLines((ls) => [...ls, { item: r, quantity: '1' }])}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
