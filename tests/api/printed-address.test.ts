import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServerArgs, seedMigratedPglite } from '../helpers/nodes';

/**
 * Issue 21, Run it: links in emails used `localhost` while the server printed `127.0.0.1`. The address the server prints
 * is the one its links use: a real server process (embedded database) prints it, and a password-reset link it mails
 * (printed to the terminal without SMTP) starts with it. Ports 4406–4407 (helper "day").
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const running: Array<{ child: ChildProcess; dir: string }> = [];

afterEach(async () => {
  for (const { child, dir } of running.splice(0)) {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Starts the API server (api/server.ts, bundled as `npm start` runs it); resolves with its output so far once it prints
 * that it is running.
 */
async function serve(env: Record<string, string>) {
  // the embedded database and terminal mail, whatever this shell has set
  const { APP_ORIGIN: _o, DATABASE_URL: _d, SMTP_URL: _s, REDIS_URL: _r, LOG_LEVEL: _l, ...inherited } = process.env;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-addr-'));
  await seedMigratedPglite(dir); // (a first start's initdb is not what this is about)
  const child = spawn(process.execPath, apiServerArgs(), {
    cwd: root,
    env: { ...inherited, DATA_DIR: dir, ...env }, // npm start's log level: the mail shows in the terminal
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push({ child, dir });
  const out = { text: '' };
  child.stdout!.on('data', (d: Buffer) => (out.text += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out.text += d.toString()));
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && !/running at/.test(out.text);) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out.text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const printed = /running at (\S+)/.exec(out.text)?.[1];
  if (!printed) throw new Error(`server did not say where it runs: ${out.text}`);
  return { printed, out };
}

/** Asks for a password reset (the account need not exist to be asked; one is made first) and reads the mailed link. */
async function mailedLink(listen: string, origin: string, out: { text: string }) {
  const headers = { 'content-type': 'application/json', origin };
  const email = `addr-${Date.now()}@example.com`;
  const made = await fetch(`${listen}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'correct-horse-42' }),
  });
  expect(made.status, await made.text()).toBe(201);
  const asked = await fetch(`${listen}/api/auth/forgot-password`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  expect(asked.ok, await asked.text()).toBe(true);
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && !/\S+\/reset-password\?token=/.test(out.text);)
    await new Promise((r) => setTimeout(r, 50));
  return /(\S+)\/reset-password\?token=/.exec(out.text)?.[1];
}

describe('the address npm start prints is the one links use', () => {
  it('prints localhost (what links use) although it listens on 127.0.0.1, and a mailed link starts with it', async () => {
    const { printed, out } = await serve({ PORT: '4406', HOST: '127.0.0.1' });
    expect(printed).toBe('http://localhost:4406');
    expect(await mailedLink('http://127.0.0.1:4406', printed, out)).toBe(printed);
  }, 180_000);

  it('prints APP_ORIGIN (a phone on the same Wi-Fi) and says it is where links point, and links use it', async () => {
    const { printed, out } = await serve({ PORT: '4407', HOST: '127.0.0.1', APP_ORIGIN: 'http://192.168.1.20:4407' });
    expect(printed).toBe('http://192.168.1.20:4407');
    expect(out.text).toContain('Links in emails use http://192.168.1.20:4407 (APP_ORIGIN)');
    expect(await mailedLink('http://127.0.0.1:4407', printed, out)).toBe(printed);
  }, 180_000);
});
