import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import * as quotes from '../repos/quotes';
import { getSeller } from '../repos/seller';
import { withUserTx } from '../sync/tx';
import { validate } from '../validate';
import { uuidParam } from './document-http';
import { readPage, withNextCursor } from './document-page';
import { completeQuote, QuoteCreateBody, QuotePatchBody, quoteResponse } from './document-bodies';

/**
 * Spec §7 Quotes. The same repository functions as the sync push, in the same per-user transaction, so a quote made
 * through REST and one made offline follow the same rules. POST is idempotent for client ids: an id that exists
 * answers 200 with the stored quote.
 */
export const quoteRoutes = new Hono<AppEnv>()
  .get('/quotes', async (c) => {
    const page = readPage(c);
    const rows = await quotes.listQuotes(c.get('deps').sql, requireUser(c).id, { ...page, limit: page.limit + 1 });
    return c.json(withNextCursor(c, rows, page.limit).map((r) => quoteResponse(quotes.toQuote(r))));
  })
  .get('/quotes/:id', async (c) => {
    const row = await quotes.getQuote(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Quote'));
    if (!row) throw notFound('Quote');
    return c.json(quoteResponse(quotes.toQuote(row)));
  })
  .post('/quotes', validate('json', QuoteCreateBody), async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const input = completeQuote(c.req.valid('json'), now());
    const { row, created } = await withUserTx(sql, me.id, async (tx) => quotes.createQuote(tx, await getSeller(tx, me.id), input));
    return c.json(quoteResponse(quotes.toQuote(row)), created ? 201 : 200);
  })
  .put('/quotes/:id', validate('json', QuotePatchBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Quote');
    const { baseVersion, ...patch } = c.req.valid('json');
    const row = await withUserTx(sql, me.id, async (tx) => quotes.updateQuote(tx, await getSeller(tx, me.id), id, patch, baseVersion));
    if (!row) throw notFound('Quote');
    return c.json(quoteResponse(quotes.toQuote(row)));
  })
  .delete('/quotes/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Quote');
    if (!(await withUserTx(sql, me.id, (tx) => quotes.deleteQuote(tx, me.id, id)))) throw notFound('Quote');
    return c.json({ success: true, id });
  });
