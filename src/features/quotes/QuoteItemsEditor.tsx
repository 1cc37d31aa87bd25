import { useId, useState } from 'react';
import { toast } from '../../app/toast/store';
import { formatCents, lineAmount, parseDollars } from '../../domain/money';
import { MIN_QUOTE_QUANTITY, parseQuoteQuantity, QUOTE_UNITS, validateQuoteItem, type QuoteUnit } from '../../domain/schemas/documents';
import { emptyItem, type ItemDraft } from './form';

function amountOf(d: ItemDraft): string {
  return formatCents(lineAmount(parseQuoteQuantity(d.quantity), parseDollars(d.rate) ?? 0));
}

/** One editable line: description, quantity (0.1 steps), unit, rate in dollars, and its amount. */
function ItemRow({ item, index, onChange, onRemove }: { item: ItemDraft; index: number; onChange: (d: ItemDraft) => void; onRemove: () => void }) {
  const n = index + 1;
  return (
    <li className="item-row">
      <div className="item-row-head">
        <label className="sr-only" htmlFor={`${item.id}-d`}>{`Item ${n} description`}</label>
        <input id={`${item.id}-d`} className="input" value={item.description} onChange={(e) => onChange({ ...item, description: e.target.value })} />
        <button type="button" className="icon-btn" aria-label={`Remove item ${n}`} onClick={onRemove}>
          ×
        </button>
      </div>
      <div className="item-row-numbers">
        <label>
          <span className="small muted">Qty</span>
          <input
            className="input"
            type="number"
            inputMode="decimal"
            min={MIN_QUOTE_QUANTITY}
            step={0.1}
            aria-label={`Item ${n} quantity`}
            value={item.quantity}
            onChange={(e) => onChange({ ...item, quantity: e.target.value })}
            onBlur={() => onChange({ ...item, quantity: String(parseQuoteQuantity(item.quantity)) })}
          />
        </label>
        <label>
          <span className="small muted">Unit</span>
          <select className="input" aria-label={`Item ${n} unit`} value={item.unit} onChange={(e) => onChange({ ...item, unit: e.target.value as QuoteUnit })}>
            {QUOTE_UNITS.map((u) => (
              <option key={u}>{u}</option>
            ))}
          </select>
        </label>
        <label>
          <span className="small muted">Rate ($)</span>
          <input className="input" type="number" inputMode="decimal" min={0} step={0.01} aria-label={`Item ${n} rate`} value={item.rate} onChange={(e) => onChange({ ...item, rate: e.target.value })} />
        </label>
        <output className="item-amount" aria-label={`Item ${n} amount`}>
          {amountOf(item)}
        </output>
      </div>
    </li>
  );
}

/** The quote's lines (scrolling at 24rem, spec §9) and the row that adds one (spec §5 checks). */
export function QuoteItemsEditor({ items, onChange }: { items: ItemDraft[]; onChange: (items: ItemDraft[]) => void }) {
  const [draft, setDraft] = useState<ItemDraft>(emptyItem);
  const ids = { d: useId(), q: useId(), u: useId(), r: useId() };

  function add() {
    const check = validateQuoteItem({ description: draft.description, rateCents: parseDollars(draft.rate) });
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    onChange([...items, { ...draft, description: draft.description.trim(), quantity: String(parseQuoteQuantity(draft.quantity)) }]);
    setDraft(emptyItem());
  }

  return (
    <section className="card stack" aria-labelledby="quote-items-h">
      <h2 id="quote-items-h">Items</h2>
      {items.length === 0 ? (
        <p className="muted small">No items yet. Add the first one below.</p>
      ) : (
        <ul className="list items-scroll" aria-label="Quote items">
          {items.map((it, i) => (
            <ItemRow
              key={it.id}
              item={it}
              index={i}
              onChange={(d) => onChange(items.map((x) => (x.id === d.id ? d : x)))}
              onRemove={() => onChange(items.filter((x) => x.id !== it.id))}
            />
          ))}
        </ul>
      )}
      <fieldset className="add-item">
        <legend className="label">Add item</legend>
        <div className="field">
          <label htmlFor={ids.d} className="label">Description</label>
          <input
            id={ids.d}
            className="input"
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <div className="item-row-numbers">
          <div className="field">
            <label htmlFor={ids.q} className="label">Quantity</label>
            <input id={ids.q} className="input" type="number" inputMode="decimal" min={MIN_QUOTE_QUANTITY} step={0.1} value={draft.quantity} onChange={(e) => setDraft({ ...draft, quantity: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={ids.u} className="label">Unit</label>
            <select id={ids.u} className="input" value={draft.unit} onChange={(e) => setDraft({ ...draft, unit: e.target.value as QuoteUnit })}>
              {QUOTE_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.r} className="label">Rate ($)</label>
            <input id={ids.r} className="input" type="number" inputMode="decimal" min={0} step={0.01} value={draft.rate} onChange={(e) => setDraft({ ...draft, rate: e.target.value })} />
          </div>
          <div className="field">
            <span className="label">Amount</span>
            <output className="item-amount">{amountOf(draft)}</output>
          </div>
        </div>
        <button type="button" className="btn btn-outline btn-block" onClick={add}>
          + Add Item
        </button>
      </fieldset>
    </section>
  );
}
