import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { LocalDb, setDbForTests } from '../../src/data/local-db';
import { clientIdKey, nextIdKey } from '../../src/data/sync/client-id';
import { drainOutbox } from '../../src/data/sync/engine';
import { mutate, SESSION_USER_KEY } from '../../src/data/sync/mutate';
import type { PushResponse } from '../../src/domain/schemas/sync';
import type { MutationArgs, MutationName } from '../../src/domain/sync/mutations';

/** One push as the device sent it: its client id and mutation ids. */
export interface SentPush {
  clientId: string;
  ids: number[];
}

/**
 * A simulated device (its own IndexedDB and cookie) talking over real HTTP to an API process (tests/helpers/nodes.ts),
 * as a phone does. Faults: the network down, a lost response (the server did the work, the device never heard), and an
 * interrupted push: `interruptPush` runs while the chosen push is in flight (e.g. it kills the server), and the device
 * then sees a dropped connection, whatever the server did with the batch.
 */
export class HttpDevice {
  readonly db = new LocalDb(`http-device-${randomUUID()}`);
  network: 'up' | 'down' | 'lose-response' = 'up';
  /** Every push answer the device read, in order (with the batch it answered). */
  readonly answers: { sent: SentPush; answer: PushResponse }[] = [];
  private interrupt: { nth: number; run: (answer: Promise<Response>, sent: SentPush) => Promise<void> } | null = null;

  constructor(
    readonly baseUrl: string,
    public cookie: string,
    readonly userId: string,
  ) {}

  async signIn() {
    await this.db.kv.put({ key: SESSION_USER_KEY, value: { id: this.userId } });
  }

  /** Arms an interruption of this device's nth push from now (1 = the next one); it fires once. */
  interruptPush(nth: number, run: (answer: Promise<Response>, sent: SentPush) => Promise<void>) {
    this.interrupt = { nth, run };
  }

  /** Whether an armed interruption has not fired yet (disarms it). */
  disarm(): boolean {
    const armed = this.interrupt !== null;
    this.interrupt = null;
    return armed;
  }

  fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const path = String(url);
    if (this.network === 'down') throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const answer = fetch(`${this.baseUrl}${path}`, { ...init, headers });
    const isPush = path.startsWith('/api/sync/push');
    const body = isPush ? (JSON.parse(String(init?.body)) as { clientId: string; mutations: { id: number }[] }) : null;
    const sent = body && { clientId: body.clientId, ids: body.mutations.map((m) => m.id) };
    if (sent && this.interrupt && --this.interrupt.nth === 0) {
      const { run } = this.interrupt;
      this.interrupt = null;
      answer.catch(() => {}); // the answer (or the broken connection) is never read
      await run(answer, sent);
      throw new TypeError('fetch failed: the connection dropped');
    }
    const res = await answer;
    if (this.network === 'lose-response') {
      await res.arrayBuffer();
      throw new TypeError('Failed to fetch (response lost)');
    }
    if (sent && res.ok) this.answers.push({ sent, answer: (await res.clone().json()) as PushResponse });
    return res;
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

  /** The device's sync client id and the last mutation id it handed out under it (null before its first write). */
  async counter(): Promise<{ clientId: string; lastIssued: number } | null> {
    const clientId = (await this.db.kv.get(clientIdKey(this.userId)))?.value as string | undefined;
    if (!clientId) return null;
    const next = ((await this.db.kv.get(nextIdKey(clientId)))?.value as number | undefined) ?? 1;
    return { clientId, lastIssued: next - 1 };
  }

  /** Skips one mutation id, as if an entry had vanished from the queue: the next write leaves a gap in the batch. */
  async skipMutationId() {
    const c = await this.counter();
    if (c) await this.db.kv.put({ key: nextIdKey(c.clientId), value: c.lastIssued + 2 });
  }
}
