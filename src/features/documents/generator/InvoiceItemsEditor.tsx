import { INVOICE_LINE_QUANTITY, INVOICE_UNIT_OPTIONS } from '../common/LineFields';
import { LineItemsEditor, type LineItemsConfig } from '../common/LineItemsEditor';
import { emptyInvoiceItem, type InvoiceItemDraft } from './invoice-form';

const INVOICE_LINES: LineItemsConfig<InvoiceItemDraft> = {
  doc: 'invoice',
  // issue 18: like the quote editor — decimal quantities and a Unit column (blank allowed on an invoice)
  quantity: INVOICE_LINE_QUANTITY,
  empty: emptyInvoiceItem,
  unit: { options: INVOICE_UNIT_OPTIONS, get: (d) => d.unit ?? '', set: (d, unit) => ({ ...d, unit: unit || null }) },
};

/** The invoice's lines: decimal quantities, each with a unit, as on the quote. */
export function InvoiceItemsEditor({ items, onChange }: { items: InvoiceItemDraft[]; onChange: (items: InvoiceItemDraft[]) => void }) {
  return <LineItemsEditor items={items} onChange={onChange} config={INVOICE_LINES} />;
}
