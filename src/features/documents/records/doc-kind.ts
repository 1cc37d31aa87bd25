/** The words and routes that tell quote screens from invoice screens; everything else about them is shared. */
export interface DocKind {
  noun: 'quote' | 'invoice';
  Noun: 'Quote' | 'Invoice';
  listPath: string;
  generatorPath: string;
}

export const QUOTE_KIND: DocKind = { noun: 'quote', Noun: 'Quote', listPath: '/quotes', generatorPath: '/quote-generator' };
export const INVOICE_KIND: DocKind = { noun: 'invoice', Noun: 'Invoice', listPath: '/invoices', generatorPath: '/invoice-generator' };
