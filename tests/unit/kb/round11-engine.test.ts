/**
 * Kinds of wrong or missing first line fixed in the assistant's eleventh round (helper "engine", 27 Nov 2026), each
 * tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { signingElapsed } from '../../../src/domain/kb/lead-time';

const today = '2026-11-27'; // a Friday
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('work the question rules out is not the work asked', () => {
  it('"no gas" keeps a gas any-value rule from making a small plumbing job "yes"', () => {
    // Before: "$600 in VIC → yes, at any value: … Type A gas appliance work …".
    expect(first('replacing a basin mixer in ballarat, no gas involved, $600 all up, do i need a compliance cert')).toMatch(
      /^\*\*\$600 in VIC → not at this amount:\*\*/,
    );
  });

  it('gas work named stays gas work, and "no gas licence" is not "no gas work"', () => {
    expect(first('swapping a gas cooktop in bendigo for $450, compliance cert needed?')).toMatch(/→ yes, at any value/);
    expect(first('doing gas work in vic with no gas licence, is that ok?')).toMatch(/no, not without it/);
  });
});

describe('a client pulling out counted against the cooling-off period', () => {
  it('within the period: yes', () => {
    expect(first('owners in townsville signed a 45k reno contract 2 days ago, they want out, can they pull out?')).toMatch(
      /^\*\*Yes in QLD:\*\* still within the 5-business-day cooling-off period/,
    );
  });

  it('past the period: no', () => {
    expect(first('client in wollongong signed for a 60k extension 3 weeks ago and wants to back out, can they')).toMatch(
      /^\*\*No in NSW:\*\* the 5-business-day cooling-off period has passed/,
    );
  });

  it('"too late?" is asked the other way round', () => {
    expect(first('signed with a couple in ballarat on wednesday, now they want to cancel, is it too late')).toMatch(
      /^\*\*No in VIC:\*\* not too late/,
    );
  });

  it('a price under the place’s cooling-off threshold is left to the threshold line', () => {
    expect(first('signed a 9k job in parramatta yesterday, client wants to cancel, can they')).toMatch(/not at this amount/);
  });

  it('counts business days back from today', () => {
    expect(signingElapsed('they signed 3 days ago', today)).toMatchObject({ signed: '2026-11-24', businessDays: 3 });
    expect(signingElapsed('signed on monday', today)).toMatchObject({ signed: '2026-11-23', businessDays: 4 });
    expect(signingElapsed('signed 2 weeks back', today)).toMatchObject({ businessDays: 10 });
    expect(signingElapsed('they want to pull out', today)).toBeNull();
  });
});

