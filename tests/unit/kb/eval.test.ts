import { describe, expect, it } from 'vitest';
import { builtInAnswer, type ChatAnswer } from '../../../src/domain/chat/answer';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { EVAL_CASES } from '../../eval/assistant/questions';
import { runEval, type Assistant } from '../../eval/assistant/score';
import { contradiction } from '../../eval/heldout/contradictions';
import { DEV_SETS, loadHeldOut, runHeldOut } from '../../eval/heldout/score';

const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
const PASS_MARK = 0.95;
const STATE_WORD =
  /“(?:nsw|new south wales|vic|victoria|qld|queensland|wa|western australia|sa|south australia|tas|tassie|tasmania|act|nt|northern territory)”/i;

describe('assistant evaluation set (tests/eval/assistant)', () => {
  it('has at least 200 questions, declines among them, and places in every state and territory', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(200);
    expect(EVAL_CASES.filter((c) => c.kind === 'decline').length).toBeGreaterThanOrEqual(20);
    for (const s of STATES)
      expect(
        EVAL_CASES.some((c) => c.state === s),
        s,
      ).toBe(true);
  });

  it('asks about a suburb or town AND a postcode of every state and territory, by the place alone', () => {
    for (const s of STATES) {
      // No state named and no profile: the place has to settle it.
      const placed = EVAL_CASES.filter((c) => c.state === s && !c.profile).map((c) => parseQuestion(c.q));
      const byPostcode = placed.filter((p) => p.place?.state === s && /^postcode \d{4}\b/.test(p.stateReason ?? ''));
      // A town from the full locality data ("“Katherine” is in NT") or from the well-known cities ("you said “Joondalup”").
      const byLocality = placed.filter(
        (p) =>
          p.state === s &&
          (/^“[^”]+” is in /.test(p.stateReason ?? '') || (/^you said “/.test(p.stateReason ?? '') && !STATE_WORD.test(p.stateReason!))),
      );
      expect(byPostcode.length, `${s}: a postcode question`).toBeGreaterThanOrEqual(1);
      expect(byLocality.length, `${s}: a suburb or town question`).toBeGreaterThanOrEqual(1);
    }
  });

  it('is typed the way tradies text: typos, no punctuation, slang and "18 grand" amounts', () => {
    const typos = EVAL_CASES.filter((c) => parseQuestion(c.q).corrections.length > 0);
    expect(typos.length).toBeGreaterThanOrEqual(15);
    expect(EVAL_CASES.filter((c) => !/[?.,!]/.test(c.q)).length / EVAL_CASES.length).toBeGreaterThan(0.8);
    for (const slang of [/\bspark(?:y|ie)\b/, /\bchippy\b/, /\bsubbies?\b/, /\b\d+ grand\b/, /\bplumbo\b/, /\brego\b/])
      expect(
        EVAL_CASES.some((c) => slang.test(c.q)),
        String(slang),
      ).toBe(true);
  });

  it('gives every answer and tool case the figure it must contain and the entry it must cite', () => {
    const ids = new Set(KB_ENTRIES.map((e) => e.id));
    // A yes/no case (issue 17) is checked by its first line's verdict instead of one entry's figure.
    for (const c of EVAL_CASES.filter((x) => (x.kind === 'answer' || x.kind === 'tool') && !x.verdict)) {
      expect(c.figure, c.q).toBeTruthy();
      expect(ids.has(c.entry!), `${c.q}: no entry ${c.entry}`).toBe(true);
    }
    for (const c of EVAL_CASES.filter((x) => x.kind === 'decline')) expect(c.ask, c.q).toBeTruthy();
  });

  it('expects only sourced figures: the figure of each answer case is in the text of the entry it must cite', () => {
    const byId = new Map(KB_ENTRIES.map((e) => [e.id, e]));
    for (const c of EVAL_CASES.filter((x) => x.kind === 'answer' && !x.verdict)) {
      const e = byId.get(c.entry!);
      expect(e, `${c.q}: no entry ${c.entry}`).toBeDefined();
      expect(`${e!.title} ${e!.text}`, c.q).toContain(c.figure!);
    }
  });

  it('scores at least 95%, every decline names who to ask with no figure', () => {
    const summary = runEval();
    const failures = summary.results.filter((r) => !r.pass).map((r) => `[${r.c.kind}] ${r.c.q} :: ${r.why}`);
    expect(summary.score, failures.join('\n')).toBeGreaterThanOrEqual(PASS_MARK);
    expect(summary.declinePrecision).toBeGreaterThanOrEqual(0.9);
    expect(summary.declineRecall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the 95% gate fails a worse assistant (the scorer can fail)', () => {
  const broken = (change: (a: ChatAnswer, q: string) => ChatAnswer): Assistant =>
    ((q, ctx) => change(builtInAnswer(q, ctx), q)) as Assistant;

  it('fails one that drops the figures from its answers', () => {
    const noFigures = broken((a) => ({ ...a, markdown: a.markdown.replace(/\d/g, '#') }));
    expect(runEval(EVAL_CASES, noFigures).score).toBeLessThan(PASS_MARK);
  });

  it('fails one that ignores the place in the question and answers for the profile state (NSW)', () => {
    const profileOnly: Assistant = (q, ctx) =>
      builtInAnswer(q.replace(/\b\d{4}\b/g, '').replace(/\b(?:in|at) [a-z ]+$/i, ''), { ...ctx, state: 'NSW' });
    expect(runEval(EVAL_CASES, profileOnly).score).toBeLessThan(PASS_MARK);
  });

  it('fails one that never declines, or one that declines everything', () => {
    const neverDeclines = broken((a) => ({
      ...a,
      kb: { entryIds: a.kb?.entryIds ?? [], declined: false, ...(a.kb?.state ? { state: a.kb.state } : {}) },
    }));
    const declinesAll = broken((a) => ({ ...a, kb: { entryIds: [], declined: true } }));
    const never = runEval(EVAL_CASES, neverDeclines);
    expect(never.declineRecall).toBeLessThan(0.9);
    expect(runEval(EVAL_CASES, declinesAll).score).toBeLessThan(PASS_MARK);
  });
});

/**
 * Blind development set 5 (tests/eval/dev5): written by someone who never read the code, then tuned to (its failures are
 * read one by one). The floor keeps what was won; its first score, before any fix, was 70.7%.
 */
const DEV5_FLOOR = 1;

/**
 * Blind development set 6 (tests/eval/dev6): written by someone who never read the code; first score, before any fix,
 * 84.0%. Tuned to (by kind) in stop 33: 94.0%; floor rounded down.
 */
const DEV6_FLOOR = 0.99;

/**
 * Blind development set 8 (tests/eval/dev8): written by someone who never read the code; first score, on the engine at
 * main before any change made while reading it, 81.3%. Tuned to (by kind) in the "engine" round: 94.0%; floor rounded
 * down to 0.01.
 */
const DEV8_FLOOR = 0.99;

/**
 * Blind development set 9 (tests/eval/dev9): written 27 Nov 2026 by someone who never read the code; first score, on main
 * (e20fef0) before any change made while reading it, 82.7%. Tuned to (by kind) in the assistant's fifth round: 88.0%; floor
 * rounded down to 0.01.
 */
const DEV9_FLOOR = 0.99;

/**
 * Blind development set 10 (tests/eval/dev10): written 27 Nov 2026 by someone who never read the code, asked to include
 * "can I X before Y", "is X a Y", a rule's "no" half and one-state words; first score, on main (505f13e) before any change
 * made while reading it, 71.3%. Tuned to (by kind) in the assistant's sixth round; floor rounded down to 0.01.
 */
const DEV10_FLOOR = 1;

/**
 * Blind development set 11 (tests/eval/dev11): written 27 Nov 2026 by someone who never read the code, asked to include
 * timing questions, a rule's "no" half, figures the sources don't hold, one-phrase states and towns in two states; first
 * score, on main (e999bd0) before any change made while reading it, 80.0%; 95.3% after the seventh round, 98.0% after the eighth, 100% after the ninth (tuned to by kind).
 * Floor rounded down to 0.01.
 */
const DEV11_FLOOR = 1;

/**
 * Blind development set 12 (tests/eval/dev12): written 27 Nov 2026 by someone who never read the code, asked for long
 * stories before the question, statements expecting a correction both ways, rules whose answer is "no", shop names in
 * passing, words cut short, what a rule counts or excludes, places by postcode or suburb only; first score, on main
 * (4ba46a0) before any change made while reading it, 87.3%; 98.7% after the ninth round, 100% after the tenth (tuned to by kind). Floor rounded down to
 * 0.01.
 */
const DEV12_FLOOR = 1;

/**
 * Blind development set 13 (tests/eval/dev13): written 27 Nov 2026 afternoon by someone who never read the code, every
 * section of the sheet in the full range of styles; first score, on main (after the ninth round, be62192) before any
 * change made while reading it, 94.7%; 98.7% after the tenth round (tuned to by kind). Floor rounded down to 0.01.
 */
const DEV13_FLOOR = 0.99;

/**
 * Blind development set 14 (tests/eval/dev14): written 27 Nov 2026 evening by someone who never read the code, every
 * section of the sheet evenly in varied phrasings; first score, on main (after the tenth round, dcdb5b8) before any change
 * made while reading it, 90.0%; 100% after the eleventh round (tuned to by kind). Floor rounded down to 0.01.
 */
const DEV14_FLOOR = 1;

/**
 * Blind development set 15 (tests/eval/dev15): written 27 Nov 2026 evening by someone who never read the code, asked for
 * the line between an answer and a decline, roundabout yes/no questions and amounts near a threshold; first score, on
 * main (dcdb5b8) before any change made while reading it, 84.7%; 98.7% after the eleventh round (tuned to by kind). Floor rounded
 * down to 0.01.
 */
const DEV15_FLOOR = 1;

/**
 * Blind development set 16 (tests/eval/dev16, 120 questions): written 27 Nov 2026 evening by someone who never read the
 * code, yes/no questions in every form and questions whose answer is a figure; first score, on main (4552204, after the
 * eleventh round's engine part) before any change made while reading it, 94.2%; 99.2% at the round's end. Floor rounded down to
 * 0.01.
 */
const DEV16_FLOOR = 0.99;

/**
 * Blind development set 17 (tests/eval/dev17): written 27 Nov 2026 evening by someone who never read the code (roundabout
 * yes/no, owners doing work themselves, bare subjects with a place, dates against changed rules, holidays, amounts in parts
 * or words, declines naming the right body); first score, on main (f8d5218) before any change made while reading it, 82.7%. Floor rounded down to 0.01.
 */
const DEV17_FLOOR = 0.98;

/**
 * Blind development set 18 (tests/eval/dev18): written 27 Nov 2026 evening by someone who never read the code
 * (facts.md's less-asked sections evenly (penalties, response times, records and how long to keep them, who issues
 * what), slang and misspellings, tool sums); first score, on main (227cd04) before any change made while reading it,
 * 89.2%. Floor rounded down to 0.01.
 */
const DEV18_FLOOR = 1;

/**
 * Blind development set 19 (tests/eval/dev19): written 27 Nov 2026 night by someone who never read the code (yes/no
 * questions in every shape with the verdict in the first line, answers that are a figure);
 * first score, on main (ad0b09a) before any change made while reading it, 89.3%. Floor rounded down to 0.01.
 */
const DEV19_FLOOR = 0.98;

/**
 * Blind development set 20 (tests/eval/dev20): written 27 Nov 2026 night by someone who never read the code (the line
 * between an answer and a decline in near pairs, declines naming the right body, places by suburb, postcode, border
 * and one-state word);
 * first score, on main (ad0b09a) before any change made while reading it, 94.0%. Floor rounded down to 0.01.
 */
const DEV20_FLOOR = 1;

/**
 * Blind development set 21 (tests/eval/dev21): written 28 Nov 2026 by someone who never read the code (yes/no questions in every shape, declines put as yes/no, near pairs of held and not-held facts);
 * first score, on main (95de103) before any change made while reading it, 82.7%. Floor rounded down to 0.01.
 */
const DEV21_FLOOR = 0.98;

/**
 * Blind development set 22 (tests/eval/dev22): written 28 Nov 2026 by someone who never read the code (answers that must state a figure, amounts near thresholds, dated rules, declines asked in a figure question's words);
 * first score, on main (95de103) before any change made while reading it, 96.0%. Floor rounded down to 0.01.
 */
const DEV22_FLOOR = 0.99;

/**
 * Blind development set 23 (tests/eval/dev23), written on 2026-11-28: the first line a tradie acts on — yes/no questions in every shape, declines asked exactly like answerable questions (also as yes/no), tool sums. First score 78.7% on main at 9e71550. Floor: rounded down.
 */
const DEV23_FLOOR = 0.94;

/**
 * Blind development set 24 (tests/eval/dev24), written on 2026-11-28: a first week across facts.md — figures to state, places by nickname or postcode, slang, sums, wrong-figure claims to correct. First score 91.3% on main at 9e71550. Floor: rounded down.
 */
const DEV24_FLOOR = 0.98;

/**
 * Blind development set 25 (tests/eval/dev25), written on 2026-11-28: each rule's attributes asked one by one (needed or
 * not, by when, how much, who gets it, what penalty), and the same attribute in a state that holds no such fact. First
 * score 97.3% on main at 33db574; 100% after the sixteenth round. Floor: rounded down.
 */
const DEV25_FLOOR = 1;

/**
 * Blind development set 26 (tests/eval/dev26), written on 2026-11-28: yes/no verdicts put every way a tradie says them,
 * declines beside a held fact, held facts asked obliquely, two figures asked inside a story. First score 86.0% on main
 * at da746fe; 98.0% after the seventeenth round. Floor: rounded down.
 */
const DEV26_FLOOR = 0.98;

/**
 * Blind development set 27 (tests/eval/dev27), written on 2026-11-28 in the office-side style (a partner doing the
 * books, a customer's text read out, follow-ups in one message). First score 84.0% on main at da746fe; 86.7% after the
 * seventeenth round's first part; 88.0% at its end, 92.7% after the eighteenth. Floor: rounded down.
 */
const DEV27_FLOOR = 0.92;
/** Dev set 28 (150, blind, dictated on site; first score 82.7% on main at 8647cab; 95.3% after the eighteenth round). */
const DEV28_FLOOR = 0.95;
/**
 * Dev set 29 (200, blind, second-language style; first score 71.5% on main at 0d85ff7, 78.0% after the twentieth
 * round's probe kinds and 83.0% after the kinds read in dev 30, before it was read).
 */
const DEV29_FLOOR = 0.83;
/**
 * Dev set 30 (150, blind, second-language style with family members doing the books and customers' words passed on;
 * first score 74.7% on main at 0d85ff7, 78.7% after the twentieth round's probe kinds, before it was read).
 */
const DEV30_FLOOR = 0.78;
/**
 * Dev set 31 (150, blind, the old hand's style: the trade's and the law's own words, acronyms, old regulator names;
 * first score 86.7% on main at c49697e, before it was read; 96.7% at the round's end).
 */
const DEV31_FLOOR = 0.96;
/**
 * Dev set 32 (150, blind, the old hand's style leaning to the office: contracts, payment claims, GST, super,
 * withholding; first score 89.3% on main at c49697e, before it was read; 97.3% at the round's end).
 */
const DEV32_FLOOR = 0.97;
/**
 * Dev set 33 (150, blind, typed on site with gloves or a cracked screen: typos, autocorrect, split words; first score 90.0% on main at 3745826, before it was read; 98.7% at the round's end).
 */
const DEV33_FLOOR = 0.98;
/**
 * Dev set 34 (150, blind, the typo style leaning to the office; first score 97.3% on main at 3745826, before it was read; 98.7% at the round's end).
 */
const DEV34_FLOOR = 0.98;
/**
 * Dev set 35 (150, blind, the whole story first; first score 80.0% on main at 92e7f17, before it was read; 94.7% at the round's end).
 */
const DEV35_FLOOR = 0.94;
/**
 * Dev set 36 (150, blind, the story style leaning to the office; first score 80.7% on main at 92e7f17, before it was read; 93.3% at the round's end).
 */
const DEV36_FLOOR = 0.93;
/**
 * Dev set 37 (150, blind, numbers and days the way people say them; first score 87.3% on main at c2bb5b7, before it was read; 100% at the round's end).
 */
const DEV37_FLOOR = 0.99;
/**
 * Dev set 38 (150, blind, numbers and days the way people say them, leaning to the office; first score 81.3% on main at c2bb5b7, before it was read; 99.3% at the round's end).
 */
const DEV38_FLOOR = 0.98;
/**
 * Dev set 39 (150, blind, checking what I think I know; first score 72.7% on main at 2d002a3, before it was read).
 */
const DEV39_FLOOR = 0.89;
/**
 * Dev set 40 (150, blind, checking what I think I know, leaning to the office; first score 72.0% on main at 2d002a3, before it was read).
 */
const DEV40_FLOOR = 0.81;
/**
 * Dev set 41 (150, blind, what do I tell them: someone else's message answered through the tradie, on site; first score 84.0% on main at 1db4466, before it was read).
 */
const DEV41_FLOOR = 0.94;
/**
 * Dev set 42 (150, blind, what do I tell them, leaning to the office: emails and written queries answered at a desk; first score 83.3% on main at 1db4466, before it was read).
 */
const DEV42_FLOOR = 0.94;

const DEV_FLOORS = new Map([
  [5, DEV5_FLOOR],
  [6, DEV6_FLOOR],
  [8, DEV8_FLOOR],
  [9, DEV9_FLOOR],
  [10, DEV10_FLOOR],
  [11, DEV11_FLOOR],
  [12, DEV12_FLOOR],
  [13, DEV13_FLOOR],
  [14, DEV14_FLOOR],
  [15, DEV15_FLOOR],
  [16, DEV16_FLOOR],
  [17, DEV17_FLOOR],
  [18, DEV18_FLOOR],
  [19, DEV19_FLOOR],
  [20, DEV20_FLOOR],
  [21, DEV21_FLOOR],
  [22, DEV22_FLOOR],
  [23, DEV23_FLOOR],
  [24, DEV24_FLOOR],
  [25, DEV25_FLOOR],
  [26, DEV26_FLOOR],
  [27, DEV27_FLOOR],
  [28, DEV28_FLOOR],
  [29, DEV29_FLOOR],
  [30, DEV30_FLOOR],
  [31, DEV31_FLOOR],
  [32, DEV32_FLOOR],
  [33, DEV33_FLOOR],
  [34, DEV34_FLOOR],
  [35, DEV35_FLOOR],
  [36, DEV36_FLOOR],
  [37, DEV37_FLOOR],
  [38, DEV38_FLOOR],
  [39, DEV39_FLOOR],
  [40, DEV40_FLOOR],
  [41, DEV41_FLOOR],
  [42, DEV42_FLOOR],
]);
for (const set of DEV_SETS) {
  const floor = DEV_FLOORS.get(set.n) ?? 1;
  describe(`blind development set ${set.n} (tests/eval/dev${set.n})`, () => {
    const cases = loadHeldOut(set.file);
    const summary = runHeldOut(cases, undefined, set.today);

    it('holds at least 120 questions, answers and declines, with places in every state and territory', () => {
      expect(cases.length).toBeGreaterThanOrEqual(120);
      // A set written for one kind of failure may leave out tools or ambiguous places (dev 23: first lines); every
      // kind is held across the sets (below).
      for (const k of ['answer', 'decline']) expect(cases.some((c) => c.kind === k)).toBe(true);
      for (const s of STATES) expect(cases.some((c) => c.state === s)).toBe(true);
    });

    it(`scores at least its floor (${Math.round(floor * 100)}%; target 95%), with no first line contradicting its rows`, () => {
      expect(summary.score).toBeGreaterThanOrEqual(floor);
      expect(summary.results.filter((r) => contradiction(r.answer))).toEqual([]);
    });
  });
}

describe('the blind development sets together', () => {
  it('hold every kind of question', () => {
    const kinds = new Set(DEV_SETS.flatMap((set) => loadHeldOut(set.file).map((c) => c.kind)));
    expect([...kinds].sort()).toEqual(['ambiguous', 'answer', 'decline', 'tool']);
  });
});
