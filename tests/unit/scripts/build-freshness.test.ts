import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, no types
import { buildInputs, buildReason } from '../../../scripts/build-freshness.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project in a temp folder: package.json with a build of two scripts (one importing a helper), a source, a build. */
function project({ built }: { built: boolean }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-fresh-'));
  made.push(root);
  const write = (file: string, text: string, ageS: number) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    const t = Date.now() / 1000 - ageS;
    fs.utimesSync(path.join(root, file), t, t);
  };
  write('package.json', JSON.stringify({ scripts: { build: 'vite build && node scripts/a.mjs && node scripts/b.mjs' } }), 100);
  write('scripts/a.mjs', "import { x } from './helper.mjs';\n", 100);
  write('scripts/helper.mjs', 'export const x = 1;\n', 100);
  write('scripts/b.mjs', '\n', 100);
  write('scripts/unrelated.mjs', '\n', 100);
  write('src/main.ts', '\n', 100);
  // folders too: a folder's time changes when a file in it is added or removed, which counts as a change
  for (const dir of ['scripts', 'src', '.']) fs.utimesSync(path.join(root, dir), Date.now() / 1000 - 100, Date.now() / 1000 - 100);
  if (built) write('dist/server/server.mjs', '\n', 50);
  const touch = (file: string) => fs.utimesSync(path.join(root, file), new Date(), new Date());
  return { root, touch };
}

// Issue 21: `npm start` rebuilt every time (about 50 s on a small machine); it builds only when the sources changed.
describe('npm start builds only when something the build reads changed since the last build', () => {
  it('builds when there is no build yet', () => {
    expect(buildReason(project({ built: false }).root)).toBe('no build yet');
  });

  it('does not build when the last build is newer than every source', () => {
    const { root, touch } = project({ built: true });
    touch('scripts/unrelated.mjs'); // not a build step
    expect(buildReason(root)).toBeNull();
  });

  it.each(['src/main.ts', 'package.json', 'scripts/b.mjs', 'scripts/helper.mjs'])('builds after %s changed', (file) => {
    const { root, touch } = project({ built: true });
    touch(file);
    expect(buildReason(root)).toBe(`${file.startsWith('src/') ? 'src' : file} changed since the last build`);
  });

  it("counts every script this project's build runs (first-paint.mjs too), read from package.json", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: { build: string } };
    const steps = [...pkg.scripts.build.matchAll(/scripts\/[\w.-]+\.mjs/g)].map((m) => m[0]);
    expect(steps).toContain('scripts/first-paint.mjs');
    expect(buildInputs(repo)).toEqual(expect.arrayContaining([...steps, 'src', 'api', 'sw', 'index.html', 'vite.config.ts']));
  });
});
