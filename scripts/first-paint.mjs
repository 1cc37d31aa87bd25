// Puts the first screens into the built index.html: renders the sign-in and landing screens from the app's own
// components (src/first-paint/render.tsx, built for Node with Vite) and the stylesheets they need, at the two markers
// index.html carries. Runs after `vite build`; the service worker's precache (build-sw) then takes this index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const CLIENT_DIR = 'dist/client';
const OUT_DIR = 'dist/first-paint';
const MARKERS = { css: '<!--first-paint:css-->', screens: '<!--first-paint:screens-->' };

await build({
  configFile: false,
  logLevel: 'error',
  plugins: [react()],
  build: {
    ssr: 'src/first-paint/render.tsx',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'render.mjs' } },
  },
});
const { renderFirstPaint } = await import(pathToFileURL(path.resolve(OUT_DIR, 'render.mjs')).href);
const { css, screens } = renderFirstPaint();

const indexPath = path.join(CLIENT_DIR, 'index.html');
let html = fs.readFileSync(indexPath, 'utf8');
for (const marker of Object.values(MARKERS)) {
  if (html.split(marker).length !== 2) throw new Error(`first-paint: ${indexPath} must hold ${marker} once`);
}
// A stylesheet's text cannot hold </style>, but say so if one ever does. (What React renders may hold templates of
// its own, for a lazy part it leaves to the app; templates nest, so that is fine.)
if (/<\/style/i.test(css)) throw new Error('first-paint: a stylesheet contains </style>');
const templates = screens.map(({ path: p, html: body }) => `<template id="shell:${p}">${body}</template>`);
html = html.replace(MARKERS.css, () => `<style>${css}</style>`).replace(MARKERS.screens, () => templates.join('\n    '));
fs.writeFileSync(indexPath, html);
fs.rmSync(OUT_DIR, { recursive: true, force: true });
console.log(`first-paint: ${screens.map((s) => s.path).join(', ')} and ${(css.length / 1024).toFixed(1)} KiB of CSS in ${indexPath}`);
