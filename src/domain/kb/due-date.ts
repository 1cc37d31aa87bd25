import { addDaysIso, formatDateShortAU, type IsoDate } from '../dates';
import { addWeekdays, weekdayOf } from '../weekdays';
import { daySaid } from './day-said';
import { holidaysCounted, holidaySkip } from './holidays';
import type { Figure, KbEntry, State } from './types';

/**
 * "Invoiced the notifiable work on 20 Nov, what date is the Form 4 due by?": the deadline the facts give (10 business
 * days after invoicing) counted from the day the question names, so the tradie gets the date and not only the rule —
 * business days without weekends, the state's public holidays and, where the rule's Act says so, 27–31 December.
 * Only when the question asks when, names the day the count starts, and one deadline of the leading fact fits the words.
 */

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Asked for the day itself: "when", "what date", "by when", "last day", "due". */
const WHEN_ASKED =
  /\b(?:when|what date|which date|what day|which day|by when|last day|final day|deadline|due|cut ?off|how long (?:have|do|has|did|does) (?:i|we|he|she|they|u|you|the \w+) (?:got|get|have))\b/i;
/** A count of business days, days or months after the event (not a notice before it, a lead time or a term of cover). */
const DEADLINE_LABEL = /\b(?:deadline|due|within|after|to pay|time to|payment|cooling-off period|schedule)\b/i;
const NOT_A_DEADLINE = /\b(?:before|lead time|notice|cover period|transition|window|target|longest|cap for|old)\b/i;
/**
 * What a deadline counts from, by its label, and the words that say the question names that event: a CoC due "after
 * finishing" is not counted from the day a job starts, nor a commencement notice from the day it was finished.
 */
const COUNTED_FROM: ReadonlyArray<readonly [label: RegExp, said: RegExp]> = [
  [/\bstart/i, /\bstart\w*|\bcommenc\w*|\bkick\w* off\b|\bbroke ground\b/i],
  [/\binvoic/i, /\binvoic\w*|\bbill(?:ed)?\b/i],
  [/\bcooling-off\b/i, /\bsign\w*|\bcopy\b|\bcontract\b/i],
  [/\bpayment schedule\b|\bto pay\b/i, /\bclaim\w*|\binvoic\w*/i],
  [/\bpayday\b/i, /\bpaid\b|\bpay ?day\b|\bwages\b|\bpay run\b/i],
  [/\brequest\b/i, /\bask\w*|\brequest\w*|\bwant\w*\b/i],
  [
    /\bfinish|\bthe work\b|\btest\b|\benergis|\bcomplet|\binstallation\b/i,
    /\bfinish\w*|\bcomplet\w*|\bdone\b|\bdid\b|\btest\w*|\binstall\w*|\bput in\b|\bconnect\w*|\b(?:re)?wir\w*|\benergi[sz]\w*|\bliven\w*|\bfitted\b|\bswapp\w*|\breplac\w*|\bwrapped up\b|\bknocked off\b/i,
  ],
];

/** Whether the question names the event the deadline counts from (a label of no known kind: yes). */
function countsFromSaid(label: string, q: string): boolean {
  const kind = COUNTED_FROM.find(([l]) => l.test(label));
  return !kind || kind[1].test(q);
}

/** Words of a deadline's label too common to tell two deadlines apart. */
const COMMON = new Set(['deadline', 'after', 'within', 'time', 'the', 'to', 'a', 'of', 'for', 'due', 'when', 'is', 'be']);

function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !COMMON.has(w)).map((w) => w.replace(/s$/, '')));
}

/**
 * The leading fact's deadline that fits the question's words: the only one, or the one sharing most words with what is
 * asked ("what date is his payment schedule due": the words from the asking on), then with the whole question.
 */
function deadlineOf(entry: KbEntry, q: string, askedFrom: number): Figure | null {
  const deadlines = (entry.figures ?? []).filter(
    (f) => (f.businessDays ?? f.days ?? f.months) !== undefined && DEADLINE_LABEL.test(f.label) && !NOT_A_DEADLINE.test(f.label),
  );
  if (deadlines.length <= 1) return deadlines[0] ?? null;
  const asked = wordsOf(q.slice(askedFrom));
  const whole = wordsOf(q);
  const shared = (f: Figure, words: Set<string>) => [...wordsOf(f.label)].filter((w) => words.has(w)).length;
  const scored = deadlines.map((f) => ({ f, n: shared(f, asked) * 100 + shared(f, whole) }));
  scored.sort((a, b) => b.n - a.n);
  return scored[0]!.n > 0 && scored[0]!.n > scored[1]!.n ? scored[0]!.f : null;
}

