import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { MailMessage } from '../../api/services/mail';
import { signedInClient, type TestClient, type TestServer } from './api';

/** The newest mail to one address (the server queues mail; the test client waits for it after each request). */
export function lastMailTo(server: TestServer, to: string): MailMessage {
  const mail = server.mail.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/**
 * A client signed in with an emailed code, which confirms the address (what ADMIN_EMAILS needs). Registers the
 * account first when it does not exist.
 */
export async function confirmedClient(server: TestServer, email: string, password = 'correct horse battery') {
  // The code is used from the registering client's own session: the one who set the password also reads the mailbox,
  // so the password stays (a code used from elsewhere voids an unproven password — account pre-hijacking).
  const client = server.client();
  await client.post('/api/auth/register', { email, password });
  await server.client().post('/api/auth/send-code', { email });
  const code = /code is (\d{6})/.exec(lastMailTo(server, email).text)![1];
  const res = await client.post('/api/auth/verify-code', { email, code });
  if (res.status !== 200) throw new Error(`verify-code failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, email, password, user: res.body.user as { id: string; email: string; role: string } };
}

/**
 * One row of an API test file's route table for the auth matrix.
 * - `path` may hold `:id`; it is filled with a random UUID for the signed-out and non-admin checks.
 * - `body`: a request body that would fail validation — a signed-out caller must get 401 before any 400.
 * - `owned`: creates the row as its owner and returns its id; another user asking for it must get 404.
 * - `admin`: the route is for admins; a signed-in non-admin gets 403 ADMIN_REQUIRED.
 */
export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  owned?: (owner: TestClient) => Promise<string>;
  /** body for the other user's request on an owned row (a valid one, so only ownership can refuse it) */
  validBody?: unknown;
  admin?: boolean;
}

const fill = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);
const label = (r: MatrixRoute) => `${r.method} ${r.path}`;

/**
 * Runs the auth matrix over a route table, inside the caller's describe (call it at the describe's top level):
 * signed out → 401 before validation; another user's row → 404; non-admin → 403. Adopt it in a test file with
 * `authMatrix(() => server, ROUTES)`.
 */
export function authMatrix(getServer: () => TestServer, routes: MatrixRoute[]) {
  const byLabel = routes.map((r) => [label(r), r] as const);

  it.each(byLabel)('auth matrix: %s answers 401 to a signed-out caller, before validating the body', async (_l, r) => {
    const res = await getServer()
      .client()
      .req(
        r.method,
        fill(r.path, randomUUID()),
        r.method === 'GET' || r.method === 'DELETE' ? undefined : (r.body ?? { nonsense: '\u0000' }),
      );
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  const owned = byLabel.filter(([, r]) => r.owned);
  if (owned.length) {
    it.each(owned)('auth matrix: %s answers 404 when the row is another user’s', async (_l, r) => {
      const owner = await signedInClient(getServer());
      const id = await r.owned!(owner.client);
      const other = await signedInClient(getServer());
      const res = await other.client.req(r.method, fill(r.path, id), r.method === 'GET' || r.method === 'DELETE' ? undefined : r.validBody);
      expect(res.status).toBe(404);
      // and the owner still has it
      if (r.method === 'GET') expect((await owner.client.req('GET', fill(r.path, id))).status).toBe(200);
    });
  }

  const admin = byLabel.filter(([, r]) => r.admin);
  if (admin.length) {
    it.each(admin)('auth matrix: %s answers 403 to a signed-in non-admin', async (_l, r) => {
      const { client } = await signedInClient(getServer());
      const res = await client.req(r.method, fill(r.path, randomUUID()), r.method === 'GET' ? undefined : (r.body ?? {}));
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('ADMIN_REQUIRED');
    });
  }
}
