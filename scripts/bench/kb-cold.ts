/**
 * Run as its own process by kb.ts: the knowledge-base index is built once per process (on first search), so a cold
 * build can only be timed in a fresh one. Prints JSON { firstMs, warmMs } for the same question.
 */
import { searchKnowledgeBase } from '../../src/domain/kb';

const q = 'do I need a licence for a $4,000 bathroom in Brisbane';
let t = performance.now();
searchKnowledgeBase(q, { state: 'NSW' });
const firstMs = performance.now() - t;
const warm: number[] = [];
for (let i = 0; i < 20; i++) {
  t = performance.now();
  searchKnowledgeBase(q, { state: 'NSW' });
  warm.push(performance.now() - t);
}
warm.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ firstMs, warmMs: warm[10] }));