function addMonthsIso(iso: IsoDate, months: number): IsoDate {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export const dayName = (iso: IsoDate) => `${DAY[weekdayOf(iso)]} ${formatDateShortAU(iso)}`;

/**
 * The line with the date: "**Last day: Fri 4 Dec 2026** — deadline after invoicing: 10 business days from Fri 20 Nov
 * 2026 (“on 20 nov”), counting out weekends and QLD public holidays; none fell in between." Null when the question
 * does not ask when, names no day, or no single deadline of the leading fact fits.
 */
export function dueDateLine(q: string, today: IsoDate, state: State | undefined, facts: readonly KbEntry[]): string | null {
  const when = WHEN_ASKED.exec(q);
  if (!when) return null;
  const d = countedDeadline(q, today, state, facts, when.index);
  if (!d) return null;
  const passed = d.due < today ? ` — that day has passed (today is ${dayName(today)})` : '';
  return `**Last day: ${dayName(d.due)}**${passed} — ${d.figure.label}: ${d.count} from ${dayName(d.from)} (“${d.said}”)${d.counted}.`;
}

/** A deadline counted from the day the question names: its last day, how it was counted and the fact's figure. */
export interface CountedDeadline {
  due: IsoDate;
  from: IsoDate;
  said: string;
  count: string;
  counted: string;
  figure: Figure;
  entry: KbEntry;
}

/** Asked whether a deadline counted from a day said is still open: "still in time?", "am I late?", "too late?". */
const IN_TIME_ASKED =
  /\b(?:(?:still\s+)?in time|too late|(?:am i|are we|is it|is he|is she)\s+(?:still\s+)?(?:ok|okay|late|fine|sweet|covered|right|good|alright)|still\s+(?:ok|okay|good|fine|alright)|(?:have|has)\s+(?:i|we|he|she|they)\s+missed|missed\s+(?:it|the (?:deadline|cut ?off|window))|overdue|past the (?:deadline|cut ?off)|still\s+(?:lodge|submit|do|give|send|get|issue|file)|late\s*\?)/i;
const LATE_ASKED =
  /\btoo late\b|\bmissed\b|\boverdue\b|\bpast the\b|\blate\s*\?|\b(?:am i|are we|is it|is he|is she|are they)\s+(?:running\s+)?late\b/i;

/**
 * "Tested it a fortnight ago Monday, still in time for the CCEW?": the leading fact's deadline counted from the day said,
 * against today. Still open → yes (or "no, not too late" when lateness is asked); past → no (or yes, too late).
 */
export function inTimeVerdict(
  q: string,
  today: IsoDate,
  state: State | undefined,
  facts: readonly KbEntry[],
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const asked = IN_TIME_ASKED.exec(q);
  if (!asked) return null;
  const d = countedDeadline(q, today, state, facts, asked.index);
  if (!d || d.from > today) return null;
  const open = today <= d.due;
  const late = LATE_ASKED.test(q.slice(asked.index));
  const head = open
    ? `${late ? 'not too late — ' : ''}still in time: the last day is ${dayName(d.due)}`
    : `${late ? 'too late — ' : ''}the last day was ${dayName(d.due)} (today is ${dayName(today)})`;
  return {
    answer: open !== late ? 'yes' : 'no',
    entry: d.entry,
    sentence: `${head} — ${d.figure.label}: ${d.count} from ${dayName(d.from)} (“${d.said}”)${d.counted}`,
  };
}

function countedDeadline(
  q: string,
  today: IsoDate,
  state: State | undefined,
  facts: readonly KbEntry[],
  askedFrom: number,
): CountedDeadline | null {
  const event = daySaid(q, today);
  if (!event) return null;
  const lead = facts[0];
  if (!lead) return null;
  const figure = deadlineOf(lead, q, askedFrom);
  if (!figure || !countsFromSaid(figure.label, q)) return null;
  const from = event.date;
  let due: IsoDate;
  let count: string;
  let counted = '';
  if (figure.businessDays !== undefined) {
    due = addWeekdays(from, figure.businessDays, holidaySkip(state, figure.christmasBreak));
    count = `${figure.businessDays} business day${figure.businessDays === 1 ? '' : 's'}`;
    counted = `, ${holidaysCounted(from, due, state, figure.christmasBreak)}`;
  } else if (figure.days !== undefined) {
    due = addDaysIso(from, figure.days);
    count = `${figure.days} day${figure.days === 1 ? '' : 's'}`;
  } else {
    due = addMonthsIso(from, figure.months!);
    count = `${figure.months} month${figure.months === 1 ? '' : 's'}`;
  }
  return { due, from, said: event.said, count, counted, figure, entry: lead };
}
