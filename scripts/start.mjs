// `npm start`: build only when a source changed since the last build (a build takes about a minute on a small
// machine), then serve. The last build's time is that of dist/server/server.mjs, the build's last output (the build
// stops at the first step that fails, so it is never newer than a broken build).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(root, 'dist', 'server', 'server.mjs');
// what the build reads: the client, worker and server sources, their config, the build scripts and the dependencies
const SOURCES = [
  'src',
  'sw',
  'api',
  'public',
  'db',
  'docs/compliance',
  'scripts/build-sw.mjs',
  'scripts/build-server.mjs',
  'scripts/build-places.mjs',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The newest modification time under `p` (ms), 0 when it does not exist. */
function newest(p) {
  let st;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(p, e.name)));
  }
  return max;
}

/** Why a build is needed, or null when the last build is newer than every source. */
function buildReason() {
  if (!fs.existsSync(SERVER)) return 'no build yet';
  const built = fs.statSync(SERVER).mtimeMs;
  const changed = SOURCES.find((s) => newest(path.join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = process.argv.includes('--build') ? 'asked for' : buildReason();
if (reason) {
  console.log(`Building (${reason})…`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else {
  console.log('Build is up to date: no source changed since the last build (npm start -- --build forces one).');
}
if (process.argv.includes('--check')) process.exit(0);
const server = spawn(process.execPath, [SERVER], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server too (same process group): let it close its database, then leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
