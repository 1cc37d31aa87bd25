/**
 * The held-out gate (issue 17): tests/eval/heldout/questions.json was written blind (facts.md and the issue only).
 * The target is 95%. HELDOUT_FLOOR is the score this branch reached, rounded down to a whole percent: a
 * regression floor, not the goal — see `npm run bench -- kb-eval` for the real figure and the failure kinds.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer, type ChatAnswer } from '../../../src/domain/chat/answer';
import { check, describeKinds, HELDOUT_SETS, loadHeldOut, runHeldOut, runSet, verdictOf, type HeldOutCase } from '../../eval/heldout/score';

const HELDOUT_TARGET = 0.95;
const HELDOUT_FLOOR = 0.94;
/**
 * The second blind set (tests/eval/heldout2, 200 questions by another writer, added after the engine work of this round):
 * nobody has changed the engine while looking at it. It scored 66.0% before that round's fixes and 68.0% after — the
 * fixes made against the kinds of the first set carried over only in part. The next round (fixing kinds through new
 * development questions, never held-out ones: yes/no in every form, figures quoted to confirm, exemptions, permission
 * without a licence, declines that took a neighbour's figure) took it to 72.0% and set 1 to 79.2%. The round after (fees and
 * premiums asked beside a price, the asked figure's sentence about the asked subject, exemptions by work and any-value work
 * before thresholds, the place's threshold facts for sums, dated rules) took set 2 to 78.5% and set 1 to 82.9%. Floors:
 * rounded down. The round after that (bare numbers as prices, a licence verdict only from facts for the asked trade and from
 * the place's list of licensed trades; kinds fixed through new development questions) took set 1 to 83.3%; set 2 held at
 * 78.5% and set 3 went from 75.4% to 75.9%. The round after that (border places asked or assumed, a shared town name read
 * by the place near it, who to ask by the work asked, licences from the place's list of licensed trades, figures quoted
 * to confirm, rates at another date; kinds fixed through new development questions, no held-out case read) took the
 * three sets to 84.3 / 79.5 / 80.6%.
 */
const HELDOUT2_FLOOR = 0.92;

/**
 * The third blind set (tests/eval/heldout3, 232 questions by a third writer, 2026-11-26): first scored on the engine as
 * merged that day, after every change of the round — 75.4%, nobody having looked at it. Floor: rounded down (80.6% after
 * the engine round that followed).
 */
// 27 Nov, the assistant's fifth round (exception sentences, tools reading the tied figure): set 3 at 89.2%, set 4 89.3%,
// set 8 82.5% — floors rounded down.
const HELDOUT3_FLOOR = 0.94;

/**
 * The fourth blind set (tests/eval/heldout4, 242 questions by a fourth writer, 2026-11-26, who read only facts.md, the
 * issue and set 3's README): scored once, on the merge of that day's engine and facts work — 78.1%; the engine as it
 * stood before that day's work scored 72.7% on it. Nobody has looked at its questions or tuned to its kinds. Floor:
 * rounded down.
 */
const HELDOUT4_FLOOR = 0.94;

// 26 Nov, second round (engine tuned to the blind development set 5, facts added and dated rows; no held-out question
// read): sets 1–4 at 86.6 / 87.0 / 87.1 / 86.0%, floors rounded down.

/**
 * The fifth blind set (tests/eval/heldout5, 293 questions by a fifth writer, 2026-11-26, who read only facts.md, the
 * issue and set 4's README): 71.7% on the engine as it stood that morning, 78.8% on the merge of that day's engine and
 * facts work (which tuned to a separate blind development set, tests/eval/dev5). Nobody has read its questions or tuned
 * to its kinds. Floor: rounded down.
 */
const HELDOUT5_FLOOR = 0.88;

/**
 * The sixth blind set (tests/eval/heldout6, 260 questions by a sixth writer, 26 Nov 2026, who read only facts.md, the
 * issue and set 5's README): 77.7% on the engine as it stood at the start of that afternoon (stop 31's merge), before
 * any of that session's engine or facts work. Nobody has read its questions or tuned to its kinds. Floor: rounded down.
 */
const HELDOUT6_FLOOR = 0.92;

