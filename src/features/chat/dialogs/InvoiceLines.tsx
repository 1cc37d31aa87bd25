import { formatCents } from '../../../domain/money';
import { emptyLine, lineAmountCents, removeLine, type InvoiceLineDraft } from '../invoice-form';

/** The Create Invoice dialog's lines: description, whole-number quantity, rate in dollars, amount = quantity x rate. */
export function InvoiceLines({ items, onChange, error }: { items: InvoiceLineDraft[]; onChange(items: InvoiceLineDraft[]): void; error?: string | null }) {
  const set = (key: string, patch: Partial<InvoiceLineDraft>) => onChange(items.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  return (
    <fieldset className="chat-inv-lines">
      <legend className="label">Items</legend>
      <ol className="list">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <li key={item.key} className="chat-inv-line">
              <div className="chat-inv-line-head">
                <input
                  className="input"
                  aria-label={`Item ${n} description`}
                  placeholder="Description"
                  value={item.description}
                  onChange={(e) => set(item.key, { description: e.target.value })}
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove item ${n}`}
                  disabled={items.length === 1}
                  onClick={() => onChange(removeLine(items, item.key))}
                >
                  ×
                </button>
              </div>
              <div className="chat-inv-line-nums">
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
                    onChange={(e) => set(item.key, { quantity: e.target.value })}
                  />
                </label>
                <label>
                  <span className="small muted">Rate ($)</span>
                  <input
                    className="input"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    aria-label={`Item ${n} rate`}
                    value={item.rate}
                    onChange={(e) => set(item.key, { rate: e.target.value })}
                  />
                </label>
                <label>
                  <span className="small muted">Amount</span>
                  <input className="input" aria-label={`Item ${n} amount`} value={formatCents(lineAmountCents(item))} disabled readOnly />
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([...items, emptyLine()])}>
        + Add item
      </button>
    </fieldset>
  );
}
