import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { validate } from '../validate';
import { finalInvoicesDated, invoicesPaidBetween, toInvoice } from '../repos/invoices';
import { getSeller } from '../repos/seller';
import { myobCsv, plainCsv, xeroCsv } from '../../src/domain/export/accounting';
import { isIsoDate } from '../../src/domain/dates';
import { contentDisposition, exportFilename } from '../../src/domain/documents/filename';

const day = (label: string) =>
  v.pipe(
    v.string(`${label} is required (YYYY-MM-DD)`),
    v.check((s: string) => isIsoDate(s), `${label} must be a date (YYYY-MM-DD)`),
  );
const Query = v.pipe(
  v.object({
    from: day('from'),
    to: day('to'),
    format: v.optional(v.picklist(['xero', 'myob', 'plain'], 'format must be xero, myob or plain'), 'plain'),
  }),
  v.check((q) => q.from <= q.to, 'to: must be on or after from'),
);

/**
 * GET /api/export/invoices.csv?from=&to=&format=xero|myob|plain (issue 12). Final invoices (not drafts) dated in the
 * range, oldest first; the plain file adds every payment dated in the range. The business's own rows only.
 */
export const exportRoutes = new Hono<AppEnv>().get('/export/invoices.csv', validate('query', Query), async (c) => {
  const me = requireUser(c);
  const { from, to, format } = c.req.valid('query');
  const sql = c.get('deps').sql;
  const seller = await getSeller(sql, me.id);
  const rows = await finalInvoicesDated(sql, me.id, from, to);
  const invoices = rows.map(toInvoice);
  let body: string;
  if (format === 'xero') body = xeroCsv(invoices, seller);
  else if (format === 'myob') body = myobCsv(invoices, seller);
  else {
    const paidRows = await invoicesPaidBetween(sql, me.id, from, to);
    const payments = paidRows
      .map(toInvoice)
      .flatMap((invoice) => (invoice.payments ?? []).filter((p) => p.date >= from && p.date <= to).map((payment) => ({ invoice, payment })))
      .sort((a, b) => (a.payment.date < b.payment.date ? -1 : a.payment.date > b.payment.date ? 1 : 0));
    body = plainCsv(invoices, payments);
  }
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition(exportFilename(format, from, to)),
  });
});