/**
 * The seventh blind set (tests/eval/heldout7, 250 questions by a seventh writer, 26 Nov 2026, who read only facts.md, the
 * issue and set 6's README): 81.2% on the engine at the start of that evening (29911f9), before that round's engine
 * work. Nobody who changes the engine has read its questions or tuned to its kinds. Floor: rounded down.
 */
// 26 Nov, third round (stop 33: the asked-figure verdict rule, unconfirmed facts as gaps, dates and hours in the super
// tool, Payday Super due dates, place nicknames and border regions, flooring): sets 1–7 at 88.0 / 87.0 / 87.5 / 86.8 /
// 82.3 / 80.4 / 82.8%, floors rounded down. Set 7 was scored only as a total by the engine's helpers.
const HELDOUT7_FLOOR = 0.92;

/**
 * The eighth blind set (tests/eval/heldout8, 200 questions by an eighth writer, 26 Nov 2026 late evening, who read only
 * facts.md, the issue and set 7's README): 78.5% on the engine at 740482d, before that session's engine work. Nobody who
 * changes the engine reads its questions or its failures. Floor: rounded down.
 */
// 27 Nov early morning (the round after set 8 was written): sets 1–8 at 88.4 / 87.5 / 88.4 / 88.0 / 82.6 / 81.5 / 84.0 /
// 81.5%, floors rounded down. Sets 1–8 were scored only as totals, by kind and by state, by the engine's helper.
const HELDOUT8_FLOOR = 0.89;

/**
 * The ninth blind set (tests/eval/heldout9, 200 questions by a ninth writer, 27 Nov 2026 early morning, who read only
 * facts.md, the issue and set 8's README): 88.5% on the engine at e20fef0, before that session's engine work — the first
 * fresh set above 82% at its first score. Nobody who changes the engine reads its questions or its failures. Floor:
 * rounded down.
 */
const HELDOUT9_FLOOR = 0.97;

// 27 Nov morning, the assistant's sixth round ('can I X before Y', the asked sentence of a fact, one-state names, places
// named as alternatives): sets 1–9 at 90.7 / 88.5 / 90.5 / 90.5 / 84.6 / 83.5 / 86.4 / 83.5 / 91.0%, set 10 (new, never
// tuned to) 89.5 → 91.0% — floors rounded down.
// 27 Nov, the assistant's seventh round (notice lead times, a day count's own step, the rule's "no" half, cooling-off
// declined by name, towns in several states, one-state phrases, sums of a job's parts, trade work words as subjects):
// sets 1–10 at 91.7 / 89.5 / 91.4 / 92.1 / 86.0 / 85.0 / 88.0 / 85.5 / 93.5 / 93.0%, set 11 (new, never tuned to)
// 90.0 → 92.5% — floors rounded down.
/**
 * The tenth blind set (tests/eval/heldout10, 200 questions by a tenth writer, 27 Nov 2026 morning, who read only facts.md,
 * the issue and set 9's README): 89.5% on main at 505f13e, before that session's engine work. Nobody who changes the engine
 * reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT10_FLOOR = 0.98;
/**
 * The eleventh blind set (tests/eval/heldout11, 200 questions by an eleventh writer, 27 Nov 2026 morning, who read only
 * facts.md, the issue and set 10's README): 90.0% on main at e999bd0, before that session's engine work. Nobody who
 * changes the engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT11_FLOOR = 0.97;
/**
 * The twelfth blind set (tests/eval/heldout12, 200 questions by a twelfth writer, 27 Nov 2026 afternoon, who read only
 * facts.md, the issue and set 11's README): 91.5% on main at 4ba46a0, before that session's engine work. Nobody who
 * changes the engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT12_FLOOR = 0.96;
/**
 * The thirteenth blind set (tests/eval/heldout13, 200 questions by a thirteenth writer, 27 Nov 2026 evening, who read only
 * facts.md, the issue and set 12's README): 88.5% on main at dcdb5b8, before that session's engine work. Nobody who
 * changes the engine reads its questions or its failures. Floor: rounded down — 0.94 until 28 Nov night, when reading a
 * dropped g back ("buildin", "nothin": texting.ts `droppedG`) gained one question on each of sets 8, 15, 16, 17, 18, 19
 * and 22 and lost one here (declined; its kind is in no development set: dropping every g of the development sets'
 * questions changes 19 answers, none for the worse). Not read one by one.
 */
