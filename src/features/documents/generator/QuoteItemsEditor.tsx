import { parseQuoteQuantity, QUOTE_UNITS } from '../../../domain/schemas/documents';
import { emptyItem, type ItemDraft } from './quote-form';
import { TENTH_QUANTITY } from '../common/LineFields';
import { LineItemsEditor, type LineItemsConfig } from '../common/LineItemsEditor';

const QUOTE_LINES: LineItemsConfig<ItemDraft> = {
  doc: 'quote',
  quantity: { ...TENTH_QUANTITY, parse: parseQuoteQuantity },
  empty: emptyItem,
  unit: { options: QUOTE_UNITS, get: (d) => d.unit, set: (d, unit) => ({ ...d, unit }) },
};

/** The quote's lines: quantities in 0.1 steps, each with a unit. */
export function QuoteItemsEditor({ items, onChange }: { items: ItemDraft[]; onChange: (items: ItemDraft[]) => void }) {
  return <LineItemsEditor items={items} onChange={onChange} config={QUOTE_LINES} />;
}
