/**
 * Scores the built-in assistant on the HELD-OUT set (questions.json, written blind from facts.md and issue 17).
 * Used by tests/unit/kb/heldout.test.ts (the gate) and `npm run bench -- kb-eval`. It reports failure KINDS, not
 * questions: fix a kind in the engine, then re-run — never tune to single held-out questions.
 *
 * A question passes when:
 * - answer / tool: it is not declined; the state used is the expected one (`state`); the bold first line's yes/no is
 *   the expected `verdict` (read from the first line's text: "yes", "no", "not at this amount", "not needed",
 *   "valid"/"not valid" …); and EVERY expected figure appears in the answer.
 * - decline: it is declined, its first line holds no figure, and it names who to ask (`ask`; "A or B" passes on
 *   either; a name matches when all its words of 3+ letters appear, case-insensitive).
 * - ambiguous: it asks which place is meant or says which state it assumed (and, when `state` is given, that is the
 *   state it answered for if it answered).
 *
 * Figure matching (documented choice): both sides are normalised — case, spaces, thousands commas, "$5,000.00" =
 * "$5,000", "per cent" = "%", "metres"/"metre" = "m", "square metres"/"m2" = "m²", "degrees"/"° C" = "°c",
 * "working days" = "business days", facts.md's abbreviations "BD" / "PU" = "business days" / "penalty units" (added
 * 27 Nov evening: 15 BD and 6 PU figures of the sets' writers had failed on notation alone) — then the figure must
 * occur with no digit right before or after it, so "$5,000" never matches "$50,000" and "7 days" never matches
 * "7 business days".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInAnswer, type ChatAnswer } from '../../../src/domain/chat/answer';

export interface HeldOutCase {
  id: string;
  q: string;
  kind: 'answer' | 'decline' | 'tool' | 'ambiguous';
  /** the state whose rule applies; 'AU' marks a national rule asked with no place (no state is checked) */
  state?: string;
  verdict?: 'yes' | 'no';
  figures?: string[];
  ask?: string;
  date?: string;
  profile?: { state?: string; trade?: string };
  topic: string;
  basis: string;
}

export type FailureKind =
  | 'declined wrongly'
  | 'answered a decline'
  | 'wrong state'
  | 'no state'
  | 'wrong verdict'
  | 'no verdict in first line'
  | 'missing figure'
  | 'figure in decline line'
  | 'decline does not name who to ask'
  | 'ambiguous: neither asks nor assumes';

export interface HeldOutResult {
  c: HeldOutCase;
  pass: boolean;
  kinds: FailureKind[];
  declined: boolean;
  firstLine: string;
  answer: ChatAnswer;
}

