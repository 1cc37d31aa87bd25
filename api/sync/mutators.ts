import * as v from 'valibot';
import type { Tx } from '../db';
import { AppError } from '../errors';
import { mutationSchemas, type MutationName } from '../../src/domain/sync/mutations';
import { validateAbn } from '../../src/domain/abn';
import * as users from '../repos/users';
import * as company from '../repos/company';
import * as materials from '../repos/materials';

/**
 * The server half of every queued write. Each runs inside the push transaction (user lock held) and either applies,
 * or throws an AppError that the push reports for that mutation while moving on to the next.
 * Updates of rows that are gone (deleted, or never existed) are no-ops: a delete wins over an edit.
 */
type Args<N extends MutationName> = v.InferOutput<(typeof mutationSchemas)[N]>;
type ServerMutators = { [N in MutationName]: (tx: Tx, userId: string, args: Args<N>) => Promise<void> };

export const serverMutators: ServerMutators = {
  async 'profile.update'(tx, userId, { patch }) {
    if (patch.email) {
      const other = await users.findUserByEmail(tx, patch.email);
      if (other && other.id !== userId) throw new AppError('EMAIL_TAKEN', 'email: another account already uses this email');
    }
    await users.updateProfile(tx, userId, patch);
  },
  async 'company.update'(tx, userId, { patch }) {
    let abn = patch.abn;
    if (abn) {
      const check = validateAbn(abn);
      if (!check.ok) throw new AppError('VALIDATION_FAILED', `abn: ${check.message}`);
      abn = check.abn;
    }
    await company.upsertCompany(tx, userId, { ...patch, abn });
  },
  async 'settings.update'(tx, userId, { patch }) {
    await company.updateSettings(tx, userId, patch);
  },
  async 'materialsList.create'(tx, userId, args) {
    await materials.createList(tx, userId, args);
  },
  async 'materialsList.update'(tx, userId, { id, patch }) {
    await materials.updateList(tx, userId, id, patch);
  },
  async 'materialsList.delete'(tx, userId, { id }) {
    await materials.deleteList(tx, userId, id);
  },
  async 'materialsItem.upsert'(tx, userId, { id, listId, patch }) {
    await materials.upsertItem(tx, userId, id, listId, patch);
  },
  async 'materialsItem.delete'(tx, userId, { id }) {
    await materials.deleteItem(tx, userId, id);
  },
};

/** Validates and applies one named mutation. */
export async function applyMutation(tx: Tx, userId: string, name: string, args: unknown): Promise<void> {
  if (!Object.prototype.hasOwnProperty.call(mutationSchemas, name)) {
    throw new AppError('BAD_REQUEST', `Unknown change type "${name}"`);
  }
  const n = name as MutationName;
  const parsed = v.safeParse(mutationSchemas[n], args);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.');
    throw new AppError('VALIDATION_FAILED', field ? `${field}: ${issue.message}` : issue.message);
  }
  await (serverMutators[n] as (tx: Tx, userId: string, a: unknown) => Promise<void>)(tx, userId, parsed.output);
}
