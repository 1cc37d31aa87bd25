import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app';
import { PUBLIC_ROUTES } from '../../api/middleware/protect';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { invoiceArgs, quoteArgs, setUpBusiness } from './documents-builders';
import { tinyJpeg } from './objects-builders';
import { REST_ENTITIES } from '../../api/routes/typed';
import { plainTable } from '../../api/repos/plain-rows';
import type { PlainEntityName } from '../../src/domain/sync/plain';

/**
 * The auth matrix over EVERY route the API has, read from the app itself (createApi(...).routes) — no hand list of
 * routes, so a route added tomorrow (in any route file, mounted anywhere) is checked the moment it exists:
 * - signed out → 401 before any validation, unless the route is in PUBLIC_ROUTES (api/middleware/protect.ts);
 * - a route under an `admin` path segment → 403 ADMIN_REQUIRED for a signed-in non-admin;
 * - a route with a row id in its path (`/things/:id…`) → 404 when the row is another user's. The test knows how to
 *   make a row of each resource (OWNED below); a new resource without an entry there FAILS here, by name, until
 *   someone says how to make one — so nobody can add an id route and forget the ownership check.
 * Per-file tables (tests/helpers/auth.ts authMatrix) add route-specific cases on top.
 */
const PUBLIC = new Set([...PUBLIC_ROUTES].map((k) => k.replace(' ', ' /api')));

interface Route {
  method: string;
  path: string;
}

/** The resource a parametrised path is about: everything before its first `:param` ("/api/marketplace/listings"). */
const swmsContent = () => ({
  title: 'Taken over',
  work: '',
  categories: [],
  siteAddress: '',
  principalContractor: '',
  principalContractorEmail: '',
  emergencyContacts: '',
  ppe: '',
  plant: '',
  rows: [],
  reviewDate: '2027-11-25',
});
const certificateArgs = (jobId: string) => ({
  jobId,
  ruleId: 'nsw-ccew-7-days',
  state: 'NSW',
  work: 'electrical',
  completedOn: null,
  dueOn: null,
  lodgedOn: null,
  details: {
    licenceNumber: '',
    customerName: '',
    customerEmail: '',
    siteAddress: '',
    workDescription: '',
    tests: '',
    appliances: '',
    serialNumber: '',
  },
});
const resourceOf = (path: string) => path.slice(0, path.indexOf('/:'));
const isAdminRoute = (path: string) => path.split('/').includes('admin');
const hasRowId = (path: string) => path.includes('/:');
const fill = (path: string, id: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, id);

/**
 * How to make a row of each resource as its owner, and where the owner reads it back (proving the id was real and
 * that nothing another user did touched it).
 */
