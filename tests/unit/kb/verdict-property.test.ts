/** Issue 17: across every evaluation set, no first line's yes/no disagrees with the rule rows it cites. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { EVAL_CASES } from '../../eval/assistant/questions';
import { contradiction } from '../../eval/heldout/contradictions';
import { HELDOUT_TODAY, loadHeldOut } from '../../eval/heldout/score';

describe('first lines never contradict their rule rows', () => {
  const now = Date.parse(`${HELDOUT_TODAY}T02:00:00Z`);
  // Every blind set under tests/eval (held-out and development), found by its file, so a new set is covered unasked.
  const evalDir = path.resolve(__dirname, '../../eval');
  const blindSets = fs
    .readdirSync(evalDir)
    .map((d) => path.join(evalDir, d, 'questions.json'))
    .filter((f) => fs.existsSync(f));
  const questions = [...EVAL_CASES, ...blindSets.flatMap((f) => loadHeldOut(f))];
  const answers = questions.map((c) =>
    builtInAnswer(c.q, {
      now,
      ...(c.profile?.state ? { state: c.profile.state } : {}),
      ...(c.profile?.trade ? { trade: c.profile.trade } : {}),
    }),
  );

  it('holds on every question of the development and blind sets', () => {
    expect(blindSets.length).toBeGreaterThanOrEqual(10);
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