export interface HeldOutSummary {
  results: HeldOutResult[];
  passed: number;
  score: number;
  declinePrecision: number;
  declineRecall: number;
  /** Failure kind → count (a question can fail for several). */
  kinds: Record<string, number>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The second blind set (tests/eval/heldout2), written later by another helper from the same two documents. */
const HELDOUT2_FILE = path.join(here, '..', 'heldout2', 'questions.json');
/** The third blind set (tests/eval/heldout3), written on 2026-11-26 by a third writer from the same two documents. */
const HELDOUT3_FILE = path.join(here, '..', 'heldout3', 'questions.json');
/** Set 3's "today": its undated questions are about that day, and its relative dates count from it. */
const HELDOUT3_TODAY = '2026-11-26';
/** The fourth blind set (tests/eval/heldout4), written on 2026-11-26 by a fourth writer from the same two documents. */
const HELDOUT4_FILE = path.join(here, '..', 'heldout4', 'questions.json');
const HELDOUT4_TODAY = '2026-11-26';
/**
 * The fifth blind set (tests/eval/heldout5, 293 questions), written on 2026-11-26 by a fifth writer who read only
 * facts.md, the issue and set 4's README. Scored on the engine as it stood that morning (71.7%) and once on the merge of
 * that day's engine and facts work; nobody has read its questions or tuned to its kinds.
 */
const HELDOUT5_FILE = path.join(here, '..', 'heldout5', 'questions.json');
const HELDOUT5_TODAY = '2026-11-26';
/** The sixth blind set (tests/eval/heldout6): written 26 Nov 2026 by a sixth writer; never tuned to. */
const HELDOUT6_FILE = path.join(here, '..', 'heldout6', 'questions.json');
const HELDOUT6_TODAY = '2026-11-26';
/** The seventh blind set (tests/eval/heldout7): written 26 Nov 2026 by a seventh writer; never tuned to. */
const HELDOUT7_FILE = path.join(here, '..', 'heldout7', 'questions.json');
const HELDOUT7_TODAY = '2026-11-26';
/**
 * The eighth blind set (tests/eval/heldout8, 200 questions): written 26 Nov 2026 late evening by an eighth writer who read
 * only facts.md, the issue and set 7's README; first scored on the engine at 740482d (the start of that session): 78.5%.
 * Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT8_FILE = path.join(here, '..', 'heldout8', 'questions.json');
const HELDOUT8_TODAY = '2026-11-26';
/**
 * The ninth blind set (tests/eval/heldout9, 200 questions): written 27 Nov 2026 early morning by a ninth writer who read
 * only facts.md, the issue and set 8's README; first scored on the engine at e20fef0 (the start of that session): 88.5%.
 * Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT9_FILE = path.join(here, '..', 'heldout9', 'questions.json');
const HELDOUT9_TODAY = '2026-11-27';
/**
 * The tenth blind set (tests/eval/heldout10, 200 questions): written 27 Nov 2026 at 05:20–05:30 UTC by a tenth writer who
 * read only facts.md, the issue and set 9's README; first scored on main at 505f13e (the start of that session), before
 * any engine change of it: 89.5%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT10_FILE = path.join(here, '..', 'heldout10', 'questions.json');
const HELDOUT10_TODAY = '2026-11-27';
/**
 * The eleventh blind set (tests/eval/heldout11, 200 questions): written 27 Nov 2026 at 08:50–09:00 UTC by an eleventh
 * writer who read only facts.md, the issue and set 10's README; first scored on main at e999bd0 (the start of that
 * session), before any engine change of it: 90.0%. Never tuned to: nobody who changes the engine reads its questions or
 * its failures.
 */
const HELDOUT11_FILE = path.join(here, '..', 'heldout11', 'questions.json');
const HELDOUT11_TODAY = '2026-11-27';
/**
 * The twelfth blind set (tests/eval/heldout12), 200 questions written on 2026-11-27 (afternoon) by a twelfth writer who
 * read only facts.md, the issue and set 11's README; first scored on main at 4ba46a0, before any engine change of that
 * session: 91.5%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT12_FILE = path.join(here, '..', 'heldout12', 'questions.json');
const HELDOUT12_TODAY = '2026-11-27';
/**
 * The thirteenth blind set (tests/eval/heldout13), 200 questions written on 2026-11-27 (evening) by a thirteenth writer who
 * read only facts.md, the issue and set 12's README, asked for a new user's first day (short ones, long stories, two
 * questions in one, rumours to correct, amounts in words); first scored on main at dcdb5b8, before any engine change of
 * that session: 88.5%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT13_FILE = path.join(here, '..', 'heldout13', 'questions.json');
const HELDOUT13_TODAY = '2026-11-27';
/**
 * The fourteenth blind set (tests/eval/heldout14), 200 questions written on 2026-11-27 (evening) by a fourteenth writer who
 * read only facts.md, the issue and set 13's README, asked for a tradie's first week in varied phrasings (bare subjects
 * with a place, "mate reckons…", honest "no" answers); first scored on main at 3703d99, before any engine change of that
 * session: 85.0%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT14_FILE = path.join(here, '..', 'heldout14', 'questions.json');
const HELDOUT14_TODAY = '2026-11-27';
/**
 * The fifteenth blind set (tests/eval/heldout15), 200 questions written on 2026-11-27 (night) by a fifteenth writer who read
 * only facts.md, the issue and set 14's README, in a tradie's first-week phrasings (new border pairs, towns in two states,
 * declines asking for a figure beside one facts.md holds); first scored on main at ad0b09a, before any engine change of that
 * session: 94.5%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT15_FILE = path.join(here, '..', 'heldout15', 'questions.json');
const HELDOUT15_TODAY = '2026-11-27';
/**
 * The sixteenth blind set (tests/eval/heldout16), 200 questions written on 2026-11-27 (night) by a sixteenth writer who read
 * only facts.md, the issue and set 14's README, asked for long stories, questions for someone else, amounts near a threshold
 * and places by suburb or postcode; first scored on main at d0e771e, before the thirteenth round's engine work was merged:
 * 90.0%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT16_FILE = path.join(here, '..', 'heldout16', 'questions.json');
const HELDOUT16_TODAY = '2026-11-27';
/**
 * The seventeenth blind set (tests/eval/heldout17), 200 questions written on 2026-11-28 by a new writer who read only facts.md,
 * the issue and set 14's README; first scored on main at 95de103, before the fourteenth round's engine work: 90.0%.
 * Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT17_FILE = path.join(here, '..', 'heldout17', 'questions.json');
const HELDOUT17_TODAY = '2026-11-28';
/**
 * The eighteenth blind set (tests/eval/heldout18), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README; first scored on main at 9e71550, before the fifteenth round's engine work: 90.5%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT18_FILE = path.join(here, '..', 'heldout18', 'questions.json');
const HELDOUT18_TODAY = '2026-11-28';
/**
 * The nineteenth blind set (tests/eval/heldout19), 200 questions written on 2026-11-28 by a new writer who read only facts.md, the issue and set 14's README, while the fifteenth round was under way; first scored on main at f6209e2, after that round's engine work: 89.5%. Never tuned to: nobody who changes the engine reads its questions or its failures.
 */
const HELDOUT19_FILE = path.join(here, '..', 'heldout19', 'questions.json');
const HELDOUT19_TODAY = '2026-11-28';
const HELDOUT20_FILE = path.join(here, '..', 'heldout20', 'questions.json');
const HELDOUT20_TODAY = '2026-11-28';
const HELDOUT21_FILE = path.join(here, '..', 'heldout21', 'questions.json');
const HELDOUT21_TODAY = '2026-11-28';
/** The twenty-second blind set: the office side of a trade business, written 28 Nov 2026 before the seventeenth round. */
const HELDOUT22_FILE = path.join(here, '..', 'heldout22', 'questions.json');
const HELDOUT22_TODAY = '2026-11-28';
const HELDOUT23_FILE = path.join(here, '..', 'heldout23', 'questions.json');
const HELDOUT23_TODAY = '2026-11-28';
const HELDOUT24_FILE = path.join(here, '..', 'heldout24', 'questions.json');
const HELDOUT24_TODAY = '2026-11-28';
const HELDOUT25_FILE = path.join(here, '..', 'heldout25', 'questions.json');
const HELDOUT25_TODAY = '2026-11-28';
const HELDOUT26_FILE = path.join(here, '..', 'heldout26', 'questions.json');
const HELDOUT26_TODAY = '2026-11-28';
const HELDOUT27_FILE = path.join(here, '..', 'heldout27', 'questions.json');
const HELDOUT27_TODAY = '2026-11-28';
/** The twenty-eighth (tests/eval/heldout28): 200, the old hand's style (acts, acronyms, scheme names), 29 Nov night. */
const HELDOUT28_FILE = path.join(here, '..', 'heldout28', 'questions.json');
const HELDOUT28_TODAY = '2026-11-29';
const HELDOUT29_FILE = path.join(here, '..', 'heldout29', 'questions.json');
const HELDOUT29_TODAY = '2026-11-29';
const HELDOUT30_FILE = path.join(here, '..', 'heldout30', 'questions.json');
const HELDOUT30_TODAY = '2026-11-29';
const HELDOUT31_FILE = path.join(here, '..', 'heldout31', 'questions.json');
const HELDOUT31_TODAY = '2026-11-29';
const HELDOUT32_FILE = path.join(here, '..', 'heldout32', 'questions.json');
const HELDOUT32_TODAY = '2026-11-29';
const HELDOUT33_FILE = path.join(here, '..', 'heldout33', 'questions.json');
const HELDOUT33_TODAY = '2026-11-29';
/**
 * Blind development set 5 (tests/eval/dev5), written on 2026-11-26 by a writer who never read the code, in the same
 * shape. A DEVELOPMENT set: its failures are read one by one and the engine is tuned to it, so its score is no
 * held-out figure (only its first score, before any fix, was: 70.7%).
 */
const DEV5_FILE = path.join(here, '..', 'dev5', 'questions.json');
const DEV5_TODAY = '2026-11-26';
/**
 * Blind development set 6 (tests/eval/dev6), written on 2026-11-26 by a helper who read only the issue and facts.md.
 * A development set: its failures are read one by one and fixed by kind, so after its first score it is no held-out figure.
 */
const DEV6_FILE = path.join(here, '..', 'dev6', 'questions.json');
const DEV6_TODAY = '2026-11-26';
/**
 * Blind development set 8 (tests/eval/dev8), written on 2026-11-26 by a helper who read only the issue, facts.md and set
 * 7's README. First score, on the engine at main (f893a1b) before any change made while reading it: 81.3%. After that it
 * is tuned to (by kind), so later scores are development figures.
 */
const DEV8_FILE = path.join(here, '..', 'dev8', 'questions.json');
const DEV8_TODAY = '2026-11-26';
/**
 * Blind development set 9 (tests/eval/dev9, 150 questions), written on 2026-11-27 by a helper who read only the issue,
 * facts.md and set 8's README. First score, on main (e20fef0) before any engine change of that session: 82.7%. After that it
 * is tuned to (by kind), so later scores are development figures.
 */
const DEV9_FILE = path.join(here, '..', 'dev9', 'questions.json');
const DEV9_TODAY = '2026-11-27';
/**
 * Blind development set 10 (tests/eval/dev10, 150 questions), written 27 Nov 2026 by a helper who read only the issue,
 * facts.md and set 9's README, asked to include "can I X before Y", "is X a Y", a rule's "no" half and one-state words.
 * First score, on main (505f13e) before any engine change of that session: 71.3%. Tuned to (by kind) afterwards.
 */
const DEV10_FILE = path.join(here, '..', 'dev10', 'questions.json');
const DEV10_TODAY = '2026-11-27';
/**
 * Blind development set 11 (tests/eval/dev11, 150 questions), written 27 Nov 2026 by a helper who read only the issue,
 * facts.md and set 10's README, asked to include timing questions, a rule's "no" half, figures the sources don't hold,
 * states named only by a phrase or a town in two states, "is X a Y" and "can I X before Y". First score, on main
 * (e999bd0) before any engine change of that session: 80.0%. Tuned to (by kind) afterwards.
 */
const DEV11_FILE = path.join(here, '..', 'dev11', 'questions.json');
const DEV11_TODAY = '2026-11-27';
/** The twelfth blind development set (tests/eval/dev12), written on 2026-11-27 (long stories, statements both ways, a rule's
 * "no", shop names, cut words, what a rule counts, a place by postcode only). */
const DEV12_FILE = path.join(here, '..', 'dev12', 'questions.json');
const DEV12_TODAY = '2026-11-27';
/** The thirteenth blind development set (tests/eval/dev13), written on 2026-11-27 afternoon, every section of the sheet. */
const DEV13_FILE = path.join(here, '..', 'dev13', 'questions.json');
const DEV13_TODAY = '2026-11-27';
/** The fourteenth blind development set (tests/eval/dev14), written on 2026-11-27 evening: every section of the sheet
 * evenly, in varied phrasings ("is it ok if", "above what price", "…right?"). */
const DEV14_FILE = path.join(here, '..', 'dev14', 'questions.json');
const DEV14_TODAY = '2026-11-27';
/** The fifteenth blind development set (tests/eval/dev15), written on 2026-11-27 evening: the line between an answer and a
 * decline, roundabout yes/no questions, amounts near a threshold inside long stories. */
const DEV15_FILE = path.join(here, '..', 'dev15', 'questions.json');
const DEV15_TODAY = '2026-11-27';
/** The sixteenth blind development set (tests/eval/dev16, 120 questions), written on 2026-11-27 evening: yes/no questions in
 * every form (negated, conditional, about a subbie, two-part) and questions whose answer is a figure. */
const DEV16_FILE = path.join(here, '..', 'dev16', 'questions.json');
const DEV16_TODAY = '2026-11-27';
/** Blind development set 17 (tests/eval/dev17), written on 2026-11-27 evening: roundabout yes/no, owners doing work
 * themselves, bare subjects with a place, dates against changed rules, holidays, amounts in parts or words, declines
 * naming the right body. */
const DEV17_FILE = path.join(here, '..', 'dev17', 'questions.json');
const DEV17_TODAY = '2026-11-27';
/**
 * Blind development set 18 (tests/eval/dev18), written on 2026-11-27 evening: facts.md's less-asked sections evenly
 * (penalties, response times, records and how long to keep them, who issues what), slang and misspellings, tool sums.
 */
const DEV18_FILE = path.join(here, '..', 'dev18', 'questions.json');
const DEV18_TODAY = '2026-11-27';
/**
 * Blind development set 19 (tests/eval/dev19), written on 2026-11-27 night: yes/no questions in every shape with the
 * verdict in the first line, answers that are a figure.
 */
const DEV19_FILE = path.join(here, '..', 'dev19', 'questions.json');
const DEV19_TODAY = '2026-11-27';
/**
 * Blind development set 20 (tests/eval/dev20), written on 2026-11-27 night: the line between an answer and a decline
 * in near pairs, declines naming the right body, places by suburb, postcode, border and one-state word.
 */
const DEV20_FILE = path.join(here, '..', 'dev20', 'questions.json');
const DEV20_TODAY = '2026-11-27';
/**
 * Blind development set 21 (tests/eval/dev21), written on 2026-11-28: yes/no questions in every shape, declines put as yes/no, near pairs of held and not-held facts.
 */
const DEV21_FILE = path.join(here, '..', 'dev21', 'questions.json');
const DEV21_TODAY = '2026-11-28';
/**
 * Blind development set 22 (tests/eval/dev22), written on 2026-11-28: answers that must state a figure, amounts near thresholds, dated rules, declines asked in a figure question's words.
 */
const DEV22_FILE = path.join(here, '..', 'dev22', 'questions.json');
const DEV22_TODAY = '2026-11-28';
/**
 * Blind development set 23 (tests/eval/dev23), written on 2026-11-28: the first line a tradie acts on — yes/no questions in every shape, declines asked exactly like answerable questions (also as yes/no), tool sums.
 */
const DEV23_FILE = path.join(here, '..', 'dev23', 'questions.json');
const DEV23_TODAY = '2026-11-28';
/**
 * Blind development set 24 (tests/eval/dev24), written on 2026-11-28: a first week across facts.md — figures to state, places by nickname or postcode, slang, sums, wrong-figure claims to correct.
 */
const DEV24_FILE = path.join(here, '..', 'dev24', 'questions.json');
const DEV24_TODAY = '2026-11-28';
const DEV25_FILE = path.join(here, '..', 'dev25', 'questions.json');
const DEV25_TODAY = '2026-11-28';
const DEV26_FILE = path.join(here, '..', 'dev26', 'questions.json');
const DEV26_TODAY = '2026-11-28';
const DEV27_FILE = path.join(here, '..', 'dev27', 'questions.json');
const DEV27_TODAY = '2026-11-28';
const DEV28_FILE = path.join(here, '..', 'dev28', 'questions.json');
const DEV28_TODAY = '2026-11-28';
const DEV29_FILE = path.join(here, '..', 'dev29', 'questions.json');
const DEV29_TODAY = '2026-11-28';
const DEV30_FILE = path.join(here, '..', 'dev30', 'questions.json');
const DEV30_TODAY = '2026-11-28';
const DEV31_FILE = path.join(here, '..', 'dev31', 'questions.json');
const DEV31_TODAY = '2026-11-29';
const DEV32_FILE = path.join(here, '..', 'dev32', 'questions.json');
const DEV32_TODAY = '2026-11-29';
const DEV33_FILE = path.join(here, '..', 'dev33', 'questions.json');
const DEV33_TODAY = '2026-11-29';
const DEV34_FILE = path.join(here, '..', 'dev34', 'questions.json');
const DEV34_TODAY = '2026-11-29';
const DEV35_FILE = path.join(here, '..', 'dev35', 'questions.json');
const DEV35_TODAY = '2026-11-29';
const DEV36_FILE = path.join(here, '..', 'dev36', 'questions.json');
const DEV36_TODAY = '2026-11-29';
const DEV37_FILE = path.join(here, '..', 'dev37', 'questions.json');
const DEV37_TODAY = '2026-11-29';
const DEV38_FILE = path.join(here, '..', 'dev38', 'questions.json');
const DEV38_TODAY = '2026-11-29';
const DEV39_FILE = path.join(here, '..', 'dev39', 'questions.json');
const DEV39_TODAY = '2026-11-29';
const DEV40_FILE = path.join(here, '..', 'dev40', 'questions.json');
const DEV40_TODAY = '2026-11-29';
const DEV41_FILE = path.join(here, '..', 'dev41', 'questions.json');
const DEV41_TODAY = '2026-11-29';
const DEV42_FILE = path.join(here, '..', 'dev42', 'questions.json');
const DEV42_TODAY = '2026-11-29';

export function loadHeldOut(file = path.join(here, 'questions.json')): HeldOutCase[] {
  return JSON.parse(readFileSync(file, 'utf8')) as HeldOutCase[];
}

/** The day the set was written: questions without a `date` are about it, and relative dates count from it. */
export const HELDOUT_TODAY = '2026-11-25';

/** One blind set as scored: its number, file, scoring day ("today" for its undated questions) and what the bench prints
 * beside its score (who wrote it, its first score). */
export interface BlindSet {
  n: number;
  file: string;
  today: string;
  about: string;
}

/** Every held-out set, set 1 first: never tuned to; whoever changes the engine sees only their totals. */
export const HELDOUT_SETS: readonly BlindSet[] = [
  { n: 1, file: path.join(here, 'questions.json'), today: HELDOUT_TODAY, about: '' },
  { n: 2, file: HELDOUT2_FILE, today: HELDOUT_TODAY, about: 'second writer' },
  { n: 3, file: HELDOUT3_FILE, today: HELDOUT3_TODAY, about: 'third writer' },
  { n: 4, file: HELDOUT4_FILE, today: HELDOUT4_TODAY, about: 'fourth writer' },
  { n: 5, file: HELDOUT5_FILE, today: HELDOUT5_TODAY, about: 'fifth writer; never tuned to' },
  { n: 6, file: HELDOUT6_FILE, today: HELDOUT6_TODAY, about: 'sixth writer; never tuned to; 77.7% before any fix' },
  { n: 7, file: HELDOUT7_FILE, today: HELDOUT7_TODAY, about: 'seventh writer; never tuned to; 81.2% before any fix' },
  { n: 8, file: HELDOUT8_FILE, today: HELDOUT8_TODAY, about: 'eighth writer; never tuned to; 78.5% before any fix' },
  { n: 9, file: HELDOUT9_FILE, today: HELDOUT9_TODAY, about: 'ninth writer; never tuned to; 88.5% before any fix' },
  { n: 10, file: HELDOUT10_FILE, today: HELDOUT10_TODAY, about: 'tenth writer; never tuned to; 89.5% before any fix' },
  { n: 11, file: HELDOUT11_FILE, today: HELDOUT11_TODAY, about: 'eleventh writer; never tuned to; 90.0% before any fix' },
  { n: 12, file: HELDOUT12_FILE, today: HELDOUT12_TODAY, about: 'twelfth writer; never tuned to; 91.5% before any fix' },
  { n: 13, file: HELDOUT13_FILE, today: HELDOUT13_TODAY, about: 'thirteenth writer; never tuned to; 88.5% before any fix' },
  { n: 14, file: HELDOUT14_FILE, today: HELDOUT14_TODAY, about: 'fourteenth writer; never tuned to; 85.0% before any fix' },
  { n: 15, file: HELDOUT15_FILE, today: HELDOUT15_TODAY, about: 'fifteenth writer; never tuned to; 94.5% before any fix' },
  { n: 16, file: HELDOUT16_FILE, today: HELDOUT16_TODAY, about: 'sixteenth writer; never tuned to; 90.0% before any fix' },
  { n: 17, file: HELDOUT17_FILE, today: HELDOUT17_TODAY, about: 'seventeenth writer; never tuned to; 90.0% before any fix' },
  { n: 18, file: HELDOUT18_FILE, today: HELDOUT18_TODAY, about: 'eighteenth writer; never tuned to; 90.5% before any fix' },
  {
    n: 19,
    file: HELDOUT19_FILE,
    today: HELDOUT19_TODAY,
    about: 'nineteenth writer; never tuned to; 89.5% on main after the fifteenth round',
  },
  {
    n: 20,
    file: HELDOUT20_FILE,
    today: HELDOUT20_TODAY,
    about: 'twentieth writer; never tuned to; 92.5% on main at 33db574, before the sixteenth round',
  },
  {
    n: 21,
    file: HELDOUT21_FILE,
    today: HELDOUT21_TODAY,
    about: 'twenty-first writer; never tuned to; 96.0% on main at 33db574 and at ece21a9 (the sixteenth round’s end)',
  },
  {
    n: 22,
    file: HELDOUT22_FILE,
    today: HELDOUT22_TODAY,
    about: 'twenty-second writer; never tuned to; 85.5% on main at da746fe, before the seventeenth round',
  },
  {
    n: 23,
    file: HELDOUT23_FILE,
    today: HELDOUT23_TODAY,
    about:
      'twenty-third writer (dictated on site); never tuned to; 88.5% (89.0% with month names read) on main at 8647cab, before the eighteenth round',
  },
  {
    n: 24,
    file: HELDOUT24_FILE,
    today: HELDOUT24_TODAY,
    about: 'twenty-fourth writer (written at a desk, formal); never tuned to; 92.5% on main at 8647cab and at the eighteenth round’s end',
  },
  {
    n: 25,
    file: HELDOUT25_FILE,
    today: HELDOUT25_TODAY,
    about:
      'twenty-fifth writer (tradies whose first language is not English); never tuned to; 63.5% on main at 3caf110 and at the nineteenth round’s end (891745b); 71.5% after the brief’s own kinds (number formats, “pension”, “the paper”)',
  },
  {
    n: 26,
    file: HELDOUT26_FILE,
    today: HELDOUT26_TODAY,
    about:
      'twenty-sixth writer (second-language style again); written while the twentieth round ran; never read; 74.0% on main at 0d85ff7 (before the round), 86.0% at f762e57',
  },
  {
    n: 27,
    file: HELDOUT27_FILE,
    today: HELDOUT27_TODAY,
    about:
      'twenty-seventh writer (second-language style; its ids say h26-: a second writer started when the first was silent); never read; 82.0% on main at 0d85ff7, 92.7% at f762e57',
  },
  { n: 28, file: HELDOUT28_FILE, today: HELDOUT28_TODAY, about: 'the old hand: first score 86.5% on main at 7f704d8' },
  {
    n: 29,
    file: HELDOUT29_FILE,
    today: HELDOUT29_TODAY,
    about: 'thumbs on a cracked screen (typos and autocorrect): first score 89.0% on main at 3745826',
  },
  {
    n: 30,
    file: HELDOUT30_FILE,
    today: HELDOUT30_TODAY,
    about:
      'the whole story first (places, amounts and claims of the story beside this job): first score 86.5% on main at 92e7f17, 88.5% at 42c91b8',
  },
  {
    n: 31,
    file: HELDOUT31_FILE,
    today: HELDOUT31_TODAY,
    about:
      'numbers and days the way people say them (amounts in words, loosely, in parts; feet; days relative to another): first score 85.5% on main at c2bb5b7, 95.0% at the round’s end',
  },
  {
    n: 32,
    file: HELDOUT32_FILE,
    today: HELDOUT32_TODAY,
    about:
      'checking what I think I know (beliefs half-remembered, out of date, another state’s, a mate’s — confirmed or corrected): first score 70.0% on main at 2d002a3',
  },
  {
    n: 33,
    file: HELDOUT33_FILE,
    today: HELDOUT33_TODAY,
    about:
      "what do I tell them (a customer's, builder's, apprentice's or bookkeeper's words, pasted or retold, answered through the tradie): first score 82.5% on main at 1db4466",
  },
];

/** Every blind development set: tuned to by kind (their failures are read one by one). */
export const DEV_SETS: readonly BlindSet[] = [
  { n: 5, file: DEV5_FILE, today: DEV5_TODAY, about: 'first score, before any fix: 70.7%' },
  { n: 6, file: DEV6_FILE, today: DEV6_TODAY, about: 'first score, before any fix: 84.0%' },
  { n: 8, file: DEV8_FILE, today: DEV8_TODAY, about: 'first score, on main before any fix: 81.3%' },
  { n: 9, file: DEV9_FILE, today: DEV9_TODAY, about: 'first score, on main before any fix: 82.7%' },
  { n: 10, file: DEV10_FILE, today: DEV10_TODAY, about: 'first score, on main before any fix: 71.3%' },
  { n: 11, file: DEV11_FILE, today: DEV11_TODAY, about: 'first score, on main before any fix: 80.0%' },
  { n: 12, file: DEV12_FILE, today: DEV12_TODAY, about: 'first score, on main before any fix: 87.3%' },
  { n: 13, file: DEV13_FILE, today: DEV13_TODAY, about: 'first score, on main (after the ninth round) before any fix: 94.7%' },
  { n: 14, file: DEV14_FILE, today: DEV14_TODAY, about: 'first score, on main (after the tenth round) before any fix: 90.0%' },
  { n: 15, file: DEV15_FILE, today: DEV15_TODAY, about: 'first score, on main (after the tenth round) before any fix: 84.7%' },
  {
    n: 16,
    file: DEV16_FILE,
    today: DEV16_TODAY,
    about: 'first score, on main (after the first part of the eleventh round) before any fix: 94.2%',
  },
  { n: 17, file: DEV17_FILE, today: DEV17_TODAY, about: 'first score, on main (before the twelfth round) before any fix: 82.7%' },
  { n: 18, file: DEV18_FILE, today: DEV18_TODAY, about: 'first score, on main (before the twelfth round) before any fix: 89.2%' },
  { n: 19, file: DEV19_FILE, today: DEV19_TODAY, about: 'first score, on main (before the thirteenth round) before any fix: 89.3%' },
  { n: 20, file: DEV20_FILE, today: DEV20_TODAY, about: 'first score, on main (before the thirteenth round) before any fix: 94.0%' },
  { n: 21, file: DEV21_FILE, today: DEV21_TODAY, about: 'first score, on main (before the fourteenth round) before any fix: 82.7%' },
  { n: 22, file: DEV22_FILE, today: DEV22_TODAY, about: 'first score, on main (before the fourteenth round) before any fix: 96.0%' },
  { n: 23, file: DEV23_FILE, today: DEV23_TODAY, about: 'first score, on main (9e71550) before any fix: 78.7%' },
  { n: 24, file: DEV24_FILE, today: DEV24_TODAY, about: 'first score, on main (9e71550) before any fix: 91.3%' },
  { n: 25, file: DEV25_FILE, today: DEV25_TODAY, about: 'first score, on main (33db574) before any fix: 97.3%' },
  { n: 26, file: DEV26_FILE, today: DEV26_TODAY, about: 'first score, on main (da746fe) before any fix: 86.0%' },
  { n: 27, file: DEV27_FILE, today: DEV27_TODAY, about: 'first score, on main (da746fe) before any fix: 84.0%; 86.7% at 178ee35' },
  {
    n: 28,
    file: DEV28_FILE,
    today: DEV28_TODAY,
    about: 'first score, on main (8647cab) before any fix: 82.7% (83.3% with month names read)',
  },
  {
    n: 29,
    file: DEV29_FILE,
    today: DEV29_TODAY,
    about:
      'first score, on main (0d85ff7) before the round: 71.5%; 78.0% at 5480669 and 83.0% after kinds read in dev 30 (before it was read)',
  },
  {
    n: 30,
    file: DEV30_FILE,
    today: DEV30_TODAY,
    about: 'first score, on main (0d85ff7) before the round: 74.7%; 78.7% at 1837c9b (kinds from probes, before it was read)',
  },
  { n: 31, file: DEV31_FILE, today: DEV31_TODAY, about: 'first score, on main (c49697e) before the twenty-first round: 86.7%' },
  { n: 32, file: DEV32_FILE, today: DEV32_TODAY, about: 'first score, on main (c49697e) before the twenty-first round: 89.3%' },
  { n: 33, file: DEV33_FILE, today: DEV33_TODAY, about: 'first score, on main (3745826) before the twenty-second round: 90.0%' },
  { n: 34, file: DEV34_FILE, today: DEV34_TODAY, about: 'first score, on main (3745826) before the twenty-second round: 97.3%' },
  { n: 35, file: DEV35_FILE, today: DEV35_TODAY, about: 'first score, on main (92e7f17) before the twenty-third round: 80.0%' },
  { n: 36, file: DEV36_FILE, today: DEV36_TODAY, about: 'first score, on main (92e7f17) before the twenty-third round: 80.7%' },
  { n: 37, file: DEV37_FILE, today: DEV37_TODAY, about: 'first score, on main (c2bb5b7) before the twenty-fourth round: 87.3%' },
  { n: 38, file: DEV38_FILE, today: DEV38_TODAY, about: 'first score, on main (c2bb5b7) before the twenty-fourth round: 81.3%' },
  { n: 39, file: DEV39_FILE, today: DEV39_TODAY, about: 'first score, on main (2d002a3) before the twenty-fifth round: 72.7%' },
  { n: 40, file: DEV40_FILE, today: DEV40_TODAY, about: 'first score, on main (2d002a3) before the twenty-fifth round: 72.0%' },
  { n: 41, file: DEV41_FILE, today: DEV41_TODAY, about: 'first score, on main (1db4466) before the twenty-sixth round: 84.0%' },
  { n: 42, file: DEV42_FILE, today: DEV42_TODAY, about: 'first score, on main (1db4466) before the twenty-sixth round: 83.3%' },
];

/** A set's questions scored by the built-in assistant on its own day. */
export function runSet(set: BlindSet): HeldOutSummary {
  return runHeldOut(loadHeldOut(set.file), undefined, set.today);
}

export function normaliseFigures(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/\*\*|__|`/g, '')
      // "26 December 2026" and "26 Dec 2026" are one date: month names to their three letters (the answers' en-AU form).
      .replace(/\b(jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)\b/g, '$1')
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .replace(/(\$\d+)\.00\b/g, '$1')
      .replace(/\s*per\s?cent\b/g, '%')
      .replace(/(\d)\s+%/g, '$1%')
      .replace(/(\d)\s*(?:square metres?|sq\.? ?m|m2)\b/g, '$1 m²')
      .replace(/(\d)\s*m²/g, '$1 m²')
      .replace(/(\d)\s*(?:°\s*c\b|degrees(?: c(?:elsius)?)?\b|℃)/g, '$1°c')
      .replace(/(\d)\s*(?:metres?|meters?)\b/g, '$1 m')
      .replace(/(\d)m\b/g, '$1 m')
      .replace(/(\d)\s*mm\b/g, '$1 mm')
      .replace(/(\d)\s*kw\b/g, '$1 kw')
      .replace(/\bworking days?\b/g, (m) => (m.endsWith('s') ? 'business days' : 'business day'))
      // facts.md's own abbreviations (its key: "BD = business days; … PU = penalty units"), as the writers copied them
      .replace(/(\d)\s*bd\b/g, '$1 business days')
      .replace(/(\d)\s*pu\b/g, '$1 penalty units')
      .replace(/\s+/g, ' ')
  );
}

function hasFigure(answer: string, figure: string): boolean {
  const f = normaliseFigures(figure).trim();
  const escaped = f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d])`).test(answer);
}

