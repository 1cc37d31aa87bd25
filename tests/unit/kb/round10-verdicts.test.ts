/**
 * Kinds of wrong first line fixed in the assistant's tenth round (helper "v10", 27 Nov 2026), each tried on phrasings
 * written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';

const today = '2026-11-27';
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('"…, that\'s fine yeah?" from someone without the licence asks leave without it', () => {
  it('restumping at any value with no registration: no, not without it', () => {
    const q = 'no builders rego, doing an 8k restump in bendigo, should be fine yeah?';
    // Before: "fine" was not read as leave asked, so the line said "yes, at any value".
    expect(first(q)).toMatch(/^\*\*\$8,000 in VIC → no, not without it:\*\*/);
  });

  it('over the threshold without a licence: no', () => {
    const q = 'unlicensed bloke doing a 6k bathroom reno in toowoomba, thats fine yeah?';
    expect(first(q)).toMatch(/^\*\*\$6,000 in QLD → no, not without it:\*\*/);
  });

  it('"no drama" is the same leave asked; under the threshold it is allowed', () => {
    const q = 'my brother in law has no licence, hes doing a 2k deck in brisbane, its no drama right?';
    expect(first(q)).toMatch(/^\*\*\$2,000 in QLD → yes, not at this amount/);
  });
});

describe('a supplier with no ABN and a payment: the tool works out the withholding on it', () => {
  const md = (q: string) => answerQuestion(q, { today }).markdown;

  it('"how much do I hold back": 47% of the payment, with what goes to the supplier', () => {
    const q = 'tiler wont quote his abn, bill came to $3,150, how much should i keep back';
    // Before: the rule's text only, no sum.
    expect(first(q)).toMatch(/^\*\*Withhold \$1,480\.50 of the \$3,150 payment\*\* \(47%/);
    expect(first(q)).toContain('$1,669.50 goes to the supplier');
  });

  it('a figure quoted to check is confirmed or corrected', () => {
    expect(first('chippy without an abn, paying him 1,000, so i hold back 470 yeah?')).toMatch(/^\*\*Yes — withhold \$470\.00/);
    expect(first('chippy without an abn, paying him 1,000, so i hold back 490 yeah?')).toMatch(/^\*\*No — withhold \$470\.00/);
  });

  it('a payment within the $75 exemption: nothing to withhold', () => {
    expect(first('no abn from the bloke, what do i withhold on a $70 callout')).toMatch(/^\*\*Nothing to withhold on a \$70 payment:\*\*/);
  });

  it('a yes/no keeps the facts’ verdict, with the sum below it', () => {
    const q = 'painter hasnt given me an abn, $2,200 job, must i withhold?';
    expect(md(q)).toContain('Withhold $1,034.00 of the $2,200 payment');
  });

  it('the under-18 weekly exemption and the penalty are left to the facts', () => {
    expect(md('nephew helps on weekends, no abn, $300 a week, what do i hold back')).not.toContain('Withhold $141.00');
    expect(md('no abn, $2,000 invoice, whats the penalty if i didnt withhold')).not.toContain('Withhold $940.00');
  });
});

describe('"Must we have <insurance> before we take the deposit?" on a priced job asks the insurance, not the cap', () => {
  it('over the threshold: yes, from the insurance rule', () => {
    const q = 'quoting a 45k kitchen and ensuite in parramatta. must we have the HBCF sorted before we take the deposit?';
    // Before: led with the deposit cap ("Max deposit on a $45,000 job in NSW"), which was not asked.
    expect(first(q)).toMatch(/^\*\*Yes — on a \$45,000 job in NSW:\*\*.*\$20,000.*HBCF/);
  });

  it('QLD home warranty said as "has to be paid before I grab the deposit"', () => {
    const q = '60k granny flat in toowoomba, has the home warranty got to be paid before i grab a deposit';
    expect(first(q)).toMatch(/^\*\*Yes — on a \$60,000 job in QLD:\*\*.*Home Warranty/);
  });

  it('under the threshold the insurance rule says not at this amount, never the cap', () => {
    const q = 'must we have hbcf in place before we take the deposit on a 12k bathroom in penrith';
    expect(first(q)).toMatch(/^\*\*\$12,000 in NSW → not at this amount:\*\*/);
  });

  it('the cap itself asked still leads with the cap', () => {
    expect(first('must the deposit be under 10% on a 45k reno in parramatta')).toMatch(/^\*\*Yes — max deposit on a \$45,000 job in NSW/);
  });
});

describe('a figure asked ("at what job value do I need …") gets the threshold, not a yes or no from another sentence', () => {
  it.each([
    ['at what job value do i need fidelity fund cover for a canberra extension', '$12,000'],
    ['wat value do i need residential building insurance from in the act', '$12,000'],
  ])('%s', (q, figure) => {
    const line = first(q);
    // Before: "Yes in ACT: Houses and apartment buildings of 3 storeys or fewer … need the cover" (no figure).
    expect(line).toContain(figure);
    expect(line).not.toMatch(/storeys/);
  });
});
