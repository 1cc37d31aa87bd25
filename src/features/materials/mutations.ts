import { deviceTimeZone } from '../../domain/dates';
import { api, ApiError, downloadBlob, errorMessage, NetworkError } from '../../data/api';
import { getDb, kvGet, type MaterialsItemRow, type MaterialsListRow } from '../../data/local-db';
import { allWriteTables, mutate } from '../../data/sync/mutate';
import type { MaterialsDocModel } from '../../domain/documents';
import { listEditMutations } from './edit-diff';
import { listFromEstimate } from '../../domain/estimator/to-list';
import type { EditableItem, EditableList, MaterialsListView } from './types';
import { realCompanyName } from '../../domain/schemas/profile';

const newId = () => crypto.randomUUID();

/** A list made by hand: one write, on the device first; the sync engine sends it when it can. */
export async function createListByHand(
  userId: string,
  input: { title: string; description: string; items: EditableItem[] },
): Promise<string> {
  const id = newId();
  await mutate(
    'materialsList.create',
    {
      id,
      createdAt: new Date().toISOString(),
      title: input.title.trim(),
      description: input.description.trim(),
      projectType: '',
      items: input.items.map((item, position) => ({ ...item, position })),
    },
    { userId },
  );
  return id;
}

/**
 * Saves an edit-mode draft. The whole Save is one Dexie transaction (mutate joins it), so the rows and their outbox
 * entries land together or not at all, even if the tab closes half-way; offline it waits in the outbox like any write.
 * Returns the number of changes queued.
 */
export async function saveListEdits(userId: string, before: EditableList, after: EditableList): Promise<number> {
  const ops = listEditMutations(before, after);
  if (!ops.length) return 0;
  const db = getDb();
  await db.transaction('rw', allWriteTables(db), async () => {
    for (const op of ops) await mutate(op.name, op.args as never, { userId });
  });
  return ops.length;
}

/** The tick outside edit mode: saved at once, because a tradie ticks items off at the counter one by one. */
export async function setItemCompleted(userId: string, item: Pick<MaterialsItemRow, 'id' | 'listId'>, completed: boolean): Promise<void> {
  await mutate('materialsItem.upsert', { id: item.id, listId: item.listId, patch: { completed } }, { userId });
}

export async function deleteMaterialsList(userId: string, id: string): Promise<void> {
  await mutate('materialsList.delete', { id }, { userId });
}

type ServerList = Omit<MaterialsListRow, 'userId'> & { items: Omit<MaterialsItemRow, 'userId'>[]; assumptions: string[] };

export type GenerateOutcome =
  | {
      kind: 'saved';
      title: string;
      itemCount: number;
      assumptions: string[];
      madeOn: 'server' | 'device';
      /** the server refused the paid AI call (subscription ended): the built-in estimator made it instead */
      aiPaused?: true;
    }
  | { kind: 'not-recognised'; message: string };

/**
 * AI Generate. Online, the server makes and saves the list (with its AI provider when configured) and we store its
 * answer on the device as a pull would, so nothing is queued twice. Offline, or when the server cannot be reached,
 * the built-in estimator runs here and the list is saved like any other write.
 */
export async function generateList(userId: string, description: string): Promise<GenerateOutcome> {
  const text = description.trim();
  let aiPaused = false;
  if (navigator.onLine) {
    try {
      const list = await api<ServerList>('POST', '/api/materials-lists/generate', { description: text, id: newId() });
      await storeServerList(userId, list);
      return { kind: 'saved', title: list.title, itemCount: list.items.length, assumptions: list.assumptions, madeOn: 'server' };
    } catch (err) {
      if (err instanceof ApiError && err.status === 422)
        return { kind: 'not-recognised', message: errorMessage(err, 'That job was not recognised.') };
      // A lapsed subscription pauses the paid AI, not the free estimator: it makes the list here instead.
      if (err instanceof ApiError && err.code === 'SUBSCRIPTION_REQUIRED') aiPaused = true;
      else if (!(err instanceof NetworkError)) throw err;
      // The server may have saved the list before the answer was lost, so the device's list takes a new id: at worst
      // two lists show up, never one list with two sets of items.
    }
  }
  const { estimateMaterials } = await import('../../domain/estimator');
  const result = estimateMaterials(text);
  if (!result.recognised) return { kind: 'not-recognised', message: result.message ?? 'That job was not recognised.' };
  const args = listFromEstimate(result, { id: newId(), createdAt: new Date().toISOString(), newId });
  await mutate('materialsList.create', args, { userId });
  return {
    kind: 'saved',
    title: args.title,
    itemCount: args.items.length,
    assumptions: result.assumptions,
    madeOn: 'device',
    ...(aiPaused ? { aiPaused: true as const } : {}),
  };
}

/** The server's copy of a list it has just made, written as the next pull would write it (same rows, same ids). */
async function storeServerList(userId: string, { items, assumptions: _assumptions, ...list }: ServerList): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.materialsLists, db.materialsItems, async () => {
    await db.materialsLists.put({ ...list, userId });
    await db.materialsItems.bulkPut(items.map((item) => ({ ...item, userId })));
  });
}

interface CachedBusiness {
  id?: string;
  name?: string | null;
  businessName?: string | null;
}

/** The name at the top of the PDF, from the device copies of the company and profile (so it works offline). */
export async function deviceBusinessName(userId: string): Promise<string | undefined> {
  const [profile, company] = await Promise.all([kvGet<CachedBusiness>('profile'), kvGet<CachedBusiness | null>('company')]);
  // A record left by another account on a shared device is not this user's.
  if (profile?.id && profile.id !== userId) return undefined;
  const placeholderFree = realCompanyName(company?.name);
  return company?.businessName?.trim() || profile?.businessName?.trim() || placeholderFree || undefined;
}

/** The PDF is made on the device from the same code as the server's download, so it works with no signal. */
export async function downloadListPdf(userId: string, list: MaterialsListView): Promise<void> {
  const docs = await import('../../domain/documents');
  const model: MaterialsDocModel = {
    kind: 'materials',
    title: list.title,
    description: list.description,
    businessName: await deviceBusinessName(userId),
    createdAt: list.createdAt,
    items: list.items.map(({ name, quantity, unit, notes, completed }) => ({ name, quantity, unit, notes, completed })),
  };
  const bytes = await docs.renderPdf(model, { timeZone: deviceTimeZone() });
  await downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: docs.pdfMime }), docs.documentFilename(model, 'pdf'));
}