const FIGURE_IN_LINE =
  /\$\s?\d|\b\d+(?:\.\d+)?\s?%|\b\d+(?:\s+|-)(?:clear\s+|calendar\s+)?(?:business\s+|working\s+)?(?:days?|weeks?|months?|years?|hours?)\b|\b\d+(?:\.\d+)?\s?(?:m|mm|metres?)\b/i;

/** The bold first line (the verdict a tradie acts on). */
export function firstLineOf(markdown: string): string {
  return (
    markdown
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !/^_/.test(l)) ?? ''
  );
}

/** The yes/no a first line states, or null when it states none. */
export function verdictOf(line: string): 'yes' | 'no' | null {
  const l = line.toLowerCase().replace(/\*\*/g, '');
  const head = l.split(/:\s/)[0] ?? l;
  const NO =
    /\bno\b|not at this amount|not needed|isn'?t needed|not required|\bnot valid\b|\binvalid\b|doesn'?t|don'?t need|not a valid|fails the check/;
  const YES = /\byes\b|\bis valid\b|passes the check|\bvalid\b/;
  for (const part of [head, l]) {
    const no = NO.test(part);
    const yes = YES.test(part);
    if (no && !yes) return 'no';
    if (yes && !no) return 'yes';
    if (yes && no) return part.search(NO) < part.search(YES) ? 'no' : 'yes';
  }
  return null;
}

