import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnections, keepConnectionsAlive } from '../../api/connections';

/** A plain Node server (what @hono/node-server's serve returns) whose requests wait for `release` on /slow. */
async function start(handler?: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  let connections = 0;
  const server = http.createServer(handler ?? ((_req, res) => res.end('ok')));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

function get(port: number, agent: http.Agent, path = '/') {
  return new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve(body));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const agents: http.Agent[] = [];
const keepAliveAgent = () => {
  const agent = new http.Agent({ keepAlive: true }); // as Playwright's request context: idle sockets kept, no timeout
  agents.push(agent);
  return agent;
};
afterEach(() => agents.splice(0).forEach((a) => a.destroy()));

describe('keep-alive connections', () => {
  it('an idle connection is still open well after Node’s 5 s default, so a pooled client reusing it gets no reset', async () => {
    const s = await start();
    keepConnectionsAlive(s.server);
    const agent = keepAliveAgent();
    expect(await get(s.port, agent)).toBe('ok');
    await new Promise((r) => setTimeout(r, 7_000));
    expect(await get(s.port, agent)).toBe('ok');
    expect(s.connections()).toBe(1); // the same socket served both
    await closeConnections(s.server, () => {});
  }, 15_000);

  it('shutdown closes a connection as soon as its request ends, not when its keep-alive runs out', async () => {
    let release = () => {};
    const s = await start((req, res) => {
      if (req.url === '/slow') release = () => res.end('slow');
      else res.end('ok');
    });
    keepConnectionsAlive(s.server);
    expect(await get(s.port, keepAliveAgent())).toBe('ok'); // an idle connection at close time
    const slow = get(s.port, keepAliveAgent(), '/slow'); // and one whose request is still running
    await expect.poll(() => s.connections()).toBe(2);
    const started = Date.now();
    const closing = closeConnections(s.server, () => {});
    setTimeout(() => release(), 300);
    expect(await slow).toBe('slow');
    await closing;
    expect(Date.now() - started).toBeLessThan(2_000); // not the 65 s keep-alive, nor the 5 s grace
  }, 15_000);

  it('a request that never ends is cut after the grace, and the cut is logged', async () => {
    const s = await start((req, res) => void (req.url === '/stuck' ? res.writeHead(200).write('started') : res.end('ok')));
    keepConnectionsAlive(s.server);
    const agent = keepAliveAgent();
    const stuck = get(s.port, agent, '/stuck').catch((e: Error) => e.message);
    await expect.poll(() => s.connections()).toBe(1);
    const logged: string[] = [];
    const started = Date.now();
    await closeConnections(s.server, (_level, msg) => logged.push(msg), 500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await stuck).toMatch(/aborted|socket hang up|ECONNRESET/);
    expect(logged).toEqual(['shutdown: cutting 1 connection(s) still open after 500 ms']);
  }, 15_000);
});
