/**
 * npm run new-entity -- vehicle rego:text make:text model:text nextServiceDate:date
 *
 * Scaffolds a synced entity that is one typed table (README "How to add a synced entity"), in three files:
 * - its definition: an entry in src/domain/sync/entities.ts (typed columns, a Dexie table at the next free schema
 *   version, a REST sub-app at /api/<kebab plural>) from which the rest is derived — mutations, device table, pull,
 *   REST, auth matrix, the database schema test;
 * - its migration: db/migrations/<timestamp>_<table>.sql (the table, the sync columns, the change-number trigger);
 * - its test: tests/api/<kebab>.test.ts (REST and sync on PGlite and Postgres, and the rows on two devices).
 * Field types: text, date, int, cents, bool, uuid, instant; a trailing `?` makes the field nullable (`dueOn:date?`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  text: { pg: 'text', values: (f: string) => [`'${title(f)} one'`, `'${title(f)} two'`], bad: ['42', 'must be text'] },
  date: { pg: 'date', values: () => [`'2027-03-14'`, `'2027-06-30'`], bad: [`'14/03/2027'`, 'must be a date (YYYY-MM-DD)'] },
  int: { pg: 'integer', values: () => ['3', '4'], bad: ['1.5', 'must be a whole number'] },
  cents: { pg: 'bigint', values: () => ['12500', '15000'], bad: ['-1', 'cannot be negative'] },
  bool: { pg: 'boolean', values: () => ['true', 'false'], bad: [`'yes'`, 'must be true or false'] },
  uuid: {
    pg: 'uuid',
    values: () => [`'6f1c1d0e-8a34-4a4e-9b1a-2c3d4e5f6a7b'`, `'0b7e5f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'`],
    bad: [`'x'`, 'must be a UUID'],
  },
  instant: {
    pg: 'timestamptz',
    values: () => [`'2027-03-14T01:02:03.000Z'`, `'2027-06-30T04:05:06.000Z'`],
    bad: [`'soon'`, 'must be an ISO timestamp'],
  },
} as const;
type FieldType = keyof typeof TYPES;

export interface Field {
  name: string;
  type: FieldType;
  nullable: boolean;
}
export interface EntitySpec {
  name: string;
  fields: Field[];
}
/** The repository files the generator reads (their text), and what it writes. */
export interface RepoText {
  entities: string;
  localDb: string;
  migrations: string[];
  tests: string[];
}
export interface Scaffold {
  files: Array<{ path: string; text: string }>;
  version: number;
}

const ENTITIES = 'src/domain/sync/entities.ts';
const LOCAL_DB = 'src/data/local-db.ts';
const END_OF_DEFINITIONS = '} as const satisfies Record<string, EntityDef>;';

