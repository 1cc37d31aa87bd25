import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import { emailDelivery, markEmailNoticeSeen, pendingEmailNotices, retryEmailNow } from '../repos/document-emails';
import { getInvoice } from '../repos/invoices';
import { getQuote } from '../repos/quotes';
import { deliverDocumentEmails } from '../services/document-mail';
import { uuidParam } from './document-http';

/**
 * The delivery state of a quote's or invoice's email, for its card (issue 19): "Email not delivered yet — retrying" or
 * "Email failed: {reason}", and "Send again" after a give-up. Only the owner's document; another user's is 404.
 */
async function ownedDoc(c: Ctx, kind: 'quote' | 'invoice'): Promise<string> {
  const { sql } = c.get('deps');
  const me = requireUser(c);
  const id = uuidParam(c, kind === 'quote' ? 'Quote' : 'Invoice');
  const row = kind === 'quote' ? await getQuote(sql, me.id, id) : await getInvoice(sql, me.id, id);
  if (!row) throw notFound(kind === 'quote' ? 'Quote' : 'Invoice');
  return id;
}

const routesFor = (kind: 'quote' | 'invoice') =>
  new Hono<AppEnv>()
    .get(`/${kind}s/:id/email`, async (c) => {
      const id = await ownedDoc(c, kind);
      return c.json({ delivery: await emailDelivery(c.get('deps').sql, requireUser(c).id, id) });
    })
    .post(`/${kind}s/:id/email/retry`, async (c) => {
      const id = await ownedDoc(c, kind);
      const deps = c.get('deps');
      const me = requireUser(c);
      if (!(await retryEmailNow(deps.sql, me.id, id))) throw notFound(kind === 'quote' ? 'Quote' : 'Invoice');
      await deliverDocumentEmails(deps, me.id);
      return c.json({ delivery: await emailDelivery(deps.sql, me.id, id) });
    });

/**
 * The in-app notices of emails given up after 24 hours of retries (issue 19): a device asks at open and on focus,
 * shows each once, and marks it seen. Only the owner's.
 */
const noticeRoutes = new Hono<AppEnv>()
  .get('/email-notices', async (c) => c.json({ notices: await pendingEmailNotices(c.get('deps').sql, requireUser(c).id) }))
  .post('/email-notices/:id/seen', async (c) => {
    const id = uuidParam(c, 'Email notice');
    if (!(await markEmailNoticeSeen(c.get('deps').sql, requireUser(c).id, id))) throw notFound('Email notice');
    return c.json({ ok: true });
  });

export const documentDeliveryRoutes = new Hono<AppEnv>()
  .route('/', routesFor('quote'))
  .route('/', routesFor('invoice'))
  .route('/', noticeRoutes);
