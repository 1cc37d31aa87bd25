import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import { getInvoice, toInvoice } from '../repos/invoices';
import { getQuote, toQuote } from '../repos/quotes';
import { getSeller, type Seller } from '../repos/seller';
import { businessSource, renderDocumentFile, type DocumentFile } from '../services/document-files';
import { recomputeInvoiceTotals, recomputeQuoteTotals } from '../../src/domain/schemas/documents';
import { defaultInvoiceNumber } from '../../src/domain/numbering';
import { invoiceDocModel, quoteDocModel, stateTimeZone, type CompanySource } from '../../src/domain/documents/from-entities';
import { contentDisposition } from '../../src/domain/documents/filename';
import { readJson } from './document-http';
import { completeInvoice, completeQuote, InvoiceCreateBody, parseBody, QuoteCreateBody } from './document-bodies';

/**
 * Spec §7 document downloads. Each takes a saved document's id, or the document itself in the body (the generator
 * screens send what is on the form, saved or not). Totals in the body are ignored and recomputed from the items.
 * Business details always come from the account (company, profile, settings, logo), so a download cannot print
 * another seller's ABN; the body's `company` is used only when the account has no company profile yet.
 */
type Body = Record<string, unknown>;
const isObject = (x: unknown): x is Body => typeof x === 'object' && x !== null && !Array.isArray(x);
const idOf = (x: unknown): string | null => (typeof x === 'string' && /^[0-9a-f-]{36}$/i.test(x) ? x : null);

function sendFile(c: Ctx, file: DocumentFile) {
  return c.body(file.bytes as unknown as ArrayBuffer, 200, {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.filename),
  });
}

function companyFromBody(body: Body): CompanySource | null {
  const co = body.company;
  if (!isObject(co)) return null;
  const s = (k: string) => (typeof co[k] === 'string' ? (co[k] as string) : null);
  return {
    name: s('name'),
    businessName: s('businessName'),
    abn: s('abn') ?? s('ein'),
    address: s('address'),
    phone: s('phone'),
    email: s('email'),
  };
}

async function sources(c: Ctx, seller: Seller, body: Body) {
  const deps = c.get('deps');
  const source = await businessSource(deps, deps.sql, seller);
  return source.company ? source : { ...source, company: companyFromBody(body) };
}

async function quoteFile(c: Ctx, ext: 'pdf' | 'docx') {
  const { sql, now } = c.get('deps');
  const me = requireUser(c);
  const raw = await readJson(c);
  const body = isObject(raw) ? raw : {};
  const seller = await getSeller(sql, me.id);
  const bodyQuote = isObject(body.quote) ? body.quote : null;
  let quote;
  if (bodyQuote && Array.isArray(bodyQuote.items)) {
    quote = { ...recomputeQuoteTotals(completeQuote(parseBody(QuoteCreateBody, bodyQuote), now())), signature: null };
  } else {
    const id = idOf(body.quoteId) ?? idOf(bodyQuote?.id);
    const row = id && (await getQuote(sql, me.id, id));
    if (!row) throw notFound('Quote');
    quote = toQuote(row);
  }
  const model = quoteDocModel(quote, await sources(c, seller, body), { timeZone: stateTimeZone(seller.state) });
  return sendFile(c, await renderDocumentFile(model, ext, seller));
}

async function invoiceFile(c: Ctx, ext: 'pdf' | 'docx', savedOnly = false) {
  const { sql, now } = c.get('deps');
  const me = requireUser(c);
  const raw = await readJson(c);
  const body = isObject(raw) ? raw : {};
  const seller = await getSeller(sql, me.id);
  const bodyInvoice = isObject(body.invoice) ? body.invoice : null;
  const hasItems = Array.isArray(bodyInvoice?.items) || Array.isArray(body.items);
  let invoice;
  if (!savedOnly && bodyInvoice && hasItems) {
    const at = now();
    invoice = recomputeInvoiceTotals(
      completeInvoice(parseBody(InvoiceCreateBody, { invoice: bodyInvoice, items: body.items }), at, () => defaultInvoiceNumber(at)),
      seller,
    );
  } else {
    const id = idOf(body.invoiceId) ?? idOf(bodyInvoice?.id);
    const row = id && (await getInvoice(sql, me.id, id));
    if (!row) throw notFound('Invoice');
    invoice = toInvoice(row);
  }
  const model = invoiceDocModel(invoice, await sources(c, seller, body));
  return sendFile(c, await renderDocumentFile(model, ext, seller));
}

export const documentExportRoutes = new Hono<AppEnv>()
  .post('/generate-quote-pdf', (c) => quoteFile(c, 'pdf'))
  .post('/generate-quote-word', (c) => quoteFile(c, 'docx'))
  .post('/generate-quote-docx', (c) => quoteFile(c, 'docx'))
  .post('/generate-invoice-pdf', (c) => invoiceFile(c, 'pdf'))
  .post('/generate-invoice-word', (c) => invoiceFile(c, 'docx'))
  .post('/export/invoice-word', (c) => invoiceFile(c, 'docx', true));
