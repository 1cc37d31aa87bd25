import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { answerQuestion, searchKnowledgeBase } from '../../src/domain/kb';
import { PLACE_COUNT } from '../../src/domain/places';
import { KB_BENCH_QUESTIONS } from './kb-questions';
import { codeFromSources, type SourceMapV3 } from './source-map-share';
import { percentile, type Figure } from './util';

const S = 'kb';
const ROUNDS = 5;
const COLD_PROCESSES = 5;
const dist = 'dist/client';
const gz = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;
const kib = (n: number) => (n / 1024).toFixed(1);
const isKb = (source: string) => /(^|\/)src\/domain\/kb\//.test(source);
const isMiniSearch = (source: string) => source.includes('node_modules/minisearch/');
const isPlaces = (source: string) => /(^|\/)src\/domain\/places\//.test(source);

/** Wall-clock and CPU milliseconds per question; CPU time leaves out waiting for a core on a busy machine. */
function timings(fn: (q: string) => unknown): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of KB_BENCH_QUESTIONS) {
      const c = process.cpuUsage();
      const t = performance.now();
      fn(q);
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall, cpu };
}

/** Index build: a fresh process per sample, since the index is built once per process on first search. */
function indexBuild(): number[] {
  const out: number[] = [];
  for (let i = 0; i < COLD_PROCESSES; i++) {
    const raw = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/kb-cold.ts'], { encoding: 'utf8' });
    const { firstMs, warmMs } = JSON.parse(raw) as { firstMs: number; warmMs: number };
    out.push(firstMs - warmMs);
  }
  return out;
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The built chunks that carry the knowledge base: found through the manifest, recognised by their source maps. */
function shippedKb(): Figure[] {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('Run `npm run build` first (no Vite manifest)');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const figures: Figure[] = [];
  let kbRaw = 0;
  let kbCode = '';
  let libCode = '';
  let placesCode = '';
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const mapFile = path.join(dist, `${chunk.file}.map`);
    if (!fs.existsSync(mapFile)) continue;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapV3;
    if (!map.sources.some((src) => isKb(src) || isPlaces(src))) continue;
    const code = fs.readFileSync(path.join(dist, chunk.file), 'utf8');
    const fromKb = codeFromSources(code, map, isKb);
    kbRaw += Buffer.byteLength(fromKb);
    kbCode += fromKb;
    libCode += codeFromSources(code, map, isMiniSearch);
    placesCode += codeFromSources(code, map, isPlaces);
    const importers = Object.values(manifest).filter((c) => c.imports?.includes(key) || c.dynamicImports?.includes(key));
    const loadedBy = importers.map((c) => c.src ?? c.file).join(', ') || 'nothing (an entry)';
    figures.push(
      { section: S, name: 'chunk carrying the KB', value: `${chunk.file} (${chunk.src ?? key}; imported by ${loadedBy})` },
      {
        section: S,
        name: 'KB chunk as shipped, gzip (whole chunk)',
        value: kib(gz(fs.readFileSync(path.join(dist, chunk.file)))),
        unit: 'KiB',
      },
    );
  }
  if (!kbCode) throw new Error('no built chunk maps to src/domain/kb (source maps missing?)');
  figures.push(
    { section: S, name: '  of which src/domain/kb (entries + search + answer), minified', value: kib(kbRaw), unit: 'KiB' },
    { section: S, name: '  of which src/domain/kb, gzip (those bytes compressed on their own)', value: kib(gz(kbCode)), unit: 'KiB' },
    { section: S, name: '  of which minisearch (the index library), gzip on its own', value: kib(gz(libCode)), unit: 'KiB' },
    {
      section: S,
      name: '  of which src/domain/places code (lookup, distance), gzip on its own',
      value: placesCode ? kib(gz(placesCode)) : 'not in the build',
      unit: placesCode ? 'KiB' : '',
    },
    // The source map gives a long string literal one segment, so the data is measured from its module: the bundler
    // keeps string literals as they are, and the comments it drops are a few hundred bytes.
    {
      section: S,
      name: `  of which the locality data (src/domain/places/data.ts, ${PLACE_COUNT} localities), gzip`,
      value: kib(gz(fs.readFileSync('src/domain/places/data.ts'))),
      unit: 'KiB',
    },
  );
  return figures;
}

/** Issue 5: knowledge-base retrieval and index build in Node, and its size as shipped to the client. */
export function benchKb(): Figure[] {
  const build = indexBuild();
  // This process may already have built the index (another section); either way, time only warm queries here.
  searchKnowledgeBase('warm up the index');
  const search = timings((q) => searchKnowledgeBase(q, { state: 'NSW' }));
  const answer = timings((q) => answerQuestion(q, { state: 'NSW' }));
  const n = `${KB_BENCH_QUESTIONS.length} questions x ${ROUNDS}`;
  const pair = (name: string, t: { wall: number[]; cpu: number[] }): Figure[] => [
    { section: S, name: `${name} p50`, value: percentile(t.wall, 50).toFixed(2), unit: 'ms' },
    { section: S, name: `${name} p95`, value: percentile(t.wall, 95).toFixed(2), unit: 'ms' },
    { section: S, name: `${name} p95, CPU time`, value: percentile(t.cpu, 95).toFixed(2), unit: 'ms' },
  ];
  return [
    {
      section: S,
      name: `index build in Node, p50 of ${COLD_PROCESSES} fresh processes (first search minus a warm one)`,
      value: percentile(build, 50).toFixed(1),
      unit: 'ms',
    },
    ...pair(`searchKnowledgeBase in Node (${n})`, search),
    ...pair(`answerQuestion in Node (${n})`, answer),
    ...shippedKb(),
  ];
}
