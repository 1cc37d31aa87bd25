import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { daySaid } from '../../../src/domain/kb/day-said';
import { textingForm } from '../../../src/domain/kb/texting';

/**
 * Round 26, what do I tell them: someone else's words — a customer's text, a builder's email, a strata manager's
 * query, an apprentice's question — pasted or retold, answered through the tradie. Who passed the message on and how
 * says nothing about which rule; the question they asked (or the claim they made) is what is answered. Each kind is
 * tested with its own paraphrases (the development sets' questions are not copied here).
 */
const TODAY = '2026-11-29';
const answer = (q: string, today = TODAY) => answerQuestion(q, { today });
const first = (q: string, today = TODAY) => answer(q, today).markdown.split('\n')[0]!;

describe("a paper's deadline asked from the side that receives it is the time to give it", () => {
  it.each([
    ['tenant in st kilda asked when she will get the coes for the new power points', /1 month/],
    ['property manager wants to know when she’ll receive the COES for the two downlights we put in at her rental in Frankston', /1 month/],
    ['client in glenelg asked when he gets the plumbing certificate for the new laundry tub', /7 days/],
    ['strata manager in woden asked when we will send the electrical test report for the foyer lights', /14 days/],
    ['when do i have to hand over the coes for a new circuit in ballarat', /1 month/],
  ])('%s', (q, want) => {
    const a = answer(q);
    expect(a.found).toBe(true);
    expect(a.markdown).toMatch(want);
  });

  it('reads "when will she get" as "when do I have to give her" and keeps a named receiver', () => {
    expect(textingForm('when will she get the coc')).toMatch(/^when do I have to give her the coc/);
    expect(textingForm('when does the customer get the esc')).toMatch(/^when do I have to give the customer the esc/);
    expect(textingForm('when will the landlord get his money back')).toBe('when will the landlord get his money back');
  });
});

describe('a question passed on is asked as the question itself', () => {
  it('"asks if his handyman can swap the cooktop" asks leave for someone without the licence', () => {
    expect(first('landlord in joondalup asks if his handyman can replace the gas cooktop, same model. what do i tell him')).toMatch(
      /^\*\*WA → no\b/,
    );
  });
  it('"asks if he can do the low-risk plumbing himself" in TAS is a yes', () => {
    expect(first('owner in launceston asks if he can do the cat 1 low risk plumbing himself')).toMatch(/^\*\*Yes in TAS/);
  });
});

