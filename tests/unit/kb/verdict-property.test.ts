/** Issue 17: across both evaluation sets, no first line's yes/no disagrees with the rule rows it cites. */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { EVAL_CASES } from '../../eval/assistant/questions';
import { contradiction } from '../../eval/heldout/contradictions';
import { HELDOUT_TODAY, loadHeldOut } from '../../eval/heldout/score';

describe('first lines never contradict their rule rows', () => {
  const now = Date.parse(`${HELDOUT_TODAY}T02:00:00Z`);
  const questions = [...EVAL_CASES, ...loadHeldOut()];
  const answers = questions.map((c) =>
    builtInAnswer(c.q, {
      now,
      ...(c.profile?.state ? { state: c.profile.state } : {}),
      ...(c.profile?.trade ? { trade: c.profile.trade } : {}),
    }),
  );

  it('holds on every question of the development and held-out sets', () => {
    const bad = answers.map((a, i) => ({ q: questions[i]!.q, why: contradiction(a) })).filter((x) => x.why);
    expect(answers.filter((a) => a.kb?.verdict).length).toBeGreaterThan(30);
    expect(bad).toEqual([]);
  });

  it('catches a first line that says the opposite of its rows', () => {
    const a = answers.find((x) => x.kb?.verdict?.answer === 'yes')!;
    const flipped = { ...a, kb: { ...a.kb!, verdict: { ...a.kb!.verdict!, answer: 'no' as const } } };
    expect(contradiction(flipped)).not.toBe('');
  });
});
