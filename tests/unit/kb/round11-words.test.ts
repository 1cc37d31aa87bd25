/**
 * Kinds of misunderstanding fixed in the eleventh round's "words" pass of issue 17, each tried on phrasings written for
 * this file (not the evaluation sets'): a month named as a date is never the town of that name, "whens" asks when,
 * where turnover came from is not a subject, takings told as an amount are a turnover, and GST registration is not a
 * trade licence.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { monthDateSpans } from '../../../src/domain/kb/query';

const TODAY = '2026-11-27';
const parse = (q: string) => parseQuestion(q, { today: TODAY });
const firstLine = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('a month named as a date is a date, never the town of that name', () => {
  it.each([
    ['back in march this year i put up a 2.7m high gutter in port pirie without a swms, all good?', 'SA', '2026-03-15'],
    ['did a deck in ballarat in march, the contract was 9k. was a written contract needed', 'VIC', '2026-03-15'],
    ['last march we signed a 30k reno in toowoomba, deposit cap?', 'QLD', '2026-03-15'],
    ['in may we quoted a bathroom in hobart for 12k, did that need a written contract', 'TAS', '2026-05-15'],
  ])('%s', (q, state, date) => {
    const p = parse(q);
    expect(p.state).toBe(state);
    expect(p.states).toEqual([state]);
    expect(p.query.date).toBe(date);
  });

  it('still reads the town when a state or postcode follows it', () => {
    expect(monthDateSpans('a job in March NSW')).toEqual([]);
    expect(monthDateSpans('a job in march 2800')).toEqual([]);
    expect(monthDateSpans('a job back in march this year')).toHaveLength(1);
  });

  it('answers the SA fall rule of the month named, for the place named', () => {
    const line = firstLine('back in april this year we did a 2.6m roof edge job in murray bridge with no swms');
    expect(line).toContain('SA');
    expect(line).toContain('3 m');
  });
});

describe('"whens" and "when\'s" ask when, as "when is" does', () => {
  it.each([
    ['sparky, whens the ecoc due for a job in port augusta', '30 days'],
    ["electrician in adelaide, when's the ecoc due", '30 days'],
    ['vic sparky, whens the coes due to the customer', '1 month'],
  ])('%s', (q, figure) => {
    expect(parse(q).intents).toContain('when');
    expect(firstLine(q)).toContain(figure);
  });
});

describe('a turnover told in parts, with where each part came from', () => {
  it.each([
    ['38k from bathroom jobs and 40k from strata maintenance contracts this year, do i need to register for gst', '$78,000', /→ yes/],
    ['made 60k from installs plus 10k from service contracts, do i have to register for gst', '$70,000', /not at this amount/],
    ['invoiced 81 grand this financial year, gst registration needed?', '$81,000', /→ yes/],
    ['earned about 79k from side jobs, do i need gst rego', '$79,000', /→ yes/],
  ])('%s', (q, total, verdict) => {
    const p = parse(q);
    expect(p.concepts).not.toContain('#contract');
    expect(p.concepts).not.toContain('#licence');
    const line = firstLine(q);
    expect(line).toContain(total);
    expect(line).toMatch(verdict);
  });

  it('keeps a contract that is the subject, and a licence asked beside GST', () => {
    expect(parse('30k reno contract in perth, does it need to be in writing').concepts).toContain('#contract');
    expect(parse('registered for gst already, do i need a builders licence too in qld').concepts).toContain('#licence');
  });

  it('never reads a job price as a turnover', () => {
    expect(parse('12 grand bathroom job plus gst in brisbane, do i need a licence').concepts).not.toContain('#turnover');
  });
});