const HAND_OWNED: Record<string, { make: (owner: TestClient) => Promise<string>; read: (id: string) => string }> = {
  '/api/clients': {
    make: async (o) => (await o.post('/api/clients', { name: 'Owner’s customer', email: '', phone: '', address: '' })).body.id,
    read: (id) => `/api/clients/${id}`,
  },
  '/api/quotes': { make: async (o) => (await o.post('/api/quotes', quoteArgs())).body.id, read: (id) => `/api/quotes/${id}` },
  '/api/invoices': { make: async (o) => (await o.post('/api/invoices', invoiceArgs())).body.id, read: (id) => `/api/invoices/${id}` },
  '/api/jobs': { make: async (o) => (await o.post('/api/jobs', { title: 'Owner’s job' })).body.id, read: (id) => `/api/jobs/${id}` },
  '/api/price-book/kits': {
    make: async (o) => {
      const item = await o.post('/api/price-book/items', { description: 'Owner’s tap', sellCents: 9900 });
      return (await o.post('/api/price-book/kits', { name: 'Owner’s kit', items: [{ priceItemId: item.body.id, quantity: 1 }] })).body.id;
    },
    read: (id) => `/api/price-book/kits/${id}`,
  },
  // issue 22: a job's compliance, its SWMS versions and certificate records
  '/api/compliance/jobs': {
    make: async (o) => (await o.post('/api/jobs', { title: 'Owner’s SWMS job' })).body.id,
    read: (id) => `/api/compliance/jobs/${id}`,
  },
  '/api/compliance/swms': {
    make: async (o) => {
      const jobId = (await o.post('/api/jobs', { title: 'Owner’s SWMS job' })).body.id;
      const swmsId = randomUUID();
      await o.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: swmsContent() });
      return swmsId;
    },
    read: (id) => `/api/compliance/swms/${id}`,
  },
  '/api/conversations': {
    make: async (o) => (await o.post('/api/conversations', { title: 'Owner’s chat' })).body.id,
    read: (id) => `/api/conversations/${id}`,
  },
  '/api/materials-lists': {
    make: async (o) => {
      const id = randomUUID();
      const item = { name: 'Screws', quantity: 1, unit: 'box' };
      const res = await o.post('/api/materials-lists', {
        id,
        title: 'Owner’s list',
        description: '',
        projectType: 'Decking',
        items: [item],
      });
      return res.body.id ?? id;
    },
    read: (id) => `/api/materials-lists/${id}/download`,
  },
  '/api/marketplace/listings': {
    make: async (o) => {
      const res = await o.post('/api/marketplace/listings', { title: 'Owner’s drop saw', price: 120, category: 'Tools' });
      if (res.status !== 201) throw new Error(`listing: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    },
    read: (id) => `/api/marketplace/listings/${id}`,
  },
  '/api/objects': {
    // A private upload (a logo or quote photo): only its owner may fetch it.
    make: async (o) => {
      const id = randomUUID();
      const bytes = tinyJpeg();
      const up = await o.post('/api/objects/upload', { id, size: bytes.byteLength });
      await o.req('PUT', up.body.uploadURL, bytes, { 'content-type': 'image/jpeg' });
      return id;
    },
    read: (id) => `/api/objects/${id}`,
  },
};

/**
 * The typed tables' REST sub-apps (api/routes/typed.ts) get their entries from their definitions: a row is made by
 * POSTing each field's sample value (src/domain/sync/columns.ts), read back at `path/:id`, and a PATCH by another user
 * sends a valid value of the first field it may change. Only what a column cannot say — a field that must name
 * another row of yours (a live job), a jsonb value without a sample — is given here, by entity.
 */
const certificateJob = async (o: TestClient) => (await o.post('/api/jobs', { title: 'Owner’s certificate job' })).body.id as string;
const ROW_FIRST: Partial<Record<PlainEntityName, (owner: TestClient) => Promise<Record<string, unknown>>>> = {
  swmsVersion: async (o) => ({ jobId: await certificateJob(o), swmsId: randomUUID(), version: 1, content: swmsContent() }),
  certificate: async (o) => certificateArgs(await certificateJob(o)),
};
const PATCH_SAMPLE: Partial<Record<PlainEntityName, Record<string, unknown>>> = { swmsVersion: { content: swmsContent() } };

const DERIVED = REST_ENTITIES.map((e) => {
  const { cols } = plainTable(e.name).rows;
  const path = `/api${e.rest.path}`;
  const missing = Object.entries(cols).filter(([, c]) => c.sample === undefined);
  const make = async (o: TestClient) => {
    const extra = (await ROW_FIRST[e.name]?.(o)) ?? {};
    const gaps = missing.filter(([f]) => !(f in extra)).map(([f]) => f);
    if (gaps.length) throw new Error(`${e.name}: no sample for ${gaps.join(', ')} (give one on the column, or in ROW_FIRST)`);
    const body = { ...Object.fromEntries(Object.entries(cols).map(([f, c]) => [f, c.sample])), ...extra };
    const res = await o.post(path, body);
    if (res.status !== 201) throw new Error(`${e.name}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  const fixed: readonly string[] = plainTable(e.name).rows.options.fixed ?? [];
  const patchField = Object.entries(cols).find(([f, c]) => !fixed.includes(f) && c.sample !== undefined);
  const patch = PATCH_SAMPLE[e.name] ?? (patchField ? { [patchField[0]]: patchField[1].sample } : {});
  return { e, path, make, patch };
});
const OWNED: typeof HAND_OWNED = {
  ...HAND_OWNED,
  ...Object.fromEntries(
    DERIVED.filter((d) => d.e.actions.includes('get')).map((d) => [d.path, { make: d.make, read: (id: string) => `${d.path}/${id}` }]),
  ),
};
/** Public routes whose path parameter is itself the credential (an unguessable link token, a signed upload URL). */
const CREDENTIAL_IN_PATH = new Set([
  'GET /api/p/:token',
  'GET /api/p/:token/pdf',
  'POST /api/p/:token/accept',
  'POST /api/p/:token/decline',
  'POST /api/p/:token/card', // issue 23: the invoice link's token is the credential for "Pay by card"
  'PUT /api/objects/put/:id',
]);

/**
 * Routes that act on another user's row ON PURPOSE, with the reason. Everything else with a row id must answer 404.
 * A live marketplace listing is public to every signed-in tradie: anyone may view, save, report or message about it
 * (only its owner may change, sell or delete it — those stay in the 404 check).
 */
const SHARED_BY_DESIGN = new Set([
  // Not shared: a notice row exists only after an email gave up after 24 h of retries, which this matrix cannot make;
  // tests/api/mail-retry.test.ts makes one with a stopped SMTP listener and checks another user gets 404.
  'POST /api/email-notices/:id/seen',
  'GET /api/marketplace/listings/:id',
  'POST /api/marketplace/listings/:id/favorite',
  'POST /api/marketplace/listings/:id/report',
  'POST /api/marketplace/listings/:id/contact',
  // issue 21: a person (from a conversation) is blocked or reported by any signed-in user; the person's own data is
  // untouched (tests/api/marketplace-inbox.test.ts: an unknown person is 404, oneself is 400)
  'POST /api/marketplace/people/:id/block',
  'DELETE /api/marketplace/people/:id/block',
  'POST /api/marketplace/people/:id/report',
]);

/**
 * A valid body for the other user's request, for routes that validate the body before looking the row up: with it
 * only ownership can refuse the call. A route missing here that answers 400 to `{}` fails with a message saying so.
 */
const HAND_VALID_BODY: Record<string, unknown> = {
  'PUT /api/clients/:id': { name: 'Taken over' },
  'PUT /api/quotes/:id': { title: 'Taken over' },
  'PUT /api/invoices/:id': { title: 'Taken over' },
  'PATCH /api/conversations/:id': { title: 'Taken over' },
  'PATCH /api/jobs/:id': { title: 'Taken over' },
  'PATCH /api/price-book/kits/:id': { name: 'Taken over' },
  'POST /api/conversations/:id/messages': { role: 'user', content: 'Taken over' },
  'PATCH /api/materials-lists/:id': { title: 'Taken over', items: [] },
  'PATCH /api/marketplace/listings/:id': { title: 'Taken over' },
};

const VALID_BODY: Record<string, unknown> = {
  ...HAND_VALID_BODY,
  ...Object.fromEntries(DERIVED.filter((d) => d.e.actions.includes('patch')).map((d) => [`PATCH ${d.path}/:id`, d.patch])),
};

describe.each(backends)('auth matrix over every API route (%s)', (kind) => {
  let server: TestServer;
  let routes: Route[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    const api = createApi(server.deps);
    const seen = new Set<string>();
    routes = api.routes
      .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => ({ method: r.method, path: `/api${r.path === '/' ? '' : r.path}`.replace(/\/$/, '') }))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
  });
  afterAll(() => server.close());

  const key = (r: Route) => `${r.method} ${r.path}`;
  const protectedRoutes = () => routes.filter((r) => !PUBLIC.has(key(r)));
  const bodyFor = (r: Route, body: unknown) => (r.method === 'GET' || r.method === 'DELETE' ? undefined : body);

  it('finds the routes (the table below is not empty by accident), including the ones added today', () => {
    expect(routes.length).toBeGreaterThan(40);
    const keys = routes.map(key);
    // Spot checks that routes from several route files are really enumerated (marketplace, exports, customer links,
    // live updates, numbering, objects), not a list someone typed.
    for (const k of [
      'POST /api/marketplace/listings/:id/contact',
      'GET /api/export/invoices.csv',
      'GET /api/p/:token',
      'GET /api/live',
      'POST /api/numbering/reserve',
      'GET /api/objects/:id',
    ]) {
      expect(keys).toContain(k);
    }
  });

  it('every non-public route answers 401 to a signed-out caller, before validating the body', async () => {
    const failures: string[] = [];
    for (const r of protectedRoutes()) {
      const res = await server.client().req(r.method, fill(r.path, randomUUID()), bodyFor(r, { nonsense: '\u0000', email: 42 }));
      if (res.status !== 401) failures.push(`${key(r)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('every admin route answers 403 ADMIN_REQUIRED to a signed-in non-admin', async () => {
    const admin = protectedRoutes().filter((r) => isAdminRoute(r.path));
    expect(admin.length).toBeGreaterThanOrEqual(5);
    const { client } = await signedInClient(server);
    const failures: string[] = [];
    for (const r of admin) {
      const res = await client.req(r.method, fill(r.path, randomUUID()), bodyFor(r, {}));
      if (res.status !== 403 || res.body?.error?.code !== 'ADMIN_REQUIRED') failures.push(`${key(r)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('every route with a row id answers 404 when the row is another user’s (and the owner’s row is untouched)', async () => {
    // Public routes with a row id count too (GET /api/objects/:id serves public files to anyone, another user's
    // private one never); only routes whose path segment IS the credential are left out.
    const idRoutes = routes.filter(
      (r) => hasRowId(r.path) && !isAdminRoute(r.path) && !SHARED_BY_DESIGN.has(key(r)) && !CREDENTIAL_IN_PATH.has(key(r)),
    );
    const unknown = [...new Set(idRoutes.map((r) => resourceOf(r.path)))].filter((res) => !OWNED[res]);
    // A new resource with id routes: add how to make one of its rows to OWNED above.
    expect(unknown, 'resources with id routes but no entry in OWNED').toEqual([]);

    const owner = await signedInClient(server);
    const other = await signedInClient(server);
    await setUpBusiness(owner.client);
    await setUpBusiness(other.client);
    const ids = new Map<string, string>();
    const present = new Set(idRoutes.map((r) => resourceOf(r.path)));
    for (const [res, { make, read }] of Object.entries(OWNED)) {
      if (!present.has(res)) continue;
      const id = await make(owner.client);
      expect((await owner.client.get(read(id))).status, `owner reads ${res}`).toBe(200);
      ids.set(res, id);
    }

    const failures: string[] = [];
    for (const r of idRoutes) {
      const res = await other.client.req(r.method, fill(r.path, ids.get(resourceOf(r.path))!), bodyFor(r, VALID_BODY[key(r)] ?? {}));
      if (res.status !== 404) {
        const hint = res.status === 400 ? ' (the body failed validation first: add a valid one to VALID_BODY)' : '';
        failures.push(`${key(r)} → ${res.status}${hint} ${JSON.stringify(res.body).slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing the other user tried changed or removed the owner's rows.
    for (const [res, id] of ids) expect((await owner.client.get(OWNED[res].read(id))).status, `owner still reads ${res}`).toBe(200);
    expect((await owner.client.get(`/api/clients/${ids.get('/api/clients')}`)).body.name).toBe('Owner’s customer');
  });

  it('the shared-by-design and credential-in-path lists name only routes that exist', () => {
    const keys = new Set(routes.map(key));
    expect([...SHARED_BY_DESIGN, ...CREDENTIAL_IN_PATH].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('the public list names only routes that exist', () => {
    const keys = new Set(routes.map(key));
    expect([...PUBLIC].filter((k) => !keys.has(k))).toEqual([]);
  });
});
