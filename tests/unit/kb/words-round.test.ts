/**
 * Kinds of misunderstanding fixed in the "words" round of issue 17, each tried on phrasings written for this file
 * (not the evaluation sets'): hours × rate and written dates in the super tool, the Payday Super due date, the
 * non-structural flooring work word, town nicknames, the work's state over the tradie's home, and regions that
 * straddle a border.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { dayMonthSpans, questionDate, workIn } from '../../../src/domain/kb/query';

const TODAY = '2026-11-26';
const firstLine = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('dates written as a day and a month', () => {
  it.each([
    ['wages went out 20 june last year', '2025-06-20'],
    ['paid them fri 4 dec', '2026-12-04'],
    ['the 3rd of march next year', '2027-03-03'],
    ['payday was july 15, 2026', '2026-07-15'],
    ['payday was 15 july 2026', '2026-07-15'],
  ])('"%s" is about %s (today %s)', (q, date) => {
    expect(questionDate(q, TODAY).date).toBe(date);
  });

  it('leaves words that only look like months alone ("3 decks", "may need")', () => {
    expect(questionDate('building 3 decks, may need a permit', TODAY).date).toBe(TODAY);
    expect(dayMonthSpans('building 3 decks')).toEqual([]);
  });
});

describe('super on wages: the rate is the amount tied to the period, hours × rate when both are given', () => {
  it('works out 40 hrs at $34.25 as $1,370 of wages', () => {
    const line = firstLine('whats the super on 40 hrs at $34.25');
    expect(line).toContain('$1,370.00 of wages: $164.40');
  });

  it('takes "at 31.50" as the hourly rate even with a check figure quoted', () => {
    const line = firstLine('super on 38 hours at 31.50 an hour, is $143.64 right?');
    expect(line).toMatch(/^\*\*Yes — Super on \$31\.50 an hour × 38 hours = \$1,197\.00 of wages: \$143\.64/);
  });

  it('never reads a day of the month as the wage ("fri 4 dec" is not $4)', () => {
    const answer = answerQuestion('paid my apprentice 950 fri 4 dec, how much super is that', { today: TODAY });
    expect(answer.markdown).toContain('Super on $950 of wages: $114.00');
    expect(answer.markdown).not.toContain('Super on $4');
  });

  it('uses the rate in force on a day-month date a year back', () => {
    const line = firstLine('super on $1,000 a week paid 20 june last year');
    expect(line).toContain('$115.00 a week');
    expect(line).toContain('2025-06-20');
  });
});

describe('Payday Super due date from a payday', () => {
  it('from 1 July 2026: 7 business days after payday, weekends counted out', () => {
    // Fri 4 Dec 2026 + 7 business days = Tue 15 Dec 2026
    const md = answerQuestion('paid wages fri 4 dec, when is the super due', { today: TODAY }).markdown;
    expect(md).toContain('Super on wages paid Fri 4 December 2026 must reach the fund by Tue 15 December 2026');
  });

  it('counts weekends and the national public holidays out when no state is named, and names them', () => {
    const md = answerQuestion('payday 23 dec, deadline for the super?', { today: TODAY }).markdown;
    // Wed 23 Dec + 7 business days: Thu 24, (Fri 25 Christmas, Mon 28 Boxing Day substitute), Tue 29, Wed 30, Thu 31,
    // (Fri 1 Jan New Year's Day), Mon 4, Tue 5, Wed 6 January 2027.
    expect(md).toContain('must reach the fund by Wed 6 January 2027');
    expect(md).toContain("Christmas Day, Fri 25 Dec 2026; Boxing Day (substitute day), Mon 28 Dec 2026; New Year's Day, Fri 1 Jan 2027");
    expect(md).toContain('a state holiday in between moves it a business day later');
  });

  it('before 1 July 2026: the quarterly due date of the quarter the wages were paid in', () => {
    const md = answerQuestion('paid the lads 20 june last year, when was the super due by', { today: TODAY }).markdown;
    expect(md).toContain('Super on wages paid Fri 20 June 2025 was due by Mon 28 July 2025');
  });

  it('gives no due date when no payday is named', () => {
    const md = answerQuestion('when is super due these days', { today: TODAY }).markdown;
    expect(md).not.toContain('must reach the fund by');
  });
});

describe('the work word "flooring": non-structural floor coverings only', () => {
  it.each(['sanding and polishing floorboards', 'laying hybrid flooring', 'floating timber floors', 'vinyl plank floors in a unit'])(
    '"%s" is flooring',
    (q) => {
      expect(workIn(q)).toContain('flooring');
    },
  );

  it.each(['floor tiling in a bathroom', 'replacing structural floor joists', 'new subfloor and flooring'])('"%s" is not', (q) => {
    expect(workIn(q)).not.toContain('flooring');
  });

  it('answers NSW non-structural flooring as exempt whatever the price', () => {
    expect(firstLine('doing laminate flooring in penrith, 14k job, need a licence?')).toMatch(/→ no, not for this work/);
  });

  it('does not make a NSW floor tiling job exempt', () => {
    expect(firstLine('floor tiling job in penrith 14k need a licence?')).not.toMatch(/→ no/);
  });
});

describe('places: nicknames, the work over the home, regions across a border', () => {
  it.each([
    ['sparky in parra, cert deadline?', 'NSW'],
    ['plumber on the sunny coast need a licence', 'QLD'],
    ['chippy in lonnie, written contract?', 'TAS'],
  ])('"%s" → %s', (q, state) => {
    expect(parseQuestion(q).state).toBe(state);
  });

  it('a state named for the work beats the home state in choosing between namesakes', () => {
    const p = parseQuestion('brickie from sydney with a job in st helens, do tassie rules need a contract for 25k');
    expect(p.state).toBe('TAS');
  });

  it('with only the home state to go on, says it assumed and names the other namesakes', () => {
    const p = parseQuestion('brickie from melbourne with a job in st helens, contract for 25k?');
    expect(p.stateReason).toMatch(/I took “St Helens” to be the one in VIC .*the state you said you're from.*also ones in/);
  });

  it.each([
    ['reno out in the mallee for 9k, need a contract', ['VIC', 'SA', 'NSW']],
    ['driving across the nullarbor for a wiring job, what cert', ['WA', 'SA']],
    ['sparky round sunraysia, cert?', ['VIC', 'NSW']],
  ])('"%s" asks which side (%j)', (q, states) => {
    const p = parseQuestion(q);
    expect(p.state).toBeUndefined();
    expect(p.ambiguousPlace?.states).toEqual(states);
  });

  it('a state named in words settles a region ("mallee, SA side")', () => {
    expect(parseQuestion('job in the mallee, sa side, contract over 12k?').state).toBe('SA');
  });
});

describe('amounts: "+ GST" a word or two after the amount, client materials priced after "worth"', () => {
  it('"a 12 grand deck plus gst" is $13,200 incl GST', () => {
    const q = parseQuestion('a 12 grand deck plus gst, need a contract in qld').query;
    expect(q.totalCents).toBe(1_320_000);
    expect(q.totalWorking).toBe('$12,000 + GST = $13,200 incl GST');
  });

  it('labour plus the vanity the customer supplies "worth 900" are summed', () => {
    const q = parseQuestion('quoted 3k for labour, customer supplying the vanity worth 900, licence?').query;
    expect(q.totalCents).toBe(390_000);
    expect(q.totalWorking).toContain('(client-supplied materials)');
  });
});
