/**
 * The fact sheet's coverage (issue 17, helper "facts", 27 Nov 2026): `facts-coverage.json` holds one plain question per
 * fact of docs/compliance/facts.md (§1–§9, every state), written from the sheet, not from the knowledge base. Each is
 * scored by the held-out scorer's `check()` (tests/eval/heldout/score.ts), and each fact's figures are looked up in the
 * knowledge base's entries and rule rows for its place ("held"), so the two questions — is the fact in the table, and
 * does a plain question find it — are answered separately.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInAnswer } from '../../../../src/domain/chat/answer';
import { KB_ENTRIES } from '../../../../src/domain/kb';
import { formatRuleValue, RULES } from '../../../../src/domain/rules';
import { check, normaliseFigures, type FailureKind, type HeldOutCase } from '../../../eval/heldout/score';

const here = path.dirname(fileURLToPath(import.meta.url));
export const COVERAGE_FILE = path.join(here, 'facts-coverage.json');
/** The coverage set's "today" (SA's 2 m fall trigger is in force; SA's $20,000 BII threshold too). */
export const COVERAGE_TODAY = '2026-11-27';

export function loadCoverage(): HeldOutCase[] {
  return JSON.parse(readFileSync(COVERAGE_FILE, 'utf8')) as HeldOutCase[];
}

function hasFigure(normalisedText: string, figure: string): boolean {
  const f = normaliseFigures(figure).trim();
  const escaped = f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d])`).test(normalisedText);
}

/** Everything the knowledge base can state for a place: its entries' text and its rule rows' statements and values. */
function placeText(state: string | undefined): string {
  const st = state && state !== 'AU' ? state : undefined;
  const entries = KB_ENTRIES.filter(
    (e) => e.topic !== 'gap' && !e.superseded && (!st || e.states.includes(st as never) || e.states.includes('ALL')),
  ).map((e) => `${e.title}. ${e.text}`);
  const rows = RULES.filter((r) => !st || r.jurisdiction === st || r.jurisdiction === 'AU').map(
    (r) => `${r.statement} ${formatRuleValue(r)}`,
  );
  return normaliseFigures([...entries, ...rows].join('\n'));
}

export interface CoverageResult {
  c: HeldOutCase;
  /** Every expected figure is stated by an entry or rule row of the place (undefined when the fact has no figure). */
  held?: boolean;
  kinds: FailureKind[];
  pass: boolean;
  firstLine: string;
}

export function runCoverage(cases = loadCoverage()): CoverageResult[] {
  const now = Date.parse(`${COVERAGE_TODAY}T02:00:00Z`);
  const texts = new Map<string, string>();
  return cases.map((c) => {
    const key = c.state ?? 'AU';
    if (!texts.has(key)) texts.set(key, placeText(c.state));
    const held = c.figures?.length ? c.figures.every((f) => hasFigure(texts.get(key)!, f)) : undefined;
    const a = builtInAnswer(c.q, { now, timeZone: 'Australia/Sydney' });
    const kinds = check(c, a);
    const firstLine = a.markdown.split('\n').find((l) => l.trim()) ?? '';
    return { c, held, kinds, pass: kinds.length === 0, firstLine };
  });
}

export function summarise(results: CoverageResult[]) {
  const withFigures = results.filter((r) => r.held !== undefined);
  return {
    questions: results.length,
    answered: results.filter((r) => r.pass).length,
    figureFacts: withFigures.length,
    held: withFigures.filter((r) => r.held).length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const results = runCoverage();
  for (const r of results)
    if (!r.pass || r.held === false)
      console.log(`${r.c.id}\t${r.held === false ? 'NOT HELD ' : ''}${r.kinds.join(', ')}\t${r.c.q}\t→ ${r.firstLine.slice(0, 200)}`);
  console.log(JSON.stringify(summarise(results)));
}
