/**
 * Kinds of wrong first line fixed in the assistant's ninth round (issue 17, helper "engine", 27 Nov 2026), each tried
 * on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';

const today = '2026-11-27';
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;
const rule = (q: string) => answerQuestion(q, { today }).debug?.verdictRule;

describe('"I can X yeah?" asks leave, like "can I X?"', () => {
  it('a licence that cannot certify: no, from the half of the rule that says so', () => {
    const q = 'darwin plumber holding an advanced tradesman licence here, we can certify the drainage job ourselves right?';
    // Before: read as "do I need …", answered "Yes in NT" by the licence half of the sentence.
    expect(first(q)).toMatch(/^\*\*No in NT:\*\*.*cannot certify/);
  });

  it('power on before the inspection the rule waits for: no', () => {
    const q = 'canberra sparky, new build - i can power it up before access canberra has inspected it right?';
    expect(rule(q)).toBe('before');
    expect(first(q)).toMatch(/^\*\*No — not before access canberra/);
  });

  it('a statement with no tag is no leave asked', () => {
    const q = 'in the nt i can certify plumbing once registered with the building practitioners board, what does it cost';
    expect(first(q)).not.toMatch(/^\*\*No in NT:\*\*/);
  });
});

describe('power on before the certificate: "switch / turn / power up" is energising', () => {
  it('SA: the eCoC comes before energising', () => {
    const q = 'sa electrician, can i turn the power on before i have done the ecoc';
    expect(rule(q)).toBe('before');
    expect(first(q)).toMatch(/^\*\*No — not before ecoc/i);
  });

  it('the body named after Y ("for the OTR") is not part of what must come first', () => {
    const q = 'adelaide job, ok to liven it before i finish the ecoc for the technical regulator';
    expect(first(q)).toMatch(/^\*\*No — not before/);
  });
});

describe('"…, that\'s ok right?" from someone without the licence asks leave without it', () => {
  it('gasfitting at any value by someone with no ticket: no, not without it', () => {
    const q = 'young bloke with no gas ticket is putting in a cooktop in geelong for 300 bucks, should be ok right?';
    expect(first(q)).toMatch(/^\*\*\$300 in VIC → no, not without it:\*\*/);
  });

  it('under the threshold it is fine without one', () => {
    const q = 'my brother in law has no licence, hes doing a 2k deck in brisbane, thats ok right?';
    expect(first(q)).toMatch(/^\*\*\$2,000 in QLD → yes, not at this amount/);
  });
});

describe('leave asked by one who holds the licence: the rule on what the licence does not cover answers', () => {
  it('contracting with the public in VIC needs an REC, not only an electrician’s licence', () => {
    const q = 'im a licensed electrician in shepparton, can i take on jobs straight from homeowners without being an rec';
    expect(rule(q)).toBe('requirement');
    expect(first(q)).toMatch(/^\*\*No in VIC:\*\*.*registered electrical contractor/i);
  });
});

describe('a payment term the question states, against the place’s limit on it', () => {
  it('longer than the NT 30 business days: no', () => {
    const q = 'darwin job, builder says hell pay me in 35 business days, he can do that right?';
    expect(rule(q)).toBe('day-term');
    expect(first(q)).toMatch(/^\*\*No in NT:\*\* 35 business days is longer than the 30 business days allowed/);
  });

  it('within the ACT 15 business days: yes', () => {
    const q = 'canberra head contractor pays us in 12 business days, thats allowed right?';
    expect(first(q)).toMatch(/^\*\*Yes in ACT:\*\* 12 business days is within the 15 business days allowed/);
  });

  it('calendar days are not read against a business-day limit', () => {
    const q = 'darwin job, builder says hell pay me in 35 days, he can do that right?';
    expect(rule(q)).not.toBe('day-term');
  });
});

describe('an instruction backed by a penalty is a requirement', () => {
  it('ACT gas: attach a compliance indicator (50 penalty units) → yes', () => {
    const q = 'in the act, once the gasfitting is done do i have to attach a compliance indicator';
    expect(rule(q)).toBe('requirement');
    expect(first(q)).toMatch(/^\*\*Yes in ACT:\*\* After gasfitting, attach a compliance indicator/);
  });
});

