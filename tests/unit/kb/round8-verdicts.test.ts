/**
 * Kinds of wrong first line fixed in the assistant's eighth round (issue 17, helper "engine2", 27 Nov 2026), each tried
 * on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';

const today = '2026-11-27';
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;
const rule = (q: string) => answerQuestion(q, { today }).debug?.verdictRule;

describe('a threshold named after "count towards" is the threshold asked about, not the job price', () => {
  it('client-bought goods counted towards the VIC compliance-certificate threshold: yes, whoever supplied them', () => {
    const q = 'melbourne job - the vanity the owner purchased herself, does it count toward the $750 for the compliance certificate';
    expect(rule(q)).toBe('counted-toward');
    expect(first(q)).toMatch(/^\*\*Yes in VIC/);
    expect(first(q)).not.toMatch(/not at this amount/);
  });

  it('labour added to the VIC registration threshold: yes, from the sentence that gives $10,000', () => {
    const q = 'in victoria is my labour counted towards the 10k for domestic builder rego';
    expect(rule(q)).toBe('counted-toward');
    expect(first(q)).toMatch(/^\*\*Yes in VIC/);
    expect(first(q)).toMatch(/\$10,000/);
  });

  it('a job price compared with the threshold is still read as the job price', () => {
    const q = 'plumbing job in geelong worth $600 all up, do i need a compliance certificate';
    expect(rule(q)).not.toBe('counted-toward');
    expect(first(q)).toMatch(/\$600/);
  });

  it('no sentence on who supplied the goods: no verdict is made up from the threshold', () => {
    // The VIC registration sentence names labour and materials, not who supplied them.
    const q = 'vic, does timber the client bought count towards the 10k for rego';
    expect(rule(q)).not.toBe('counted-toward');
  });
});

describe('"is X something the owner can do himself" asks permission', () => {
  it('answers from the sentence that lets the owner do it, like "can the owner do X himself"', () => {
    const q = 'low risk plumbing in hobart, is that work a homeowner can legally do themselves';
    expect(rule(q)).toBe('requirement');
    // Before: read as "do I need …", answered by the first sentence that requires something ("Cat 4 needs a permit").
    expect(first(q)).toMatch(/^\*\*Yes in TAS:.*the owner may do it/);
  });

  it('a statement about what an owner did is no permission question', () => {
    const q = 'in tasmania the owner can do category 1 plumbing but what form does a plumber lodge for category 2b';
    expect(first(q)).not.toMatch(/^\*\*Yes in TAS:\*\* .*the owner may do it/);
  });
});

describe('"cost to lodge / register / submit" asks a fee', () => {
  it('reads the attribute as a fee', () => {
    for (const q of ['whats the cost to submit a notice of work in sydney', 'cost to file the form 4 in brisbane'])
      expect(parseQuestion(q, { today }).query.attribute).toBe('fee');
  });

  it('gives the fee the facts hold, and says so when they hold none', () => {
    expect(first('roughly what is the cost to lodge a form 4 in qld')).toMatch(/\$34\.50/);
    expect(first('cost to lodge a plumbing notice of work in sydney?')).toMatch(/don't have the fee/);
  });
});

describe('super on several weeks, fortnights or months of a wage', () => {
  it('multiplies the wage per period by the periods counted, in digits or words', () => {
    expect(first('apprentice was on $950 a week for 5 weeks, how much super is that')).toMatch(
      /× 5 weeks = \$4,750\.00 of wages: \$570\.00/,
    );
    expect(first('super on three fortnights of pay at $2,500 a fortnight')).toMatch(/× 3 fortnights = \$7,500\.00 of wages: \$900\.00/);
    expect(first('how much super for 2 months wages, 5000 each')).toMatch(/× 2 months = \$10,000\.00 of wages: \$1,200\.00/);
  });

  it('a span that dates something is no count of wages', () => {
    const line = first('super on $1,000 a week, do i pay it within 4 weeks');
    expect(line).not.toMatch(/× 4 weeks/);
  });
});

describe('a repair said in everyday words reaches the exception for repairs', () => {
  it('"fixing" stays "fixing" (a repair), not the KB word "mixing"', () => {
    expect(parseQuestion('fixing the thermostat on a gas heater in whyalla', { today }).terms).not.toContain('mixing');
  });

  it('answers no where the place exempts repairs that modify nothing', () => {
    const q = 'just fixing a dodgy control knob on an existing gas heater in port augusta, not modifying anything. coc needed?';
    expect(first(q)).toMatch(/^\*\*No in SA:.*repairs/);
  });
});

describe('a thing named by its class in an exclusion ("payments to employees")', () => {
  it('an apprentice’s wages are payments to an employee, which the TPAR excludes', () => {
    expect(first('does the tpar cover the wages my apprentice gets')).toMatch(/^\*\*No:.*employees/);
  });

  it('a subcontractor is no employee: the TPAR takes the payment in', () => {
    expect(first('does the tpar cover what i pay my subbie')).not.toMatch(/^\*\*No/);
  });
});
