/**
 * The step a day count is the deadline of. A fact's day figures are each labelled with the step they time ("payment
 * schedule due", "maximum time to pay a head contractor"); a question asking "how many days" names a step too ("to pay
 * a progress claim", "to send a payment schedule"). A fact whose day counts time only another step does not answer it:
 * the VIC fact giving the payment schedule's 10 business days is no answer to how long a head contractor has to pay.
 *
 * The steps are read from the labels of the day figures of every fact of a topic, not listed by hand: a word (or a
 * two-word name, "payment schedule") leading the labels of three or more facts of the topic names a step there, when
 * the topic has two or more such steps to tell apart.
 */
import { KB_ENTRIES } from './entries/index';
import { tokenize } from './text';
import type { Figure, KbEntry } from './types';

/** Label words that say what kind of limit it is, not which step it times. */
const LIMIT_WORDS =
  /^(?:time|due|maximum|max|minimum|min|cap|default|longest|shortest|within|allowed|deadline|some|when|given|after|before|for|period|limit|days?|business|working)$/;

const hasDays = (f: Figure) => f.days !== undefined || f.businessDays !== undefined || f.hours !== undefined;

/**
 * A word's step form: "paying", "paid" and "pay" are one step word; plural and -ed/-ing endings dropped. In a fact,
 * "payment" is paying too ("payment is due within 15 business days"); in a question it names a paper as often as not
 * ("reply to a payment claim"), so there it is left as written.
 */
function stepForm(t: string, inFact = true): string {
  if (/^(?:pay|paid|paying|pays)$/.test(t) || (inFact && /^(?:payments?|payable)$/.test(t))) return 'pay';
  if (t.length > 5 && /(?:ing|ed)$/.test(t)) return t.replace(/(?:ing|ed)$/, '');
  if (t.length > 4 && /[^s]s$/.test(t)) return t.slice(0, -1);
  return t;
}

/** Plain words of a text in step form, with the topic's two-word names fused ("payment schedule" → one word). */
function stepWords(text: string, names: ReadonlySet<string>, inFact = true): string[] {
  const plain = tokenize(text).filter((t) => !t.startsWith('#'));
  const words = plain.map((t) => stepForm(t, inFact));
  // A two-word name is one however its first word reads ("payment schedule" in a question too).
  const named = plain.map((t) => stepForm(t));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${named[i]} ${named[i + 1] ?? ''}`;
    if (i + 1 < words.length && names.has(pair)) {
      out.push(pair);
      i++;
    } else out.push(words[i]!);
  }
  return out;
}

interface TopicSteps {
  /** Two-word step names ("pay schedule" for "payment schedule"). */
  names: Set<string>;
  /** Words and names that name a step in this topic. */
  steps: Set<string>;
}

const cache = new Map<string, TopicSteps>();

function topicSteps(topic: KbEntry['topic']): TopicSteps {
  const hit = cache.get(topic);
  if (hit) return hit;
  // What is due, not when the count starts: "deadline after finishing" names no step, "payment schedule due" does.
  const labels = KB_ENTRIES.filter((e) => e.topic === topic && !e.superseded).map((e) =>
    (e.figures ?? []).filter((f) => hasDays(f) && f.label).map((f) => f.label.split(/\b(?:after|from|since|following|of)\b/)[0]!),
  );
  const inFacts = (count: Map<string, number>, perFact: string[][]) => {
    for (const words of perFact) for (const w of new Set(words)) count.set(w, (count.get(w) ?? 0) + 1);
  };
  const plain = (l: string) =>
    tokenize(l)
      .filter((t) => !t.startsWith('#'))
      .map((t) => stepForm(t))
      .filter((t) => !LIMIT_WORDS.test(t));
  const pairs = new Map<string, number>();
  inFacts(
    pairs,
    labels.map((ls) =>
      ls.flatMap((l) => {
        const w = plain(l);
        return w.slice(0, -1).map((x, i) => `${x} ${w[i + 1]}`);
      }),
    ),
  );
  const names = new Set([...pairs].filter(([, n]) => n >= 3).map(([p]) => p));
  const singles = new Map<string, number>();
  inFacts(
    singles,
    // A label's first word (or name) is what is due; the rest says to whom ("to pay a subcontractor").
    labels.map((ls) =>
      ls.flatMap((l) =>
        stepWords(l, names)
          .filter((t) => !LIMIT_WORDS.test(t))
          .slice(0, 1),
      ),
    ),
  );
  // One step in the topic is the topic itself ("cooling off"): there is nothing to tell apart.
  const recurring = [...singles].filter(([, n]) => n >= 3).map(([w]) => w);
  const steps = new Set(recurring.length >= 2 ? recurring : []);
  const out = { names, steps };
  cache.set(topic, out);
  return out;
}

/** The steps a question names for a topic ("pay", "payment schedule"). */
export function stepsAsked(q: string, topic: KbEntry['topic']): string[] {
  const { names, steps } = topicSteps(topic);
  return [...new Set(stepWords(q, names, false).filter((w) => steps.has(w)))];
}

/** The question put after a statement: "…, but how long …", "… - what's …", "…. When …". */
const LAST_ASK = /(?:,?\s+but|\s[-–—]\s|[.;:]\s)\s*((?:how|what|whats|what's|when|which|by when)\b[^.;]*)$/i;

/** A law's name: capitalised words (with "of", "and", "for" and a bracketed part) ending in "Act" and its year. */
const ACT_NAME = /(?:\b[A-Z][A-Za-z]*\s+(?:(?:of|and|for)\s+)?|\([A-Z][^)]*\)\s+)+Act\b(?:\s+\d{4})?/g;

/** A day count in the clause: "10 business days", "24 hours", "5 days". */
const DAY_COUNT = /\b\d+\s+(?:business |working |calendar |clear )?(?:days?|hours?)\b/i;

/**
 * Whether a sentence clause of the fact times a step the question names. True when the question names no step of
 * the fact's topic (nothing to tell apart) or the fact holds no day count in its text.
 */
export function timesAskedStep(entry: KbEntry, text: string, q: string): boolean {
  // A law's name is no step ("Security of Payment Act": its "payment" times nothing), nor its name as the question
  // says it ("vic security of payment, …").
  const acts = text.match(ACT_NAME) ?? [];
  const ofPhrases = acts.flatMap((a) => a.match(/\b[A-Za-z]+ (?:of|for) [A-Za-z]+\b/g) ?? []);
  for (const p of ofPhrases) q = q.replace(new RegExp(`\\b${p}s?\\b`, 'gi'), ' ');
  text = text.replace(ACT_NAME, ' ');
  // "Head contractor has 15 business days to pay, but how long have they got to send the payment schedule?": the step
  // told as context is not the one asked — the question after it names the step, when it names one.
  const tail = LAST_ASK.exec(q)?.[1];
  const askedLast = tail ? stepsAsked(tail, entry.topic) : [];
  const asked = askedLast.length > 0 ? askedLast : stepsAsked(q, entry.topic);
  if (asked.length === 0) return true;
  const { names } = topicSteps(entry.topic);
  const clauses = text.split(/[;.]\s+/).filter((c) => DAY_COUNT.test(c));
  if (clauses.length === 0) return true;
  return clauses.some((c) => {
    const words = new Set(stepWords(c, names));
    return asked.some((w) => words.has(w));
  });
}
