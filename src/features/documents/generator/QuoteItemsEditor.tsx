import { emptyItem, type ItemDraft } from './quote-form';
import { QUOTE_LINE_QUANTITY, QUOTE_UNIT_OPTIONS } from '../common/LineFields';
import { LineItemsEditor, type LineItemsConfig } from '../common/LineItemsEditor';

const QUOTE_LINES: LineItemsConfig<ItemDraft> = {
  doc: 'quote',
  quantity: QUOTE_LINE_QUANTITY,
  empty: emptyItem,
  unit: { options: QUOTE_UNIT_OPTIONS, get: (d) => d.unit, set: (d, unit) => ({ ...d, unit }) },
};

/** The quote's lines: quantities in 0.1 steps, each with a unit. */
export function QuoteItemsEditor({ items, onChange }: { items: ItemDraft[]; onChange: (items: ItemDraft[]) => void }) {
  return <LineItemsEditor items={items} onChange={onChange} config={QUOTE_LINES} />;
}
