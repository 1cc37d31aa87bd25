import { describe, expect, it } from 'vitest';
import {
  emptyDialogForm,
  emptyLine,
  estimateItems,
  invoiceItems,
  type DocDialogForm,
} from '../../../src/features/documents/hub/dialog-form';

/** Issue 18: the estimates dialog saves decimal quantities and free-text units, by the editors' rules. */
const form = (lines: Array<[string, string, string]>): DocDialogForm => ({
  ...emptyDialogForm(),
  clientName: 'Jo',
  lines: lines.map(([quantity, unit, rate], i) => ({ ...emptyLine(), description: `Line ${i + 1}`, quantity, unit, rate })),
});

describe('estimate dialog lines', () => {
  it('keeps a quote line’s tenths and its own unit; a cleared unit becomes ea', () => {
    const check = estimateItems(
      form([
        ['2.5', 'roll', '100'],
        ['7.25', ' m² ', '80'],
        ['1', '', '10'],
      ]),
    );
    expect(check.ok && check.items.map((i) => [i.quantity, i.unit])).toEqual([
      [2.5, 'roll'],
      [7.3, 'm²'],
      [1, 'ea'],
    ]);
  });

  it('keeps an invoice line’s decimals and unit, and leaves a blank unit out', () => {
    const check = invoiceItems(
      form([
        ['2.25', 'hr', '110'],
        ['3', '', '10'],
      ]),
      true,
    );
    expect(check.ok && check.items.map((i) => [i.quantity, i.unit])).toEqual([
      [2.25, 'hr'],
      [3, undefined],
    ]);
  });
});
