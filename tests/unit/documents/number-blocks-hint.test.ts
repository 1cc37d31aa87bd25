import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, NUMBER_BLOCK_SIZE, numberBlocksHint } from '../../../src/domain/numbering';

// Issue 21: a second device's numbers jump ahead by a block, and settings show "Next … number" beside it. Where the
// number is shown, the hint explains the blocks with the block size the devices really use (5, not the old 10).
describe('the Next number hint explains number blocks', () => {
  it.each([
    ['invoice', 'INV-'],
    ['quote', 'Q-'],
  ] as const)('for a %s, with the real block size and the prefix', (_kind, prefix) => {
    const hint = numberBlocksHint(prefix);
    expect(hint).toContain(`the next ${NUMBER_BLOCK_SIZE} numbers`);
    expect(hint).toContain(`${formatDocumentNumber(prefix, 1 + NUMBER_BLOCK_SIZE)} after ${formatDocumentNumber(prefix, 1)}`);
    expect(hint).toContain('unused numbers go back when a device signs out');
  });

  it('names the jump a second device makes: Q-0006 after Q-0001 with blocks of 5', () => {
    expect(NUMBER_BLOCK_SIZE).toBe(5);
    expect(numberBlocksHint('Q-')).toContain('Q-0006 after Q-0001');
    expect(numberBlocksHint('Q-')).not.toContain('0011');
  });
});
