import type { CompanyInput } from '../../../src/domain/schemas/profile';
import type { ServerMutatorsFor } from '../types';
import type { LockedTx } from '../tx';
import { AppError } from '../../errors';
import { validateAbn } from '../../../src/domain/abn';
import type { profileMutations } from '../../../src/domain/sync/features/profile';
import * as users from '../../repos/users';
import * as company from '../../repos/company';
import { findOwnedObjectId } from '../../repos/objects';
import { objectPath } from '../../../src/domain/photos/naming';

/** The one command per profile write, for the REST routes and the sync mutators alike: the rules live here once. */
export async function saveProfile(tx: LockedTx, userId: string, patch: users.ProfileInput) {
  if (patch.email) {
    const other = await users.findUserByEmail(tx, patch.email);
    if (other && other.id !== userId) throw new AppError('EMAIL_TAKEN', 'email: another account already uses this email');
  }
  return users.updateProfile(tx, userId, patch);
}

export async function saveCompany(tx: LockedTx, userId: string, patch: CompanyInput & { abn?: string | null }) {
  let abn = patch.abn;
  if (abn) {
    const check = validateAbn(abn);
    if (!check.ok) throw new AppError('VALIDATION_FAILED', `abn: ${check.message}`, { field: 'abn' });
    abn = check.abn;
  }
  return company.upsertCompany(tx, userId, { ...patch, abn });
}

export const profileServerMutators: ServerMutatorsFor<typeof profileMutations> = {
  async 'profile.update'(tx, userId, { patch }) {
    await saveProfile(tx, userId, patch);
  },
  async 'company.update'(tx, userId, { patch }) {
    await saveCompany(tx, userId, patch);
  },
  async 'settings.update'(tx, userId, { patch }) {
    await company.updateSettings(tx, userId, patch);
  },
  // photos: the device uploads the logo's photo before it sends this; refuse a file this user has not uploaded.
  async 'profile.setLogo'(tx, userId, { logo }) {
    const id = logo === null ? null : await findOwnedObjectId(tx, userId, logo);
    if (logo !== null && !id) throw new AppError('VALIDATION_FAILED', 'logo: the photo did not reach the server. Please choose it again.');
    await users.setLogo(tx, userId, id && objectPath(id));
  },
};
