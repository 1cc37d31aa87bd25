import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Issue 24: the entry (src/main.tsx) is small and starts the session check before the app's chunk (src/app/start.tsx:
 * React, the router, the app) is evaluated; it imports that chunk dynamically. So that the app's chunk is not fetched
 * only once the entry has run, index.html asks for it (and the chunks it imports) with the entry, as modulepreloads
 * beside Vite's own for the entry's static imports.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!app) throw new Error('preload-app-chunk: no chunk for src/app/start.tsx');
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files: string[] = [];
        const visit = (file: string) => {
          if (already.has(file) || files.includes(file)) return;
          files.push(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Issue 24: each hashed script and stylesheet also written gzipped (`<file>.gz`), which the server sends as it is
 * (api/server.ts, serveStatic's `precompressed`) instead of compressing it again for every request: on a fresh
 * device's first load the landing's ~40 chunks were ~80 ms of the server's CPU, half of it gzip, beside the session's
 * question and the first sync's pull pages.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/^assets\/.*\.(?:js|css)$/.test(file)) continue;
        const out = path.join(options.dir!, file);
        fs.writeFileSync(`${out}.gz`, gzipSync(fs.readFileSync(out), { level: 9 }));
      }
    },
  };
}

/**
 * React Router ships its development build under every export condition; its production build differs only in
 * ENABLE_DEV_WARNINGS (false), which removes the development checks the router otherwise runs in each render
 * (useRoutes, useNavigate…) and their message strings from the bundle. Both entries the app reaches (react-router-dom
 * imports `react-router` and `react-router/dom`) are pointed at it, so there is one copy of the router's contexts.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

// The first screens (sign-in, landing) and the app-wide stylesheet go into index.html after this build, rendered from
// the app's own components: scripts/first-paint.mjs (`npm run build`). The app's scripts start with the HTML.
export default defineConfig(({ command }) => ({
  plugins: [react(), preloadAppChunk(), precompressAssets()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by `npm run bench` to measure what the sign-in screen loads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  },
}));
