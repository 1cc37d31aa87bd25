// `npm start`: build only when a source changed since the last build (a build takes about a minute on a small
// machine; scripts/build-freshness.mjs decides), then serve.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(root, 'dist', 'server', 'server.mjs');

const reason = process.argv.includes('--build') ? 'asked for' : buildReason(root);
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