function namesWhoToAsk(md: string, ask: string): boolean {
  const text = md.toLowerCase();
  return ask
    .split(/\s+or\s+|\s*\/\s*|;\s*/i)
    .map((alt) => alt.replace(/\([^)]*\)/g, ' ').toLowerCase())
    .some((alt) => {
      const words = alt.match(/[a-z0-9]{3,}/g)?.filter((w) => !['the', 'and', 'your', 'local'].includes(w)) ?? [];
      return words.length > 0 && words.every((w) => text.includes(w));
    });
}

export function check(c: HeldOutCase, a: ChatAnswer): FailureKind[] {
  const md = a.markdown;
  const declined = a.kb?.declined ?? false;
  const first = firstLineOf(md);
  const out: FailureKind[] = [];
  switch (c.kind) {
    case 'answer':
    case 'tool': {
      if (declined) return ['declined wrongly'];
      if (c.state && c.state !== 'AU') {
        if (!a.kb?.state) out.push('no state');
        else if (a.kb.state !== c.state) out.push('wrong state');
      }
      if (c.verdict) {
        const v = verdictOf(first);
        if (v === null) out.push('no verdict in first line');
        else if (v !== c.verdict) out.push('wrong verdict');
      }
      const norm = normaliseFigures(md);
      if ((c.figures ?? []).some((f) => !hasFigure(norm, f))) out.push('missing figure');
      return out;
    }
    case 'decline': {
      if (!declined) return ['answered a decline'];
      if (FIGURE_IN_LINE.test(first)) out.push('figure in decline line');
      if (c.ask && !namesWhoToAsk(md, c.ask)) out.push('decline does not name who to ask');
      return out;
    }
    case 'ambiguous': {
      if (!/which one|which state|which (?:town|place|suburb)|is the job in\?|I took|assum/i.test(md))
        out.push('ambiguous: neither asks nor assumes');
      if (c.state && a.kb?.state && a.kb.state !== c.state && !/which one|which state/i.test(md)) out.push('wrong state');
      return out;
    }
  }
}

