/**
 * "Can I start Monday if I notify SafeWork today?", "put in the NOI and start the same morning?": leave asked to start
 * work a given time after a notice goes in. The rule's lead time ("at least 5 days before", "24 hours before",
 * "5 business days before") is counted between the two days the question names, in the rule's own unit: calendar
 * days, business days (Monday to Friday) or hours.
 */
import { addDaysIso, daysBetweenIso, type IsoDate } from '../dates';
import { ONE_TO_TWENTY } from '../number-words';
import { addWeekdays, isWeekday, weekdayOf, weekdaysBetween } from '../weekdays';
import { countOf, daySaid, stepToWeekday, WEEKDAY } from './day-said';
import { holidaySkip } from './holidays';
import type { State } from './types';

/** The notice: notify, lodge, put in, submit, send, give notice, tell, ring. */
const NOTIFY =
  /\b(?:notif\w*|notice|noi|lodg\w*|put(?:tin|ting)?|submit\w*|send\w*|sent|giv\w* (?:\w+ )?notice|tell|told|ring|rang|call\w*|book\w* (?:it )?in)\b/gi;
/** The work: start, begin, commence, kick off, get going, rip in, go ahead, remove, dig. */
const START =
  /\b(?:start\w*|begin\w*|began|commenc\w*|kick\w* off|get (?:going|started|stuck in)|rip (?:in|into)|crack on|go ahead|remov\w*|dig\w*)\b/gi;

/** "in a couple of days", "in three days". */
const DAY_COUNT_WORDS: Readonly<Record<string, number>> = { ...ONE_TO_TWENTY, a: 1, 'a couple of': 2 };
/** A day the question names for one of the two: today, tomorrow, a weekday, "in 3 days", or "the same morning". */
const WHEN = new RegExp(
  `\\b(?:(same|that) (?:day|morning|arvo|afternoon|avo|night|time)|(straight (?:away|after)|right away|immediately|at once|now|today|tonight|this (?:morning|arvo|afternoon|avo|evening))|(tomorrow|tmrw|tomoz|tomorow)|(yesterday)|(?:(next|this|on|the) )?(${WEEKDAY})|(next week)|in (\\d+|a couple of|two|three|four|five|six|seven) days?)\\b`,
  'gi',
);