const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
function title(camel: string) {
  const w = words(camel);
  return w[0].toUpperCase() + w.slice(1);
}
const snake = (camel: string) => words(camel).replace(/ /g, '_');
const kebab = (camel: string) => words(camel).replace(/ /g, '-');
const plural = (w: string) => (/[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(w) ? `${w}es` : `${w}s`);
const camelPlural = (camel: string) => camel.replace(/[A-Za-z]+$/, (last) => plural(last));

/** `vehicle rego:text nextServiceDate:date?` → the spec; throws a usage message on anything else. */
export function parseArgs(args: readonly string[]): EntitySpec {
  const [name, ...rest] = args;
  if (!name || !/^[a-z][A-Za-z0-9]*$/.test(name)) throw new Error('The entity name is camelCase, like vehicle or toolLoan');
  if (!rest.length) throw new Error('Name at least one field, like rego:text');
  const fields = rest.map((arg) => {
    const m = /^([a-z][A-Za-z0-9]*):([a-z]+)(\?)?$/.exec(arg);
    if (!m || !(m[2] in TYPES)) throw new Error(`${arg}: a field is name:type with a type of ${Object.keys(TYPES).join(', ')}`);
    return { name: m[1], type: m[2] as FieldType, nullable: m[3] === '?' };
  });
  const names = fields.map((f) => f.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new Error(`${dup}: named twice`);
  const reserved = names.find((n) => ['id', 'userId', 'createdAt', 'updatedAt', 'deletedAt', 'changeNo'].includes(n));
  if (reserved) throw new Error(`${reserved}: every synced row has it already`);
  return { name, fields };
}

/** The Dexie schema version after every one the app declares (by hand in local-db.ts or in a definition). */
export function nextDexieVersion(repo: Pick<RepoText, 'entities' | 'localDb'>): number {
  const declared = [
    ...[...repo.localDb.matchAll(/\.version\((\d+)\)/g)].map((m) => Number(m[1])),
    ...[...repo.entities.matchAll(/\bversion: (\d+)/g)].map((m) => Number(m[1])),
  ];
  return Math.max(1, ...declared) + 1;
}

/** yyyymmddhhmm of now (UTC), or one past the newest migration if that is later. */
function migrationStamp(migrations: readonly string[], now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 12);
  const newest =
    migrations
      .map((m) => m.slice(0, 12))
      .sort()
      .at(-1) ?? '';
  return stamp > newest ? stamp : String(Number(newest) + 1);
}

function definition(spec: EntitySpec, version: number): string {
  const table = camelPlural(spec.name);
  const cols = spec.fields.map((f) => `        ${f.name}: col.${f.type}('${snake(f.name)}')${f.nullable ? '.nullable()' : ''},`);
  return [
    `  // made by npm run new-entity (Dexie schema version ${version})`,
    `  ${spec.name}: {`,
    `    label: '${title(spec.name)}',`,
    `    device: { table: '${table}', indexes: 'id, userId', version: ${version} },`,
    `    server: { table: '${snake(table)}', owner: 'user_id' },`,
    `    scope: 'own',`,
    `    writes: typedTable(`,
    `      {`,
    ...cols,
    `      },`,
    `      '${title(spec.name)}',`,
    `      { rest: { path: '/${kebab(table)}' } },`,
    `    ),`,
    `  },`,
    '',
  ].join('\n');
}

function migration(spec: EntitySpec): string {
  const t = snake(camelPlural(spec.name));
  const cols = spec.fields.map((f) => `  ${snake(f.name)} ${TYPES[f.type].pg}${f.nullable ? '' : ' not null'},`);
  return [
    `-- ${title(spec.name)}: a synced typed table (made by npm run new-entity; its definition is \`${spec.name}\` in`,
    `-- src/domain/sync/entities.ts). The user's own rows (docs/sync.md): change_no from sync_bump_change, soft delete.`,
    `create table ${t} (`,
    `  id uuid constraint ${t}_pkey primary key,`,
    `  user_id uuid not null constraint ${t}_user_id_fkey references users(id) on delete cascade,`,
    ...cols,
    `  created_at timestamptz not null default now(),`,
    `  updated_at timestamptz not null default now(),`,
    `  deleted_at timestamptz,`,
    `  change_no bigint not null`,
    `);`,
    `create trigger ${t}_sync_bump before insert or update on ${t} for each row execute function sync_bump_change();`,
    `create index ${t}_user_change_idx on ${t} (user_id, change_no);`,
    '',
  ].join('\n');
}

function test(spec: EntitySpec): string {
  const { name, fields } = spec;
  const table = camelPlural(name);
  const url = `/api/${kebab(table)}`;
  const obj = (i: 0 | 1) => `{ ${fields.map((f) => `${f.name}: ${TYPES[f.type].values(f.name)[i]}`).join(', ')} }`;
  const first = fields[0];
  const [badValue, badMessage] = TYPES[first.type].bad;
  const text = fields.find((f) => f.type === 'text');
  const search = text
    ? [
        `    expect((await a.get(\`${url}?search=\${encodeURIComponent(one.${text.name})}\`)).body.total).toBe(1);`,
        `    expect((await a.get('${url}?search=nothing-like-it')).body.total).toBe(0);`,
      ]
    : [];
  return [
    `import { randomUUID } from 'node:crypto';`,
    `import { afterAll, beforeAll, describe, expect, it } from 'vitest';`,
    `import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';`,
    `import { Device } from '../helpers/device';`,
    '',
    `/** ${title(name)} (made by npm run new-entity): its derived REST and sync, on PGlite and Postgres, and its rows on devices. */`,
    `const one = ${obj(0)};`,
    `const two = ${obj(1)};`,
    '',
    `describe.each(backends)('${name}: REST and sync (%s)', (kind) => {`,
    `  let server: TestServer;`,
    `  beforeAll(async () => {`,
    `    server = await startTestServer(kind);`,
    `  });`,
    `  afterAll(() => server.close());`,
    '',
    `  it('creates, reads, lists, patches and deletes your own rows over REST; another user gets 404', async () => {`,
    `    const { client: a } = await signedInClient(server);`,
    `    const { client: b } = await signedInClient(server);`,
    `    const made = await a.post('${url}', one);`,
    `    expect(made.status).toBe(201);`,
    `    expect(made.body).toMatchObject(one);`,
    `    const id: string = made.body.id;`,
    `    expect((await a.post('${url}', { ...one, id })).status).toBe(200); // a replayed create is the same row`,
    `    expect((await a.get(\`${url}/\${id}\`)).body).toMatchObject(one);`,
    `    expect((await a.get('${url}')).body).toMatchObject({ total: 1, items: [one] });`,
    ...search,
    `    for (const res of [await b.get(\`${url}/\${id}\`), await b.req('PATCH', \`${url}/\${id}\`, two), await b.req('DELETE', \`${url}/\${id}\`)])`,
    `      expect(res.status).toBe(404);`,
    `    expect((await b.get('${url}')).body.total).toBe(0);`,
    `    expect((await a.req('PATCH', \`${url}/\${id}\`, two)).body).toMatchObject(two);`,
    `    expect((await a.req('DELETE', \`${url}/\${id}\`)).status).toBe(204);`,
    `    expect((await a.get(\`${url}/\${id}\`)).status).toBe(404);`,
    `  });`,
    '',
    `  it('refuses a bad value with a 400 naming the field, and writes nothing', async () => {`,
    `    const { client: a } = await signedInClient(server);`,
    `    const res = await a.post('${url}', { ...one, ${first.name}: ${badValue} });`,
    `    expect(res.status).toBe(400);`,
    `    expect(res.body.error.message).toBe('${first.name}: ${badMessage}');`,
    `    expect((await a.get('${url}')).body.total).toBe(0);`,
    `  });`,
    '',
    `  it('made offline on one device, it reaches the server and a second device; an edit and a delete follow', async () => {`,
    `    const me = await signedInClient(server);`,
    `    const phone = new Device(server, me.client.cookie, me.user.id);`,
    `    const tablet = new Device(server, me.client.cookie, me.user.id);`,
    `    await phone.signIn();`,
    `    await tablet.signIn();`,
    `    phone.network = 'down';`,
    `    const id = randomUUID();`,
    `    await phone.mutate('${name}.create', { id, createdAt: new Date().toISOString(), ...one });`,
    `    expect(await phone.db.${table}.get(id)).toMatchObject({ ...one, userId: me.user.id });`,
    `    phone.network = 'up';`,
    `    expect(await phone.sync()).toBe('done');`,
    `    expect((await me.client.get(\`${url}/\${id}\`)).body).toMatchObject(one);`,
    `    expect(await tablet.sync()).toBe('done');`,
    `    expect(await tablet.db.${table}.get(id)).toMatchObject(one);`,
    `    await tablet.mutate('${name}.update', { id, patch: two });`,
    `    expect(await tablet.sync()).toBe('done');`,
    `    expect(await phone.sync()).toBe('done');`,
    `    expect(await phone.db.${table}.get(id)).toMatchObject(two);`,
    `    await phone.mutate('${name}.delete', { id });`,
    `    expect(await phone.sync()).toBe('done');`,
    `    expect(await tablet.sync()).toBe('done');`,
    `    expect(await tablet.db.${table}.get(id)).toBeUndefined();`,
    `    expect((await me.client.get(\`${url}/\${id}\`)).status).toBe(404);`,
    `  });`,
    `});`,
    '',
  ].join('\n');
}

/** The three files of a new entity, from the repository's text (pure: the unit test runs it without writing). */
export function scaffoldEntity(spec: EntitySpec, repo: RepoText, now = new Date()): Scaffold {
  if (new RegExp(`^  ${spec.name}: \\{`, 'm').test(repo.entities)) throw new Error(`${spec.name} is already defined in ${ENTITIES}`);
  const table = snake(camelPlural(spec.name));
  if (repo.migrations.some((m) => m.endsWith(`_${table}.sql`))) throw new Error(`A migration for ${table} already exists`);
  const testFile = `${kebab(spec.name)}.test.ts`;
  if (repo.tests.includes(testFile)) throw new Error(`tests/api/${testFile} already exists`);
  const end = repo.entities.indexOf(END_OF_DEFINITIONS);
  if (end < 0) throw new Error(`${ENTITIES}: the end of SYNCED_ENTITIES (${END_OF_DEFINITIONS}) was not found`);
  if (!/import \{[^}]*\bcol\b[^}]*\} from '\.\/columns'/.test(repo.entities)) throw new Error(`${ENTITIES} must import col from ./columns`);
  const version = nextDexieVersion(repo);
  const entities = repo.entities.slice(0, end) + definition(spec, version) + repo.entities.slice(end);
  return {
    version,
    files: [
      { path: ENTITIES, text: entities },
      { path: `db/migrations/${migrationStamp(repo.migrations, now)}_${table}.sql`, text: migration(spec) },
      { path: `tests/api/${testFile}`, text: test(spec) },
    ],
  };
}

export function readRepo(root: string): RepoText {
  const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
  return {
    entities: read(ENTITIES),
    localDb: read(LOCAL_DB),
    migrations: fs.readdirSync(path.join(root, 'db/migrations')),
    tests: fs.readdirSync(path.join(root, 'tests/api')),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const out = scaffoldEntity(parseArgs(process.argv.slice(2)), readRepo(root));
    const prettier = await import('prettier');
    for (const f of out.files) {
      const file = path.join(root, f.path);
      // the TypeScript goes through the project's Prettier, so `npm run static` finds it formatted
      const options = await prettier.resolveConfig(file);
      const text = file.endsWith('.ts') ? await prettier.format(f.text, { ...options, filepath: file }) : f.text;
      fs.writeFileSync(file, text);
    }
    console.log(out.files.map((f) => `wrote ${f.path}`).join('\n'));
    console.log(`Dexie schema version ${out.version}. Next: npm run static, then npx vitest run ${out.files[2].path}`);
  } catch (err) {
    console.error(`npm run new-entity -- <name> <field:type>…\n${(err as Error).message}`);
    process.exit(2);
  }
}
