// What the documents feature (quotes, invoices, the estimates & invoices hub, clients) offers the other features
// (eslint.config.js: features import each other only through index.ts). Inside: generator/ (the quote and invoice
// generator pages), lists/ (the quote and invoice lists), hub/ (the estimates & invoices hub and its dialogs),
// clients/, records/ (the quote and invoice rows: queries, mutations, document models, numbering) and common/ (line
// fields and the line-items editor, business details, downloads).
export { businessName, isGstRegistered, useBusinessRecords, type BusinessRecords } from './common/business';
export { AmountField, LineHead, QuantityField, RateField, WHOLE_QUANTITY } from './common/LineFields';
export { createInvoice, type InvoiceFields } from './records/invoice-mutations';
export { ClientPicker } from './clients/ClientPicker';
export { useClients, type ClientRow } from './clients/queries';
/** The invoice document model loads on demand (it is only needed when a document is made). */
export const loadInvoiceModel = () => import('./records/invoice-document');
export { SignaturePad, type SignaturePadHandle } from './hub/SignaturePad';
export { recordPayment } from './hub/money-actions';
export { useInvoices, type InvoiceRow } from './records/invoice-queries';
export { handBackNumbers } from './records/numbers';
