import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../context';
import { clientIp } from '../context';
import { findLink, type DocumentLinkRow } from '../repos/document-links';
import { customerAnswer, recordView } from '../repos/document-money';
import { getInvoice, toInvoice } from '../repos/invoices';
import { getQuote, quoteContentHash, toQuote } from '../repos/quotes';
import { QUOTE_CHANGED_MESSAGE } from '../../src/domain/documents/revision';
import { contentDisposition } from '../../src/domain/documents/filename';
import { depositLines } from '../../src/domain/documents/answer-mail';
import { ELECTRONIC_SIGNING_CONSENT } from '../../src/domain/documents/content';
import { getSeller, type Seller } from '../repos/seller';
import { businessSource, renderDocumentFile } from '../services/document-files';
import { withUserTx } from '../sync/tx';
import { AppError } from '../errors';
import { todayIso, formatDateAU } from '../../src/domain/dates';
import { invoiceDocModel, quoteDocModel, stateTimeZone, type BusinessSource } from '../../src/domain/documents/from-entities';
import { owingCents } from '../../src/domain/payments';
import type { CustomerEvent } from '../../src/domain/schemas/documents';
import { documentPage, messagePage } from './public-page';
import { checkSignaturePng } from '../services/png';
import { QUOTE_ANSWERABLE } from '../repos/document-money';
import { invoicePayBlock } from './payments-card';

/**
 * The customer's side of a sent quote or invoice (issue 12), at /api/p/<token>: no session, the token is the key.
 * Under /api so the tradie's own service worker never answers it with the app shell. Unknown tokens are 404, revoked
 * links and expired quotes 410, each with a page saying so in plain words.
 */
type Loaded =
  | { kind: 'quote'; link: DocumentLinkRow; seller: Seller; doc: ReturnType<typeof toQuote> }
  | { kind: 'invoice'; link: DocumentLinkRow; seller: Seller; doc: ReturnType<typeof toInvoice> };

