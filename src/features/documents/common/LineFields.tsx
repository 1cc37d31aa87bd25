import { useId } from 'react';
import { MIN_QUOTE_QUANTITY, parseInvoiceQuantity, parseQuoteQuantity, QUOTE_UNITS } from '../../../domain/schemas/documents';

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

/** A quote line's quantity: tenths, tidied by parseQuoteQuantity (the quote editor and the estimates dialog). */
export const QUOTE_LINE_QUANTITY = { ...TENTH_QUANTITY, parse: parseQuoteQuantity };
/** An invoice line's quantity (issue 18: like the quote's, decimals allowed; the invoice editor and the dialog). */
export const INVOICE_LINE_QUANTITY = { ...TENTH_QUANTITY, min: 0.001, parse: parseInvoiceQuantity };
/** The units offered on a quote line; an invoice line may also leave its unit blank. */
export const QUOTE_UNIT_OPTIONS: readonly string[] = QUOTE_UNITS;
export const INVOICE_UNIT_OPTIONS: readonly string[] = ['', ...QUOTE_UNITS];

/**
 * The Unit column: free text (a supplier's "roll", the tradie's "lot"), with the spec's units offered as suggestions
 * through a datalist (issue 18) — the same input on the quote and invoice editors and in the estimates dialog.
 */
export function UnitInput({
  value,
  onChange,
  options,
  id,
  label,
}: {
  value: string;
  onChange: (unit: string) => void;
  options: readonly string[];
  id?: string;
  label?: string;
}) {
  const listId = useId();
  return (
    <>
      <input
        id={id}
        className="input"
        aria-label={label}
        list={listId}
        maxLength={20}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={listId}>
        {options
          .filter((u) => u)
          .map((u) => (
            <option key={u} value={u} />
          ))}
      </datalist>
    </>
  );
}

/** The Unit column of one line, labelled like its neighbours (`{name} unit`). */
export function UnitField({
  name,
  value,
  onChange,
  options,
}: {
  name: string;
  value: string;
  onChange: (unit: string) => void;
  options: readonly string[];
}) {
  return (
    <label>
      <span className="small muted">Unit</span>
      <UnitInput value={value} onChange={onChange} options={options} label={`${name} unit`} />
    </label>
  );
}

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
