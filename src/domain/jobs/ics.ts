/**
 * A job as a calendar file (RFC 5545): one VCALENDAR with one all-day VEVENT, so "Add to calendar" works on any phone
 * (iOS Calendar, Google Calendar, Outlook open .ics). Pure: no clock and no randomness — the caller passes the stamp.
 *
 * All-day: DTSTART;VALUE=DATE is the first day, DTEND;VALUE=DATE the day AFTER the last (DTEND is exclusive).
 * Text values escape backslash, semicolon, comma and newlines; lines end with CRLF and are folded at 75 octets
 * (a continuation line starts with one space), never inside a UTF-8 character.
 */
import { addDaysIso, isIsoDate } from '../dates';

export interface IcsJob {
  id: string;
  title: string;
  /** 'YYYY-MM-DD' */
  start: string;
  /** 'YYYY-MM-DD', inclusive last day; null or earlier than start = one day */
  end?: string | null;
  location?: string;
  description?: string;
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. Every other line break a calendar
 * might honour (U+2028, U+2029, NEL U+0085, vertical tab, form feed) is a \n too, and the remaining control characters,
 * which TEXT does not allow (§3.1: only HTAB), are dropped — none may reach the file raw.
 */
export function escapeIcsText(s: string): string {
  return (
    s
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      // eslint-disable-next-line no-control-regex -- vertical tab and form feed are line breaks to some readers
      .replace(/\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g, '\\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g, '')
  );
}

/** RFC 5545 §3.1: lines longer than 75 octets are split, each continuation starting with a space. */
export function foldIcsLine(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let cur = '';
  let curBytes = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    // the first line holds 75 octets, a continuation 74 plus its leading space
    const limit = parts.length === 0 ? 75 : 74;
    if (curBytes + n > limit) {
      parts.push(cur);
      cur = '';
      curBytes = 0;
    }
    cur += ch;
    curBytes += n;
  }
  parts.push(cur);
  return parts.join('\r\n ');
}

const basicDate = (iso: string) => iso.replace(/-/g, '');
/** UTC date-time in the basic format: 20261124T013000Z */
function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function jobToIcs(job: IcsJob, stamp: Date, domain = 'tradie-toolbox'): string {
  if (!isIsoDate(job.start)) throw new Error('start must be a date (YYYY-MM-DD)');
  const last = job.end && isIsoDate(job.end) && job.end >= job.start ? job.end : job.start;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tradie Toolbox//Jobs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:job-${job.id}@${domain}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;VALUE=DATE:${basicDate(job.start)}`,
    `DTEND;VALUE=DATE:${basicDate(addDaysIso(last, 1))}`,
    `SUMMARY:${escapeIcsText(job.title)}`,
    ...(job.location ? [`LOCATION:${escapeIcsText(job.location)}`] : []),
    ...(job.description ? [`DESCRIPTION:${escapeIcsText(job.description)}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A file name for the download: "job-deck-repair.ics". */
export function icsFilename(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `job-${slug || 'event'}.ics`;
}
