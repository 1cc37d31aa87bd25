/**
 * The asked-figure verdict rule (issue 17, "how much / how long / what %" questions that declined though the right fact
 * ranked first): a rule row of the place's best fact holding the kind of figure asked answers it — never a neighbour's
 * figure (another work's certificate, another state's penalty, a lodgement fee asked as a licence fee). Our own
 * questions, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { firstLineOf } from '../../eval/heldout/score';

const ctx = { now: Date.parse('2026-11-26T02:00:00Z'), timeZone: 'Australia/Sydney' };

describe('a figure the place’s best fact holds as a row is answered, with that figure first', () => {
  it.each([
    ['how many business days does the builder have to pay me as a subbie in canberra', 'ACT', '15 business days'],
    ['whats the max deposit i can ask for in perth', 'WA', '6.5%'],
    ['what % does hbcf cover if the builder doesnt finish in sydney', 'NSW', '20%'],
    ['how long do i have to lodge the coc for a hot water job in adelaide', 'SA', '7 days'],
    ['sparky in bunbury, how long to give the customer the safety cert', 'WA', '28 days'],
  ])('%s', (q, state, figure) => {
    const a = builtInAnswer(q, ctx);
    expect(a.kb?.declined).toBe(false);
    expect(a.kb?.state).toBe(state);
    expect(firstLineOf(a.markdown)).toContain(figure);
  });
});

describe('a row of the wrong kind or about something else answers nothing', () => {
  it.each([
    // the CCEW's row is a deadline, not a fine
    ['whats the fine for not doing a ccew in nsw', "I don't have the fine or penalty for that in New South Wales"],
    // the Form 4 lodgement fee is no licence renewal fee
    ['how much to renew my plumbing licence in qld', "I don't have the fee for that in Queensland"],
  ])('%s', (q, line) => {
    const a = builtInAnswer(q, ctx);
    expect(a.kb?.declined).toBe(true);
    const first = firstLineOf(a.markdown);
    expect(first).toContain(line);
    expect(first).not.toMatch(/\$\s?\d|\d+\s?%|\d+ (?:business )?days?/);
  });
});

describe('a penalty or a lead time asked is the first line — the one for what was asked', () => {
  it.each([
    ['whats the penalty for taking too big a deposit in nsw', /penalty units/],
    ['whats the fine for not lodging an ecoc in sa', /\$5,000/],
    ['how much notice before licensed asbestos removal', /5 days/],
  ])('%s', (q, re) => {
    const first = firstLineOf(builtInAnswer(q, ctx).markdown);
    expect(first).toMatch(/^\*\*Short answer:\*\*/);
    expect(first).toMatch(re);
  });

  it('never the unlicensed-contracting fine for a late certificate', () => {
    expect(firstLineOf(builtInAnswer('whats the fine for not lodging an ecoc in sa', ctx).markdown)).not.toMatch(/\$100,000/);
  });
});
