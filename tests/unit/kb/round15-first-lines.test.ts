import { describe, expect, it } from 'vitest';
import { isYesNoQuestion } from '../../../src/domain/kb/answer';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { textingForm } from '../../../src/domain/kb/texting';

const TODAY = '2026-11-28';
const firstLine = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;
const yesNo = (q: string) => isYesNoQuestion(textingForm(q));

describe('round 15: a statement put to be confirmed is a yes/no question, however it is typed', () => {
  it('reads tags with no comma or question mark before or after them', () => {
    expect(yesNo('i got 7 days to get the ccew in right')).toBe(true);
    expect(yesNo('compliance cert goes to the customer within 5 days yeah')).toBe(true);
    expect(yesNo('the client can sign after we start, thats ok isnt it')).toBe(true);
    expect(yesNo('i need insurance before the deposit dont i')).toBe(true);
    expect(yesNo('lodging it in 4 days am i ok')).toBe(true);
  });

  it('reads a how/what question whose last clause puts a figure to confirm', () => {
    expect(yesNo('how long do i keep the test records, 5 years?')).toBe(true);
    expect(yesNo('how many days for the payment schedule, 10 business days is it')).toBe(true);
    expect(yesNo('how long do i hang on to invoices, 5 years is good right?')).toBe(true);
  });

  it('leaves plain how / what questions alone', () => {
    expect(yesNo('how long do i keep the test records')).toBe(false);
    expect(yesNo('how much is it')).toBe(false);
    expect(yesNo('what is the max deposit on a 30k job in nsw')).toBe(false);
  });

  it('opens with the verdict for a figure put to be confirmed', () => {
    expect(firstLine('plumber in mount gambier, the coc has to go in within 7 days yeah')).toMatch(/^\*\*Yes/);
    expect(firstLine('gasfitter in port pirie, the gas coc is 7 days too right')).toMatch(/^\*\*No/);
    expect(firstLine('sparky in cairns, how long do i keep my copy of the certificate of testing and compliance, 5 years?')).toMatch(
      /^\*\*Yes/,
    );
  });
});

describe('round 15: a bare number joined to a priced part is another part of the job', () => {
  it('sums a part whose work is named before the joining word', () => {
    expect(
      parseQuestion('nsw, 3,200 of tiling and 4 grand of waterproofing on one bathroom, licence?', { today: TODAY }).query.totalCents,
    ).toBe(720000);
    expect(parseQuestion('5 grand slab plus 6,300 framing for a granny flat in darwin nt', { today: TODAY }).query.totalCents).toBe(
      1130000,
    );
    expect(parseQuestion('sa, 6,500 kitchen plus 5,900 laundry on one contract', { today: TODAY }).query.totalCents).toBe(1240000);
  });

  it('does not take a postcode or a measure for a part', () => {
    expect(parseQuestion('8k deck plus stairs in 2250, licence?', { today: TODAY }).query.totalCents).toBe(800000);
    expect(parseQuestion('6k fence and 120 metres of it in perth wa', { today: TODAY }).query.totalCents).toBe(600000);
  });

  it('answers the sum, not its first part', () => {
    expect(firstLine('vic, 5,500 of carpentry and 5 grand of painting on the same house in bendigo. do i need to be registered')).toMatch(
      /^\*\*\$10,500 \(\$5,500 \+ \$5,000\) in VIC → yes/,
    );
  });
});

describe('round 15: a figure put to be confirmed in words or short units', () => {
  it('reads "a month", "two weeks", "24 h" against the rule', () => {
    expect(firstLine('did a couple of powerpoints in a garage in ballarat, i have a month to give the coes yes?')).toMatch(/^\*\*Yes/);
    expect(firstLine('removing 6 m2 of non friable sheeting in geelong, worksafe needs 48 h notice yes')).toMatch(/^\*\*No/);
  });

  it('never reads a rate after a figure as a count of one', () => {
    expect(
      firstLine('big gas job in alice springs, over 200 MJ an hour. i have to tell nt worksafe 24 hours before i start, yes?'),
    ).toMatch(/^\*\*Yes/);
  });
});

describe('round 15: a sum beside a yes/no question', () => {
  it('keeps the sum as the answer, citing only its own sources, when no rule says yes or no', () => {
    const a = answerQuestion('need to add gst onto 820 labour for a job in glenelg sa', { today: TODAY });
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*GST on \$820\.00 is \$82\.00\*\*/);
    expect(a.citations.map((c) => c.n)).toEqual(a.citations.map((_, i) => i + 1));
    expect(a.markdown).toContain('**The rule**');
  });
});

describe('round 15: claims, settings and comparisons', () => {
  it('judges a claim told with no question at all', () => {
    expect(yesNo('mate reckons i have 14 days to lodge the plumbing compliance cert in geelong')).toBe(true);
    expect(firstLine('mate reckons i have 14 days to lodge the plumbing compliance cert in geelong')).toMatch(/^\*\*No/);
    expect(yesNo('i lodged the plumbing cert 14 days after the job in geelong')).toBe(false);
  });

  it('reads the figure for the setting the question names', () => {
    expect(firstLine('tassie subbie on a home reno, the builder has 20 days for the payment schedule, right?')).toMatch(/^\*\*Yes/);
    expect(firstLine('tassie subbie on an office fitout, the builder has 20 days for the payment schedule, right?')).toMatch(/^\*\*No/);
  });

  it('answers for the trade asked about, not the one it is compared with', () => {
    const p = parseQuestion('gasfitter in port augusta, the gas coc is 7 days same as the plumbers isnt it', { today: TODAY });
    expect(p.query.work).toEqual(['gas']);
    expect(firstLine('gasfitter in port augusta, the gas coc is 7 days same as the plumbers isnt it')).toMatch(/^\*\*No in SA:.*30 days/);
  });
});