/** A time of day said: "at 2pm", "at 7", "first thing", "this arvo", "tomorrow mornin". Hours from midnight. */
const CLOCK =
  /\bat (\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\b|\b(first thing|early|morning|mornin|am|arvo|afternoon|avo|lunch(?:time)?|midday|noon|evening|tonight|night)\b/gi;
const PART_OF_DAY: Record<string, number> = {
  'first thing': 7,
  early: 7,
  morning: 8,
  mornin: 8,
  am: 8,
  lunch: 12,
  lunchtime: 12,
  midday: 12,
  noon: 12,
  arvo: 14,
  afternoon: 14,
  avo: 14,
  evening: 18,
  tonight: 19,
  night: 19,
};

export interface LeadTimeAsk {
  /** The day the notice goes in. */
  notify: IsoDate;
  /** The day the work starts. */
  start: IsoDate;
  /** The start as the question says it ("monday", "the same morning"). */
  startSaid: string;
  /** The notice and the start on the same day, said so ("the same morning", "straight away"). */
  sameDay: boolean;
  /** Hours between the two, when a time of day is said for both ("at 2pm today", "7 tomorrow morning"). */
  hours?: number;
}

/** The hour a time-of-day phrase names ("at 7" with "mornin" after it is 7 am; "at 2" alone in the day is 2 pm). */
function hourOf(m: RegExpMatchArray): number {
  if (m[4]) return PART_OF_DAY[m[4].toLowerCase()] ?? 12;
  let h = Number(m[1]);
  const ampm = m[3]?.toLowerCase();
  if (ampm === 'pm' && h < 12) h += 12;
  else if (ampm === 'am' && h === 12) h = 0;
  // "at 2" with no am/pm in working hours is the afternoon; "at 7" the morning
  else if (!ampm && h >= 1 && h <= 5) h += 12;
  return h + (m[2] ? Number(m[2]) / 60 : 0);
}

interface Said {
  at: number;
  text: string;
  same: boolean;
  day: (from: IsoDate, today: IsoDate) => IsoDate;
}

function daysSaid(q: string): Said[] {
  const out: Said[] = [];
  for (const m of q.matchAll(WHEN)) {
    const [text, same, now, tomorrow, yesterday, , weekday, nextWeek, inDays] = m;
    const day = same
      ? (from: IsoDate) => from
      : now
        ? (_: IsoDate, today: IsoDate) => today
        : tomorrow
          ? (_: IsoDate, today: IsoDate) => addDaysIso(today, 1)
          : yesterday
            ? (_: IsoDate, today: IsoDate) => addDaysIso(today, -1)
            : weekday
              ? (from: IsoDate) => stepToWeekday(from, weekday, 1)
              : nextWeek
                ? (_: IsoDate, today: IsoDate) => addDaysIso(today, 7)
                : inDays
                  ? (_: IsoDate, today: IsoDate) => addDaysIso(today, Number(inDays) || DAY_COUNT_WORDS[inDays.toLowerCase()] || 0)
                  : null;
    if (day) out.push({ at: m.index, text, same: !!same, day });
  }
  return out;
}

const CLAIMED_LEAD =
  /\b(?:\d+|an?|one|two|three|four|five|six|seven|ten)\s+(?:clear\s+)?(?:business\s+|working\s+)?(?:days?|hours?|hrs?|weeks?)\s+(?:before|beforehand|prior|ahead|in advance)\b/i;

/**
 * The two days of a lead-time ask, each day said given to the nearest of the two verbs before it (else after it); a day
 * not said is today for the notice, and "the same …" is the other one's day. Null when the question names no notice, no
 * start or no day for the start.
 */
export function leadTimeAsk(question: string, today: IsoDate): LeadTimeAsk | null {
  // "notify worksafe the morning he starts": the notice given on the start's own day, said as the start's day.
  const q = question.replace(
    /\bthe (day|morning|arvo|afternoon) (?:he|she|i|we|they|you|u) (?:starts?|starting|begins?|kicks? off)\b/gi,
    'and start the same $1',
  );
  // "Let safework know 2 days before": a lead time claimed in days, not two days named — the rule's day count judges it.
  if (CLAIMED_LEAD.test(q)) return null;
  const verbs = [
    ...[...q.matchAll(NOTIFY)].map((m) => ({ at: m.index, kind: 'notify' as const })),
    ...[...q.matchAll(START)].map((m) => ({ at: m.index, kind: 'start' as const })),
  ].sort((a, b) => a.at - b.at);
  if (!verbs.some((v) => v.kind === 'notify') || !verbs.some((v) => v.kind === 'start')) return null;
  const said: { notify?: Said; start?: Said } = {};
  for (const s of daysSaid(q)) {
    const before = verbs.filter((v) => v.at < s.at).at(-1) ?? verbs.find((v) => v.at > s.at);
    if (before && !said[before.kind]) said[before.kind] = s;
  }
  const start = said.start;
  if (!start) return null;
  const notifySaid = said.notify;
  if (notifySaid?.same && start.same) return null;
  const notify = notifySaid && !notifySaid.same ? notifySaid.day(today, today) : today;
  const startDay = start.day(notify, today);
  const notifyDay = notifySaid?.same ? startDay : notify;
  if (daysBetweenIso(notifyDay, startDay) < 0) return null;
  // A time of day goes with the nearer verb too ("puttin the NOI in at 2pm today. can i start … at 7 tomorrow mornin").
  const clock: { notify?: number; start?: number } = {};
  for (const m of q.matchAll(CLOCK)) {
    const before = verbs.filter((v) => v.at < m.index).at(-1) ?? verbs.find((v) => v.at > m.index);
    if (before && clock[before.kind] === undefined) clock[before.kind] = hourOf(m);
  }
  const sameDay = start.same || !!notifySaid?.same || daysBetweenIso(notifyDay, startDay) === 0;
  const hours =
    clock.notify !== undefined && clock.start !== undefined
      ? daysBetweenIso(notifyDay, startDay) * 24 + clock.start - clock.notify
      : undefined;
  return {
    notify: notifyDay,
    start: startDay,
    startSaid: start.text.trim(),
    sameDay,
    ...(hours !== undefined && hours >= 0 ? { hours } : {}),
  };
}

export type LeadUnit = 'days' | 'business days' | 'hours';

/**
 * How much lead time lies between the two days, in the rule's unit (hours counted a whole day apart, 0 the same day).
 * Business days count out weekends and the state's public holidays (see holidays.ts).
 */
export function leadBetween(ask: LeadTimeAsk, unit: LeadUnit, state?: State): number {
  const days = daysBetweenIso(ask.notify, ask.start);
  if (unit === 'days') return days;
  if (unit === 'hours') return ask.hours ?? days * 24;
  return weekdaysBetween(ask.notify, ask.start, holidaySkip(state));
}

/** Signing or otherwise entering the contract: "signed", "signed up", "went ahead", "accepted the quote". */
const SIGNED =
  /\b(?:signed|sign(?:ed)? (?:up|off|on)|went ahead|accepted|agreed to|committed|entered (?:into )?(?:the |a )?contract|contract (?:was )?(?:dated|done))\b/i;
/** A count said in digits or words ("3", "a couple of", "two"), read by `countOf`. */
const COUNT_SAID = '(\\d+|a|one|a couple of|couple of|couple|two|three|four|five|six|seven|eight|nine|ten)';
/** "3 business days ago": counted back over weekends and public holidays (any other day said is read by `daySaid`). */
const BUSINESS_DAYS_AGO = new RegExp(String.raw`\b${COUNT_SAID} (?:business|working) days? (?:ago|back)\b`, 'i');
/**
 * "Cancel after sign 2 day", "2 days since they signed", "3 working days after signing": the time since the signing put
 * after it (the days counted are the ones since, so the signing was that many days back).
 */
const SINCE_SIGNING = new RegExp(
  String.raw`\b(?:(?:after|since)\s+(?:(?:he|she|they|we|i|customer|client|owner)\s+)?sign(?:ed|ing|s)?\s+(?:the\s+|a\s+|of\s+)?(?:contract\s+)?${COUNT_SAID}\s*((?:business|working)\s+)?days?|${COUNT_SAID}\s*((?:business|working)\s+)?days?\s+(?:after|since)\s+(?:(?:he|she|they|we|i|customer|client|owner)\s+)?sign(?:ed|ing|s)?)\b`,
  'i',
);

/**
 * The question with its time-since phrases ("2 days ago", "after sign 2 day") blanked: a count of days there is how long
 * ago something happened, never a period the question quotes to confirm.
 */
export function withoutElapsed(q: string): string {
  return q
    .replace(new RegExp(SINCE_SIGNING.source, 'gi'), ' ')
    .replace(
      new RegExp(
        String.raw`\b${COUNT_SAID}\s*(?:(?:business|working)\s+)?(?:days?|weeks?|wks?|months?|years?|hours?|hrs?)\s+(?:ago|back|later)\b`,
        'gi',
      ),
      ' ',
    );
}

export interface SigningElapsed {
  /** The day the contract was signed. */
  signed: IsoDate;
  /** The words that said when ("3 days ago", "yesterday"). */
  said: string;
  /** Calendar days since then. */
  days: number;
  /**
   * Business days since then (the signing day not counted; weekends and the state's public holidays out, and 27–31
   * December where the rule's Act leaves them out).
   */
  businessDays: number;
  /** Today is itself a business day (so a count that reaches the period's last day today is still within it). */
  todayCounts: boolean;
  /** The period's last day for a count of business days (or calendar days) from the signing. */
  lastDay: (count: number, business: boolean) => IsoDate;
}

/**
 * "Signed a 60k extension 3 days ago", "signed yesterday", "went ahead on monday": when a contract was signed, counted
 * back from today, so a cooling-off period can be measured against it. Null when the question names no signing or no
 * time since it.
 */
export function signingElapsed(q: string, today: IsoDate, state?: State, christmasBreak?: string): SigningElapsed | null {
  const holiday = holidaySkip(state, christmasBreak);
  const since = SINCE_SIGNING.exec(q);
  if (!SIGNED.test(q) && !since) return null;
  const ago = BUSINESS_DAYS_AGO.exec(q);
  const sinceCount = since ? countOf((since[1] ?? since[3])!) : 0;
  // A count of business days, back from today ("3 business days ago", "3 working days after signing").
  const business = ago
    ? { n: countOf(ago[1]!), said: ago[0] }
    : since && (since[2] ?? since[4])
      ? { n: sinceCount, said: `${sinceCount} business days ago` }
      : null;
  let signed: IsoDate;
  let said: string;
  if (business) {
    if (business.n <= 0) return null;
    // n business days back: step back over weekends and public holidays.
    signed = today;
    for (let left = business.n; left > 0;) {
      signed = addDaysIso(signed, -1);
      if (weekdayOf(signed) !== 0 && weekdayOf(signed) !== 6 && !holiday(signed)) left -= 1;
    }
    said = business.said;
  } else if (since) {
    if (sinceCount <= 0) return null;
    signed = addDaysIso(today, -sinceCount);
    said = `${sinceCount} ${sinceCount === 1 ? 'day' : 'days'} ago`;
  } else {
    const day = daySaid(q, today, 'past');
    if (!day || day.date > today) return null;
    ({ date: signed, said } = day);
  }
  return {
    signed,
    said: said.trim(),
    days: daysBetweenIso(signed, today),
    businessDays: weekdaysBetween(signed, today, holiday),
    todayCounts: isWeekday(today) && !holiday(today),
    lastDay: (count, business) => (business ? addWeekdays(signed, count, holiday) : addDaysIso(signed, count)),
  };
}
