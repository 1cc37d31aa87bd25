// Whether `npm start` must build (issue 21: it rebuilt every time, about 50 s on a small machine). The last build's
// time is that of dist/server/server.mjs, the build's last output (the build stops at the first step that fails, so it
// is never newer than a broken build).
import fs from 'node:fs';
import path from 'node:path';

// what the build reads besides its own scripts: the client, worker and server sources, their config and dependencies
const INPUTS = [
  'src',
  'sw',
  'api',
  'public',
  'db',
  'docs/compliance',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/**
 * What the build reads, relative to the project root: INPUTS and every script the package's "build" runs (read from
 * package.json, so a step added to the build is never missed), with the scripts those import from scripts/.
 */
export function buildInputs(root) {
  const build = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts?.build ?? '';
  const scripts = new Set();
  const add = (file) => {
    if (scripts.has(file) || !fs.existsSync(path.join(root, file))) return;
    scripts.add(file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), m[1] ?? m[2]));
      if (target.startsWith(`scripts${path.sep}`)) add(target.split(path.sep).join('/'));
    }
  };
  for (const m of build.matchAll(/scripts\/[\w./-]+\.m?[jt]s/g)) add(m[0]);
  return [...INPUTS, ...scripts];
}

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

/** Why a build is needed, or null when the last build is newer than everything the build reads. */
export function buildReason(root) {
  const server = path.join(root, 'dist', 'server', 'server.mjs');
  if (!fs.existsSync(server)) return 'no build yet';
  const built = fs.statSync(server).mtimeMs;
  const changed = buildInputs(root).find((s) => newest(path.join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
