import { useId, useState } from 'react';
import { toast } from '../../app/toast/store';
import { formatCents, lineAmount, parseDollars } from '../../domain/money';
import { parseInvoiceQuantity, validateInvoiceItem } from '../../domain/schemas/documents';
import { emptyInvoiceItem, type InvoiceItemDraft } from './form';

const amountOf = (d: InvoiceItemDraft) => formatCents(lineAmount(parseInvoiceQuantity(d.quantity), parseDollars(d.rate) ?? 0));

function Row({ item, index, onChange, onRemove }: { item: InvoiceItemDraft; index: number; onChange: (d: InvoiceItemDraft) => void; onRemove: () => void }) {
  const n = index + 1;
  return (
    <li className="item-row">
      <div className="item-row-head">
        <input className="input" aria-label={`Item ${n} description`} value={item.description} onChange={(e) => onChange({ ...item, description: e.target.value })} />
        <button type="button" className="icon-btn" aria-label={`Remove item ${n}`} onClick={onRemove}>
          ×
        </button>
      </div>
      <div className="item-row-numbers no-unit">
        <label>
          <span className="small muted">Qty</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-label={`Item ${n} quantity`}
            value={item.quantity}
            onChange={(e) => onChange({ ...item, quantity: e.target.value })}
            onBlur={() => onChange({ ...item, quantity: String(parseInvoiceQuantity(item.quantity)) })}
          />
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

/** The invoice's lines and the row that adds one (spec §5: description required, rate above $0, whole quantities). */
export function InvoiceItemsEditor({ items, onChange }: { items: InvoiceItemDraft[]; onChange: (items: InvoiceItemDraft[]) => void }) {
  const [draft, setDraft] = useState<InvoiceItemDraft>(emptyInvoiceItem);
  const ids = { d: useId(), q: useId(), r: useId() };

  function add() {
    const check = validateInvoiceItem({ description: draft.description, rateCents: parseDollars(draft.rate) });
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    onChange([...items, { ...draft, description: draft.description.trim(), quantity: String(parseInvoiceQuantity(draft.quantity)) }]);
    setDraft(emptyInvoiceItem());
  }

  return (
    <section className="card stack" aria-labelledby="invoice-items-h">
      <h2 id="invoice-items-h">Items</h2>
      {items.length === 0 ? (
        <p className="muted small">No items yet. Add the first one below.</p>
      ) : (
        <ul className="list items-scroll" aria-label="Invoice items">
          {items.map((it, i) => (
            <Row key={it.id} item={it} index={i} onChange={(d) => onChange(items.map((x) => (x.id === d.id ? d : x)))} onRemove={() => onChange(items.filter((x) => x.id !== it.id))} />
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
        <div className="item-row-numbers no-unit">
          <div className="field">
            <label htmlFor={ids.q} className="label">Quantity</label>
            <input id={ids.q} className="input" type="number" inputMode="numeric" min={1} step={1} value={draft.quantity} onChange={(e) => setDraft({ ...draft, quantity: e.target.value })} />
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
