import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveJobStatus, JOB_STATUSES, MANUAL_JOB_STATUSES, type JobStatusInputs } from '../../../src/domain/jobs/status';
import { escapeIcsText, foldIcsLine, icsFilename, jobToIcs } from '../../../src/domain/jobs/ics';
import {
  DEFAULT_LABOUR_RATE_CENTS,
  entryMinutes,
  finishedMinutes,
  formatMinutes,
  labourLines,
  labourRate,
} from '../../../src/domain/jobs/labour';
import { clientChoice, localityParts, scheduleProblem, shiftSchedule } from '../../../src/domain/jobs/fields';
import { lineAmount } from '../../../src/domain/money';

const none: JobStatusInputs = { manualStatus: 'enquiry', quotes: [], invoices: [], timeEntries: 0 };

describe('job status: the furthest of the hand-set status and what the job’s documents and time show', () => {
  it('a new job with nothing is an enquiry; a hand-set status stands when nothing is further', () => {
    expect(deriveJobStatus(none)).toBe('enquiry');
    expect(deriveJobStatus({ ...none, manualStatus: 'booked' })).toBe('booked');
  });
  it('a draft quote changes nothing; a sent or viewed quote → quoted; a rejected one counts for nothing', () => {
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'draft' }] })).toBe('enquiry');
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'sent' }] })).toBe('quoted');
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'viewed' }] })).toBe('quoted');
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'rejected' }] })).toBe('enquiry');
  });
  it('a quote accepted by the customer → booked (status accepted/approved, or an accepted event from the customer page)', () => {
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'accepted' }] })).toBe('booked');
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'approved' }] })).toBe('booked');
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'viewed', customerEvents: [{ kind: 'viewed' }, { kind: 'accepted' }] }] })).toBe(
      'booked',
    );
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'rejected' }, { status: 'accepted' }] })).toBe('booked');
  });
  it('time recorded → in progress; a job marked done stays done when its quote is accepted late', () => {
    expect(deriveJobStatus({ ...none, quotes: [{ status: 'accepted' }], timeEntries: 1 })).toBe('in_progress');
    expect(deriveJobStatus({ ...none, manualStatus: 'done', quotes: [{ status: 'accepted' }] })).toBe('done');
  });
  it('an invoice → invoiced; paid only when every invoice of the job is paid', () => {
    expect(deriveJobStatus({ ...none, invoices: [{ status: 'draft' }] })).toBe('invoiced');
    expect(deriveJobStatus({ ...none, invoices: [{ status: 'part_paid' }] })).toBe('invoiced');
    expect(deriveJobStatus({ ...none, invoices: [{ status: 'paid' }, { status: 'sent' }] })).toBe('invoiced');
    expect(deriveJobStatus({ ...none, manualStatus: 'done', invoices: [{ status: 'paid' }, { status: 'paid' }] })).toBe('paid');
  });
  it('property: the status is never behind the hand-set one, and adding a document never moves it back', () => {
    const quote = fc.record({ status: fc.constantFrom('draft', 'sent', 'viewed', 'approved', 'accepted', 'rejected') });
    const invoice = fc.record({ status: fc.constantFrom('draft', 'sent', 'viewed', 'part_paid', 'paid', 'overdue') });
    fc.assert(
      fc.property(
        fc.constantFrom(...MANUAL_JOB_STATUSES),
        fc.array(quote, { maxLength: 4 }),
        fc.array(invoice, { maxLength: 3 }),
        fc.nat(3),
        quote,
        (manualStatus, quotes, invoices, timeEntries, extra) => {
          const rank = (s: string) => JOB_STATUSES.indexOf(s as never);
          const s = deriveJobStatus({ manualStatus, quotes, invoices, timeEntries });
          expect(rank(s)).toBeGreaterThanOrEqual(rank(manualStatus));
          expect(rank(deriveJobStatus({ manualStatus, quotes: [...quotes, extra], invoices, timeEntries }))).toBeGreaterThanOrEqual(
            rank(s),
          );
        },
      ),
    );
  });
});

