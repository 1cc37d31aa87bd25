import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { textingForm } from '../../../src/domain/kb/texting';

/**
 * Round 19, questions written as tradies whose first language is not English write them. The kinds come from the
 * writers' brief (its own examples: "5.000 dollar", "$ 12 500", "pension" for super), not from held-out set 25's
 * questions, which nobody reads.
 */
const TODAY = '2026-11-28';
const first = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('amounts written the ways other languages write them', () => {
  it.each([
    ['bathroom job 4.000 dollar', 'bathroom job 4,000 dollar'],
    ['5.000AUD for the fence', '5,000 AUD for the fence'],
    ['$12.500 reno', '$12,500 reno'],
    ['job is $ 12 500 in Hobart', 'job is $12,500 in Hobart'],
    ['price 12 500 dollar', 'price 12,500 dollar'],
  ])('%s', (q, read) => expect(textingForm(q)).toBe(read));

  it.each(['roof 2.500 m high', 'the 4.5k job', 'version 1.100 of the form'])('leaves %s alone', (q) => expect(textingForm(q)).toBe(q));

  it('the amount reaches the verdict', () => {
    expect(first('Hello, please help. I am tiler in Parramatta Sydney. Need licence for bathroom job 4.000 dollar?')).toMatch(
      /^\*\*\$4,000 in NSW → /,
    );
    expect(first('job is $ 12 500 in Hobart, need written contract?')).toMatch(/^\*\*\$12,500 in TAS → not at this amount:/);
  });
});

describe('"pension" is what super is called where many tradies learned their English', () => {
  it('is the super concept', () => {
    expect(parseQuestion('how much pension I must pay for my worker').concepts).toContain('#super');
  });
});

describe('super asked by another of its names is worked out on the wage', () => {
  it('"pension" on a week’s pay', () => {
    expect(first('how much pension I must pay for my worker, he get 1500 dollar this week?')).toMatch(
      /^\*\*Super on \$1,500 of wages: \$180\.00\*\*/,
    );
  });
});

describe('the paper of licensed work is its certificate', () => {
  it('"what is the paper I must give" after an electric job reaches the certificate, not the tax invoice', () => {
    const md = answerQuestion('I finish electric job in Perth, what is the paper I must give and how much days I have?', {
      today: TODAY,
    }).markdown;
    expect(md).toMatch(/Electrical Safety Certificate/);
    expect(md.split('\n')[0]).not.toMatch(/tax invoice/);
  });
  it('paperwork of a contract stays the contract’s', () => {
    expect(parseQuestion('what paperwork for the contract on a plumbing job').concepts).not.toContain('#certificate');
  });
});
