import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import * as clients from '../repos/clients';
import { withUserTx } from '../sync/tx';
import { validate } from '../validate';
import { uuidParam } from './document-http';
import { ClientCreateBody, ClientPatchBody, clientResponse, completeClient } from './document-bodies';

/** Clients with totalJobs and totalRevenue computed from their documents (src/domain/client-totals.ts). */
export const clientRoutes = new Hono<AppEnv>()
  .get('/clients', async (c) => {
    const rows = await clients.listClientsWithTotals(c.get('deps').sql, requireUser(c).id);
    return c.json(rows.map(({ row, totals }) => clientResponse(clients.toClient(row), totals)));
  })
  .get('/clients/:id', async (c) => {
    const [found] = await clients.listClientsWithTotals(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Client'));
    if (!found) throw notFound('Client');
    return c.json(clientResponse(clients.toClient(found.row), found.totals));
  })
  .post('/clients', validate('json', ClientCreateBody), async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const input = completeClient(c.req.valid('json'), now());
    const { row, created } = await withUserTx(sql, me.id, (tx) => clients.createClient(tx, me.id, input));
    const [found] = await clients.listClientsWithTotals(sql, me.id, row.id);
    return c.json(clientResponse(clients.toClient(row), found.totals), created ? 201 : 200);
  })
  .put('/clients/:id', validate('json', ClientPatchBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Client');
    const { baseVersion, ...patch } = c.req.valid('json');
    const row = await withUserTx(sql, me.id, (tx) => clients.updateClient(tx, me.id, id, patch, baseVersion));
    if (!row) throw notFound('Client');
    const [found] = await clients.listClientsWithTotals(sql, me.id, id);
    return c.json(clientResponse(clients.toClient(row), found.totals));
  })
  .delete('/clients/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Client');
    if (!(await withUserTx(sql, me.id, (tx) => clients.deleteClient(tx, me.id, id)))) throw notFound('Client');
    return c.json({ success: true, id });
  });
