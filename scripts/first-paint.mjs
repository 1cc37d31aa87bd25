// Writes the app's documents after `vite build`: renders the first screens (sign-in, landing) from the app's own
// components (src/first-paint/render.tsx, built for Node with Vite) and writes each into a document of its own
// (auth.html, landing.html: the built index.html with that screen in its boot shell), and index.html with none; each
// carries the stylesheet its first paint needs, at the markers index.html holds. The server and the service worker
// answer each route with its document (src/domain/first-paint-documents.ts); build-sw then precaches all three.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const CLIENT_DIR = 'dist/client';
const OUT_DIR = 'dist/first-paint';
const MARKERS = { css: '<!--first-paint:css-->', screen: '<!--first-paint:screen-->' };

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
const { appCss, screens } = renderFirstPaint();

const indexPath = path.join(CLIENT_DIR, 'index.html');
// The source's own comments (index.html's notes) are for its readers, not for every first load.
const template = fs.readFileSync(indexPath, 'utf8').replace(/<!--(?!first-paint:)[\s\S]*?-->\s*/g, '');
for (const marker of Object.values(MARKERS)) {
  if (template.split(marker).length !== 2) throw new Error(`first-paint: ${indexPath} must hold ${marker} once`);
}

function writeDocument(file, { css, body }) {
  // A stylesheet's text cannot hold </style>, but say so if one ever does. (What React renders may hold templates of
  // its own, for a lazy part it leaves to the app; that is fine.)
  if (/<\/style/i.test(css)) throw new Error('first-paint: a stylesheet contains </style>');
  const html = template.replace(MARKERS.css, () => `<style>${css}</style>`).replace(MARKERS.screen, () => body);
  fs.writeFileSync(path.join(CLIENT_DIR, file), html);
  return `${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB, ${(css.length / 1024).toFixed(1)} KiB of CSS)`;
}

const written = [writeDocument('index.html', { css: appCss, body: '' })];
for (const screen of screens) {
  written.push(writeDocument(screen.document.replace(/^\//, ''), { css: screen.css, body: `<div id="boot-shell">${screen.html}</div>` }));
}
fs.rmSync(OUT_DIR, { recursive: true, force: true });
console.log(`first-paint: ${written.join(', ')}`);
