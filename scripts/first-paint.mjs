// Writes the app's documents after `vite build`: renders the first screens (sign-in, landing) from the app's own
// components (src/first-paint/render.tsx, built for Node with Vite) and writes each into a document of its own
// (auth.html, landing.html: the built index.html with that screen in its boot shell), and index.html with none; each
// carries the stylesheet its first paint needs, at the markers index.html holds. The server and the service worker
// answer each route with its document (src/domain/first-paint-documents.ts); build-sw then precaches them.
//
// A screen's document is ordered for its first frame (issue 20; traced in Chromium at CPU 4×, slow 4G): Chromium's
// HTML parser yields once its 10 ms budget is spent and the <head> is behind it, and the whole head (11 KiB of CSS,
// the module script and six modulepreloads) took 18–25 ms to parse, so it yielded at <body> and painted an empty frame
// first (6 of 8 loads; the static page 2 of 8) before the screen's. So the head holds only the rules that can match
// the screen's markup (firstPaintRules), and the whole stylesheet follows the screen, in its own order, so every rule
// cascades as before once the app renders; the scripts follow too. The browser's preload scanner reads the whole
// document (one 5 KiB response) before the parser and fetches them at once, and module scripts run after parsing
// wherever their tags are: nothing starts later.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { transform } from 'lightningcss';

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
const { appCss, screens, lists, firstCardsScript, shellTapsScript, appScriptsId } = renderFirstPaint();
for (const script of [firstCardsScript, shellTapsScript]) {
  if (/<\/script/i.test(script)) throw new Error('first-paint: an inline script contains </script>');
}

const indexPath = path.join(CLIENT_DIR, 'index.html');
// The source's own comments (index.html's notes) are for its readers, not for every first load.
const template = fs.readFileSync(indexPath, 'utf8').replace(/<!--(?!first-paint:)[\s\S]*?-->\s*/g, '');
for (const marker of Object.values(MARKERS)) {
  if (template.split(marker).length !== 2) throw new Error(`first-paint: ${indexPath} must hold ${marker} once`);
}

/**
 * The rules of `css` that can match something in `html`: a rule is dropped only when every selector in its list names
 * a class, id or element the document does not have (outside :not(), :is() and the like, which are kept as matching).
 */
function firstPaintRules(css, html) {
  const classes = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
  const ids = new Set([...html.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]));
  const tags = new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1].toLowerCase()));
  const present = (c) =>
    c.type === 'class' ? classes.has(c.name) : c.type === 'id' ? ids.has(c.name) : c.type === 'type' ? tags.has(c.name) : true;
  const { code } = transform({
    filename: 'first-paint.css',
    code: Buffer.from(css),
    minify: true,
    visitor: { Rule: { style: (rule) => (rule.value.selectors.some((selector) => selector.every(present)) ? undefined : []) } },
  });
  return code.toString();
}

// The app's module script and its modulepreloads, as Vite writes them into the head.
const SCRIPTS = /\s*<script type="module"[^>]*><\/script>(?:\s*<link rel="modulepreload"[^>]*>)*/;
if (!SCRIPTS.test(template)) throw new Error(`first-paint: ${indexPath} has no module script in its head`);

// The chunks of `modules` and the chunks they import (Vite's manifest), as modulepreloads, less those `scripts` has.
const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8'));
function screenPreloads(modules, scripts, { signedInScreen = false } = {}) {
  const files = [];
  const css = [];
  const visit = (key) => {
    const file = manifest[key]?.file;
    if (!file || files.includes(file)) return;
    files.push(file);
    for (const sheet of manifest[key].css ?? []) if (!css.includes(sheet)) css.push(sheet);
    manifest[key].imports?.forEach(visit);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`first-paint: ${module} is not a chunk of this build (first-paint-documents.ts)`);
    visit(module);
  }
  // A signed-in screen's document (LANDING_MODULES) asks for them with its own scripts, below those and the session's
  // question, which the connections (six to the server) then serve first; and for the stylesheets Vite's preload
  // helper waits for before it hands over a chunk (it adds their <link rel=stylesheet>, which finds them fetched).
  const low = signedInScreen ? ' fetchpriority="low"' : '';
  const chunks = files
    .filter((file) => !scripts.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${low}>`);
  const sheets = signedInScreen ? css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}"${low}>`) : [];
  return [...chunks, ...sheets].join('');
}

