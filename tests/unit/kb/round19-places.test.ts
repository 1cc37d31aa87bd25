import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';

const TODAY = '2026-11-28';
const answer = (q: string) => answerQuestion(q, { today: TODAY });

describe('round 19: words that say where the work is, or the asker’s doubt, are never the subject', () => {
  it.each([
    '12k reno in mount gambier or maybe its across the border in nelson do i need a written contract',
    '12k reno in mount gambier or maybe nelson, do i need a written contract',
    '12k reno in mount gambier or nelson over the border, perhaps i need a written contract?',
  ])('%s → each named state’s rule, under the question which', (q) => {
    expect(parseQuestion(q).terms).not.toEqual(expect.arrayContaining(['border']));
    const a = answer(q);
    expect(a.found).toBe(true);
    expect(a.markdown).toMatch(/^\*\*Mount Gambier or Nelson: SA or VIC — which one is the job in\?\*\*/);
    expect(a.markdown).toMatch(/\*\*\$12,000 in SA → yes:\*\*/);
    expect(a.markdown).toMatch(/\*\*\$12,000 in VIC → yes:\*\*/);
  });

  it('a place over the border still settles the state', () => {
    const a = answer('based in coolangatta, tiling job across the border in tweed heads for 7k, do i need a written contract');
    expect(a.state).toBe('NSW');
  });
});

describe('round 19: a decline under "which one is the job in" names only the named places’ regulators, and says once that it is not held', () => {
  it('two places of two states: their two regulators, not every state’s', () => {
    const md = answer('how much is the licence renewal fee, the job is in albury or wodonga').markdown;
    expect(md).toMatch(/\*\*I don't have the fee for that in NSW or VIC\*\*/);
    expect(md).toMatch(/^- NSW: \*\*Building Commission NSW/m);
    expect(md).toMatch(/^- VIC: \*\*Building and Plumbing Commission/m);
    expect(md).not.toMatch(/^- (?:QLD|WA|SA|TAS|ACT|NT):/m);
  });

  it.each([
    'how much is the licence renewal fee in NSW',
    'how much is the licence renewal fee',
    'how much is the licence renewal fee, the job is in albury or wodonga',
  ])('%s → "won’t guess" once', (q) => {
    expect(answer(q).markdown.match(/won't guess/g)).toHaveLength(1);
  });

  it('a state taken from a shared place name is still said when the figure is not held', () => {
    const md = answer('25k extension in campbelltown, whats the max deposit').markdown;
    expect(md).toMatch(/^\*\*I don't have the maximum deposit for that in South Australia\*\*/);
    expect(md).toMatch(/I took “Campbelltown” to be the one in SA/);
  });
});

describe('round 19: fall prevention on a QLD house is read against its own row (3 m or more), not the SWMS trigger', () => {
  const first = (q: string) => answer(q).markdown.split('\n')[0]!;
  it.each([
    ['qld roofer, working at 2.7m on a house, do we need guard rails', /^\*\*2\.7 m in QLD → no, fall prevention is not mandatory/],
    [
      'building a house in brisbane, 3.2 m high edge, is fall protection mandatory',
      /^\*\*3\.2 m in QLD → yes, fall prevention is mandatory/,
    ],
    ['house reno in cairns, edge exactly 3m, do i need edge protection', /^\*\*3 m in QLD → yes, fall prevention is mandatory/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('below 3 m but over 2 m the SWMS is still said, from its own row', () => {
    const md = answer('qld roofer, working at 2.7m on a house, do we need guard rails').markdown;
    expect(md.split('\n')[1]).toMatch(
      /^\*\*A SWMS is still needed:\*\* Construction work with a risk of a person falling more than 2 metres/,
    );
  });

  it.each([
    ['house reno in cairns 2.5m roof edge do i need a swms', /^\*\*2\.5 m → yes, high-risk construction work/],
    ['commercial job in brisbane 2.7m edge, guard rails needed?', /^\*\*2\.7 m → yes, high-risk construction work/],
    ['SA house, 2.5m roof edge, do we need guard rails', /^\*\*2\.5 m in SA → yes, high-risk construction work/],
  ])('a SWMS asked, work other than housing, or a place with no such row keeps the SWMS trigger: %s', (q, line) =>
    expect(first(q)).toMatch(line),
  );
});
