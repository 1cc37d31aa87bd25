import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Folders are runtime boundaries (CONVENTIONS.md): this test is the lint rule that keeps them. */
const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(d.name) ? [rel] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return specs.map((m) => m[1] ?? m[2]);
}

function resolvesInto(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec));
}

describe('architecture', () => {
  it('src/domain imports nothing from React, Dexie, node: modules, the server or the rest of src', () => {
    const bad: string[] = [];
    for (const file of sourceFiles('src/domain')) {
      for (const spec of imports(file)) {
        const target = resolvesInto(file, spec);
        if (/^(react|react-dom|dexie|dexie-react-hooks|hono|postgres|@electric-sql)(\/|$)/.test(spec) || spec.startsWith('node:'))
          bad.push(`${file} → ${spec}`);
        if (target && !target.startsWith('src/domain')) bad.push(`${file} → ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('api/ takes only src/domain from the client tree', () => {
    const bad = sourceFiles('api').flatMap((file) =>
      imports(file)
        .map((spec) => ({ spec, target: resolvesInto(file, spec) }))
        .filter(({ target }) => target?.startsWith('src/') && !target.startsWith('src/domain'))
        .map(({ spec }) => `${file} → ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('sw/ takes only src/domain and the sync engine (src/data) from the client tree, never React screens', () => {
    const bad = sourceFiles('sw').flatMap((file) =>
      imports(file)
        .map((spec) => ({ spec, target: resolvesInto(file, spec) }))
        .filter(({ target }) => target?.startsWith('src/') && !target.startsWith('src/domain') && !target.startsWith('src/data'))
        .map(({ spec }) => `${file} → ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('api/ writes SQL only in api/repos (and the database layer itself: api/db.ts, api/migrate.ts)', () => {
    // The sync core's queries live in api/repos too, where LockedTx guards every synced-table write.
    const DATABASE_LAYER = new Set(['api/db.ts', 'api/migrate.ts']);
    // A query through the usual handles, raw SQL, or any template that starts like a statement (whatever its tag).
    const SQL = /\b(sql|tx|db|sp)(<[^`]*>)?`|\.unsafe\(|`\s*(select|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as)\b/i;
    const bad = sourceFiles('api')
      .filter((f) => !f.startsWith('api/repos/') && !DATABASE_LAYER.has(f))
      .filter((f) => SQL.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(bad).toEqual([]);
  });

  it('only the AI gate hands out the AI provider: a route gets it through aiClientFor, which needs aiCall on the route', () => {
    const bad = sourceFiles('api')
      .filter((f) => f !== 'api/middleware/ai.ts' && f !== 'api/services/ai.ts')
      .filter((f) => /\bgetAiClient\b/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(bad).toEqual([]);
  });

  it('components reach Dexie tables only through queries.ts / mutations.ts', () => {
    const bad = sourceFiles('src/features')
      .filter((f) => f.endsWith('.tsx'))
      .filter((f) => /getDb\(\)\.\w+/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(bad).toEqual([]);
  });
});
