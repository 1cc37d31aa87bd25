/**
 * The one reader of a day named in a question ("on 20 nov", "tuesday", "yesterday", "3 days ago", "a couple of weeks
 * back"): the day a deadline counts from (due-date.ts) and the day a contract was signed (lead-time.ts) are read here, the
 * past or the next such day chosen by the tense. (The day a rule is asked at — "next month", "in march 2025" — is
 * `questionDate` in query.ts: a month is taken mid-month there, which no count of days may do.)
 */
import { addDaysIso, daysBetweenIso, monthNumber, type IsoDate } from '../dates';
import { ONE_TO_TWENTY } from '../number-words';
import { weekdayOf } from '../weekdays';

/** Something already done: the day named is the last one of that name, not the next. */
const PAST =
  /\b(?:finished|completed|done|did|invoiced|billed|sent|served|got|received|signed|tested|energi[sz]ed|livened|installed|started|paid|lodged|issued|handed|reached|hit|went|passed|wrapped up|knocked off|put in|was|were|had)\b/i;
/** Something still to come: the next day of that name. */
const FUTURE = /\b(?:will|gonna|going to|\w+'ll|next|tomorrow|tmrw|planning|plan to|about to|starting|startin|kicking off)\b/i;

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** A weekday as tradies write it: "mon", "tues", "wednesday", "thurs", "sat". */
export const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';

/** The next (`by` 1) or last (`by` −1) such weekday from `from`, never `from` itself. */
export function stepToWeekday(from: IsoDate, word: string, by: 1 | -1): IsoDate {
  const want = WEEKDAYS.indexOf(word.slice(0, 3).toLowerCase());
  let d = addDaysIso(from, by);
  while (weekdayOf(d) !== want) d = addDaysIso(d, by);
  return d;
}

/** The day of that name nearest `at` (`at` itself when it is one). */
function nearestWeekday(at: IsoDate, word: string): IsoDate {
  if (weekdayOf(at) === WEEKDAYS.indexOf(word.slice(0, 3).toLowerCase())) return at;
  const [back, ahead] = [stepToWeekday(at, word, -1), stepToWeekday(at, word, 1)];
  return daysBetweenIso(back, at) <= daysBetweenIso(at, ahead) ? back : ahead;
}

export interface DaySaid {
  date: IsoDate;
  /** The words that named it ("on 20 nov", "3 days ago"). */
  said: string;
}

/** The most recent (past) or the next (future) day on or around `today` with this month and day. */
function dayOfYear(today: IsoDate, month: number, day: number, year: number | undefined, past: boolean, future: boolean): IsoDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const at = (y: number) => `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (year !== undefined) return at(year < 100 ? 2000 + year : year);
  const y = Number(today.slice(0, 4));
  const candidates = [at(y - 1), at(y), at(y + 1)];
  const before = candidates.filter((d) => d <= today).pop();
  const after = candidates.find((d) => d >= today);
  // The tense picks the side, within half a year ("sent it on 1 Dec" said on 28 Nov is this week, not last December).
  const near = (d: IsoDate | undefined) => d !== undefined && Math.abs(daysBetweenIso(today, d)) <= 183;
  if (past && !future && near(before)) return before!;
  if (future && !past && near(after)) return after!;
  // No tense, or the tense's side is far: the nearer of the two.
  return [...candidates].sort((a, b) => Math.abs(daysBetweenIso(today, a)) - Math.abs(daysBetweenIso(today, b)))[0]!;
}

/** "3", "1.5", "three", "a", "an", "a couple of"; 0 for a word that is no count. */
export function countOf(word: string): number {
  const w = word.toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  if (/couple/.test(w)) return 2;
  return w === 'a' || w === 'an' ? 1 : (ONE_TO_TWENTY[w] ?? 0);
}

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const DATE_PATTERNS: Array<[RegExp, (m: RegExpExecArray, today: IsoDate, past: boolean, future: boolean) => IsoDate | null]> = [
  [/\b(today|earlier today|this (?:morning|arvo|afternoon|avo))\b/i, (_m, today) => today],
  [/\b(yesterday|yday|last night)\b/i, (_m, today) => addDaysIso(today, -1)],
  [/\b(tomorrow|tmrw|tomoz)\b/i, (_m, today) => addDaysIso(today, 1)],
  [
    /\b(\d{1,2}|a|one|a couple of|couple of|couple|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?|wks?) (?:ago|back)\b/i,
    (m, today) => {
      const n = countOf(m[1]!);
      return n > 0 ? addDaysIso(today, -(/^w/i.test(m[2]!) ? 7 * n : n)) : null;
    },
  ],
  [
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH}(?: (\\d{4}))?\\b`, 'i'),
    (m, today, past, future) => dayOfYear(today, monthNumber(m[2]!)!, Number(m[1]), m[3] ? Number(m[3]) : undefined, past, future),
  ],
  [
    new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`, 'i'),
    (m, today, past, future) => dayOfYear(today, monthNumber(m[1]!)!, Number(m[2]), m[3] ? Number(m[3]) : undefined, past, future),
  ],
  [
    /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/,
    (m, today, past, future) => dayOfYear(today, Number(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined, past, future),
  ],
  // "a fortnight ago Monday", "Monday two weeks ago": that weekday nearest the day so many weeks back.
  [
    new RegExp(
      `\\b(?:(a fortnight|a week|(?:a couple of|two|three|\\d) weeks?) ago(?:,? (?:on|last))? (${WEEKDAY})|(${WEEKDAY}),? (a fortnight|a week|(?:a couple of|two|three|\\d) weeks?) ago)\\b`,
      'i',
    ),
    (m, today) => {
      const span = (m[1] ?? m[4])!.toLowerCase();
      const weeks = /fortnight|couple/.test(span) ? 2 : countOf(span.split(' ')[0]!);
      return weeks > 0 ? nearestWeekday(addDaysIso(today, -7 * weeks), (m[2] ?? m[3])!) : null;
    },
  ],
  // "Monday before last", "the Tuesday before last": the one before the last such day.
  [new RegExp(`\\b(${WEEKDAY}) before last\\b`, 'i'), (m, today) => stepToWeekday(stepToWeekday(today, m[1]!, -1), m[1]!, -1)],
  [
    new RegExp(`\\b(?:(last|next|this|on) )?(${WEEKDAY})\\b`, 'i'),
    (m, today, past, future) => {
      const word = m[1]?.toLowerCase();
      if (word === 'next' || (future && !past)) return stepToWeekday(today, m[2]!, 1);
      if (word === 'last' || past) return stepToWeekday(today, m[2]!, -1);
      // No tense: the nearer of the two.
      const [back, ahead] = [stepToWeekday(today, m[2]!, -1), stepToWeekday(today, m[2]!, 1)];
      return daysBetweenIso(back, today) <= daysBetweenIso(today, ahead) ? back : ahead;
    },
  ],
];

/** Before the day a message was sent: "texted today", "emailed me yesterday", "rang this morning", "asked on monday". */
const MESSAGE_SENT =
  /\b(?:texted|txted|text|emailed|email(?:ed)? me|messaged|rang|called|phoned|asked|wrote|sent (?:me|us)(?: an? \w+)?|got (?:a|an) (?:text|email|message|call))\s+(?:me\s+|us\s+)?(?:on\s+|this\s+|last\s+)?$/i;

/** A weekday said just before its date: "friday 20 nov", "Thursday, 24 December", "wed the 23rd of dec". */
const WEEKDAY_BEFORE_DATE = new RegExp(`\\b${WEEKDAY},?\\s+(?=(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?(?: of)? ${MONTH})`, 'gi');

/**
 * The first day the question names, or null. The tense is read from the question's verbs unless the caller knows it (a
 * signing is in the past whatever else the question says).
 */
export function daySaid(said: string, today: IsoDate, tense?: 'past'): DaySaid | null {
  // ("friday 20 nov", "Thursday the 24th of December": the date names the day; its weekday is no day of its own)
  const q = said.replace(WEEKDAY_BEFORE_DATE, (m) => ' '.repeat(m.length));
  const past = tense === 'past' || PAST.test(q);
  const future = tense !== 'past' && FUTURE.test(q);
  // The first day named in the text ("gave her the copy on monday, now she's texting me today": monday).
  let first: (DaySaid & { at: number }) | null = null;
  // ("customer texted today: 'we got our signed copy back on friday 20 nov …'": the day a message was sent dates the
  // message, not what it tells — used only when no other day is named)
  let sent: (DaySaid & { at: number }) | null = null;
  for (const [re, resolve] of DATE_PATTERNS) {
    for (const m of q.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
      const dated = MESSAGE_SENT.test(q.slice(Math.max(0, m.index - 30), m.index));
      const best = dated ? sent : first;
      // (at the same place the longer day said wins: "friday 20 nov" over "friday")
      if (best && (best.at < m.index || (best.at === m.index && best.said.length >= m[0].trim().length))) continue;
      const date = resolve(m, today, past, future);
      if (!date) continue;
      // (after the day a message was sent, the same kind of day said later may still be the one it tells of: "emailed
      // me monday: we signed tuesday")
      if (dated) sent = { date, said: m[0].trim(), at: m.index };
      else {
        first = { date, said: m[0].trim(), at: m.index };
        break;
      }
    }
  }
  const day = first ?? sent;
  return day && { date: day.date, said: day.said };
}
