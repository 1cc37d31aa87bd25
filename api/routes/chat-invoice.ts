import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import { findOwnedObjectId } from './objects';
import { storageKeyOf } from '../repos/objects';
import { signedIn } from './ai-media';
import { createInvoice } from '../repos/invoices';
import { getSeller, sellerSources, type Seller } from '../repos/seller';
import { ChatInvoiceDataSchema, prepareChatInvoice, type PreparedChatInvoice } from '../../src/domain/chat/chat-invoice';
import { contentDisposition, documentFilename, pdfMime, renderPdf } from '../../src/domain/documents';
import { invoiceDocModel } from '../../src/domain/documents/from-entities';
import { DEFAULT_TIME_ZONE } from '../../src/domain/dates';

/**
 * The chat's Create Invoice dialog (spec §7): POST /api/chat-invoice/pdf renders it, POST /api/chat-invoice saves it
 * as a draft invoice through the documents module's repo (the same rules as POST /api/invoices and invoice.create).
 */
const Body = v.object({ invoiceData: ChatInvoiceDataSchema });

/** A company profile: a company record with a real name (not the form's 'Company Name' placeholder). */
const hasCompany = (seller: Seller) => !!seller.company && seller.name.trim() !== '';

async function prepare(c: Ctx, data: v.InferOutput<typeof ChatInvoiceDataSchema>) {
  const { sql, now } = c.get('deps');
  const seller = await getSeller(sql, requireUser(c).id);
  const result = prepareChatInvoice(data, {
    hasCompany: hasCompany(seller),
    gstRegistered: seller.gstRegistered,
    now: now().getTime(),
    timeZone: DEFAULT_TIME_ZONE,
  });
  if (!result.ok) throw new AppError('VALIDATION_FAILED', result.message, { field: result.field });
  return { seller, invoice: result.invoice };
}

async function logoOf(c: Ctx, seller: Seller): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const { sql, store } = c.get('deps');
  const url = seller.user.business_logo;
  const id = url ? await findOwnedObjectId(sql, seller.userId, url) : null;
  if (!id) return null;
  const key = await storageKeyOf(sql, id);
  const file = key && (await store.get(key));
  return file ? { bytes: file.bytes, mime: file.contentType } : null;
}

const invoiceTitle = (inv: PreparedChatInvoice) => `Invoice for ${inv.customerName}`;

export const chatInvoiceRoutes = new Hono<AppEnv>()
  .post('/chat-invoice/pdf', signedIn, validate('json', Body), async (c) => {
    const { seller, invoice } = await prepare(c, c.req.valid('json').invoiceData);
    const sources = await sellerSources(c.get('deps').sql, seller);
    const model = invoiceDocModel(
      {
        ...invoice,
        title: invoiceTitle(invoice),
        items: invoice.items.map((i, n) => ({ ...i, id: String(n) })),
        customerAbn: null,
        status: 'draft',
        paidDate: null,
        paymentMethod: null,
      },
      { ...sources, logo: await logoOf(c, seller) },
    );
    const pdf = await renderPdf(model, { timeZone: DEFAULT_TIME_ZONE });
    return c.body(pdf as unknown as ArrayBuffer, 200, {
      'content-type': pdfMime,
      'content-disposition': contentDisposition(documentFilename(model, 'pdf')),
    });
  })
  .post('/chat-invoice', signedIn, validate('json', Body), async (c) => {
    const { sql, now } = c.get('deps');
    const { seller, invoice } = await prepare(c, c.req.valid('json').invoiceData);
    if (invoice.items.some((i) => i.rateCents <= 0)) {
      throw new AppError('VALIDATION_FAILED', 'items: Each item needs a rate above $0', { field: 'items' });
    }
    const id = randomUUID();
    const { row } = await withUserTx(sql, seller.userId, (tx) =>
      createInvoice(tx, seller, {
        id,
        title: invoiceTitle(invoice),
        companyId: seller.companyId,
        clientId: null,
        invoiceNumber: invoice.invoiceNumber,
        customerName: invoice.customerName,
        customerEmail: '',
        customerAddress: invoice.customerAddress,
        customerAbn: null,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        items: invoice.items.map((i) => ({ id: randomUUID(), description: i.description, quantity: i.quantity, rateCents: i.rateCents })),
        subtotalCents: invoice.subtotalCents,
        gstCents: invoice.gstCents,
        totalCents: invoice.totalCents,
        status: 'draft',
        paidDate: null,
        paymentMethod: null,
        sourceQuoteId: null,
        notes: invoice.notes,
        createdAt: now().toISOString(),
      }),
    );
    return c.json({ success: true, message: `Invoice ${row.invoice_number} saved`, id: row.id, invoiceNumber: row.invoice_number }, 201);
  });
