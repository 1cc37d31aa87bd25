/**
 * Calendar dates are 'YYYY-MM-DD' strings. "Today" depends on where the tradie is, so it is read
 * in an IANA time zone through Intl, never from the host's zone (a server in UTC, a phone in Perth).
 * Day arithmetic is integer arithmetic on day numbers, so no zone or daylight-saving change can shift it.
 */

export type IsoDate = string;
export type Instant = Date | number;

export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// en-AU abbreviations as CLDR gives them ('June', 'July', 'Sept'). A fixed table keeps the client,
// the service worker and the server's PDFs identical whatever ICU version each one ships.
const SHORT_MONTHS_AU = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** Month numbers (1–12) by their first three letters, lower case: "Sep", "sept" and "September" all read as `sep`. */
export const MONTH_NUMBER: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** The month number (1–12) of an English month name or abbreviation ("Dec", "sept", "July"), or undefined. */
export function monthNumber(name: string): number | undefined {
  return MONTH_NUMBER[name.slice(0, 3).toLowerCase()];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone, which is what we want: a typo must not silently mean UTC.
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

function toMs(instant: Instant): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  return ms;
}

/** The calendar date of an instant as seen on a wall clock in `timeZone`. */
export function isoFromInstant(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): IsoDate {
  const parts = partsFormatter(timeZone).formatToParts(toMs(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

export function todayIso(now: Instant = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): IsoDate {
  return isoFromInstant(now, timeZone);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date in 'YYYY-MM-DD' form ('2025-02-30' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

function parts(iso: IsoDate): [number, number, number] {
  if (!isIsoDate(iso)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
// Plain integer arithmetic: no Date object, so no host zone and no two-digit-year quirks.
function dayNumber(iso: IsoDate): number {
  const [year, m, d] = parts(iso);
  const y = m <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function isoFromDayNumber(days: number): IsoDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) throw new RangeError('Date out of range');
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Adds whole calendar days (negative to go back): addDaysIso('2025-10-05', 30) === '2025-11-04'. */
export function addDaysIso(iso: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError('days must be a whole number');
  return isoFromDayNumber(dayNumber(iso) + days);
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetweenIso(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** en-AU numeric form: '2025-10-05' → '05/10/2025'. */
export function formatDateAU(iso: IsoDate): string {
  const [y, m, d] = parts(iso);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

/** en-AU "day, short month, year": '2025-10-05' → '5 Oct 2025'. */
export function formatDateShortAU(iso: IsoDate): string {
  const [y, m, d] = parts(iso);
  return `${d} ${SHORT_MONTHS_AU[m - 1]} ${y}`;
}

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a moment or a calendar date. A timestamp string must carry its zone ('Z' or an offset):
 * without one, JavaScript reads it in the host's zone and the day can shift.
 */
function calendarDateOf(value: Instant | string, timeZone: string): IsoDate {
  if (typeof value !== 'string') return isoFromInstant(value, timeZone);
  if (isIsoDate(value)) return value;
  if (!HAS_ZONE.test(value)) throw new RangeError(`Timestamp without a time zone: ${value}`);
  return isoFromInstant(new Date(value), timeZone);
}

/**
 * Marketplace-style age label (spec §9): 'Today', 'Yesterday', 'N days ago' up to 7 days,
 * then the en-AU date. Days are calendar days in `timeZone`, not 24-hour spans.
 */
export function relativeDayLabel(when: Instant | string, now: Instant = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = calendarDateOf(when, timeZone);
  const days = daysBetweenIso(date, todayIso(now, timeZone));
  // A negative gap means another device's clock ran ahead; "Today" reads better than a future date.
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  return formatDateAU(date);
}

let cachedDeviceZone: string | undefined;
/**
 * The zone of the device (or server) running this code, e.g. for a signature time printed as the tradie saw it.
 * Looked up once: building an Intl.DateTimeFormat per call cost ~0.1 ms a card on a 10,000-quote list.
 */
export function deviceTimeZone(): string {
  if (cachedDeviceZone === undefined) {
    try {
      cachedDeviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
    } catch {
      cachedDeviceZone = DEFAULT_TIME_ZONE;
    }
  }
  return cachedDeviceZone;
}
