import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { clausesOf, storyClauses } from '../../../src/domain/kb/story';

/**
 * Round 23, the whole story first: where the tradie grew up or got their ticket, the last job's price, what a mate
 * charged in another state — then the question about this job. Each kind is tested with its own paraphrases (the
 * development sets' questions are not copied here).
 */
const TODAY = '2026-11-29';
const first = (q: string, today = TODAY) => answerQuestion(q, { today }).markdown.split('\n')[0]!;
const parse = (q: string) => parseQuestion(q, { today: TODAY });
const texts = (q: string, cs: Array<{ start: number; end: number }>) => cs.map((c) => q.slice(c.start, c.end).trim());

describe('a question is read in clauses, and the clauses of the story are told apart from this job', () => {
  it('sentences, and a new part of the story after a comma or a dash', () => {
    const q = 'did a deck in hobart last year for 18k, now doing one in launceston for 22k - written contract?';
    expect(texts(q, clausesOf(q))).toEqual([
      'did a deck in hobart last year for 18k',
      'now doing one in launceston for 22k',
      'written contract',
    ]);
    expect(texts(q, storyClauses(q))).toEqual(['did a deck in hobart last year for 18k']);
  });

  it('a question that is all story has none set apart (it asks about that story)', () => {
    expect(storyClauses('charged a client 2k last year and he never paid, can i still chase it')).toEqual([]);
  });

  it('this job named in the same clause as a past mark keeps the clause', () => {
    const q = 'finished the last one in may. this one in cairns is 28k, whats the max deposit';
    expect(texts(q, storyClauses(q))).toEqual(['finished the last one in may']);
  });
});

describe('the place of the work, not the places of the story', () => {
  it.each([
    [
      'grew up in darwin, got my ticket in adelaide years ago, now based in perth. quoting a 14k laundry in rockingham, written contract?',
      'WA',
    ],
    ['our last job in canberra was a 90k extension. this one in queanbeyan is 30k, home warranty?', 'NSW'],
    [
      'my cousin is a sparky in perth and says he never bothers with certificates. im doing a switchboard in launceston, do i need one',
      'TAS',
    ],
    ['served my apprenticeship in QLD, licensed in VIC these days. doing a hot water swap in ballarat, compliance certificate?', 'VIC'],
  ])('%s', (q, state) => expect(parse(q).state).toBe(state));

  it('a place the story names stays the work when the clause about the job names only a home', () => {
    expect(parse('I am a Sydney sparky. Did a switchboard in Canberra last week, what certificate was due?').state).toBe('ACT');
  });
});

describe("the job's amount, not the story's", () => {
  it.each([
    ['lost a 40k kitchen quote last month. the new one in bendigo is 8k, do i need a written contract', '$8,000'],
    ['did a deck in hobart last year for 18k, now doing one in launceston for 22k, written contract?', '$22,000'],
    ['sold the old ute for 9k and got a new one. unrelated, 5k retaining wall in logan, qbcc licence?', '$5,000'],
  ])('%s', (q, amount) => expect(first(q)).toContain(amount));

  it('the turnover this year, not last year', () => {
    expect(first('turned over 55k last financial year, this year looking at 95k. need to register for gst now?')).toMatch(
      /^\*\*\$95,000 → yes/,
    );
  });

  it("a mate's deposit share is not the one put to be judged, unless the question points back to it", () => {
    expect(first('my mate in sydney took 20% deposit on a 40k job. im doing a 25k one in geelong, how much can i take')).toMatch(
      /^\*\*Max deposit on a \$25,000 job in VIC: \$1,250\.00/,
    );
    expect(first('mate in QLD took 20% deposit on his 40k job. mine in toowoomba is 40k too, can i take the same')).toMatch(/^\*\*No — /);
  });
});

describe('the job named in its own words, and the habits and people of the story', () => {
  it.each([
    ['Alice Springs job, 18k carport and deck. My last job over in Mount Isa was a fence. Do I need to be registered?', 'NT'],
    [
      'Glenorchy, TAS: 7k bathroom and 6k laundry, one contract. I live over in Wodonga and last year had a 40k job there. Written contract?',
      'TAS',
    ],
    [
      'Moved up to Cairns from Bendigo last year. In Victoria I always had DBI on anything over 16k. Got a 60k extension in Smithfield lined up, home warranty?',
      'QLD',
    ],
    [
      "Quoting a deck and pergola in Ryde, 48k all up. The client's dad builds down in Geelong and reckons the deposit is up to us. Most I can take?",
      'NSW',
    ],
    ["Chippy, from Perth originally but all my work's round Wagga now. How long has the builder got to send a payment schedule?", 'NSW'],
  ])('%s', (q, state) => expect(parse(q).state).toBe(state));

  it('the job before is the story: its amount is left out and the parts of this job are summed', () => {
    expect(
      first(
        'Doing 7k of tiling and 4k of painting on the same house in Bendigo. The job before was 9k so I never needed rego. Do I need it now?',
      ),
    ).toMatch(/^\*\*\$11,000/);
  });

  it("the story's work is no exemption for this job", () => {
    expect(
      parse('Alice Springs job, 20k extension adding a bedroom. Last year I only did carports. Registered with the BPB?').query.work,
    ).not.toContain('carport');
  });
});