// The session's question (src/app/session.ts), asked by a signed-in screen's document with the document, before its
// chunks: the entry's own fetch of it takes this answer (same URL, mode and credentials).
const SESSION_PRELOAD = '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="use-credentials">';

function writeDocument(file, { css, body, modules = [], signedIn = false }) {
  // A stylesheet's text cannot hold </style>, but say so if one ever does. (What React renders may hold templates of
  // its own, for a lazy part it leaves to the app; that is fine.)
  if (/<\/style/i.test(css)) throw new Error('first-paint: a stylesheet contains </style>');
  let html = template.replace(MARKERS.css, () => `<style>${css}</style>`).replace(MARKERS.screen, () => body);
  if (body) {
    // A screen: its rules in the head, then after the screen the whole stylesheet and the scripts (see the top), then
    // a signed-in screen's own chunks (LANDING_MODULES), and its session question in the head.
    const scripts = html.match(SCRIPTS)[0];
    const preloads = screenPreloads(modules, scripts, { signedInScreen: signedIn });
    html = html
      .replace(scripts, '')
      .replace(`<style>${css}</style>`, () => `<style>${firstPaintRules(css, html)}</style>`)
      .replace(body, () => `${body}<style>${css}</style>${scripts.trim().replace(/\s*\n\s*/g, '')}${preloads}`);
    if (signedIn) html = html.replace('</head>', () => `${SESSION_PRELOAD}</head>`);
  }
  fs.writeFileSync(path.join(CLIENT_DIR, file), html);
  return `${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB, ${(css.length / 1024).toFixed(1)} KiB of CSS)`;
}

const written = [writeDocument('index.html', { css: appCss, body: '' })];
for (const screen of screens) {
  // the shell, then the script that keeps a tap on one of its plain buttons for the app (SHELL_TAPS_SCRIPT)
  const body = `<div id="boot-shell">${screen.html}</div><script>${shellTapsScript}</script>`;
  written.push(
    writeDocument(screen.document.replace(/^\//, ''), {
      css: screen.css,
      body,
      modules: screen.modules,
      signedIn: screen.signedIn,
    }),
  );
}
// The lists (issue 24): index.html with the list's stylesheet and the script that paints the device's snapshot of its
// first cards (src/domain/first-cards.ts) where the screen goes; no snapshot, and the page is index.html's.
// The app's scripts wait in a <template> before that script, which starts them after the snapshot's first frame (or at
// once when it paints none): see FIRST_CARDS_SCRIPT.
// The list's screen chunk and the chrome's extras, with the chunks they import (Vite's manifest), follow the app's own
// scripts in the template, so the app finds them requested when it asks for them: Vite's preload helper adds only
// what is missing, every request in one task (see LIST_SCREEN_MODULES).
for (const list of lists) {
  const scripts = template.match(SCRIPTS)[0];
  const preloads = screenPreloads(list.modules, scripts);
  const html = template
    .replace(scripts, '')
    .replace(MARKERS.css, () => `<style>${list.css}</style>`)
    .replace(
      MARKERS.screen,
      () =>
        `<template id="${appScriptsId}">${scripts.trim().replace(/\s*\n\s*/g, '')}${preloads}</template><script>${firstCardsScript}</script>`,
    );
  const file = list.document.replace(/^\//, '');
  fs.writeFileSync(path.join(CLIENT_DIR, file), html);
  written.push(`${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`);
}
// A Content-Security-Policy that allows the inline scripts names them by these hashes ('unsafe-inline' is not needed).
const hash = (script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
written.push(`first-cards script ${hash(firstCardsScript)}, shell-taps script ${hash(shellTapsScript)}`);
fs.rmSync(OUT_DIR, { recursive: true, force: true });
console.log(`first-paint: ${written.join(', ')}`);
