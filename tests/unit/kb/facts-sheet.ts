import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The compliance fact sheet the entries were built from (docs/compliance/facts.md, kept in this repository). */
export function readFactsSheet(): string {
  const candidates = [process.env.KB_FACTS_PATH, path.resolve(repoRoot, 'docs/compliance/facts.md')].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`facts.md not found (looked in ${candidates.join(', ')}); set KB_FACTS_PATH`);
  return readFileSync(found, 'utf8');
}
