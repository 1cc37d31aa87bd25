import { parseInvoiceQuantity } from '../../../domain/schemas/documents';
import { WHOLE_QUANTITY } from '../common/LineFields';
import { LineItemsEditor, type LineItemsConfig } from '../common/LineItemsEditor';
import { emptyInvoiceItem, type InvoiceItemDraft } from './invoice-form';

const INVOICE_LINES: LineItemsConfig<InvoiceItemDraft> = {
  doc: 'invoice',
  quantity: { ...WHOLE_QUANTITY, parse: parseInvoiceQuantity },
  empty: emptyInvoiceItem,
};

/** The invoice's lines: whole quantities and no unit (spec §5). */
export function InvoiceItemsEditor({ items, onChange }: { items: InvoiceItemDraft[]; onChange: (items: InvoiceItemDraft[]) => void }) {
  return <LineItemsEditor items={items} onChange={onChange} config={INVOICE_LINES} />;
}
