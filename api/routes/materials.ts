import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { AppError, notFound } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import * as materials from '../repos/materials';
import * as company from '../repos/company';
import * as users from '../repos/users';
import { AiAnswerError, askForJson } from '../services/ai';
import { aiCall, aiClientFor } from '../middleware/ai';
import { MaterialsItemFields, MaterialsListFields } from '../../src/domain/sync/mutations';
import { materialsMutations } from '../../src/domain/sync/features/materials';
import {
  estimateMaterials,
  estimateResultSchema,
  materialsListJsonSchemaDescription,
  type EstimateResult,
} from '../../src/domain/estimator';
import { contentDisposition, documentFilename, pdfMime, renderPdf } from '../../src/domain/documents';
import { listFromEstimate } from '../../src/domain/estimator/to-list';
import { uuidSchema } from '../../src/domain/ids';
import { realCompanyName } from '../../src/domain/schemas/profile';
import { DEFAULT_ITEM_UNIT } from '../../src/domain/sync/features/materials';

/**
 * Spec §7 Materials, over the same repo functions as the sync mutators and inside the same per-user lock (withUserTx).
 * Client-made ids make create and generate idempotent: a retried request returns the list it already made.
 */
const F = MaterialsItemFields.entries;
const L = MaterialsListFields.entries;
const uuid = uuidSchema();
const MAX_ITEMS = 500;

const NewItem = v.object({
  id: v.optional(uuid),
  name: F.name,
  quantity: v.optional(F.quantity, 1),
  unit: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), DEFAULT_ITEM_UNIT),
  notes: v.optional(F.notes, ''),
  completed: v.optional(F.completed, false),
});
const CreateBody = v.object({
  id: uuid,
  title: L.title,
  description: v.optional(L.description, ''),
  projectType: v.optional(L.projectType, ''),
  createdAt: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'))),
  items: v.optional(v.pipe(v.array(NewItem), v.maxLength(MAX_ITEMS)), []),
});
// Fields left out of an existing item stay as they are; a new item takes the defaults (1, 'pc', '', not done).
// An item sent without an id is new each time, so a client that retries a PATCH should send ids it made itself.
const PatchItem = v.object({
  id: v.optional(uuid),
  name: F.name,
  quantity: v.optional(F.quantity),
  unit: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
  notes: v.optional(F.notes),
  completed: v.optional(F.completed),
});
const PatchBody = v.object({
  title: v.optional(L.title),
  items: v.pipe(v.array(PatchItem, 'items must be a list'), v.maxLength(MAX_ITEMS)),
});
const GenerateBody = v.object({
  description: v.pipe(v.string('Please enter a description'), v.trim(), v.minLength(1, 'Please enter a description'), v.maxLength(2000)),
  id: v.optional(uuid),
});

/** A malformed id can name no list of anyone's: answer as for any list the user does not have. */
function listId(c: Ctx): string {
  const id = c.req.param('id') ?? '';
  if (!v.is(uuid, id)) throw notFound('Materials list');
  return id;
}

async function ownList(c: Ctx, id: string) {
  const [list] = await materials.listLists(c.get('deps').sql, requireUser(c).id, id);
  if (!list) throw notFound('Materials list');
  return list;
}

const SYSTEM_PROMPT = `You are a quantity estimator for Australian tradespeople. From a job description, list the materials to buy.
If the text is not a building or trade job you can estimate, set "recognised" to false and explain in "message".
${materialsListJsonSchemaDescription}`;

async function estimate(c: Ctx, description: string): Promise<EstimateResult> {
  const deps = c.get('deps');
  const ai = aiClientFor(c);
  if (!ai) return estimateMaterials(description);
  const answer = await askForJson(ai, { system: SYSTEM_PROMPT, user: description }, c.req.raw.signal).catch((err: unknown) => {
    deps.log('error', 'AI materials estimate failed', err);
    throw err instanceof AiAnswerError
      ? new AppError('PROVIDER_ERROR', 'The AI service gave an answer that is not a materials list. Please try again.')
      : new AppError('PROVIDER_ERROR', 'The AI service could not be reached. Please try again.');
  });
  const parsed = v.safeParse(estimateResultSchema, answer);
  if (!parsed.success) {
    deps.log('error', 'AI materials answer failed validation', parsed.issues[0]?.message);
    throw new AppError('PROVIDER_ERROR', 'The AI service gave an answer that is not a materials list. Please try again.');
  }
  return parsed.output;
}