const HELDOUT13_FLOOR = 0.935;
/**
 * The fourteenth blind set (tests/eval/heldout14, 200 questions by a fourteenth writer, 27 Nov 2026 evening, who read only
 * facts.md, the issue and set 13's README): 85.0% on main at 3703d99, 88.5% there once the scorer read facts.md's "BD" and
 * "PU" (the fair first figure), before that session's engine work; 91.0% after the twelfth round. Nobody who changes the
 * engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT14_FLOOR = 0.92;
/**
 * The fifteenth blind set (tests/eval/heldout15, 200 questions by a fifteenth writer, 27 Nov 2026 night, who read only
 * facts.md, the issue and set 14's README): 94.5% on main at ad0b09a, before that session's engine work. Nobody who changes
 * the engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT15_FLOOR = 0.96;
/**
 * The sixteenth blind set (tests/eval/heldout16, 200 questions by a sixteenth writer, 27 Nov 2026 night, who read only
 * facts.md, the issue and set 14's README): 90.0% on main at d0e771e, before the thirteenth round's engine work was merged.
 * Nobody who changes the engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT16_FLOOR = 0.91;
/**
 * The seventeenth blind set (tests/eval/heldout17, 200 questions by a new writer, 28 Nov 2026, who read only facts.md, the
 * issue and set 14's README): 90.0% on main at 95de103, before the fourteenth round's engine work. Nobody who changes
 * the engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT17_FLOOR = 0.92;

/**
 * The eighteenth blind set (tests/eval/heldout18), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README; first scored on main at 9e71550, before the fifteenth round's engine work: 90.5%. Never tuned to: nobody who changes the engine reads its questions or its failures. First score 90.5% on main at 9e71550. Floor: rounded down.
 */
const HELDOUT18_FLOOR = 0.9;

/**
 * The nineteenth blind set (tests/eval/heldout19), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README, while the fifteenth round was under way; first scored on main at f6209e2, after that round's engine work: 89.5%. Never tuned to: nobody who changes the engine reads its questions or its failures. First score 89.5% on main at f6209e2. Floor: rounded down.
 */
const HELDOUT19_FLOOR = 0.9;

/**
 * The twentieth blind set (tests/eval/heldout20), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README, asking different attributes of the same rules (who gets it, how long, how much, is it needed, is it allowed, by when, what penalty); first scored on main at 33db574, before the sixteenth round's engine work: 92.5% (and 92.5% at 3b76450, after its first two commits; 93.0% at the round's end). Never tuned to: nobody who changes the engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT20_FLOOR = 0.93;

/**
 * The twenty-first blind set (tests/eval/heldout21), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README, while the sixteenth round ran; scored once on that round's end state (ece21a9): 96.0% — and, for the record, 96.0% on main at 33db574 before the round. Never tuned to: nobody who changes the engine reads its questions or its failures. Floor: rounded down.
 */
const HELDOUT21_FLOOR = 0.96;

/**
 * The twenty-second blind set (tests/eval/heldout22), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README — the office side of a trade business, customers' texts read out, follow-ups in one message; scored on main at da746fe before the seventeenth round: 85.5%. Never tuned to. Floor: rounded down.
 */
const HELDOUT22_FLOOR = 0.85;
/**
 * The twenty-third blind set (tests/eval/heldout23), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README — questions dictated on site by voice typing (no punctuation, numbers as dictation writes them, homophones, corrections mid-message); scored on main at 8647cab before the eighteenth round: 88.5% (89.0% once the scorer read month names); 92.5% at the round's end. Never tuned to. Floor: rounded down.
 */
const HELDOUT23_FLOOR = 0.92;
/**
 * The twenty-fourth blind set (tests/eval/heldout24), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README — written properly at a desk (formal names, exact amounts, dates written out, questions about the past); written while the eighteenth round ran and scored once on its end state: 92.5% (the same on main at 8647cab, before the round). Never tuned to. Floor: rounded down.
 */
const HELDOUT24_FLOOR = 0.92;
/**
 * The twenty-fifth blind set (tests/eval/heldout25), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README — tradies whose first language is not English (dropped articles, another language's word order, "permit" for licence, "5.000 dollar"); written while the nineteenth round ran and scored on its end state: 63.5% (the same on main at 3caf110, before the round); 71.5% once amounts written "4.000 dollar" / "$ 12 500", "pension" for super and "the paper" of licensed work were read (kinds from the writers' brief's own examples, not from this set); 85.0% at the twentieth round (f762e57: kinds from probes written from the style brief and from development sets 29 and 30 of the same style, never from this set). Never tuned to. Floor: rounded down.
 */
