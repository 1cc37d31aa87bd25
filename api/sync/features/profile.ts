import type { ServerMutatorsFor } from '../types';
import { AppError } from '../../errors';
import { validateAbn } from '../../../src/domain/abn';
import type { profileMutations } from '../../../src/domain/sync/features/profile';
import * as users from '../../repos/users';
import * as company from '../../repos/company';
import type { PullEntity } from '../types';

export const profileServerMutators: ServerMutatorsFor<typeof profileMutations> = {
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
};

export const profilePullEntities: PullEntity[] = [
  {
    name: 'profile',
    fetch: (sql, userId, cursor) => sql<any[]>`select * from users where id = ${userId} and change_no > ${cursor}`,
    toClient: (r: users.UserRow) => users.toProfile(r),
  },
  {
    name: 'company',
    fetch: (sql, userId, cursor, limit) =>
      sql<any[]>`select * from companies where user_id = ${userId} and change_no > ${cursor} order by change_no limit ${limit}`,
    toClient: (r: company.CompanyRow) => company.toCompany(r),
  },
  {
    name: 'settings',
    fetch: (sql, userId, cursor) => sql<any[]>`select *, user_id as id from settings where user_id = ${userId} and change_no > ${cursor}`,
    toClient: (r: company.SettingsRow) => company.toSettings(r),
  },
];