describe('"is it ok if I skip X" is answered about skipping X', () => {
  it('needed at this price: no', () => {
    // Before: "$25,000 in NSW → yes: …", read as leave to skip it.
    expect(first('35k kitchen reno in penrith, alright if we skip the hbcf insurance this time?')).toMatch(/^\*\*No — it's needed/);
    expect(first('can we get away without a written contract on an 8k bathroom in newcastle')).toMatch(/^\*\*No — it's needed/);
  });

  it('not needed at this price: yes', () => {
    expect(first('can i skip the written contract on a 2k job in sydney')).toMatch(/^\*\*Yes — it isn't needed/);
  });
});

describe('leave to power up before the audit', () => {
  it('"can it be switched on before …" is leave asked, answered from the sentence that waits for the audit', () => {
    expect(first('new install at a house in gungahlin, can it be turned on before access canberra audits it')).toMatch(
      /^\*\*No — not before/,
    );
  });
});

describe('a ban on installing is not a ban on removing', () => {
  it('removing legacy engineered stone: yes, from the sentence that allows it', () => {
    expect(first('can i cut out and take away an old engineered stone benchtop already in a kitchen')).toMatch(/^\*\*Yes:\*\* Removing/);
    expect(first('am i allowed to rip out an existing engineered stone benchtop and dump it')).toMatch(/^\*\*Yes\b/);
  });

  it('installing it: still no', () => {
    expect(first('can i install an engineered stone benchtop for a client')).toMatch(/^\*\*No:\*\*/);
  });
});

describe('what the ABN check-digit test proves', () => {
  it('passing it does not show the ABN is active or registered', () => {
    expect(first('the abn passes the checksum, does that prove the business is still active?')).toMatch(
      /^\*\*No — passing the ABN check-digit test doesn't show it is active/,
    );
    expect(first('valid abn check digits means theyre gst registered right?')).toMatch(/^\*\*No — passing the ABN check-digit test/);
  });
});

describe('a year’s takings in parts, summed for GST registration', () => {
  it('parts joined by "plus" with a job word beside them still ask about GST', () => {
    expect(first('40k from new builds plus 30k from service contracts this year, need to register for gst?')).toMatch(
      /^\*\*\$70,000 \(\$40,000 \+ \$30,000\) → not at this amount:\*\*/,
    );
  });

  it('parts joined by "and" beside the word turnover are summed', () => {
    expect(first('my turnover is 55k from installs and 25k from repairs, do i have to register for gst')).toMatch(
      /^\*\*\$80,000 \(\$55,000 \+ \$25,000\) → yes:\*\*/,
    );
  });
});

describe('"any reason I can’t …?" is leave asked, read as "can I …?"', () => {
  it('a rule that forbids it: no', () => {
    expect(first('upgraded the switchboard in a dandenong house, any reason i couldnt power it up before the inspection')).toMatch(
      /^\*\*No\b/,
    );
  });

  it('work that needs a licence the asker lacks: no, not without it', () => {
    expect(first('handyman in bunbury, not a gasfitter. any reason i cant connect a customers new gas oven')).toMatch(/no, not without it/);
  });
});

describe('"fine without X?" is answered about going without X', () => {
  it('under the threshold: yes, not needed', () => {
    expect(first('qld, 3k fence job all up, reckon im fine without home warranty?')).toMatch(
      /^\*\*Yes — it isn't needed on a \$3,000 job in QLD/,
    );
  });

  it('work the rule leaves out whatever its value: yes', () => {
    expect(first('am i right to sand and polish floorboards in a newcastle house, 12k, without a builders licence?')).toMatch(
      /^\*\*Yes — it isn't needed/,
    );
  });

  it('a notice that goes in before the work: no, it can’t be skipped', () => {
    expect(first('perth sparky here, ok to skip the preliminary notice on a notifiable job?')).toMatch(/^\*\*No in WA:\*\*/);
  });
});

describe('a rule the job’s value crosses applies however far over it the job is', () => {
  it('a $450,000 house against an over-$12,000 registration', () => {
    expect(first('new home build in darwin, 450k, do i need bpb registration')).toMatch(/^\*\*\$450,000 in NT → yes:\*\*/);
  });
});

describe('leave to install what a ban’s class leaves out', () => {
  it('sintered stone is outside the engineered stone ban: yes', () => {
    expect(first('sintered stone benchtop instead, thats fine to install in brisbane yeah?')).toMatch(/^\*\*Yes:\*\* Excluded:/);
  });
});

describe('GST turnover given in parts marked ex GST', () => {
  it('is summed and compared without GST', () => {
    expect(first('41k from new work plus 33k from repairs, both ex gst, have i got to register for gst')).toMatch(
      /^\*\*\$74,000 \(\$41,000 \+ \$33,000\) → not at this amount:\*\*/,
    );
  });

  it('GST out of an inclusive amount names the fraction', () => {
    expect(first('client paid 4,400 inc gst, how much of it is gst')).toContain('1/11');
  });
});

describe('the deposit cap asked of a price given in parts', () => {
  it('parts of one contract are summed before the cap', () => {
    expect(first('laundry 7k and kitchen 14.5k on the one contract in wagga, whats the max deposit')).toMatch(
      /^\*\*Max deposit on a \$21,500 job in NSW: \$2,150\.00\*\*/,
    );
  });

  it('an amount beside the deposit word is the deposit taken, not a part', () => {
    expect(first('taking a 3k deposit on a 25k job in sydney, ok?')).toMatch(/^\*\*No — max deposit on a \$25,000 job in NSW/);
  });
});

describe('a payment term in weeks or months against a limit in business days', () => {
  it('clearly longer: no', () => {
    expect(first('any reason i cant pay the apprentices super 5 weeks after payday')).toMatch(
      /^\*\*No:\*\* 5 weeks is longer than the 7 business days allowed/,
    );
  });

  it('too close to call across weekends is left to the other rules', () => {
    expect(first('can i pay super 9 days after payday')).not.toMatch(/is (?:longer than|within) the 7 business days/);
  });
});

describe('a rule that says it is not needed here, asked as leave to go without it', () => {
  it('"can I … without rego" on work the rule leaves out: yes', () => {
    expect(first('any reason i cant do an 18k kitchen reno in palmerston nt without bpb rego, nothing structural')).toMatch(
      /^\*\*Yes in NT:\*\* Not needed for non-structural renovations/,
    );
  });

  it('"do I need it" on the same work: no', () => {
    expect(first('18k kitchen reno in darwin, nothing structural, need bpb rego?')).toMatch(/^\*\*(?:No in NT|\$18,000 in NT → no)/);
  });
});

// Round 13: the development sets' writers read "surely I don't need X?" as asking whether X is needed (dev 15, 20), so
// the line saying whether it is needed answers it; "…, right?" is still a statement put for confirmation.
describe('"surely I don’t need X" asks whether X is needed', () => {
  it('needed: "→ yes, at any value"', () => {
    expect(first('surely i dont need a licence to replace a toilet in sydney')).toMatch(/^\*\*NSW → yes, at any value/);
  });
});

describe('a paper a fact names just before the start is needed first', () => {
  it('"… and a Certificate of Likely Compliance before starting": no, not before it', () => {
    expect(first('tas cat 3 plumbing, alright to kick off before the certificate of likely compliance is issued?')).toMatch(
      /^\*\*No — not before the certificate of likely compliance/,
    );
  });
});

describe('an appliance named as electric is no gas work', () => {
  it('an induction cooktop swap under the value threshold: no certificate at this amount', () => {
    expect(first('putting in an induction cooktop in a bendigo kitchen, $550, plumbing compliance cert needed?')).toMatch(
      /^\*\*\$550 in VIC → not at this amount:\*\*/,
    );
  });
});
