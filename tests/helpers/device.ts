import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { LocalDb, setDbForTests } from '../../src/data/local-db';
import { drainOutbox } from '../../src/data/sync/engine';
import { mutate, SESSION_USER_KEY } from '../../src/data/sync/mutate';
import type { MutationArgs, MutationName } from '../../src/domain/sync/mutations';
import type { TestServer } from './api';

/**
 * A simulated device: its own IndexedDB (fake-indexeddb) and its own cookie, talking to the real API in-process.
 * `network` can be switched off, or made to fail after the server has processed a request (a lost response).
 */
export class Device {
  db: LocalDb;
  cookie: string;
  network: 'up' | 'down' | 'lose-response' = 'up';
  requests: string[] = [];
  /** pushes in flight at once (a drain's pulls may overlap: its shared scopes are pulled beside its own pages) */
  inFlight = 0;
  maxInFlight = 0;

  constructor(
    private server: TestServer,
    cookie: string,
    readonly userId: string,
  ) {
    this.db = new LocalDb(`device-${randomUUID()}`);
    this.cookie = cookie;
  }

  async signIn(userId = this.userId, cookie = this.cookie) {
    this.cookie = cookie;
    await this.db.kv.put({ key: SESSION_USER_KEY, value: { id: userId } });
  }

  fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const u = String(url);
    this.requests.push(`${init?.method ?? 'GET'} ${u.split('?')[0]}`);
    if (this.network === 'down') throw new TypeError('Failed to fetch');
    const push = u.includes('/api/sync/push');
    if (push) this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const headers = new Headers(init?.headers);
      if (this.cookie) headers.set('cookie', this.cookie);
      const res = await this.server.app.request(u, { ...init, headers });
      if (this.network === 'lose-response') throw new TypeError('Failed to fetch (response lost)');
      return res;
    } finally {
      if (push) this.inFlight--;
    }
  };

  async mutate<N extends MutationName>(name: N, args: MutationArgs<N>) {
    setDbForTests(this.db);
    await mutate(name, args);
  }

  sync() {
    return drainOutbox({ db: this.db, fetch: this.fetch as typeof fetch });
  }

  outbox() {
    return this.db.outbox.toArray();
  }
}
