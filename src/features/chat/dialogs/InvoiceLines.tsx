import { formatCents } from '../../../domain/money';
import { AmountField, LineHead, QuantityField, RateField, WHOLE_QUANTITY } from '../../documents';
import { emptyLine, lineAmountCents, removeLine, type InvoiceLineDraft } from '../invoice-form';

/** The Create Invoice dialog's lines: description, whole-number quantity, rate in dollars, amount = quantity x rate. */
export function InvoiceLines({
  items,
  onChange,
  error,
}: {
  items: InvoiceLineDraft[];
  onChange(items: InvoiceLineDraft[]): void;
  error?: string | null;
}) {
  const set = (key: string, patch: Partial<InvoiceLineDraft>) => onChange(items.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  return (
    <fieldset className="chat-inv-lines">
      <legend className="label">Items</legend>
      <ol className="list">
        {items.map((item, index) => {
          const name = `Item ${index + 1}`;
          return (
            <li key={item.key} className="chat-inv-line">
              <LineHead
                className="chat-inv-line-head"
                name={name}
                placeholder="Description"
                description={item.description}
                onDescription={(description) => set(item.key, { description })}
                removeDisabled={items.length === 1}
                onRemove={() => onChange(removeLine(items, item.key))}
              />
              <div className="chat-inv-line-nums">
                <QuantityField
                  name={name}
                  rule={WHOLE_QUANTITY}
                  value={item.quantity}
                  onChange={(quantity) => set(item.key, { quantity })}
                />
                <RateField name={name} value={item.rate} onChange={(rate) => set(item.key, { rate })} />
                <AmountField name={name} amount={formatCents(lineAmountCents(item))} />
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
