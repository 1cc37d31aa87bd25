// Bundles the API into one ESM file; npm packages stay external (installed by npm ci).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles api/server.ts into `outfile` (relative to the repository). `npm run build` makes dist/server/server.mjs, the
 * file `npm start` runs; the API tests that start real server processes run one built the same way from the current
 * sources (tests/setup-global.ts).
 */
export async function buildServer(outfile) {
  await build({
    absWorkingDir: root,
    entryPoints: ['api/server.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer('dist/server/server.mjs');
  console.log('built dist/server/server.mjs');
}