describe('.ics export of a job (RFC 5545)', () => {
  const stamp = new Date('2026-11-24T01:30:00.123Z');
  const ics = jobToIcs(
    {
      id: '0b7e4a55-6f0e-4a53-9c39-bd8f5e4c8a11',
      title: 'Retile bathroom; Smith, upstairs',
      start: '2026-12-30',
      end: '2027-01-02',
      location: '12 Smith St, Parramatta NSW 2150',
      description: 'Line one\nLine two with a backslash \\ here',
    },
    stamp,
  );
  const lines = ics.split('\r\n');

  it('is one VCALENDAR with one VEVENT, CRLF line endings and no bare LF', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
  });
  it('all-day: DTSTART;VALUE=DATE is the first day and DTEND the day after the last (exclusive), across a year end', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20261230');
    expect(lines).toContain('DTEND;VALUE=DATE:20270103');
  });
  it('a one-day job ends the next day; a stable UID per job; DTSTAMP in UTC basic format', () => {
    const one = jobToIcs({ id: 'abc', title: 'X', start: '2026-02-28' }, stamp).split('\r\n');
    expect(one).toContain('DTEND;VALUE=DATE:20260301');
    expect(one).toContain('UID:job-abc@tradie-toolbox');
    expect(one).toContain('DTSTAMP:20261124T013000Z');
  });
  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Retile bathroom\\; Smith\\, upstairs');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two with a backslash \\\\ here');
  });
  it('folds lines longer than 75 octets, never splitting a multi-byte character, and unfolds back to the line', () => {
    const long = 'DESCRIPTION:' + 'Tēnā koutou — '.repeat(12);
    const folded = foldIcsLine(long);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((p) => p.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  });
  it('refuses a start that is not a date; names the file after the job', () => {
    expect(() => jobToIcs({ id: 'x', title: 'X', start: '1/12/2026' }, stamp)).toThrow(/start/);
    expect(icsFilename('Retile bathroom — Smith!')).toBe('job-retile-bathroom-smith.ics');
  });
});

