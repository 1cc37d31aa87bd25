import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../api/db';
import { TEST_DATABASE_URL } from '../helpers/api';

/**
 * postgres.js runs its array-types query (`select b.oid, b.typarray from pg_catalog.pg_type …`) as the first statement
 * of every new connection and drops that query's promise (porsager/postgres#1192, #1205, #1223): a connection reset or
 * terminated while it runs — a database restart or failover, `drop database … with (force)` at a test's teardown — ended
 * the process with an unhandled rejection (CI, stop 31: `read ECONNRESET` on that query). patches/postgres+3.4.9.patch
 * handles it. Here a TCP proxy in front of the real Postgres resets the first connection the moment the driver sends
 * that query: the query that opened the connection fails with the reset, the next one gets a fresh connection, and
 * nothing escapes unhandled (vitest fails the run on an unhandled rejection; the listener below names it).
 */
describe.skipIf(!TEST_DATABASE_URL)('a connection reset while postgres.js fetches array types', () => {
  let proxy: net.Server;
  let resets = 0;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL!);
    proxy = net.createServer((client) => {
      const server = net.connect(Number(target.port || 5432), target.hostname);
      let armed = resets === 0; // only the first connection is reset
      client.on('data', (chunk) => {
        if (armed && chunk.includes('pg_catalog.pg_type')) {
          armed = false;
          resets++;
          server.destroy();
          client.resetAndDestroy(); // an RST, as the client saw it in CI
          return;
        }
        server.write(chunk);
      });
      server.on('data', (chunk) => client.writable && client.write(chunk));
      const end = () => {
        client.destroy();
        server.destroy();
      };
      client.on('error', end).on('close', end);
      server.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('fails the query that opened the connection, not the process, and the next query connects afresh', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    // openPostgres runs `select 1` on its first connection: that is the connection the proxy resets
    await expect(openPostgres(url.toString(), 1)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(resets).toBe(1);
    const db = await openPostgres(url.toString(), 1);
    try {
      // the array types were fetched on the new connection: an array parameter is serialised as one
      const [row] = await db.sql<{ n: number }[]>`select cardinality(${db.sql.array(['a', 'b', 'c'])}::text[]) as n`;
      expect(row.n).toBe(3);
    } finally {
      await db.close();
    }
    await new Promise((r) => setTimeout(r, 50)); // an unhandled rejection is reported after the microtask queue drains
    expect(unhandled).toEqual([]);
  });
});
