import { MIN_QUOTE_QUANTITY } from '../../../domain/schemas/documents';

/**
 * The inputs of one document line, shared by the quote and invoice generators, the estimates dialog and the chat's
 * Create Invoice dialog. `name` ('Item 2', 'Line 2') prefixes every accessible name, so each line's inputs are told
 * apart by screen readers and tests alike.
 */

export interface QuantityInput {
  inputMode: 'numeric' | 'decimal';
  min: number;
  step: number;
}

/** Invoices count whole units (spec §5). */
export const WHOLE_QUANTITY: QuantityInput = { inputMode: 'numeric', min: 1, step: 1 };
/** Quotes allow tenths, e.g. 2.5 m² (spec §5). */
export const TENTH_QUANTITY: QuantityInput = { inputMode: 'decimal', min: MIN_QUOTE_QUANTITY, step: 0.1 };

/** The line's description and the × that removes it. */
export function LineHead({
  name,
  description,
  onDescription,
  onRemove,
  placeholder,
  removeDisabled,
  className = 'item-row-head',
}: {
  name: string;
  description: string;
  onDescription: (text: string) => void;
  onRemove: () => void;
  placeholder?: string;
  removeDisabled?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <input
        className="input"
        aria-label={`${name} description`}
        placeholder={placeholder}
        value={description}
        onChange={(e) => onDescription(e.target.value)}
      />
      <button type="button" className="icon-btn" aria-label={`Remove ${name.toLowerCase()}`} disabled={removeDisabled} onClick={onRemove}>
        ×
      </button>
    </div>
  );
}

export function QuantityField({
  name,
  rule,
  value,
  onChange,
  onBlur,
}: {
  name: string;
  rule: QuantityInput;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
}) {
  return (
    <label>
      <span className="small muted">Qty</span>
      <input
        className="input"
        type="number"
        inputMode={rule.inputMode}
        min={rule.min}
        step={rule.step}
        aria-label={`${name} quantity`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </label>
  );
}

export function RateField({ name, value, onChange }: { name: string; value: string; onChange: (text: string) => void }) {
  return (
    <label>
      <span className="small muted">Rate ($)</span>
      <input
        className="input"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        aria-label={`${name} rate`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** The line's amount in a dialog: an input-shaped box so it lines up with quantity and rate, never editable. */
export function AmountField({ name, amount }: { name: string; amount: string }) {
  return (
    <label>
      <span className="small muted">Amount</span>
      <input className="input" aria-label={`${name} amount`} value={amount} disabled readOnly />
    </label>
  );
}