describe('a deposit cap whose price band the job is outside', () => {
  it('WA above $500,000: the cap does not apply', () => {
    const q = 'perth reno, contract is 640k, does the 6.5% deposit limit apply';
    expect(first(q)).toMatch(
      /^\*\*No — the WA deposit cap doesn't apply on a \$640,000 job:\*\* it covers contracts from \$7,500 to \$500,000/,
    );
  });

  it('a deposit asked on a NSW job under the Act’s $5,000: yes, no cap', () => {
    const q = 'can i take a 25% deposit on a 4k fence job in sydney';
    expect(first(q)).toMatch(/^\*\*Yes — no deposit cap on a \$4,000 job in NSW:\*\*/);
  });

  it('specialist work below the floor is not said to be outside the cap', () => {
    const q = 'can i take a 25% deposit on a 4k plumbing job in sydney';
    expect(first(q)).not.toMatch(/no deposit cap/);
  });
});

describe('an amount "+ GST" asked against a limit: the sum and the verdict', () => {
  it('QLD: $3,100 + GST is $3,410, over the $3,300 licence threshold', () => {
    const a = answerQuestion('tiling job in toowoomba 3,100 + gst, am i over the qbcc limit', { today });
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*\$3,410 \(\$3,100 \+ GST\) in QLD → yes:\*\*.*over \$3,300/);
    expect(a.verdict?.answer).toBe('yes');
  });

  it('a GST sum asked on its own is still the GST tool', () => {
    expect(first('whats 3,100 + gst')).toMatch(/^\*\*GST on \$3,100\.00 is \$310\.00\*\*/);
  });
});

describe('a fee asked after the paper it is for declines by name', () => {
  it('"… licence renewal, how much?": not the rule that the licence is needed', () => {
    const a = answerQuestion('wa electrical licence renewal, how much?', { today });
    expect(a.found).toBe(false);
    expect(a.debug.query.attribute).toBe('fee');
    expect(a.markdown).not.toMatch(/at any value/);
  });

  it('a threshold asked after the licence is no fee', () => {
    const q = 'qbcc licence, how much work can i do before i need one';
    expect(answerQuestion(q, { today }).debug.query.attribute).not.toBe('fee');
  });
});

describe('a date that is not the work’s date', () => {
  it('bought in 2022, fitted now: the rule in force today (the ban) answers', () => {
    const a = answerQuestion('the owner ordered silestone engineered stone slabs in 2022, can we still fit them this week', { today });
    expect(a.debug.query.date).toBe(today);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*No:\*\* From 1 July 2024/);
  });

  it('work done back then keeps the date said', () => {
    const a = answerQuestion('i ordered engineered stone in 2023 and installed it that year, was that legal', { today });
    expect(a.debug.query.date.startsWith('2023')).toBe(true);
  });
});

describe('the super rate asked with no wage to work on', () => {
  it('answers the rate row in force, not a wages decline', () => {
    const a = answerQuestion("super rate for my apprentice's pay this fortnight?", { today });
    expect(a.found).toBe(true);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*The super guarantee rate is 12%\*\*/);
  });

  it('super on a wage is still worked out', () => {
    expect(first('super on 1200 a week')).toMatch(/^\*\*Super on \$1,200 a week of wages: \$144\.00 a week\*\*/);
  });
});

describe('"I don\'t need X, right?" where the rule says X is needed: the first line corrects it', () => {
  it('gas work at any value in VIC: "No — … needed at any value"', () => {
    const q = 'swapping a gas cooktop in bendigo, 700 bucks, i dont need to be registered for that right?';
    expect(first(q)).toMatch(/^\*\*No — \$700 in VIC → needed at any value:\*\*/);
    // The line's yes/no is the statement's, so no rule row is cited as its verdict.
    expect(answerQuestion(q, { today }).verdict).toBeUndefined();
  });

  it('a WA contract in the written band: "No — needed …"', () => {
    const q = 'perth, 12k fixed price patio job, the contract doesnt need to be written right?';
    expect(first(q)).toMatch(/^\*\*No — needed on a \$12,000 job in WA:\*\*/);
  });

  it('a statement that is right keeps "not at this amount"', () => {
    const q = 'no licence needed for a 2k paint job in brisbane right?';
    expect(first(q)).toMatch(/→ not at this amount/);
  });
});
