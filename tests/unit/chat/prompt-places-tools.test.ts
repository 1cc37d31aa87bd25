import { describe, expect, it } from 'vitest';
import { buildSystemPrompt, retrieveFacts } from '../../../src/domain/chat/prompt';

describe('the model prompt carries places and the product checks', () => {
  it('tells the model the state a town gave and why, over the profile state', () => {
    const retrieval = retrieveFacts('15k extension in katherine, do I need to be registered?', { state: 'NSW', trade: 'Builder' });
    expect(retrieval.state).toBe('NT');
    const prompt = buildSystemPrompt({ retrieval, state: 'NSW', trade: 'Builder', today: '2026-01-15' });
    expect(prompt).toContain('This question is about Northern Territory (NT) (“Katherine” is in NT, postcode 0850)');
    expect(prompt).toContain('say which state you answered for and why');
  });

  it('gives the model the deposit cap the quotes compute, in dollars', () => {
    const retrieval = retrieveFacts('max deposit for a 15k reno in victoria', { state: 'NSW', trade: 'General' });
    const prompt = buildSystemPrompt({ retrieval, state: 'NSW', trade: 'General', today: '2026-01-15' });
    expect(prompt).toContain("Worked out by the app's own checks");
    expect(prompt).toContain('In VIC the deposit can be at most 10% for contracts under $20,000: $1,500.00 on a $15,000 job.');
  });

  it('asks the model to settle an ambiguous place', () => {
    const retrieval = retrieveFacts('licence threshold for a job in richmond', { state: 'WA', trade: 'General' });
    const prompt = buildSystemPrompt({ retrieval, state: 'WA', trade: 'General', today: '2026-01-15' });
    expect(prompt).toContain('There is a Richmond in NSW, VIC, QLD, SA, TAS: ask which one the job is in');
  });
});
