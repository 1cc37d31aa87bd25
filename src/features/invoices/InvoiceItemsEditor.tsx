import { parseInvoiceQuantity } from '../../domain/schemas/documents';
import { WHOLE_QUANTITY } from '../quotes/LineFields';
import { LineItemsEditor, type LineItemsConfig } from '../quotes/LineItemsEditor';
import { emptyInvoiceItem, type InvoiceItemDraft } from './form';

const INVOICE_LINES: LineItemsConfig<InvoiceItemDraft> = {
  doc: 'invoice',
  quantity: { ...WHOLE_QUANTITY, parse: parseInvoiceQuantity },
  empty: emptyInvoiceItem,
};

/** The invoice's lines: whole quantities and no unit (spec §5). */
export function InvoiceItemsEditor({ items, onChange }: { items: InvoiceItemDraft[]; onChange: (items: InvoiceItemDraft[]) => void }) {
  return <LineItemsEditor items={items} onChange={onChange} config={INVOICE_LINES} />;
}