function timeZoneOf(c: Ctx): string {
  const tz = c.req.query('tz');
  if (tz) {
    try {
      return new Intl.DateTimeFormat('en-AU', { timeZone: tz }).resolvedOptions().timeZone;
    } catch {
      /* unknown zone: use the default */
    }
  }
  return 'Australia/Sydney';
}

/** The name on the PDF: the company's business name, else the profile's, else the company name unless a placeholder. */
async function businessName(c: Ctx, userId: string): Promise<string | undefined> {
  const { sql } = c.get('deps');
  const [co, me] = await Promise.all([company.getCompany(sql, userId), users.getUser(sql, userId)]);
  const name = realCompanyName(co?.name);
  return co?.business_name?.trim() || me?.business_name?.trim() || name;
}

export const materialsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await materials.listLists(c.get('deps').sql, requireUser(c).id)))
  .post('/', validate('json', CreateBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const body = c.req.valid('json');
    const created = await withUserTx(sql, me.id, async (tx) => {
      if ((await materials.listStatus(tx, me.id, body.id)) === 'live') return false;
      await materials.createList(tx, me.id, {
        ...body,
        items: body.items.map((item, position) => ({
          ...item,
          id: item.id ?? randomUUID(),
          unit: item.unit || DEFAULT_ITEM_UNIT,
          position,
        })),
      });
      return true;
    });
    const [list] = await materials.listLists(sql, me.id, body.id);
    if (!list) throw new AppError('CONFLICT', 'That list has been deleted');
    return c.json(list, created ? 201 : 200);
  })
  .post('/generate', aiCall, validate('json', GenerateBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const { description, id = randomUUID() } = c.req.valid('json');
    const status = await materials.listStatus(sql, me.id, id);
    if (status === 'live') return c.json({ ...(await ownList(c, id)), assumptions: [] as string[] });
    if (status === 'deleted') throw new AppError('CONFLICT', 'That list has been deleted');

    const result = await estimate(c, description);
    if (!result.recognised) {
      throw new AppError('JOB_NOT_RECOGNISED', result.message ?? 'That job was not recognised.');
    }
    const args = v.parse(
      materialsMutations['materialsList.create'],
      listFromEstimate(result, { id, createdAt: c.get('deps').now().toISOString(), newId: randomUUID }),
    );
    await withUserTx(sql, me.id, (tx) => materials.createList(tx, me.id, args));
    return c.json({ ...(await ownList(c, id)), assumptions: result.assumptions }, 201);
  })
  .patch('/:id', validate('json', PatchBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = listId(c);
    const body = c.req.valid('json');
    await withUserTx(sql, me.id, async (tx) => {
      const [list] = await materials.listLists(tx, me.id, id);
      if (!list) throw notFound('Materials list');
      if (body.title !== undefined) await materials.updateList(tx, me.id, id, { title: body.title });
      const kept = new Set<string>();
      for (const [position, { id: itemId = randomUUID(), unit, ...fields }] of body.items.entries()) {
        kept.add(itemId);
        await materials.upsertItem(tx, me.id, itemId, id, { ...fields, unit: unit === '' ? DEFAULT_ITEM_UNIT : unit, position });
      }
      for (const item of list.items) if (!kept.has(item.id)) await materials.deleteItem(tx, me.id, item.id);
    });
    return c.json(await ownList(c, id));
  })
  .delete('/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = listId(c);
    await withUserTx(sql, me.id, async (tx) => {
      const status = await materials.listStatus(tx, me.id, id);
      // A repeated delete (a lost response, retried) finds the tombstone and succeeds again.
      if (!status) throw notFound('Materials list');
      if (status === 'live') await materials.deleteList(tx, me.id, id);
    });
    return c.body(null, 204);
  })
  .get('/:id/download', async (c) => {
    const me = requireUser(c);
    const list = await ownList(c, listId(c));
    const model = {
      kind: 'materials' as const,
      title: list.title,
      description: list.description,
      businessName: await businessName(c, me.id),
      createdAt: list.createdAt,
      items: list.items,
    };
    const bytes = await renderPdf(model, { timeZone: timeZoneOf(c) });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': pdfMime,
      'content-disposition': contentDisposition(documentFilename(model, 'pdf')),
    });
  });
