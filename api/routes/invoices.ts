import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import * as invoices from '../repos/invoices';
import { getSeller } from '../repos/seller';
import { withUserTx } from '../sync/tx';
import { defaultInvoiceNumber } from '../../src/domain/numbering';
import { readJson, uuidParam } from './document-http';
import { invoiceCreateFromBody, invoicePatchFromBody, invoiceResponse } from './document-bodies';

/**
 * Spec §7 Invoices, on the repository functions the sync push uses. POST takes the chat's { invoice, items } as well as
 * the flat invoice, and is idempotent for client ids. A number already used by another live invoice is refused
 * (NUMBER_TAKEN, 409); only a number the server picks itself (none was sent) skips past the taken ones.
 */
export const invoiceRoutes = new Hono<AppEnv>()
  .get('/invoices', async (c) => {
    const rows = await invoices.listInvoices(c.get('deps').sql, requireUser(c).id);
    return c.json(rows.map((r) => invoiceResponse(invoices.toInvoice(r))));
  })
  .get('/invoices/:id', async (c) => {
    const row = await invoices.getInvoice(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Invoice'));
    if (!row) throw notFound('Invoice');
    return c.json(invoiceResponse(invoices.toInvoice(row)));
  })
  .post('/invoices', async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const body = await readJson(c);
    const result = await withUserTx(sql, me.id, async (tx) => {
      const taken = await tx<{ invoice_number: string }[]>`select invoice_number from invoices
        where user_id = ${me.id} and deleted_at is null and invoice_number like 'INV-%'`;
      const at = now();
      const input = invoiceCreateFromBody(body, at, () =>
        defaultInvoiceNumber(
          at,
          taken.map((t) => t.invoice_number),
        ),
      );
      return invoices.createInvoice(tx, await getSeller(tx, me.id), input);
    });
    return c.json(invoiceResponse(invoices.toInvoice(result.row)), result.created ? 201 : 200);
  })
  .put('/invoices/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Invoice');
    const { patch, baseVersion } = invoicePatchFromBody(await readJson(c));
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
