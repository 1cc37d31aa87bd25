import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import * as invoices from '../repos/invoices';
import { getSeller } from '../repos/seller';
import { withUserTx } from '../sync/tx';
import { formatDocumentNumber } from '../../src/domain/numbering';
import { reserveNumbers } from '../repos/numbering';
import { validate } from '../validate';
import { uuidParam } from './document-http';
import { readPage, withNextCursor } from './document-page';
import { completeInvoice, InvoiceCreateBody, InvoicePatchBody, invoiceResponse } from './document-bodies';

/**
 * Spec §7 Invoices, on the repository functions the sync push uses. POST takes the chat's { invoice, items } as well as
 * the flat invoice, and is idempotent for client ids. A number already used by another live invoice is refused
 * (NUMBER_TAKEN, 409); with none sent, the server gives the business's next number (INV-0001 …).
 */
export const invoiceRoutes = new Hono<AppEnv>()
  .get('/invoices', async (c) => {
    const page = readPage(c);
    const rows = await invoices.listInvoices(c.get('deps').sql, requireUser(c).id, { ...page, limit: page.limit + 1 });
    return c.json(withNextCursor(c, rows, page.limit).map((r) => invoiceResponse(invoices.toInvoice(r))));
  })
  .get('/invoices/:id', async (c) => {
    const row = await invoices.getInvoice(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Invoice'));
    if (!row) throw notFound('Invoice');
    return c.json(invoiceResponse(invoices.toInvoice(row)));
  })
  .post('/invoices', validate('json', InvoiceCreateBody), async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const body = c.req.valid('json');
    const result = await withUserTx(sql, me.id, async (tx) => {
      // No number sent: the server takes the business's next one (INV-0001…), skipping any typed by hand.
      let picked: string | null = null;
      if (!body.invoiceNumber) {
        for (let tries = 0; tries < 50 && !picked; tries++) {
          const block = await reserveNumbers(tx, me.id, 'server', 'invoice', 1);
          const candidate = formatDocumentNumber(block.prefix, block.first);
          if (!(await invoices.invoiceNumberInUse(tx, me.id, candidate))) picked = candidate;
        }
      }
      const input = completeInvoice(body, now(), () => picked ?? '');
      return invoices.createInvoice(tx, await getSeller(tx, me.id), input);
    });
    return c.json(invoiceResponse(invoices.toInvoice(result.row)), result.created ? 201 : 200);
  })
  .put('/invoices/:id', validate('json', InvoicePatchBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Invoice');
    const { baseVersion, ...patch } = c.req.valid('json');
    const row = await withUserTx(sql, me.id, async (tx) => invoices.updateInvoice(tx, await getSeller(tx, me.id), id, patch, baseVersion));
    if (!row) throw notFound('Invoice');
    return c.json(invoiceResponse(invoices.toInvoice(row)));
  })
  .delete('/invoices/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Invoice');
    if (!(await withUserTx(sql, me.id, (tx) => invoices.deleteInvoice(tx, me.id, id)))) throw notFound('Invoice');
    return c.json({ success: true, id });
  });
