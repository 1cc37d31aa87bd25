/**
 * "Lodge the NOI at 2pm today, can I start at 7 tomorrow?", "if I notify WorkSafe today (Fri) can we start Monday":
 * notice given at one time, work started at another. The gap is read from the question's own time words against
 * today into the parsed query (`query.noticeGap`, shown in the answer's debug field). The verdict against the place's
 * notice period is lead-time.ts's, which reads the two times itself: one reader of them is left to fold into the other.
 */

export interface NoticeGap {
  /** Hours from giving notice to starting (times of day assumed where unsaid: notice at noon, start at 7 am). */
  hours: number;
  /** Calendar days from the day of notice to the day of starting. */
  days: number;
  /** Weekdays after the day of notice, up to and including the day of starting. */
  businessDays: number;
  /** As the question says it ("today … monday"). */
  said: string;
}

const NOTICE_VERB =
  /\b(?:notif(?:y|ying|ied)|lodg(?:e|es|ed|ing|in)|put(?:tin|ting)?\s+(?:in\s+)?(?:my\s+|the\s+|a\s+|an\s+)?(?:[a-z]+\s+){0,3}?(?:notice|noi|notification|now)\b|submit(?:ting|ted)?|giv(?:e|ing)\s+(?:the\s+)?notice|\b(?:notice|noi|notification)\s+(?:goes|go|going|is going|will go|went|gets|get)\s+in|send(?:ing)?\s+(?:in\s+)?(?:the\s+)?(?:notice|notification|noi))/i;
const START_VERB = /\b(?:start(?:ing|ed)?|begin(?:ning)?|kick(?:ing)? off|get(?:ting)? (?:going|started|stuck in)|commenc(?:e|ing))\b/i;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY = /\b(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?\b/i;

interface When {
  day: number;
  hour?: number;
  text: string;
}

/** A time of day the words give ("at 2pm", "this arvo", "first thing", "7 tomorrow mornin"). */
function hourIn(s: string): number | undefined {
  const at = /\b(?:at\s+)?(\d{1,2})(?::(\d\d))?\s*(am|pm)\b/i.exec(s) ?? /\bat\s+(\d{1,2})(?::(\d\d))?\b()/i.exec(s);
  if (at) {
    const h = Number(at[1]) % 12;
    return at[3]?.toLowerCase() === 'pm' ? h + 12 : at[3] ? h : Number(at[1]) < 7 ? h + 12 : h;
  }
  if (/\bfirst thing\b|\bearly\b|\bmorn(?:ing|in)?\b|\bsparrow/i.test(s)) return 7;
  if (/\barvo\b|\bafternoon\b|\blunch/i.test(s)) return 14;
  if (/\btonight\b|\bevening\b/i.test(s)) return 19;
  return undefined;
}

/** The day (0 = today) and hour the words near a verb name, if any. */
function whenIn(s: string, todayDow: number): When | undefined {
  const hour = hourIn(s);
  const withHour = (w: When): When => (hour === undefined ? w : { ...w, hour });
  let m =
    /\b(?:the\s+)?same\s+(?:day|morning|mornin|arvo|afternoon|time)\b|\bstraight\s+away\b|\bright\s+away\b|\bimmediately\b|\bstraight\s+after\b/i.exec(
      s,
    );
  if (m) return { day: 0, hour: -1, text: m[0] };
  m = /\btomorrow\b|\btmrw\b|\btmr\b/i.exec(s);
  if (m) return withHour({ day: 1, text: m[0] });
  m = /\b(?:today|this\s+(?:morning|mornin|arvo|afternoon)|tonight|now)\b/i.exec(s);
  if (m) return withHour({ day: 0, text: m[0] });
  m = /\bin\s+(\d{1,2}|two|three|four|five|six|seven)\s+days?\b/i.exec(s);
  if (m) {
    const n = Number(m[1]) || ['two', 'three', 'four', 'five', 'six', 'seven'].indexOf(m[1]!.toLowerCase()) + 2;
    return withHour({ day: n, text: m[0] });
  }
  m = WEEKDAY.exec(s);
  if (m) {
    const dow = WEEKDAYS.indexOf(m[1]!.toLowerCase().slice(0, 3));
    const ahead = (dow - todayDow + 7) % 7 || 7;
    return withHour({ day: ahead, text: m[0] });
  }
  return undefined;
}

/** The words of the clause a verb sits in: up to the next verb of the other kind or a sentence's end. */
function clauseAfter(q: string, at: number, stop: RegExp): string {
  const rest = q.slice(at);
  const end = rest.search(/[.?!;]|\b(?:can|could|ok|okay|and then|then|but|n)\b(?=\s)/i);
  const other = rest.slice(1).search(stop);
  const cut = Math.min(end > 0 ? end : rest.length, other >= 0 ? other + 1 : rest.length, 60);
  return rest.slice(0, cut);
}

function clauseBefore(q: string, at: number): string {
  const before = q.slice(Math.max(0, at - 40), at);
  const cut = before.search(/[^.?!;]*$/);
  return before.slice(cut);
}

/** Reads "notice then start" from a question; undefined unless it names both and when it starts. */
export function noticeGapIn(q: string, today: string): NoticeGap | undefined {
  const notice = NOTICE_VERB.exec(q);
  const start = START_VERB.exec(q);
  if (!notice || !start) return undefined;
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  // "today (friday)": the weekday in brackets names today, not another day.
  const plain = q.replace(/\b(today|tonight|this\s+(?:morning|arvo|afternoon))\s*\(\s*[a-z]+\s*\)/gi, '$1');
  const n = NOTICE_VERB.exec(plain)!;
  const s = START_VERB.exec(plain)!;
  const startWhen =
    whenIn(clauseAfter(plain, s.index, NOTICE_VERB), dow) ?? (s.index > n.index ? undefined : whenIn(clauseBefore(plain, s.index), dow));
  if (!startWhen) return undefined;
  const noticeWhen = whenIn(clauseAfter(plain, n.index, START_VERB), dow) ??
    whenIn(clauseBefore(plain, n.index), dow) ?? { day: 0, text: 'today' };
  if (startWhen.day < noticeWhen.day) return undefined;
  const days = startWhen.day - noticeWhen.day;
  const hours =
    startWhen.hour === -1
      ? 0
      : days * 24 + (startWhen.hour ?? 7) - (noticeWhen.hour !== undefined && noticeWhen.hour >= 0 ? noticeWhen.hour : 12);
  let businessDays = 0;
  for (let d = noticeWhen.day + 1; d <= startWhen.day; d++) if ((dow + d) % 7 !== 0 && (dow + d) % 7 !== 6) businessDays++;
  return { hours: Math.max(0, hours), days, businessDays, said: `${noticeWhen.text} … ${startWhen.text}` };
}
