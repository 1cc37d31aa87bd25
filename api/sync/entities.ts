import type { PullEntity } from './types';
import { ownedRowsSince, type PulledColumn } from '../repos/sync';
import { isOwnEntity, SYNCED_ENTITIES, type EntityName, type PlainRows } from '../../src/domain/sync/entities';
import * as users from '../repos/users';
import * as company from '../repos/company';
import * as materials from '../repos/materials';
import * as chat from '../repos/chat';
import * as priceBook from '../repos/price-book';
import type { OwnEntityName } from '../../src/domain/sync/entities';
import { isPlainEntity, toDevice, type PgRowOf, type PlainEntityName } from '../../src/domain/sync/plain';

const instants = (...names: string[]): PulledColumn[] => names.map((name) => ({ name, instant: true }));

/**
 * How each hand-written synced entity's row becomes what devices store. A Record over the own entities that are not
 * typed tables: such an entity defined in src/domain/sync/entities.ts without a mapper here does not compile. A typed
 * table's mapper is derived from its columns (toDevice), so it has none here. Table and owner column come from the
 * definition.
 */
const mappers: { [K in Exclude<OwnEntityName, PlainEntityName>]: { toClient(row: object): unknown; fetch?: PullEntity['fetch'] } } = {
  profile: { toClient: (r: users.UserRow) => users.toProfile(r) },
  company: { toClient: (r: company.CompanyRow) => company.toCompany(r) },
  settings: {
    toClient: (r: company.SettingsRow) => company.toSettings(r),
    // one row per user and no id column: the owner is the row's id
    fetch: company.fetchSettingsSince,
  },
  materialsList: {
    toClient: (r: materials.MaterialsListRow) => materials.toClientList(r),
    fetch: ownedRowsSince('materials_lists', 'user_id', [
      ...['title', 'description', 'project_type', 'job_id'].map((name) => ({ name })),
      ...instants('created_at', 'updated_at'),
    ]),
  },
  materialsItem: {
    toClient: (r: materials.MaterialsItemRow) => materials.toClientItem(r),
    fetch: ownedRowsSince('materials_items', 'user_id', [
      ...['list_id', 'name', 'quantity', 'unit', 'notes', 'completed', 'position'].map((name) => ({ name })),
      ...instants('updated_at'),
    ]),
  },
  message: { toClient: (r: chat.MessageRow) => chat.toMessage(r) },
  // a kit's lines live in their own table (owner-checked foreign keys): the pull sends the kit with them
  priceKit: { toClient: (r: priceBook.PriceKitRow) => priceBook.toClientKit(r), fetch: priceBook.fetchKitsSince },
  supplierMapping: { toClient: (r: priceBook.SupplierMappingRow) => priceBook.toClientMapping(r) },
  // id = the listing's id: one favourite per listing and user
  marketplaceFavorite: { toClient: (r: { id: string; created_at: Date }) => ({ id: r.id, createdAt: r.created_at.toISOString() }) },
};

/**
 * What a typed table's pull reads: the columns its device row is made of (toDevice), timestamps as ISO text — not the
 * owner, the field versions or the columns only the server reads.
 */
function pulledColumns(name: PlainEntityName): PulledColumn[] {
  const { cols, options } = SYNCED_ENTITIES[name].writes as PlainRows;
  return [
    ...Object.values(cols).map((c) => ({ name: c.name, instant: c.pg === 'timestamptz' })),
    ...instants('created_at', 'updated_at'),
    ...(options.versioned ? [{ name: 'version' }] : []),
  ];
}

/** Every synced entity a pull of the user's own scope sends, derived from the definitions. */
export const pullEntities: PullEntity[] = (Object.keys(SYNCED_ENTITIES) as EntityName[]).flatMap((name): PullEntity[] => {
  const def = SYNCED_ENTITIES[name];
  // Shared entities reach devices through their scope (api/sync/scopes.ts), not the user's own pull.
  if (!isOwnEntity(name)) return [];
  if (isPlainEntity(name))
    return [
      {
        name,
        fetch: ownedRowsSince(def.server.table, def.server.owner, pulledColumns(name)),
        toClient: (row: object): unknown => toDevice(name, row as PgRowOf<typeof name>),
      } satisfies PullEntity,
    ];
  return [
    {
      name,
      fetch: mappers[name].fetch ?? ownedRowsSince(def.server.table, def.server.owner),
      toClient: mappers[name].toClient,
    } satisfies PullEntity,
  ];
});