describe('a claim in the story put to be judged', () => {
  it('a deadline someone claims is right only when it is the rule', () => {
    expect(
      first("Plumber in Toowoomba. Apprentice reckons we've got a month to lodge the Form 4 for a notifiable job. That right?"),
    ).toMatch(/^\*\*No in QLD:\*\* it is 10 business days, not a month/);
    expect(
      first(
        'Sparky in Townsville, my mate in Perth says we get 30 days to give the certificate of testing and compliance. Is that the rule up here?',
      ),
    ).toMatch(/^\*\*No in QLD:\*\* it is as soon as possible, not 30 days/);
    expect(first('nsw sparky here, boss says we get 7 days to lodge the ccew, is that right?')).toMatch(/^\*\*Yes in NSW/);
  });

  it('how late a payment is, is no term of the contract', () => {
    expect(
      first(
        "Subbie in Darwin. Builder's contract says 50 business days to pay and they're already 3 weeks late on my 12k claim. Can they hold me to the 50 days?",
      ),
    ).toMatch(/^\*\*No in NT:\*\* 50 business days is longer than the 30 business days allowed/);
  });

  it('"optional" is a claim that the cover is not needed', () => {
    expect(first("40k extension in Mandurah. The client's uncle reckons home indemnity insurance is optional in WA. Is he right?")).toMatch(
      /^\*\*No — /,
    );
  });

  it('"not a licence holder" asks leave without the licence', () => {
    expect(first("Fibro shed in Geraldton, about 20 m2 of cladding. I'm not an asbestos licence holder. Can I take it off?")).toMatch(
      /^\*\*20 m² → no, not without a licence/,
    );
  });
});

describe('what is asked, from the clauses about this job', () => {
  it('a fine in the story does not make the question a fine', () => {
    expect(
      first(
        'Plumber in Ballarat. Finished a 5k laundry Friday, and last year I got fined for being slow on one. How many days to lodge the compliance certificate?',
      ),
    ).toMatch(/5 days/);
  });

  it('when super is due is asked, not how much', () => {
    expect(first('Paid my new apprentice 880 on Thursday. With payday super, how long have I got for it to reach the fund?')).toMatch(
      /7 business days/,
    );
  });
});

describe("this job's bare price, and the story's dates of a move", () => {
  it("a bare price is read with the story's amounts set aside", () => {
    expect(
      first(
        "Invoicing a head contractor 3,100 for a rough-in. Last month's invoices were all under a grand. Do I need their ABN on this tax invoice?",
      ),
    ).toMatch(/^\*\*\$3,100 → yes/);
    expect(
      first('Quoted 41,000 for a kitchen in Parramatta. Last job there was 20k and I took 2,000 deposit on it. Max deposit on this one?'),
    ).toContain('$4,100.00');
  });

  it("the van's kilometres are no price", () => {
    expect(parse("Ute's done 220k km and I'm flat out. Got 4k of tiling in Epping, licence?").amountCents).toBe(400_000);
  });

  it('a move years ago does not date the rule asked', () => {
    expect(parse('Sparky, moved up from Hobart 7 years ago. Got a switchboard job in Cairns, do I need a licence?').query.date).toBe(TODAY);
  });
});