describe('time on the job and labour lines', () => {
  const entry = (start: string, mins: number | null) => ({
    startedAt: start,
    endedAt: mins === null ? null : new Date(Date.parse(start) + mins * 60_000).toISOString(),
  });
  it('a running timer counts up to now but is not billed until stopped', () => {
    const running = entry('2026-11-24T00:00:00.000Z', null);
    expect(entryMinutes(running, Date.parse('2026-11-24T01:30:00.000Z'))).toBe(90);
    expect(finishedMinutes([running, entry('2026-11-23T00:00:00.000Z', 60)])).toBe(60);
  });
  it('whole hours: one line, quantity = hours, unit hr, at the default rate ($85/hr)', () => {
    expect(DEFAULT_LABOUR_RATE_CENTS).toBe(8500);
    expect(labourLines([entry('2026-11-24T00:00:00.000Z', 60), entry('2026-11-24T02:00:00.000Z', 60)], 8500)).toEqual([
      { description: 'Labour', quantity: 2, unit: 'hr', rateCents: 8500 },
    ]);
  });
  it('part hours: one line with the decimal hours, charged pro rata, half up to the cent', () => {
    expect(labourLines([entry('2026-11-24T00:00:00.000Z', 150)], 8500)).toEqual([
      { description: 'Labour – 2.5 hr at $85.00/hr', quantity: 1, unit: null, rateCents: 21250 },
    ]);
    // a timer's 3 h 10 min: one line, not "Labour 3 × $85" plus "Labour – 10 min"
    expect(labourLines([entry('2026-11-24T00:00:00.000Z', 180), entry('2026-11-25T00:00:00.000Z', 10)], 8500)).toEqual([
      { description: 'Labour – 3.17 hr at $85.00/hr', quantity: 1, unit: null, rateCents: 26917 },
    ]);
    // 20 min at $85/hr = $28.333… → $28.33
    expect(labourLines([entry('2026-11-24T00:00:00.000Z', 20)], 8500)[0].rateCents).toBe(2833);
  });
  it('the labour rate: the tradie’s own first, else the price book’s labour item per hour, else $85', () => {
    const item = (description: string, unit: string, sellCents: number, updatedAt = '2026-11-01T00:00:00Z') => ({
      description,
      unit,
      sellCents,
      updatedAt,
    });
    const book = [
      item('Copper tube 15mm', 'LEN', 3000),
      item('Labour – call-out', 'ea', 9900),
      item('Plumber labour', 'hr', 11000, '2026-11-02T00:00:00Z'),
      item('Labour', 'hr', 9500),
    ];
    expect(labourRate(12000, book)).toEqual({ rateCents: 12000, source: 'settings' });
    expect(labourRate(null, book)).toEqual({ rateCents: 11000, source: 'price book', item: 'Plumber labour' });
    expect(labourRate(undefined, [item('Labourer hire', 'day', 40000)])).toEqual({ rateCents: 8500, source: 'default' });
  });
  it('property: always at most one line to the minutes × rate / 60, within one cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 100, max: 30_000 }),
        (mins, rate) => {
          const entries = mins.map((m, i) => entry(new Date(Date.UTC(2026, 10, 1 + i)).toISOString(), m));
          const lines = labourLines(entries, rate);
          expect(lines.length).toBe(1);
          const total = lines.reduce((s, l) => s + lineAmount(l.quantity, l.rateCents), 0);
          const exact = (mins.reduce((a, b) => a + b, 0) * rate) / 60;
          expect(Math.abs(total - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });
  it('no finished time, no lines; minutes read as hours and minutes', () => {
    expect(labourLines([], 8500)).toEqual([]);
    expect(formatMinutes(150)).toBe('2 h 30 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(180)).toBe('3 h');
  });
});

describe('the job form’s client field', () => {
  const clients = [
    { id: 'a', name: 'Sam Lee' },
    { id: 'b', name: 'Jo Smith' },
    { id: 'c', name: 'Sam  Lee' },
  ];
  it.each([
    ['', null, { clientId: null }],
    ['  jo smith ', null, { clientId: 'b' }],
    ['Sam Lee', 'c', { clientId: 'c' }],
    ['sam lee', null, { clientId: 'a' }],
    [' Alex  Nguyen ', null, { newClient: 'Alex Nguyen' }],
  ])('%j (current %s) → %j', (typed, current, want) => {
    expect(clientChoice(typed, clients, current)).toEqual(want);
  });
});

describe('job schedule and site', () => {
  it('an end before the start, or an end with no start, is refused naming the field', () => {
    expect(scheduleProblem('2026-12-05', '2026-12-01')).toMatch(/^scheduledEnd:/);
    expect(scheduleProblem(null, '2026-12-01')).toMatch(/^scheduledStart:/);
    expect(scheduleProblem('2026-12-01', '2026-12-01')).toBeNull();
  });
  it('moving a job to another day keeps its length', () => {
    expect(shiftSchedule('2026-12-01', '2026-12-03', '2026-12-30')).toEqual({ scheduledStart: '2026-12-30', scheduledEnd: '2027-01-01' });
    expect(shiftSchedule('2026-12-01', null, '2026-12-02')).toEqual({ scheduledStart: '2026-12-02', scheduledEnd: null });
  });
  it('reads suburb, state and postcode from a canonical locality', () => {
    expect(localityParts('Port Macquarie NSW 2444')).toEqual({ suburb: 'Port Macquarie', state: 'NSW', postcode: '2444' });
    expect(localityParts('somewhere')).toBeNull();
  });
});

describe('the week schedule', () => {
  it('weeks start on Monday; a job shows on every day from its start to its end', async () => {
    const { weekStart, weekDays, onDay } = await import('../../../src/features/jobs/schedule');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday belongs to the week before
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((d) => onDay('2026-12-02', '2026-12-03', d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(onDay('2026-12-02', null, '2026-12-02')).toBe(true);
    expect(onDay(null, null, '2026-12-02')).toBe(false);
  });
});
