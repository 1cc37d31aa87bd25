import type { Db } from '../db';
import { toProfile, type UserRow } from '../repos/users';
import { toCompany, toSettings, type CompanyRow, type SettingsRow } from '../repos/company';
import { toClientItem, toClientList, type MaterialsItemRow, type MaterialsListRow } from '../repos/materials';

/**
 * What a pull sends, per synced entity: rows of this user whose change number is above the cursor.
 * Soft-deleted rows travel as tombstones. Features add their entities here.
 */
export interface PullEntity {
  name: string;
  fetch(sql: Db, userId: string, cursor: number, limit: number): Promise<Array<{ change_no: number; id: string; deleted_at?: Date | null }>>;
  toClient(row: any): unknown;
}

const ownedTable = (table: string) => (sql: Db, userId: string, cursor: number, limit: number) =>
  sql<Array<{ change_no: number; id: string; deleted_at: Date | null }>>`
    select * from ${sql(table)} where user_id = ${userId} and change_no > ${cursor} order by change_no limit ${limit}`;

export const pullEntities: PullEntity[] = [
  {
    name: 'profile',
    fetch: (sql, userId, cursor) => sql<any[]>`select * from users where id = ${userId} and change_no > ${cursor}`,
    toClient: (r: UserRow) => toProfile(r),
  },
  { name: 'company', fetch: ownedTable('companies'), toClient: (r: CompanyRow) => toCompany(r) },
  {
    name: 'settings',
    fetch: (sql, userId, cursor) => sql<any[]>`select *, user_id as id from settings where user_id = ${userId} and change_no > ${cursor}`,
    toClient: (r: SettingsRow) => toSettings(r),
  },
  { name: 'materialsList', fetch: ownedTable('materials_lists'), toClient: (r: MaterialsListRow) => toClientList(r) },
  { name: 'materialsItem', fetch: ownedTable('materials_items'), toClient: (r: MaterialsItemRow) => toClientItem(r) },
];

export function registerPullEntity(entity: PullEntity) {
  if (!pullEntities.some((e) => e.name === entity.name)) pullEntities.push(entity);
}
