import { useId, useState } from 'react';
import { formatCents, lineAmount, parseDollars } from '../../../domain/money';
import { validateQuoteItem } from '../../../domain/schemas/documents';
import { LineHead, QuantityField, RateField, UnitField, UnitInput, type QuantityInput } from './LineFields';
import { refused } from './refuse';
import { FromPriceBook, type PriceBookLine } from '../../price-book';
import { centsToDecimalString } from '../../../domain/money';

/** A line as typed: numbers stay text until saved, so "2." or an empty rate can be typed through. */
export interface EditorLine {
  id: string;
  description: string;
  quantity: string;
  rate: string;
}

/** The Unit column, between quantity and rate: free text, `options` are the suggestions. */
export interface UnitColumn<D> {
  options: readonly string[];
  get(line: D): string;
  set(line: D, unit: string): D;
}

export interface LineItemsConfig<D extends EditorLine> {
  /** Names the section and its list: 'Quote items', 'Invoice items'. */
  doc: 'quote' | 'invoice';
  quantity: QuantityInput & { parse(text: string): number };
  empty(): D;
  unit?: UnitColumn<D>;
}

function ItemRow<D extends EditorLine>({
  item,
  index,
  config,
  onChange,
  onRemove,
}: {
  item: D;
  index: number;
  config: LineItemsConfig<D>;
  onChange: (d: D) => void;
  onRemove: () => void;
}) {
  const name = `Item ${index + 1}`;
  const { quantity, unit } = config;
  return (
    <li className="item-row">
      <LineHead
        name={name}
        description={item.description}
        onDescription={(description) => onChange({ ...item, description })}
        onRemove={onRemove}
      />
      <div className={unit ? 'item-row-numbers' : 'item-row-numbers no-unit'}>
        <QuantityField
          name={name}
          rule={quantity}
          value={item.quantity}
          onChange={(text) => onChange({ ...item, quantity: text })}
          onBlur={() => onChange({ ...item, quantity: String(quantity.parse(item.quantity)) })}
        />
        {unit && <UnitField name={name} value={unit.get(item)} onChange={(u) => onChange(unit.set(item, u))} options={unit.options} />}
        <RateField name={name} value={item.rate} onChange={(text) => onChange({ ...item, rate: text })} />
        <output className="item-amount" aria-label={`${name} amount`}>
          {amountOf(item, config)}
        </output>
      </div>
    </li>
  );
}

function amountOf(d: EditorLine, config: Pick<LineItemsConfig<EditorLine>, 'quantity'>): string {
  return formatCents(lineAmount(config.quantity.parse(d.quantity), parseDollars(d.rate) ?? 0));
}

/**
 * A quote's or invoice's lines (the page scrolls, not a nested box: see documents.css) and the row that adds one (spec §5: a description and a
 * rate above $0). Quantities are tidied to the document's rule when a field is left and when a line is added.
 */
export function LineItemsEditor<D extends EditorLine>({
  items,
  onChange,
  config,
}: {
  items: D[];
  onChange: (items: D[]) => void;
  config: LineItemsConfig<D>;
}) {
  const [draft, setDraft] = useState<D>(config.empty);
  const ids = { d: useId(), q: useId(), u: useId(), r: useId() };
  const { doc, quantity, unit } = config;
  const headingId = `${doc}-items-h`;
  // issue 13: a price-book item or kit becomes lines, fitted to this document's quantity rule and unit column
  const fromPriceBook = (l: PriceBookLine): D => {
    const d = {
      ...config.empty(),
      description: l.description,
      quantity: String(quantity.parse(String(l.quantity))),
      rate: centsToDecimalString(l.rateCents),
    };
    return unit ? unit.set(d, l.unit) : d;
  };

  function add() {
    if (refused(validateQuoteItem({ description: draft.description, rateCents: parseDollars(draft.rate) }))) return;
    onChange([...items, { ...draft, description: draft.description.trim(), quantity: String(quantity.parse(draft.quantity)) }]);
    setDraft(config.empty());
  }

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <div className="row">
        <h2 id={headingId}>Items</h2>
        <FromPriceBook onAdd={(lines) => onChange([...items, ...lines.map(fromPriceBook)])} />
      </div>
      {items.length === 0 ? (
        <p className="muted small">No items yet. Add the first one below.</p>
      ) : (
        <ul className="list items-scroll" aria-label={doc === 'quote' ? 'Quote items' : 'Invoice items'}>
          {items.map((it, i) => (
            <ItemRow
              key={it.id}
              item={it}
              index={i}
              config={config}
              onChange={(d) => onChange(items.map((x) => (x.id === d.id ? d : x)))}
              onRemove={() => onChange(items.filter((x) => x.id !== it.id))}
            />
          ))}
        </ul>
      )}
      <fieldset className="add-item">
        <legend className="label">Add item</legend>
        <div className="field">
          <label htmlFor={ids.d} className="label">
            Description
          </label>
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
        <div className={unit ? 'item-row-numbers' : 'item-row-numbers no-unit'}>
          <div className="field">
            <label htmlFor={ids.q} className="label">
              Quantity
            </label>
            <input
              id={ids.q}
              className="input"
              type="number"
              inputMode={quantity.inputMode}
              min={quantity.min}
              step={quantity.step}
              value={draft.quantity}
              onChange={(e) => setDraft({ ...draft, quantity: e.target.value })}
            />
          </div>
          {unit && (
            <div className="field">
              <label htmlFor={ids.u} className="label">
                Unit
              </label>
              <UnitInput id={ids.u} value={unit.get(draft)} onChange={(u) => setDraft(unit.set(draft, u))} options={unit.options} />
            </div>
          )}
          <div className="field">
            <label htmlFor={ids.r} className="label">
              Rate ($)
            </label>
            <input
              id={ids.r}
              className="input"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.rate}
              onChange={(e) => setDraft({ ...draft, rate: e.target.value })}
            />
          </div>
          <div className="field">
            <span className="label">Amount</span>
            <output className="item-amount">{amountOf(draft, config)}</output>
          </div>
        </div>
        <button type="button" className="btn btn-outline btn-block" onClick={add}>
          + Add Item
        </button>
      </fieldset>
    </section>
  );
}