describe('round 15: verdicts only about what was asked', () => {
  it('declines a subject no fact holds, whatever a rule about another subject would say', () => {
    const a = answerQuestion('client wants to pay by mastercard, am i allowed to put 1.5% on top next month?', { today: TODAY });
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/Reserve Bank|ACCC/);
  });

  it('never confirms a payment schedule time with the time to pay, or the other way round', () => {
    expect(firstLine('act subbie, builder has 10 business days for the payment schedule yeah?')).not.toMatch(/^\*\*(?:Yes|No)\b/);
  });
});

describe("round 15: someone else's claim that a rule is not needed", () => {
  it('says no when the rule applies, with or without a question mark', () => {
    expect(firstLine('25k extension in palmerston nt, client reckons we dont need a signed contract. is he right')).toMatch(/^\*\*No/);
    expect(firstLine('25k extension in palmerston nt, client reckons we dont need a signed contract. is he right?')).toMatch(/^\*\*No/);
  });
});

describe('round 15: asks read without their usual words', () => {
  it('checks eleven digits put to be checked as an ABN', () => {
    expect(firstLine('can you check 53 004 085 616 for me, it was on a quote')).toMatch(/^\*\*Yes — ABN 53 004 085 616 is valid/);
    expect(firstLine('can you check 0412 345 678 90 for me, it is his phone')).not.toMatch(/ABN/);
  });

  it('declines how long a body takes to come out and inspect', () => {
    expect(firstLine('how long does worksafe act take to come out and inspect a switchboard')).toMatch(
      /^\*\*I don't have the processing time/,
    );
  });

  it('reads "the bit about" a standard as asking for its text', () => {
    expect(firstLine('paste me the as 3500 bit about hot water temps')).toMatch(/^I can't quote the text of an Australian Standard/);
  });
});

describe('round 15: the time someone has under the rule, stated to be confirmed', () => {
  it('is checked for equality with the rule, not as a term within its limit', () => {
    expect(firstLine('subbie in toowoomba, sent a payment claim. the builder has 10 business days to get the schedule back, yes?')).toMatch(
      /^\*\*No in QLD/,
    );
    expect(firstLine('tassie subbie on a home reno, the builder has 20 days to give me a payment schedule. right?')).toMatch(
      /^\*\*Yes in TAS/,
    );
  });
});

describe('round 15: wages said in words or over two pay periods', () => {
  it('reads hundreds in words after the worker paid', () => {
    expect(firstLine('paid my labourer seven hundred and twenty this week, how much super is that')).toMatch(
      /^\*\*Super on \$720 of wages: \$86\.40/,
    );
  });

  it('sums wages of two pay periods when the total is asked', () => {
    expect(firstLine('apprentice got 1.1k one week and 900 the next, whats the super on the lot')).toMatch(
      /^\*\*Super on \$1,100 \+ \$900 = \$2,000\.00 of wages: \$240\.00/,
    );
  });
});

describe('round 15: whether something costs anything is a fee', () => {
  it('declines a fee the place holds none for, by name', () => {
    expect(firstLine('does it cost anything to lodge a gas certificate in adelaide')).toMatch(
      /^\*\*I don't have the fee for that in South Australia/,
    );
    expect(firstLine('is there a fee to submit the plumbing coc in sa')).toMatch(/^\*\*I don't have the fee for that in South Australia/);
  });
});

describe('round 15: a plan told first and put for confirmation at the end', () => {
  it('is leave to do it in that order', () => {
    expect(firstLine('60k reno in hornsby nsw, taking the deposit friday and ill sort the hbcf after, thats fine isnt it')).toMatch(
      /^\*\*No — not before the HBCF: it is needed first\.\*\*/,
    );
  });
});

describe('round 15: a rate said without its % sign', () => {
  it('is the rate, never a wage', () => {
    expect(textingForm('paid super at 11.5 on the wages back in march 2025')).toBe('paid super at 11.5% on the wages in march 2025');
    expect(textingForm('paid super at 300 a week')).toBe('paid super at 300 a week');
    expect(firstLine('in april 2025 i paid super at 11.5 on my apprentices wages. was that right')).toMatch(
      /^\*\*Yes — the super guarantee/,
    );
  });
});

describe('round 15: a fine claimed before the word fine', () => {
  it('is checked against the penalty, and the claim is judged with its teller named apart', () => {
    expect(yesNo('bloke down in whyalla reckons unlicensed contracting in sa is only a 5 grand fine')).toBe(true);
    expect(firstLine('bloke down in whyalla reckons unlicensed contracting in sa is only a 5 grand fine')).toMatch(
      /^\*\*No — not \$5,000 in SA/,
    );
    expect(firstLine('thats fine isnt it, 8k bathroom in hobart without a contract')).not.toMatch(/penalty/i);
  });
});
