// Builds the service worker after `vite build`: bundles sw/sw.ts (with the shared sync engine) into one classic script,
// then workbox-build's injectManifest writes the list of built files and their revisions into it as dist/client/sw.js.
import fs from 'node:fs';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const CLIENT_DIR = 'dist/client';
// injectManifest refuses to write over its own source, so the bundle goes to a scratch file first.
const BUNDLE = 'dist/sw-build/sw.js';

if (!fs.existsSync(`${CLIENT_DIR}/index.html`)) {
  console.error(`build-sw: ${CLIENT_DIR}/index.html is missing; run \`vite build\` first.`);
  process.exit(1);
}

await build({
  entryPoints: ['sw/sw.ts'],
  outfile: BUNDLE,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  // Workbox strips its development logging and asserts when this is 'production'.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// The worker is parsed at every wake-up (each background sync): keep it small. The device mutators it runs once pulled
// in the business-day calendar (date-holidays with moment-timezone, ~900 KiB) through a shared import.
const SW_BUDGET_BYTES = 400 * 1024;
const bundleBytes = fs.statSync(BUNDLE).size;
if (bundleBytes > SW_BUDGET_BYTES) {
  console.error(
    `build-sw: the worker bundle is ${(bundleBytes / 1024).toFixed(0)} KiB, over its ${SW_BUDGET_BYTES / 1024} KiB budget; ` +
      'find the import that pulled a big module into sw/ (esbuild --metafile) and cut it.',
  );
  process.exit(1);
}

const { count, size, warnings } = await injectManifest({
  swSrc: BUNDLE,
  swDest: `${CLIENT_DIR}/sw.js`,
  globDirectory: CLIENT_DIR,
  globPatterns: ['**/*.{html,js,css,png,svg,ico,webp,woff2,webmanifest,json}'],
  // landing-profile.html (a new account's landing, with the profile prompt) is the server's alone: its rule reads the
  // account's profile and a session cookie (api/server.ts), which the worker cannot, so a navigation it answers gets
  // landing.html and the app opens the prompt itself (src/features/landing/ProfileReminder.tsx). Precaching it would
  // only download ~20 KiB that nothing ever serves.
  globIgnores: ['sw.js', '**/*.map', 'landing-profile.html'],
  // Vite's hashed file names already change with their content: no revision needed for them.
  dontCacheBustURLsMatching: /^assets\//,
  // The document renderers (pdf-lib, docx) are lazy chunks, but offline PDFs need them on the device too.
  maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
});
for (const w of warnings) console.warn(`build-sw: ${w}`);
fs.rmSync('dist/sw-build', { recursive: true, force: true });
console.log(
  `built ${CLIENT_DIR}/sw.js (${(bundleBytes / 1024).toFixed(0)} KiB; precaching ${count} files, ${(size / 1024).toFixed(0)} KiB)`,
);
