import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';

const ask = (q: string) => builtInAnswer(q, { now: Date.UTC(2026, 10, 27) }).markdown;

/** Tax taken out of a worker's pay is the ATO's question, even when the worker is an apprentice. */
describe('tax on an apprentice pay goes to the ATO', () => {
  it.each([
    "how much tax do I take out of my apprentice's pay?",
    'do I withhold tax from my apprentice wages in vic?',
    "what's the PAYG rate on a first year apprentice's wage",
  ])('%s', (q) => {
    const md = ask(q);
    expect(md).toContain('Australian Taxation Office');
    expect(md).not.toContain('Fair Work Ombudsman');
  });

  it('the pay itself is still an award question', () => {
    expect(ask('whats the award rate for a second year apprentice chippy')).toContain('Fair Work Ombudsman');
  });
});