describe("a ban's transition for contracts entered into before it", () => {
  it('signed by the cut-off and done by its end: allowed where the fact names the place', () => {
    expect(
      first('Engineered stone vanity in Newcastle NSW: contract signed in December 2023, fitted in November 2024. Were we allowed?'),
    ).toMatch(/^\*\*Yes:\*\* signed on or before 31 Dec 2023/);
  });

  it('done after its end, or in a place that had none: not allowed', () => {
    expect(first('Signed a contract for an engineered stone island in Wollongong in October 2023. Can I still fit it next month?')).toMatch(
      /^\*\*No:\*\* done after 31 Dec 2024/,
    );
    expect(
      first('Engineered stone benchtop in Ballarat, contract signed in November 2023, installed in September 2024. Was that allowed?'),
    ).toMatch(/^\*\*No in /);
  });

  it('who asks about an old job is no subject the facts must hold', () => {
    expect(
      answerQuestion(
        'Old job a solicitor is asking me about. Engineered stone kitchen in Manly NSW, contract signed in November 2023, installed August 2024. Was it allowed?',
        { today: TODAY },
      ).markdown,
    ).toMatch(/^\*\*Yes:/);
  });
});

describe('a levy asked is declined with the body that collects it', () => {
  it.each([
    ['Parramatta builder, 400k new house. How much long service levy do I pay before the CC?', 'Long Service Corporation'],
    ['whats the qleave levy on a 200k extension in toowoomba', 'QLeave'],
    ['Bunbury, 90k renovation. How much is the training levy?', 'Construction Training Fund'],
  ])('%s', (q, body) => {
    const md = answerQuestion(q, { today: TODAY }).markdown;
    expect(md).toMatch(/^\*\*I don't have the fee for that/);
    expect(md).toMatch(new RegExp(`Best to ask \\*\\*(?:the )?${body}`));
  });
});

describe('where the tradie came from is not the work, and work "on a" place is there', () => {
  it('a place brought or moved from does not say which of a shared name is meant', () => {
    expect(parse('Renovated a kitchen in Ringwood using a contract I brought down from Sydney. Cooling-off?').state).toBe('VIC');
  });

  it('"work on a Gold Coast high rise" puts the work there', () => {
    expect(parse('Sparky from Tweed Heads, got some work on a Gold Coast high rise. Can I work on my NSW licence?').state).toBe('QLD');
  });
});

describe('a deposit told in the story, and a headcount, are not what is asked', () => {
  it('a deposit already paid, none asked or priced, is no question about its cap', () => {
    const line = first('Carport in Ballarat for 30k. The client already paid the deposit and I have not sorted the DBI yet. Was that ok?');
    expect(line).not.toMatch(/Max deposit/);
    expect(line).toMatch(/domestic building insurance/);
  });

  it('a deposit still to be taken keeps its cap', () => {
    expect(first('Carport in Ballarat for 30k, how much deposit can I take?')).toMatch(
      /^\*\*Max deposit on a \$30,000 job in VIC: \$1,500\.00/,
    );
  });

  it('"4 on the books" is a headcount, not wages', () => {
    expect(
      first(
        "Bookkeeper says from July I can't pay the lads' super quarterly any more. Got 3 on the books, paid fortnightly. Is she right?",
      ),
    ).not.toMatch(/\$3\b/);
  });
});

describe('where the tradie started, and the first job of the year, are the story', () => {
  it('"started in" is where the tradie began, not the work', () => {
    expect(
      parse('Been on the tools 20 years, started in Mildura, now in Adelaide. Got a 16k laundry in Glenelg, written contract?').state,
    ).toBe('SA');
  });

  it("the year's first job is the story beside this one", () => {
    expect(first('Our first job this year was 90k in Toowong. This one is a 3k deck in Redcliffe QLD. Do I need a QBCC licence?')).toMatch(
      /^\*\*\$3,000 in QLD → not at this amount/,
    );
  });
});

describe('this one named apart from where the work mostly is', () => {
  it.each([
    ['Work mostly in Canberra but this one is in Murrumbateman, 14k reno. Licence?', 'NSW'],
    ["Licensed in QLD and live on the Goldy, but Saturday I'm doing a 7k deck for my brother in Byron. Do I need a licence?", 'NSW'],
  ])('%s', (q, state) => expect(parse(q).state).toBe(state));
});

describe('"too late" is asked in the sentence that asks', () => {
  it('a day missed in the story does not turn "can she?" into "is it too late?"', () => {
    expect(
      first('Ute broke down on the highway, missed a day. Client in Mackay wants to cancel the 30k contract she signed Tuesday. Can she?'),
    ).toMatch(/^\*\*Yes in QLD:\*\* still within/);
  });
});

describe('the reason given for the place is this job’s place, not the story’s', () => {
  it.each([
    ['did a deck in hobart last year for 18k, now doing one in launceston for 22k, written contract?', 'you said “launceston”'],
    ['did a job in hobart last year, now one in sandy bay for 25k, written contract?', 'Sandy Bay'],
  ])('%s', (q, reason) => expect(parse(q).stateReason).toContain(reason));
});
