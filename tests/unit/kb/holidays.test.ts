import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { holidaysCounted } from '../../../src/domain/kb/holidays';
import { leadBetween, signingElapsed } from '../../../src/domain/kb/lead-time';

/** Business days in the assistant's answers leave out the public holidays of the state where the work is. */
const first = (q: string, today: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe("business days count out the state's public holidays", () => {
  it('a lead time across a state-only holiday is a day shorter in that state and not in the one beside it', () => {
    // Notice on Fri 30 Oct 2026, start Wed 4 Nov: Mon 2, Tue 3, Wed 4 are weekdays; Tue 3 Nov is Melbourne Cup in VIC.
    const ask = { notify: '2026-10-30', start: '2026-11-04', startSaid: 'wednesday', sameDay: false };
    expect(leadBetween(ask, 'business days', 'VIC')).toBe(2);
    expect(leadBetween(ask, 'business days', 'NSW')).toBe(3);
    expect(leadBetween(ask, 'days', 'VIC')).toBe(5);
  });

  it('a signing "5 business days ago" steps back over Easter', () => {
    // Asked Thu 9 Apr 2026: back over Wed 8, Tue 7, (Mon 6 Easter Monday), (Fri 3 Good Friday), Thu 2, Wed 1, Tue 31 Mar.
    const e = signingElapsed('we signed the contract 5 business days ago', '2026-04-09', 'QLD')!;
    expect(e.signed).toBe('2026-03-31');
    expect(e.businessDays).toBe(5);
    expect(e.days).toBe(9);
  });

  it('a cooling-off counted over Christmas says which holidays it left out', () => {
    const line = first('owner in wollongong signed the 60k extension on monday and now wants to back out, can he?', '2026-12-30');
    // Signed Mon 28 Dec (itself Boxing Day's substitute); Tue 29 and Wed 30 are weekdays, but the Home Building Act's
    // business days leave out 27–31 December (s 3): none has passed.
    expect(line).toMatch(/^\*\*Yes in NSW:\*\* still within the 5-business-day cooling-off period/);
    expect(line).toContain('about 0 business days');
    expect(line).toContain('27–31 December are not business days under the Home Building Act 1989 (NSW) s 3');
  });

  it('a NSW cooling-off leaves 27–31 December out (Home Building Act s 3), so a contract signed before Christmas is still open in January', () => {
    // Signed Wed 23 Dec 2026, asked Wed 6 Jan 2027: Thu 24, then (Fri 25 Christmas, Mon 28–Thu 31 the Act's break,
    // Fri 1 Jan New Year's Day) Mon 4, Tue 5, Wed 6 → 4 business days, within 5; counting only weekends and public
    // holidays it would be 7, and the right gone.
    const q = 'client in penrith signed our 45k reno contract 2 weeks ago and now wants to pull out, can she?';
    expect(signingElapsed(q, '2027-01-06', 'NSW', 'Home Building Act 1989 (NSW) s 3')!.businessDays).toBe(4);
    expect(signingElapsed(q, '2027-01-06', 'NSW')!.businessDays).toBe(7);
    const line = first(q, '2027-01-06');
    expect(line).toMatch(/^\*\*Yes in NSW:\*\* still within the 5-business-day cooling-off period/);
    expect(line).toContain('also out: Tue 29 Dec 2026, Wed 30 Dec 2026, Thu 31 Dec 2026');
    // Victoria's cooling-off is counted in its own days; the NSW Act's break is not applied there.
    expect(holidaysCounted('2026-12-23', '2027-01-06', 'VIC')).not.toContain('27–31 December');
  });

  it('says when holidays are unknown rather than counting none', () => {
    expect(holidaysCounted('2041-12-20', '2042-01-05', 'NSW')).toBe(
      'counting out weekends; a public holiday in between moves it a business day later',
    );
    expect(holidaysCounted('2026-06-05', '2026-06-10', 'WA')).toBe('counting out weekends and WA public holidays; none fell in between');
    expect(holidaysCounted('2026-06-05', '2026-06-10', 'SA')).toBe(
      "counting out weekends and SA public holidays: King's Birthday, Mon 8 June 2026",
    );
  });

  it("a super due date names the holidays of the asker's state", () => {
    const md = answerQuestion('paid the crew in hobart on fri 11 june 2027, when does the super have to land', {
      today: '2027-06-12',
    }).markdown;
    // Fri 11 Jun + 7 business days: Mon 14 (King's Birthday in TAS) out → Tue 15 … Wed 23 June 2027.
    expect(md).toContain('must reach the fund by Wed 23 June 2027');
    expect(md).toContain("TAS public holidays: King's Birthday, Mon 14 June 2027");
  });
});