class PageError extends Error {
  constructor(
    readonly status: 404 | 410,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

async function load(c: Ctx): Promise<Loaded> {
  const sql = c.get('deps').sql;
  const token = c.req.param('token') ?? '';
  const link = await findLink(sql, token);
  if (!link)
    throw new PageError(
      404,
      'Link not found',
      'This link is not valid. Check that it was copied in full, or ask the business to send it again.',
    );
  const seller = await getSeller(sql, link.user_id);
  const who = seller.name || 'the business';
  if (link.revoked_at) throw new PageError(410, 'Link withdrawn', `This link was withdrawn by ${who}. Ask them for a new one.`);
  if (link.document_kind === 'quote') {
    const row = await getQuote(sql, link.user_id, link.document_id);
    if (!row) throw new PageError(410, 'No longer available', `This quote is no longer available. Contact ${who}.`);
    const doc = toQuote(row);
    const today = todayIso(Date.now(), stateTimeZone(seller.state));
    const answered = !(QUOTE_ANSWERABLE as readonly string[]).includes(doc.status);
    if (doc.validUntil && doc.validUntil < today && !answered) {
      throw new PageError(410, 'Quote expired', `This quote expired on ${formatDateAU(doc.validUntil)}. Ask ${who} for a new one.`);
    }
    return { kind: 'quote', link, seller, doc };
  }
  const row = await getInvoice(sql, link.user_id, link.document_id);
  if (!row) throw new PageError(410, 'No longer available', `This invoice is no longer available. Contact ${who}.`);
  return { kind: 'invoice', link, seller, doc: toInvoice(row) };
}

function event(c: Ctx, kind: CustomerEvent['kind'], extra: Partial<CustomerEvent> = {}): CustomerEvent {
  return {
    kind,
    at: new Date().toISOString(),
    ip: clientIp(c),
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 300) || null,
    ...extra,
  };
}

async function modelOf(c: Ctx, l: Loaded, source?: BusinessSource) {
  const deps = c.get('deps');
  const src = source ?? (await businessSource(deps, deps.sql, l.seller));
  const timeZone = stateTimeZone(l.seller.state);
  // Who opened the link and from which IP address is the business's record: the public page and its PDF, which anyone
  // holding the link can open, list only the customer's own answer (the signed acceptance record), never the views.
  const answers = l.kind === 'quote' ? (l.doc.customerEvents ?? []).filter((e) => e.kind !== 'viewed') : [];
  const model = l.kind === 'quote' ? quoteDocModel({ ...l.doc, customerEvents: answers }, src, { timeZone }) : invoiceDocModel(l.doc, src);
  return { model, src, timeZone };
}

async function render(c: Ctx, l: Loaded, opts: { error?: string | null; done?: string | null; status?: number } = {}) {
  const { model, src, timeZone } = await modelOf(c, l);
  const logo = src.logo ? `data:${src.logo.mime};base64,${Buffer.from(src.logo.bytes).toString('base64')}` : null;
  const html = documentPage({
    model,
    timeZone,
    logoDataUrl: logo,
    token: c.req.param('token') ?? '',
    kind: l.kind,
    answerable: l.kind === 'quote' && (QUOTE_ANSWERABLE as readonly string[]).includes(l.doc.status),
    status: l.doc.status,
    revision: l.kind === 'quote' ? { number: l.doc.revision ?? 1, contentHash: quoteContentHash(l.doc, l.seller) } : undefined,
    depositLines:
      l.kind === 'quote' && l.doc.status === 'accepted'
        ? depositLines({
            depositCents: l.doc.depositCents,
            reference: l.doc.jobNumber?.trim() || `"${l.doc.title}"`,
            business: l.seller.name || 'The business',
            pay: {
              bsb: src.company?.bsb ?? undefined,
              accountNumber: src.company?.accountNumber ?? undefined,
              accountName: src.company?.accountName ?? undefined,
              payId: src.company?.payId ?? undefined,
            },
          })
        : undefined,
    owingCents: l.kind === 'invoice' ? owingCents(l.doc) : undefined,
    payBlock: model.kind === 'invoice' ? invoicePayBlock(c, model, owingCents(l.doc as ReturnType<typeof toInvoice>)) : undefined,
    error: opts.error,
    done: opts.done,
  });
  return c.html(html, (opts.status ?? 200) as 200);
}

function headers(c: Ctx) {
  // The token is in the address: never send it on to another site (same-origin, not no-referrer: with no-referrer
  // Chromium posts the accept form with Origin: null, which the CSRF check refuses), never index the page.
  c.header('referrer-policy', 'same-origin');
  c.header('x-robots-tag', 'noindex');
}

async function withPage(c: Ctx, fn: (l: Loaded) => Promise<Response>): Promise<Response> {
  headers(c);
  try {
    return await fn(await load(c));
  } catch (err) {
    if (err instanceof PageError) return c.html(messagePage(err.title, err.message), err.status);
    throw err;
  }
}

async function formOf(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}

const hasNul = (s: string) => s.includes('\u0000');

function seenRevision(f: Record<string, string>): { revision: number; contentHash: string } | null {
  const revision = Number(f.revision);
  const contentHash = f.contentHash ?? '';
  if (!Number.isSafeInteger(revision) || revision < 1 || !/^[0-9a-f]{64}$/.test(contentHash)) return null;
  return { revision, contentHash };
}

export const publicDocumentRoutes = new Hono<AppEnv>()
  // Anyone can reach these pages: every request counts against the network's allowance (limiters.publicLink).
  .use('/p/*', async (c, next) => {
    await c.get('deps').limiters.publicLink.hit(clientIp(c));
    await next();
  })
  .get('/p/:token', (c) =>
    withPage(c, async (l) => {
      await withUserTx(c.get('deps').sql, l.link.user_id, (tx) => recordView(tx, l.kind, l.link.user_id, l.doc.id, event(c, 'viewed')));
      return render(c, await load(c), { done: c.req.query('done') ?? null });
    }),
  )
  .get('/p/:token/pdf', (c) =>
    withPage(c, async (l) => {
      const { model } = await modelOf(c, l);
      const file = await renderDocumentFile(model, 'pdf', l.seller);
      return c.body(file.bytes as unknown as ArrayBuffer, 200, {
        'content-type': file.contentType,
        'content-disposition': contentDisposition(file.filename, 'inline'),
      });
    }),
  )
  .post('/p/:token/accept', (c) =>
    withPage(c, async (l) => {
      if (l.kind !== 'quote') return render(c, l, { error: 'Only a quote can be accepted.', status: 400 });
      const f = await formOf(c);
      const name = (f.name ?? '').trim();
      const signature = f.signature ?? '';
      if (!name || name.length > 200 || hasNul(name))
        return render(c, l, { error: 'Please type your full name (up to 200 characters).', status: 400 });
      if (!signature) return render(c, l, { error: 'Please sign in the box before accepting.', status: 400 });
      // Decoded, not just pattern-matched: bounded bytes and dimensions, real image data (api/services/png.ts).
      const png = checkSignaturePng(signature);
      if (!png.ok) return render(c, l, { error: `The signature could not be read (${png.reason}). Please sign again.`, status: 400 });
      if (f.consent !== 'yes') return render(c, l, { error: 'Please tick the box to agree to sign electronically.', status: 400 });
      // The form carries the revision and content hash the customer saw: anything but the current one is refused.
      const seen = seenRevision(f);
      const contentHash = quoteContentHash(l.doc, l.seller);
      const answerable = (QUOTE_ANSWERABLE as readonly string[]).includes(l.doc.status);
      if (answerable && (!seen || seen.revision !== (l.doc.revision ?? 1) || seen.contentHash !== contentHash)) {
        return render(c, l, { error: QUOTE_CHANGED_MESSAGE, status: 409 });
      }
      const at = new Date().toISOString();
      const revision = seen?.revision ?? l.doc.revision ?? 1;
      try {
        await withUserTx(c.get('deps').sql, l.link.user_id, (tx) =>
          customerAnswer(
            tx,
            l.link.user_id,
            l.doc.id,
            {
              kind: 'accepted',
              event: event(c, 'accepted', { name, at, revision, contentHash }),
              signature: {
                dataUrl: signature,
                signedAt: at,
                name,
                revision,
                contentHash,
                ip: clientIp(c),
                consent: ELECTRONIC_SIGNING_CONSENT,
              },
            },
            revision,
          ),
        );
      } catch (err) {
        if (err instanceof AppError) return render(c, l, { error: err.message, status: 409 });
        throw err;
      }
      // Post/redirect/get: a refresh never posts the acceptance again.
      return c.redirect(`/api/p/${c.req.param('token')}?done=accepted`, 303);
    }),
  )
  .post('/p/:token/decline', (c) =>
    withPage(c, async (l) => {
      if (l.kind !== 'quote') return render(c, l, { error: 'Only a quote can be declined.', status: 400 });
      const reason = ((await formOf(c)).reason ?? '').trim();
      if (!reason || reason.length > 2000 || hasNul(reason))
        return render(c, l, { error: 'Please give a reason (up to 2,000 characters).', status: 400 });
      const seen = seenRevision(await formOf(c));
      const revision = seen?.revision ?? l.doc.revision ?? 1;
      const contentHash = quoteContentHash(l.doc, l.seller);
      try {
        await withUserTx(c.get('deps').sql, l.link.user_id, (tx) =>
          customerAnswer(
            tx,
            l.link.user_id,
            l.doc.id,
            { kind: 'declined', event: event(c, 'declined', { reason, revision, contentHash }), reason },
            revision,
          ),
        );
      } catch (err) {
        if (err instanceof AppError) return render(c, l, { error: err.message, status: 409 });
        throw err;
      }
      return c.redirect(`/api/p/${c.req.param('token')}?done=declined`, 303);
    }),
  );