describe('a claim passed on and put to be answered is judged', () => {
  it('a no-need claim quoted, then "what do I tell him", is wrong where the rule applies at any value', () => {
    expect(first('owner in shepparton reckons "you wouldnt need rego for an 8k restump surely". what do i tell him')).toMatch(
      /^\*\*No — .*needed at any value/,
    );
  });
  it('a builder asking me to confirm no SWMS is needed under 3 m in SA is answered no', () => {
    expect(
      first(
        'Builder emailed from Whyalla: "Gutter replacement, 2.5 m to the eaves. Please confirm no SWMS is required as it is under 3 m." do i confirm that?',
      ),
    ).toMatch(/^\*\*No — .*SWMS is needed/);
  });
  it('a reply I drafted, put as "ok?", is judged: right → yes', () => {
    expect(
      first("customer asked why there's no GST on the invoice. I was going to tell him I don't have to register under 75k turnover, ok?"),
    ).toMatch(/^\*\*Yes — that's right/);
  });
});

describe('a message quoted, then put to be judged', () => {
  it('someone saying a term "can\'t be right", asked "is she right?", is agreed with when the term is over the limit', () => {
    expect(
      first("subbie contract on a katherine job says 50 business days to pay. my wife reckons that can't be right. is she right?"),
    ).toMatch(/^\*\*Yes — that's right, it isn't allowed in NT/);
  });
  it('a figure quoted from an office email, then "is that actually the rule?", is corrected from the fact it is for', () => {
    expect(
      first(
        'Site manager emailed: "Per the subcontract, CCEWs are due within 21 days of testing, in line with NSW requirements." is that actually the nsw rule?',
      ),
    ).toMatch(/^\*\*No in NSW:.*CCEW.*7 days/);
  });
});

describe('who passed the message on is no subject word', () => {
  it('a fee a body charges, asked in a message passed on, is declined by name', () => {
    for (const q of [
      'builder asked what access canberra charges for the inspection of the switchboard',
      'does the otr charge per ecoc in adelaide',
      'apprentice wants to know what a nsw plumbing tradesperson certificate costs',
      'Customer (Ryde, $300k first floor addition): "Roughly what will the HBCF add to the price?"',
    ]) {
      const a = answer(q);
      expect(a.markdown, q).toMatch(/^\*\*I don't have the fee for that/);
    }
    expect(answer('does the otr charge per ecoc in adelaide').markdown).toMatch(/Best to ask \*\*Office of the Technical Regulator/);
  });
  it('whether one side would win at a tribunal is declined', () => {
    expect(answer('client in penrith wont pay the last 6k, says the tiles are cracked. if i take her to ncat will i win').found).toBe(
      false,
    );
  });
  it('the cap asked with the price beside it, where the place holds none, is declined by name', () => {
    expect(first('Customer (Darwin, $90k extension): "What is the maximum deposit you can take?"')).toMatch(
      /^\*\*I don't have the maximum deposit for that in the Northern Territory/,
    );
  });
  it('a state named only to compare with ("like builders in Victoria do") is not where the work is', () => {
    expect(parseQuestion('customer in hobart asks: do you have to carry home warranty insurance like builders in Victoria do?').state).toBe(
      'TAS',
    );
  });
});

describe('days said in a message passed on', () => {
  it('the day a message was sent dates the message, not what it tells', () => {
    expect(daySaid('customer texted today: "we got the signed copy on wednesday 18 nov"', TODAY)?.date).toBe('2026-11-18');
    expect(daySaid('gave her the copy on monday, now she is texting me today', TODAY, 'past')?.date).toBe('2026-11-23');
  });
  it('a weekday said with its date is that date ("friday 20 nov"), not the last such weekday', () => {
    expect(daySaid('we got our copy back on friday 20 nov', TODAY)?.date).toBe('2026-11-20');
  });
  it('a business-day cooling-off whose last day fell before a weekend has passed, and says its last day', () => {
    const line = first('customer in box hill texted today: "we got our signed copy on friday 20 nov, can we still pull out?" 45k deck');
    expect(line).toMatch(/^\*\*No in VIC:.*has passed.*last day Fri 27 Nov 2026/);
  });
  it('on the last day itself it is still within the period', () => {
    expect(first('we got our signed copy on friday 20 nov, can we still pull out? 45k deck in box hill', '2026-11-27')).toMatch(
      /^\*\*Yes in VIC:.*still within/,
    );
  });
});

describe('amounts and orders in a message passed on', () => {
  it('"how much of the 3,300 she paid me is GST" takes GST out of the amount', () => {
    expect(first('client wants to know how much of the 3,300 she paid me is gst')).toMatch(/\$3,300\.00 incl GST holds \$300\.00 GST/);
  });
  it("a landlord's own materials count toward the value with my labour", () => {
    expect(
      first('landlord in box hill is supplying the 300 mixer himself, my labour is 500. he asked if he gets a compliance certificate'),
    ).toMatch(/^\*\*\$800 .* → yes/);
  });
  it('taking the deposit now and sorting the cover after is refused, not priced', () => {
    expect(
      first('bookkeeper asks can we take the deposit on the 18k ensuite in brighton vic now and sort the dbi certificate after'),
    ).toMatch(/^\*\*No — not before/);
  });
});

describe('claims and work said in other words', () => {
  it('"anyone can put one in" is leave claimed for someone without the licence', () => {
    expect(first("the owner's brother reckons anyone can put in a split system under 5 grand. job's in dubbo nsw. is he right")).toMatch(
      /^\*\*No\b/,
    );
  });
  it('"swapping it for the exact same one" is like for like', () => {
    expect(first('katherine nt, swapping a light fitting for the exact same one. need a coc?')).toMatch(/^\*\*No in NT:.*like-for-like/);
  });
  it("a storage temperature put is judged against stored hot water's 60°C, not the tempering valve's 50°C", () => {
    expect(first('can i set the hot water storage tank to 50 degrees in launceston')).toMatch(/^\*\*No:.*60°C/);
    expect(first('can i turn the hot water storage down to 50 at a devonport motel')).toMatch(/^\*\*No:.*60°C/);
    expect(first('is the tempering valve on the shower meant to be 50 degrees?')).toMatch(/^\*\*Yes:.*50°C/);
  });
});
