import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import { getPayId, getSettings, setPayId, updateDocumentSettings } from '../repos/company';
import { lowestNextNumber, MAX_BLOCK, reserveNumbers, returnNumbers } from '../repos/numbering';
import { uuidSchema } from '../../src/domain/ids';
import { DocumentSettingsSchema, type DocumentSettings } from '../../src/domain/schemas/document-settings';
import { formatDocumentNumber } from '../../src/domain/numbering';

const ReserveSchema = v.object({
  kind: v.picklist(['invoice', 'quote'], 'kind must be invoice or quote'),
  clientId: v.pipe(v.string('clientId is required'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be this device’s sync client id')),
  count: v.optional(
    v.pipe(
      v.number(),
      v.safeInteger('count must be a whole number'),
      v.minValue(1, 'count must be at least 1'),
      v.maxValue(MAX_BLOCK, `count can be at most ${MAX_BLOCK}`),
    ),
    10,
  ),
});

const ReturnSchema = v.object({
  clientId: ReserveSchema.entries.clientId,
  blockId: uuidSchema(),
  from: v.pipe(v.number('from must be a number'), v.safeInteger('from must be a whole number'), v.minValue(1, 'from must be at least 1')),
});

async function documentSettings(sql: Parameters<typeof getSettings>[0], userId: string): Promise<DocumentSettings> {
  const s = await getSettings(sql, userId);
  const payId = await getPayId(sql, userId);
  return {
    invoicePrefix: s.invoice_prefix,
    invoiceNextNumber: s.invoice_next_number,
    quotePrefix: s.quote_prefix,
    quoteNextNumber: s.quote_next_number,
    paymentTermsDays: s.payment_terms_days,
    reminderDays: s.reminder_days,
    payId,
  };
}

/**
 * Document numbers and payment settings (issue 12). A device reserves a block of numbers while online and uses them
 * offline (docs/sync.md "Document numbers"); the next number can be raised, or lowered only down to past the highest
 * number already handed out or used, so no number is ever issued twice.
 */
export const numberingRoutes = new Hono<AppEnv>()
  .post('/numbering/reserve', validate('json', ReserveSchema), async (c) => {
    const me = requireUser(c);
    const { kind, clientId, count } = c.req.valid('json');
    const block = await withUserTx(c.get('deps').sql, me.id, (tx) => reserveNumbers(tx, me.id, clientId, kind, count));
    return c.json(block, 201);
  })
  /** A device hands back a block's unused numbers (from..last): the next number comes back down when it can. */
  .post('/numbering/return', validate('json', ReturnSchema), async (c) => {
    const me = requireUser(c);
    const { clientId, blockId, from } = c.req.valid('json');
    const returned = await withUserTx(c.get('deps').sql, me.id, (tx) => returnNumbers(tx, me.id, clientId, blockId, from));
    return c.json({ returned });
  })
  .get('/document-settings', async (c) => c.json(await documentSettings(c.get('deps').sql, requireUser(c).id)))
  .put('/document-settings', validate('json', DocumentSettingsSchema), async (c) => {
    const me = requireUser(c);
    const input = c.req.valid('json');
    const sql = c.get('deps').sql;
    await withUserTx(sql, me.id, async (tx) => {
      const cur = await getSettings(tx, me.id);
      for (const kind of ['invoice', 'quote'] as const) {
        const prefixKey = kind === 'invoice' ? 'invoicePrefix' : 'quotePrefix';
        const nextKey = kind === 'invoice' ? 'invoiceNextNumber' : 'quoteNextNumber';
        const prefix = input[prefixKey] ?? (kind === 'invoice' ? cur.invoice_prefix : cur.quote_prefix);
        const next = input[nextKey];
        if (next === undefined && input[prefixKey] === undefined) continue;
        const lowest = await lowestNextNumber(tx, me.id, kind, prefix);
        const wanted = next ?? (kind === 'invoice' ? cur.invoice_next_number : cur.quote_next_number);
        if (wanted < lowest) {
          if (next === undefined) {
            // A prefix change alone: carry on past what that prefix already used.
            input[nextKey] = lowest;
            continue;
          }
          throw new AppError(
            'VALIDATION_FAILED',
            `${nextKey}: ${formatDocumentNumber(prefix, lowest - 1)} has already been handed out or used, so the next ${kind} number must be at least ${lowest}.`,
            { field: nextKey },
          );
        }
      }
      const cols = Object.fromEntries(
        Object.entries({
          invoice_prefix: input.invoicePrefix,
          invoice_next_number: input.invoiceNextNumber,
          quote_prefix: input.quotePrefix,
          quote_next_number: input.quoteNextNumber,
          payment_terms_days: input.paymentTermsDays,
          reminder_days: input.reminderDays ? tx.json([...new Set(input.reminderDays)].sort((a, b) => a - b)) : undefined,
        }).filter(([, val]) => val !== undefined),
      );
      await updateDocumentSettings(tx, me.id, cols);
      if (input.payId !== undefined) await setPayId(tx, me.id, input.payId || null);
    });
    return c.json(await documentSettings(sql, me.id));
  });
