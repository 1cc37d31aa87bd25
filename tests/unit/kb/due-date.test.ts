import { describe, expect, it } from 'vitest';
import { daySaid } from '../../../src/domain/kb/day-said';
import { answerQuestion } from '../../../src/domain/kb/index';
import { questionDate } from '../../../src/domain/kb/query';

/** Asked when, from a day the question names: the deadline the facts give, counted to a date. */
const md = (q: string, today: string) => answerQuestion(q, { today }).markdown;

describe('deadlines counted to a date', () => {
  it('counts business days from the day named, leaving out the state holidays', () => {
    const out = md('sparky in cairns, invoiced the notifiable plumbing job on 20 nov, by when does the form 4 have to be in', '2026-11-28');
    expect(out).toContain('**Last day: Fri 4 Dec 2026**');
    expect(out).toContain('10 business days from Fri 20 Nov 2026');
  });

  it('a NSW payment schedule over Christmas skips 27–31 December as the Security of Payment Act says (s 4)', () => {
    // Claim received Fri 18 Dec 2026: Mon 21–Thu 24 (4), then Christmas, Boxing Day's Monday, 29–31 Dec (the Act's
    // break) and New Year's Day are out: Mon 4–Mon 11 Jan make the other 6.
    const out = md('head contractor in newcastle got my payment claim on 18 dec, what date is his payment schedule due', '2026-12-19');
    expect(out).toContain('**Last day: Mon 11 Jan 2027**');
    expect(out).toContain(
      '27–31 December are not business days under the Building and Construction Industry Security of Payment Act 1999 (NSW) s 4',
    );
  });

  it('counts calendar days from a weekday named in the past tense', () => {
    const out = md(
      'did a switchboard upgrade in wollongong, finished testing on monday. whats the last day to get the ccew in?',
      '2026-11-28',
    );
    expect(out).toMatch(/\*\*Last day: Mon 30 Nov 2026\*\* — .*7 days from Mon 23 Nov 2026/);
  });

  it('with no first line of its own, a "when" question leads with the date', () => {
    const out = md('finished the rewire in newcastle on monday, whats the last day to get the ccew in?', '2026-11-28');
    expect(out.split('\n')[0]).toMatch(/^\*\*Last day: Mon 30 Nov 2026\*\*/);
  });

  it('never counts a deadline from an event it does not run from (a CoC after finishing, from the day a job starts)', () => {
    const out = md('gasfitter in geelong, big job startin thursday. when is the compliance certificate due after', '2026-11-28');
    expect(out).not.toContain('Last day:');
  });

  it('the rule in force is read at a past day said with a past verb (invoiced, tested), not the same day next year', () => {
    expect(questionDate('invoiced the notifiable job on 20 nov, when is the form due', '2026-11-28').date).toBe('2026-11-20');
    expect(questionDate('tested the new circuit on 3 nov, when is the cert due', '2026-11-28').date).toBe('2026-11-03');
    expect(questionDate('starting a job on 20 dec, do i need a swms', '2026-11-28').date).toBe('2026-12-20');
  });

  it('gives no date when the question names no day to count from', () => {
    expect(md('qld plumber, how long have i got to lodge a form 4 after invoicing?', '2026-11-28')).not.toContain('Last day:');
  });

  it('reads the day named by the tense: a past day is the last of its name, a near one this season', () => {
    expect(daySaid('finished the job on monday, when is it due', '2026-11-28')?.date).toBe('2026-11-23');
    expect(daySaid('sent the claim on 1 dec, when do they have to answer', '2026-11-28')?.date).toBe('2026-12-01');
    expect(daySaid('invoiced it on 20/11, when is the form due', '2026-11-28')?.date).toBe('2026-11-20');
    expect(daySaid('we will finish next tuesday, when is the certificate due', '2026-11-28')?.date).toBe('2026-12-01');
    expect(daySaid('when is the certificate due', '2026-11-28')).toBeNull();
  });
});
