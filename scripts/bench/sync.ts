import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { LocalDb, setDbForTests } from '../../src/data/local-db';
import { drainOutbox } from '../../src/data/sync/engine';
import { mutate, SESSION_USER_KEY } from '../../src/data/sync/mutate';
import { registerUser, startBuiltServer, type Figure } from './util';

/**
 * Issue 3: push-and-acknowledge of 1,000 queued mutations, and pulling 10,000 changed rows into Dexie.
 * Runs the real engine in Node against the built server; Dexie sits on fake-indexeddb here (slower than a browser's
 * IndexedDB), so the Dexie-side figures are an upper bound.
 */
export async function benchSync(): Promise<Figure[]> {
  const server = await startBuiltServer({});
  try {
    const cookie = await registerUser(server.url);
    const me = await (await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).json();
    const f = (url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      return fetch(new URL(String(url), server.url), { ...init, headers });
    };
    const device = async () => {
      const db = new LocalDb(`bench-${randomUUID()}`);
      await db.kv.put({ key: SESSION_USER_KEY, value: { id: me.user.id } });
      return db;
    };

    // 1,000 queued writes: 100 lists x 10 item ticks, queued offline, then one drain.
    const a = await device();
    setDbForTests(a);
    const listIds: string[] = [];
    const tQueue = performance.now();
    for (let i = 0; i < 100; i++) {
      const id = randomUUID();
      listIds.push(id);
      await mutate('materialsList.create', {
        id,
        title: `List ${i}`,
        description: '',
        projectType: '',
        createdAt: new Date().toISOString(),
        items: [],
      });
      for (let j = 0; j < 9; j++) {
        await mutate('materialsItem.upsert', {
          id: randomUUID(),
          listId: id,
          patch: { name: `Item ${j}`, quantity: 1, unit: 'pc', notes: '', completed: false, position: j },
        });
      }
    }
    const queueMs = performance.now() - tQueue;
    const tPush = performance.now();
    const result = await drainOutbox({ db: a, fetch: f as typeof fetch });
    const pushMs = performance.now() - tPush;
    if (result !== 'done' || (await a.outbox.count()) !== 0) throw new Error(`drain ended ${result}`);

    // 10,000 rows: add 9,000 more items server-side through one push, then a fresh device pulls everything.
    const mutations = [];
    for (let i = 0; i < 9000; i++) {
      mutations.push({
        id: i + 1,
        name: 'materialsItem.upsert',
        args: {
          id: randomUUID(),
          listId: listIds[i % 100],
          patch: { name: `Bulk ${i}`, quantity: 2, unit: 'pc', notes: '', completed: false, position: 10 + i },
        },
      });
    }
    const clientId = `bench-${randomUUID()}`;
    for (let i = 0; i < mutations.length; i += 500) {
      const res = await f('/api/sync/push', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, mutations: mutations.slice(i, i + 500) }),
      });
      if (!res.ok) throw new Error(`bulk push ${res.status}`);
    }
    const b = await device();
    const tPull = performance.now();
    await drainOutbox({ db: b, fetch: f as typeof fetch });
    const pullMs = performance.now() - tPull;
    const rows = (await b.materialsItems.count()) + (await b.materialsLists.count());
    return [
      { section: 'sync', name: 'queue 1,000 writes locally (Dexie tx + outbox each)', value: Math.round(queueMs), unit: 'ms' },
      { section: 'sync', name: 'local write latency (mean per write, fake-indexeddb)', value: (queueMs / 1000).toFixed(2), unit: 'ms' },
      { section: 'sync', name: 'push + acknowledge 1,000 queued mutations (batches of 200)', value: Math.round(pushMs), unit: 'ms' },
      { section: 'sync', name: `pull ${rows} changed rows into Dexie (fresh device)`, value: Math.round(pullMs), unit: 'ms' },
    ];
  } finally {
    await server.stop();
  }
}
