import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';

const first = (q: string) => answerQuestion(q, { today: '2026-11-27' }).markdown.split('\n')[0]!;

describe('a rule written for special settings only is no rule for a home', () => {
  it('the 45°C valve of schools and aged care never answers yes for a house', () => {
    for (const q of [
      'do i have to set the tempering valve to 45 for a home in brissy',
      'new build house in toowoomba, must the hot water be set to 45?',
    ]) {
      expect(first(q)).not.toMatch(/^\*\*Yes\b/);
      expect(first(q)).not.toMatch(/45/);
    }
  });

  it('still answers the setting the rule is written for', () => {
    expect(answerQuestion('childcare centre reno in townsville, do we need a tmv set to 45', { today: '2026-11-27' }).markdown).toMatch(
      /45°C/,
    );
  });
});
