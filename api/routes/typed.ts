import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import { isUuid } from '../../src/domain/ids';
import type { RestAction, RestOptions } from '../../src/domain/sync/entities';
import { PLAIN_ENTITIES, toDevice, type PlainEntityName } from '../../src/domain/sync/plain';
import { createPlainRow, getPlainRow, listPlainRows, patchPlainRow, plainTable, softDeletePlainRow } from '../repos/plain-rows';

/**
 * The REST sub-app of a typed table, derived from its definition (src/domain/sync/entities.ts `rest`): list, get,
 * create, patch and delete on the same repo commands as the entity's sync mutators (api/repos/plain-rows.ts, with the
 * entity's checks), inside the same per-user lock (withUserTx). The bodies are the definition's field schemas, so a
 * REST write and a synced one are refused with the same words. Mounted for every definition with `rest` (api/app.ts).
 */
const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));
const ALL: readonly RestAction[] = ['list', 'get', 'create', 'patch', 'delete'];

const pageNumber = (label: string, max: number, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${label} must be at least 1`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );
const ListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(200, 'search must be at most 200 characters')), ''),
  page: pageNumber('page', 100_000, '1'),
  limit: pageNumber('limit', 200, '50'),
});

/** The typed tables that have a REST sub-app, with its options. */
export const REST_ENTITIES = PLAIN_ENTITIES.flatMap((e) => {
  const rest = e.rows.options.rest as RestOptions | undefined;
  return rest ? [{ name: e.name, noun: e.rows.noun, rest, actions: rest.only ?? ALL }] : [];
});

/** A create's body: the fields (those with a `rest.defaults` value may be left out), an optional id and createdAt. */
function createBody(name: PlainEntityName): v.GenericSchema<unknown, { id?: string; createdAt?: string }> {
  const { rows } = plainTable(name);
  const defaults: Record<string, unknown> = rows.options.rest?.defaults ?? {};
  const entries: v.ObjectEntries = Object.fromEntries(
    Object.entries(rows.fields.entries).map(([k, s]) => [k, k in defaults ? v.optional(s, defaults[k] as never) : s]),
  );
  const stamp: v.ObjectEntries = rows.options.createdAt === false ? {} : { createdAt: v.optional(isoInstant) };
  return v.object({
    id: v.optional(uuid),
    ...stamp,
    ...entries,
  }) as v.GenericSchema<unknown, { id?: string; createdAt?: string }>;
}

/** A patch's body: any of the fields that are not `fixed`, at least one. */
function patchBody(name: PlainEntityName): v.GenericSchema<unknown, Record<string, unknown>> {
  const { rows } = plainTable(name);
  const fixed: readonly string[] = rows.options.fixed ?? [];
  const patchable: v.ObjectEntries = Object.fromEntries(Object.entries(rows.fields.entries).filter(([k]) => !fixed.includes(k)));
  return v.pipe(
    v.partial(v.object(patchable)) as v.GenericSchema<unknown, Record<string, unknown>>,
    v.check((p: Record<string, unknown>) => Object.values(p).some((x) => x !== undefined), 'Send at least one field to change'),
  );
}

export function typedRoutes(name: PlainEntityName, actions: readonly RestAction[]): Hono<AppEnv> {
  const t = plainTable(name);
  const notFound = () => new AppError('NOT_FOUND', `${t.rows.noun} not found`);
  const idOf = (c: Ctx) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw notFound();
    return id;
  };
  const app = new Hono<AppEnv>();
  if (actions.includes('list'))
    app.get('/', validate('query', ListQuery), async (c) => {
      const { search, page, limit } = c.req.valid('query');
      const { rows, total } = await listPlainRows(c.get('deps').sql, t, requireUser(c).id, { search, offset: (page - 1) * limit, limit });
      return c.json({ items: rows.map((r) => toDevice(name, r)), total, page, limit });
    });
  if (actions.includes('create'))
    app.post('/', validate('json', createBody(name)), async (c) => {
      const { sql } = c.get('deps');
      const me = requireUser(c);
      const body = c.req.valid('json');
      const input = { ...body, id: body.id ?? randomUUID() };
      const result = await withUserTx(sql, me.id, (tx) => createPlainRow(tx, t, me.id, input));
      // a delete wins over a replayed create: the id stays deleted
      if (result.outcome === 'deleted') throw notFound();
      return c.json(toDevice(name, result.row), result.outcome === 'created' ? 201 : 200);
    });
  if (actions.includes('get'))
    app.get('/:id', async (c) => {
      const row = await getPlainRow(c.get('deps').sql, t, requireUser(c).id, idOf(c));
      if (!row) throw notFound();
      return c.json(toDevice(name, row));
    });
  if (actions.includes('patch'))
    app.patch('/:id', validate('json', patchBody(name)), async (c) => {
      const { sql } = c.get('deps');
      const me = requireUser(c);
      const id = idOf(c);
      const row = await withUserTx(sql, me.id, (tx) => patchPlainRow(tx, t, me.id, id, c.req.valid('json')));
      if (!row) throw notFound();
      return c.json(toDevice(name, row));
    });
  if (actions.includes('delete'))
    app.delete('/:id', async (c) => {
      const { sql } = c.get('deps');
      const me = requireUser(c);
      const id = idOf(c);
      if (!(await withUserTx(sql, me.id, (tx) => softDeletePlainRow(tx, t, me.id, id)))) throw notFound();
      return c.body(null, 204);
    });
  return app;
}

/** Every typed table's REST sub-app, mounted at its `rest.path` (under /api). */
export function mountTypedRoutes(api: Hono<AppEnv>): void {
  for (const e of REST_ENTITIES) api.route(e.rest.path, typedRoutes(e.name, e.actions));
}