const HELDOUT25_FLOOR = 0.85;
/**
 * The twenty-sixth blind set (tests/eval/heldout26), 200 questions written on 2026-11-28 by a new writer who read only
 * facts.md, the issue and set 14's README, in the second-language style of set 25; written while the twentieth round ran
 * (on development sets 29 and 30 of the same style, and probes written from the style brief) and scored twice without
 * being read: 74.0% on main at 0d85ff7 (before the round), 86.0% at f762e57. Never tuned to. Floor: rounded down.
 */
const HELDOUT26_FLOOR = 0.86;
/**
 * The twenty-seventh blind set (tests/eval/heldout27), 150 questions written the same evening in the same style by
 * another writer (started when the first had been silent for an hour; its ids read h26-…): 82.0% on main at 0d85ff7,
 * 92.7% at f762e57. Never read, never tuned to. Floor: rounded down.
 */
const HELDOUT27_FLOOR = 0.92;
/**
 * The twenty-eighth blind set (tests/eval/heldout28), 200 questions in a new style — the old hand who writes in the
 * trade's and the law's own words (Acts and sections, scheme and form names, old regulators' names): 86.5% on main at
 * 7f704d8 before the twenty-first round's first change, 90.5% at its end (65528a8). Never read, never tuned to. Floor:
 * rounded down.
 */
const HELDOUT28_FLOOR = 0.9;
/**
 * The twenty-ninth blind set (tests/eval/heldout29), 200 questions in a new style — typed on a phone on site with gloves or a cracked screen: typos, autocorrect's real words, split and run-together words; 89.0% on main at 3745826 before the twenty-second round's first change, 91.0% at its end. Never read, never tuned to. Floor: rounded down.
 */
const HELDOUT29_FLOOR = 0.91;
/**
 * The thirtieth blind set (tests/eval/heldout30), 200 questions in a new style — the whole story first: where the tradie grew up or got their ticket, the last job's price, what a mate charged, then the question about this job; 86.5% on main at 92e7f17 before the twenty-third round's first change, 88.5% at its end. Never read, never tuned to. Floor: rounded down.
 */
const HELDOUT30_FLOOR = 0.88;
/**
 * The thirty-first blind set (tests/eval/heldout31), 200 questions in a new style — numbers and days the way people say them (amounts in words, loosely, in parts; heights in feet; days relative to another); 85.5% on main at c2bb5b7 before the twenty-fourth round's first change, 95.0% at its end. Never read, never tuned to. Floor: rounded down.
 */
const HELDOUT31_FLOOR = 0.95;
/**
 * The thirty-second blind set (tests/eval/heldout32), 200 questions in a new style — checking what I think I know: the sender's belief about the rule (half-remembered, out of date, another state's, a mate's, or right) put to be confirmed or acted on; 70.0% on main at 2d002a3 before the twenty-fifth round's first change. Never read, never tuned to. Floor: rounded down.
 */
const HELDOUT32_FLOOR = 0.75;
/**
 * The thirty-third blind set (tests/eval/heldout33), 200 questions in a new style — what do I tell them: another person's words (a customer, builder, apprentice, strata manager, bookkeeper), pasted or retold, answered through the tradie; 82.5% on main at 1db4466 before the twenty-sixth round's first change. Never read, never tuned to. Floor: rounded down.
 */
const HELDOUT33_FLOOR = 0.85;