export type Assistant = typeof builtInAnswer;

export function runHeldOut(
  cases: readonly HeldOutCase[] = loadHeldOut(),
  assistant: Assistant = builtInAnswer,
  today = HELDOUT_TODAY,
): HeldOutSummary {
  const now = Date.parse(`${today}T02:00:00Z`);
  const results: HeldOutResult[] = cases.map((c) => {
    const answer = assistant(c.q, {
      now,
      timeZone: 'Australia/Sydney',
      ...(c.profile?.state ? { state: c.profile.state } : {}),
      ...(c.profile?.trade ? { trade: c.profile.trade } : {}),
    });
    const kinds = check(c, answer);
    return { c, pass: kinds.length === 0, kinds, declined: answer.kb?.declined ?? false, firstLine: firstLineOf(answer.markdown), answer };
  });
  const passed = results.filter((r) => r.pass).length;
  const declined = results.filter((r) => r.declined);
  const shouldDecline = results.filter((r) => r.c.kind === 'decline');
  const kinds: Record<string, number> = {};
  for (const r of results) for (const k of r.kinds) kinds[k] = (kinds[k] ?? 0) + 1;
  return {
    results,
    passed,
    score: results.length ? passed / results.length : 0,
    declinePrecision: declined.length ? declined.filter((r) => r.c.kind === 'decline').length / declined.length : 1,
    declineRecall: shouldDecline.length ? shouldDecline.filter((r) => r.declined).length / shouldDecline.length : 1,
    kinds,
  };
}

/** "wrong verdict ×12, missing figure ×9 …" — by kind, most first; the only failure view used to change the engine. */
export function describeKinds(s: HeldOutSummary): string {
  return Object.entries(s.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
}
