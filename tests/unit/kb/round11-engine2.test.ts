/**
 * Kinds of wrong or missing first line fixed in the second part of the assistant's eleventh round (helper "engine2",
 * 27 Nov 2026), each tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion, unitRepeated } from '../../../src/domain/kb/answer';

const today = '2026-11-27';
const answer = (q: string) => answerQuestion(q, { today }).markdown;
const first = (q: string) => answer(q).split('\n')[0]!;

describe('a yes/no asked with a figure ("do I have to …, and by when") leads with the verdict, the figure next', () => {
  it('a threshold crossed: the verdict first, the deadline on the next line', () => {
    const md = answer('toowoomba, 35k laundry and ensuite job, must i lodge the commencement notice and how long have i got');
    expect(md.split('\n')[0]).toMatch(/^\*\*\$35,000 in QLD → yes:\*\*/);
    expect(md).toMatch(/10 business days/);
  });

  it('a "how long" question keeps the figure first', () => {
    expect(first('how long do i have to lodge a qbcc commencement notice on a 30k job in cairns')).toMatch(/^\*\*Short answer:\*\*/);
  });

  it('a second ask with no subject of its own still gets its figure under "Also asked"', () => {
    const md = answer('turnover went past 90k this year as a tiler, do i need to register for gst and how long have i got');
    expect(md).toMatch(/\*\*Also asked[^\n]*\n\n\*\*Short answer:\*\*[^\n]*21 days/);
  });
});

describe("the work a fact's exception names, asked about, answers no", () => {
  it('"may not need one" is an exception sentence', () => {
    expect(first('plumber in port augusta just replacing tap washers, do i need to lodge a certificate of compliance')).toMatch(
      /^\*\*No in SA:\*\*/,
    );
  });

  it('"no need for … ?" is a yes/no put as a statement', () => {
    expect(first('mount barker job, no need for a plumbing coc if all i did was clear a blocked drain?')).toMatch(/^\*\*No in SA:\*\*/);
  });
});

describe('no-ABN withholding: a payment said to be ex GST is compared with the exemption as said', () => {
  it('$72 ex GST is under the $75 exemption, though $79.20 with GST is over it', () => {
    const md = answer('sparky subbie with no abn sent a bill for $72 ex gst, have i got to withhold any of it');
    expect(md.split('\n')[0]).toMatch(/→ no:/);
    expect(md).toMatch(/Nothing to withhold on a \$72 ex GST payment/);
    expect(md).not.toMatch(/Withhold \$\d/);
  });

  it('over the exemption ex GST still withholds', () => {
    expect(answer('no abn from the subbie, bill is $90 ex gst, how much do i hold back')).toMatch(/Withhold \$\d/);
  });
});

describe('"is he allowed", "are owners permitted": leave asked in the third person', () => {
  it('a rule that someone else must do it answers no', () => {
    expect(first('my customer in geelong reckons he can run the power to his granny flat himself, is he allowed')).toMatch(
      /^\*\*No in VIC/,
    );
  });

  it('the same with "permitted"', () => {
    expect(first('in victoria are homeowners permitted to wire their own workshop')).toMatch(/^\*\*(?:No in VIC|VIC → no)/);
  });
});

describe('a fine with its unit left out of the second figure', () => {
  it('"1,000 penalty units (corporation) / 200 (other)" says the unit again', () => {
    expect(unitRepeated('Penalty 1,000 penalty units (corporation) / 200 (other).')).toBe(
      'Penalty 1,000 penalty units (corporation) / 200 penalty units (other).',
    );
    expect(unitRepeated('Fine of 50 penalty units.')).toBe('Fine of 50 penalty units.');
  });

  it("an individual asking the fine for an over-cap deposit gets the individual's figure with its unit", () => {
    expect(first("nsw builder, what's the penalty for charging more than the deposit limit? i'm not a company")).toMatch(
      /200 penalty units \(other\)/,
    );
  });
});
