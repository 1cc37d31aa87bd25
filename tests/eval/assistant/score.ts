/**
 * Scores the built-in assistant on the evaluation set (questions.ts). Used by tests/unit/kb/eval.test.ts (npm test
 * fails below 95%) and by the bench (npm run bench -- kb-eval).
 */
import { builtInAnswer, type ChatAnswer } from '../../../src/domain/chat/answer';
import { firstLineOf, normaliseFigures, verdictOf } from '../heldout/score';
import { EVAL_CASES, type EvalCase } from './questions';

export interface EvalResult {
  c: EvalCase;
  pass: boolean;
  /** Why it failed ('' when it passed). */
  why: string;
  declined: boolean;
  ms: number;
  answer: ChatAnswer;
}

export interface EvalSummary {
  results: EvalResult[];
  score: number;
  passed: number;
  declinePrecision: number;
  declineRecall: number;
}

/** A dollar figure, a percentage or a day/month/year count: what a decline must never contain. */
const FIGURE =
  /\$\s?\d|\b\d+(?:\.\d+)?\s?%|\b\d+(?:\s+|-)(?:clear\s+|calendar\s+)?(?:business\s+|working\s+)?(?:days?|weeks?|months?|years?)\b/;
const NOW = Date.UTC(2026, 0, 15);
const SAYS_WHY =
  /you said “|the work is in |” is in [A-Z]{2,3}\b|postcode \d{4} is in [A-Z]{2,3}\b|I took “|state from your profile|is a [A-Z]{2,3} body/;

function check(c: EvalCase, a: ChatAnswer): string {
  const md = a.markdown;
  const declined = a.kb?.declined ?? false;
  const ids = a.kb?.entryIds ?? [];
  switch (c.kind) {
    case 'answer':
    case 'tool': {
      if (declined) return 'declined';
      const missing: string[] = [];
      if (c.entry && !ids.includes(c.entry)) missing.push(`entry ${c.entry} not cited (cited ${ids.slice(0, 5).join(', ')})`);
      if (c.figure && !md.includes(c.figure)) missing.push(`figure "${c.figure}" missing`);
      if (c.verdict) {
        const v = verdictOf(firstLineOf(md));
        if (v !== c.verdict) missing.push(`first line's verdict ${v ?? 'none'} instead of ${c.verdict}`);
      }
      const norm = normaliseFigures(md);
      for (const f of c.figures ?? []) if (!norm.includes(normaliseFigures(f))) missing.push(`figure "${f}" missing`);
      if (c.state && a.kb?.state !== c.state) missing.push(`state ${a.kb?.state ?? 'none'} instead of ${c.state}`);
      // Which state it used and why: the state named in the question, a town or postcode in it, or the profile.
      else if (c.state && !SAYS_WHY.test(md)) missing.push(`does not say why it answered for ${c.state}`);
      return missing.join('; ');
    }
    case 'decline': {
      if (!declined) return `answered (cited ${ids.slice(0, 4).join(', ')})`;
      const problems: string[] = [];
      const m = FIGURE.exec(md);
      if (m) problems.push(`figure "${m[0]}" in a decline`);
      if (c.ask && !md.includes(c.ask)) problems.push(`does not name ${c.ask}`);
      return problems.join('; ');
    }
    case 'ambiguous': {
      const place = /\bin ([a-z]+)\b/i.exec(c.q.split(' in ').length > 1 ? `in ${c.q.split(' in ').at(-1)}` : '')?.[1] ?? '';
      if (!new RegExp(place, 'i').test(md)) return `does not name ${place}`;
      if (!/which one|I took/i.test(md)) return 'neither asks which place nor says which it assumed';
      return '';
    }
  }
}

/** The assistant under test: the built-in one, or (to show the scorer can fail) a broken stand-in. */
export type Assistant = typeof builtInAnswer;

export function runEval(cases: readonly EvalCase[] = EVAL_CASES, assistant: Assistant = builtInAnswer): EvalSummary {
  const results: EvalResult[] = [];
  for (const c of cases) {
    const t = performance.now();
    const answer = assistant(c.q, {
      now: NOW,
      ...(c.profile?.state ? { state: c.profile.state } : {}),
      ...(c.profile?.trade ? { trade: c.profile.trade } : {}),
    });
    const ms = performance.now() - t;
    const why = check(c, answer);
    results.push({ c, pass: why === '', why, declined: answer.kb?.declined ?? false, ms, answer });
  }
  const passed = results.filter((r) => r.pass).length;
  const declined = results.filter((r) => r.declined);
  const shouldDecline = results.filter((r) => r.c.kind === 'decline');
  return {
    results,
    passed,
    score: passed / results.length,
    declinePrecision: declined.length ? declined.filter((r) => r.c.kind === 'decline').length / declined.length : 1,
    declineRecall: shouldDecline.length ? shouldDecline.filter((r) => r.declined).length / shouldDecline.length : 1,
  };
}