describe('held-out evaluation', () => {
  const cases = loadHeldOut();
  const summary = runHeldOut(cases);

  it('holds at least 150 questions of every kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const k of ['answer', 'decline', 'tool', 'ambiguous'])
      expect(
        cases.some((c) => c.kind === k),
        k,
      ).toBe(true);
  });

  it(`scores at least the floor (${Math.round(HELDOUT_FLOOR * 100)}%; target ${Math.round(HELDOUT_TARGET * 100)}%)`, () => {
    console.log(`held-out ${(summary.score * 100).toFixed(1)}% (${summary.passed}/${summary.results.length}); ${describeKinds(summary)}`);
    expect(summary.score).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
  });

  it('the scorer fails an assistant that never declines, and one that drops every figure', () => {
    const neverDecline = runHeldOut(cases.filter((c) => c.kind === 'decline').slice(0, 10), (q, ctx) => {
      const a = builtInAnswer(q, ctx);
      return { ...a, kb: { ...a.kb!, declined: false } };
    });
    expect(neverDecline.passed).toBe(0);
    const withFigures = cases.filter((c) => c.figures?.length).slice(0, 10);
    const noFigures = runHeldOut(withFigures, (q, ctx) => {
      const a = builtInAnswer(q, ctx);
      return { ...a, markdown: a.markdown.replace(/\$?\d[\d,.]*/g, '') };
    });
    expect(noFigures.passed).toBe(0);
  });

  it('reads yes/no from a first line and matches figures in any sensible format', () => {
    expect(verdictOf('**$1,000 in NSW → yes, at any value:** a licence…')).toBe('yes');
    expect(verdictOf('**$2,000 in QLD → not at this amount:** a QBCC licence…')).toBe('no');
    const c: HeldOutCase = { id: 't', q: 'x', kind: 'answer', figures: ['$5,000', '2 m', '5 business days'], topic: '', basis: '' };
    const a: Omit<ChatAnswer, 'markdown'> = { kind: 'compliance', sources: [], complete: true, kb: { entryIds: [], declined: false } };
    expect(check(c, { ...a, markdown: 'over $5,000.00; 2 metres; 5 working days' })).toEqual([]);
    expect(check(c, { ...a, markdown: 'over $50,000; 2 metres; 5 working days' })).toEqual(['missing figure']);
    const abbreviated: HeldOutCase = { ...c, figures: ['15 BD', '50 PU'] };
    expect(check(abbreviated, { ...a, markdown: 'within 15 business days; up to 50 penalty units' })).toEqual([]);
    expect(check(abbreviated, { ...a, markdown: 'within 5 business days; up to 50 penalty units' })).toEqual(['missing figure']);
  });

  const floors = new Map([
    [2, HELDOUT2_FLOOR],
    [3, HELDOUT3_FLOOR],
    [4, HELDOUT4_FLOOR],
    [5, HELDOUT5_FLOOR],
    [6, HELDOUT6_FLOOR],
    [7, HELDOUT7_FLOOR],
    [8, HELDOUT8_FLOOR],
    [9, HELDOUT9_FLOOR],
    [10, HELDOUT10_FLOOR],
    [11, HELDOUT11_FLOOR],
    [12, HELDOUT12_FLOOR],
    [13, HELDOUT13_FLOOR],
    [14, HELDOUT14_FLOOR],
    [15, HELDOUT15_FLOOR],
    [16, HELDOUT16_FLOOR],
    [17, HELDOUT17_FLOOR],
    [18, HELDOUT18_FLOOR],
    [19, HELDOUT19_FLOOR],
    [20, HELDOUT20_FLOOR],
    [21, HELDOUT21_FLOOR],
    [22, HELDOUT22_FLOOR],
    [23, HELDOUT23_FLOOR],
    [24, HELDOUT24_FLOOR],
    [25, HELDOUT25_FLOOR],
    [26, HELDOUT26_FLOOR],
    [27, HELDOUT27_FLOOR],
    [28, HELDOUT28_FLOOR],
    [29, HELDOUT29_FLOOR],
    [30, HELDOUT30_FLOOR],
    [31, HELDOUT31_FLOOR],
    [32, HELDOUT32_FLOOR],
    [33, HELDOUT33_FLOOR],
  ]);
  for (const set of HELDOUT_SETS.slice(1)) {
    const floor = floors.get(set.n) ?? 1;
    it(`held-out set ${set.n} scores at least its floor (${Math.round(floor * 100)}%; target ${Math.round(HELDOUT_TARGET * 100)}%)`, () => {
      const s = runSet(set);
      expect(s.results.length).toBeGreaterThanOrEqual(150);
      console.log(`held-out ${set.n} ${(s.score * 100).toFixed(1)}% (${s.passed}/${s.results.length}); ${describeKinds(s)}`);
      expect(s.score).toBeGreaterThanOrEqual(floor);
      // (200 answers: ~2–6 s on a quiet 2-core machine, 32 s seen at load 7 with a build beside it — the score is the
      // test, not the time)
    }, 120_000);
  }
});
