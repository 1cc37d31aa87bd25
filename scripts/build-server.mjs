// Bundles the API into one ESM file; npm packages stay external (installed by npm ci).
import { build } from 'esbuild';

await build({
  entryPoints: ['api/server.ts'],
  outfile: 'dist/server/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/server.mjs');
