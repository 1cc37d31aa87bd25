import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { searchKnowledgeBase } from '../../../src/domain/kb/search';

const QUESTIONS = [
  'do I need a licence for a $4,000 bathroom in Brisbane',
  'sparky in Melbourne, how long do I have to give the COES',
  'whats the max deposit i can take on a 15k job in vic',
  'home warranty insurance in Adelaide',
  'do I need to register for GST if I turn over 80k',
  'can i remove fibro myself in NSW',
  'builder hasnt paid my progress claim in Brisbane',
  'what temperature should the tempering valve be set to',
  'how do I bake sourdough bread',
  '20 grand job in Perth what applies',
];

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU milliseconds, so time spent waiting for a busy core (other suites share CI's 2 cores) doesn't count. */
function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe('knowledge-base speed', () => {
  it('answers questions with p95 well under 50 ms of CPU once the index is built', () => {
    searchKnowledgeBase('warm up the index');
    // Each question's time is the median of its five rounds: the process's CPU clock also counts the garbage collector's
    // helper threads, whose occasional collection (40–50 ms on a loaded 2-core CI box, once in 50 answers) is no cost
    // of answering. An index rebuilt per question costs over 100 ms on every round, so it still fails.
    const perQuestion = QUESTIONS.map((q) => {
      const rounds = Array.from({ length: 5 }, () => cpuMs(() => answerQuestion(q, { state: 'NSW' })));
      return percentile(rounds, 50);
    });
    // Locally p50 is about 1 ms and p95 under 10 ms; rebuilding the index per question would cost over 100 ms.
    expect(percentile(perQuestion, 95)).toBeLessThan(50);
    expect(percentile(perQuestion, 50)).toBeLessThan(10);
  });
});
