import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Figure } from './util';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

const dist = 'dist/client';
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** JS a screen loads: the entry and its static imports, plus the screen's lazy chunk and its static imports. */
function jsFor(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return files;
}

export function benchBundle(): Figure[] {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('Run `npm run build` first (no Vite manifest)');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))!;
  // The entry imports the app (src/app/start.tsx: React, the router) dynamically, and index.html preloads it: every
  // screen loads it (issue 24).
  const screen = (src: string) => [...jsFor(manifest, [entry, 'src/app/start.tsx', src])].filter((f) => f.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);
  const signIn = screen('src/features/auth/AuthPage.tsx');
  const allJs = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  return [
    { section: 'bundle', name: 'JS the sign-in screen loads (gzip)', value: (sum(signIn) / 1024).toFixed(1), unit: 'KiB' },
    { section: 'bundle', name: 'JS files the sign-in screen loads', value: signIn.length },
    { section: 'bundle', name: 'all JS chunks (gzip, loaded lazily as needed)', value: (sum(allJs) / 1024).toFixed(1), unit: 'KiB' },
  ];
}
