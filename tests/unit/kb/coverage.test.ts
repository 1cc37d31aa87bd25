/**
 * The fact sheet audit (issue 17, 27 Nov 2026): one plain question per fact of docs/compliance/facts.md, written from
 * the sheet (tests/unit/kb/coverage/facts-coverage.json), scored by the held-out scorer's check(). Two figures:
 * "held" — every figure the fact states is stated by an entry or rule row of its place; "answered" — a plain question
 * gets it (right state, right yes/no in the first line, every figure; or a decline naming who to ask for a gap).
 * The floors are what this branch reached; the questions that still fail are listed by `npx tsx
 * tests/unit/kb/coverage/run-coverage.ts` (engine kinds, handed to the lead).
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { check, type HeldOutCase } from '../../eval/heldout/score';
import { COVERAGE_TODAY, loadCoverage, runCoverage, summarise } from './coverage/run-coverage';

const HELD_FLOOR = 1; // every figure of the sheet's facts is in an entry or row of its place
const ANSWERED_FLOOR = 0.97;

describe('fact sheet coverage', () => {
  const cases = loadCoverage();

  it('has one question per fact, every state and §1–§9', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const st of ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT', 'AU'])
      expect(cases.filter((c) => c.state === st).length, st).toBeGreaterThanOrEqual(8);
    for (const sec of ['1.', '2.', '3.', '4.', '5.', '6.', '7', '8', '9'])
      expect(
        cases.some((c) => (/§([\d./]+)/.exec(c.basis)?.[1] ?? '').split('/').some((x) => x.startsWith(sec))),
        sec,
      ).toBe(true);
    for (const c of cases.filter((x) => x.kind === 'decline')) expect(c.ask, c.id).toBeTruthy();
  });

  it(`holds every stated figure and answers at least ${ANSWERED_FLOOR * 100}% of the plain questions`, () => {
    const s = summarise(runCoverage(cases));
    expect(s.held / s.figureFacts).toBeGreaterThanOrEqual(HELD_FLOOR);
    expect(s.answered / s.questions).toBeGreaterThanOrEqual(ANSWERED_FLOOR);
  });

  it('the scorer fails a wrong answer (the gate can fail)', () => {
    const c = cases.find((x) => x.id === 'f-sa-plumbing-coc-7') as HeldOutCase;
    const now = Date.parse(`${COVERAGE_TODAY}T02:00:00Z`);
    const right = builtInAnswer(c.q, { now, timeZone: 'Australia/Sydney' });
    expect(check(c, right)).toEqual([]);
    const wrong = { ...right, markdown: right.markdown.replace(/7 days/g, '30 days') };
    expect(check(c, wrong)).toContain('missing figure');
  });
});
