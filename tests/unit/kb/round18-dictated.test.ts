import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';

const TODAY = '2026-11-28';
const firstLine = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('round 18: a rule lifted only below a small floor ("no withholding up to $75") answers "do I have to" with no price', () => {
  it.each([
    ["subbie hasn't given us an abn. do we have to hold anything back when we pay him?", /^\*\*Yes:\*\*.*withhold 47%/],
    ['no abn on his invoice, do i need to withhold anything', /^\*\*Yes:\*\*.*withhold 47%/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('a price inside the floor still lifts it', () => {
    expect(firstLine('no abn on a $60 invoice, do i need to withhold anything')).not.toMatch(/^\*\*Yes/);
  });

  it('a lighter regime below a job price is no rule lifted: a written contract in SA still turns on the price', () => {
    expect(firstLine('do i need a written contract in sa')).not.toMatch(/^\*\*No:\*\* Domestic building work under \$12,000/);
  });
});
