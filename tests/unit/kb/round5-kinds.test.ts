/**
 * Kinds of failure fixed in the assistant's fifth round (issue 17, 27 Nov 2026), each tried on phrasings written for
 * this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';

const TODAY = '2026-11-27';
const answer = (q: string) => answerQuestion(q, { today: TODAY });
const firstLine = (q: string) => answer(q).markdown.split('\n')[0]!;

describe('a turnover threshold is compared only with a turnover, never with a job price', () => {
  it('"12 grand job in vic, plus gst, need building permit?" never headlines GST registration', () => {
    expect(answer('12 grand job in vic, plus gst, need building permit?').markdown).not.toMatch(/→[^\n]*GST registration/);
  });

  it('"8,400 plus a 3,100 variation, all gst inclusive, bpb rego needed" in darwin is the BPB threshold', () => {
    expect(firstLine('darwin extension 8,400 plus a 3,100 variation same contract, all gst inclusive. bpb rego needed?')).toMatch(
      /^\*\*\$11,500 \(\$8,400 \+ \$3,100\) in NT → not at this amount:\*\* Building Practitioners Board/,
    );
  });

  it('a turnover or a year’s takings still reaches it', () => {
    expect(firstLine('do i have to charge gst if i make under 75k a year')).toMatch(/→ not at this amount:\*\* GST registration/);
    expect(firstLine('just hit 80k turnover do i need to register for gst')).toMatch(/→ yes:\*\* GST registration/);
  });
});

describe('a GST mark on the job price is the price’s basis, not a question about the threshold’s basis', () => {
  it('"I quoted 5k inc gst, is that over the licence limit" compares the price with the licence threshold', () => {
    expect(firstLine('I quoted 5k inc gst for a deck in sydney, is that over the licence limit')).toMatch(
      /^\*\*\$5,000 in NSW → not at this amount:\*\* a NSW contractor licence/,
    );
  });

  it('a GST mark for every amount ("all gst inclusive", "both ex gst") marks each one', () => {
    expect(parseQuestion('extension 8,400 plus a 3,100 variation, all gst inclusive').query.amounts.map((a) => a.gst)).toEqual([
      'incl',
      'incl',
    ]);
    expect(parseQuestion('deck 6,200 and pergola 3,900 both ex gst').query.amounts.map((a) => a.gst)).toEqual(['excl', 'excl']);
    expect(parseQuestion('12 grand job in vic, plus gst').query.amounts[0]!.gst).toBe('excl');
  });
});

describe('the tools answer a sum asked with "need to" or as a share', () => {
  it('"need to add gst to $860" is the GST sum', () => {
    expect(firstLine('need to add gst to $860')).toMatch(/^\*\*GST on \$860\.00 is \$86\.00\*\*.*\$946\.00 incl GST/);
  });

  it('"whats 12% of 1850 for super" is super on $1,850', () => {
    expect(firstLine('whats 12% of 1850 for super')).toMatch(/^\*\*Super on \$1,850 of wages: \$222\.00\*\*/);
  });
});

describe('a number written with a thousands comma is an amount, never a year or a postcode', () => {
  it('"labour 2,000 and materials 1,000" is two parts of the job', () => {
    expect(parseQuestion('labour 2,000 and materials 1,000 both ex gst').query.amounts.map((a) => a.cents)).toEqual([200000, 100000]);
    expect(parseQuestion('fence job in penrith 2,050 do i need a licence').amountCents).toBe(205000);
  });
});

describe('a short answer states a figure about what was asked, never a neighbour’s that matched "notice" or "days"', () => {
  it('"how many days notice for a gas job in wa" is not answered with a payment schedule’s 15 business days', () => {
    const md = answer('how many days notice do i need to give for a gas job in wa').markdown;
    expect(md.split('\n')[0]).not.toMatch(/payment schedule|15 business days|suspended/);
  });

  it('"response time", "timeframe" ask for a deadline', () => {
    expect(firstLine('whats the payment claim response time in qld')).toMatch(
      /^\*\*Short answer:\*\*.*payment schedule is due within 15 business days/,
    );
    expect(firstLine('whats the timeframe to lodge a ccew in nsw')).toMatch(/^\*\*Short answer:\*\*.*within 7 days/);
  });
});

describe('the circumstance a fact’s exception takes out of its rule, stated in the question, answers no', () => {
  it.each([
    ['gas fitter in adelaide, fixed a heater, nothing modified. gas coc needed?', /^\*\*No in SA:\*\* It isn't needed for repairs/],
    [
      'kitchen reno 35k in alice springs, nothing structural and no new floor area. bpb rego?',
      /^\*\*No in NT:\*\* Not needed for non-structural/,
    ],
    ['is plugging a drop saw into a power point electrical work in the nt', /^\*\*No in NT:\*\* Plugging in equipment/],
    ['subbie contract in sydney says pay when paid, is that enforceable', /^\*\*No/],
    ['owner in geelong signed a 30k contract after his lawyer checked it, can he cool off', /^\*\*No in VIC:\*\* The right doesn't apply/],
  ])('"%s"', (q, first) => {
    expect(firstLine(q)).toMatch(first);
  });

  it('without the circumstance the rule still says yes', () => {
    expect(firstLine('gas fitter in adelaide, installed a new heater. gas coc needed?')).toMatch(/^\*\*Yes in SA/);
    expect(firstLine('40k extension in alice springs adding a bedroom, bpb rego?')).toMatch(/→ yes/);
    expect(firstLine('owner in geelong signed a 30k contract yesterday, can he cool off')).not.toMatch(/^\*\*No/);
  });

  it('a negation inside a relative clause ("retaining walls that are not part of a habitable building") takes nothing out', () => {
    expect(firstLine('chippy in newcastle, deck and pergola quoting 14.8k, need a licence or is it just carpentry')).not.toMatch(/^\*\*No/);
  });
});

describe('the tools read the figure the question ties to what is asked', () => {
  it('the deposit percentage is the one the word deposit is tied to, not the share built off-site', () => {
    expect(
      firstLine('granny flat in logan, 70 percent built offsite, 90k all up. client says i can only take 5 percent deposit, is that right'),
      // (the client's "only 5 percent" is a cap put for checking, and the cap is 20%: no — round 22)
    ).toMatch(/^\*\*No — max deposit on a \$90,000 job in QLD: \$18,000\.00\*\*/);
    expect(firstLine('can i take a 15% deposit on a 30k job in vic')).toMatch(/^\*\*No — max deposit/);
  });

  it('wages owed for an earlier period, paid today, take today’s super rate', () => {
    expect(firstLine('paying a bloke today for a week i owed him from may 2025, 1,050 gross. super?')).toMatch(/\$126\.00.*12%/);
  });

  it('"… and my labour is 1,800" beside client-supplied materials is a part of the job', () => {
    expect(
      firstLine(
        'bathroom reno on the sunny coast, customer bought all the tiles himself (about 2 grand) and my labour is 1,800. qbcc licence?',
      ),
    ).toMatch(/^\*\*\$3,800 .* in QLD → yes/);
  });
});

describe('a short answer never states another state’s sentence of a national fact', () => {
  it('"vic sop - max days a head contractor has to pay me" is not answered with "In NSW claims are monthly …"', () => {
    expect(firstLine('vic sop - max days a head contractor has to pay me after the schedule')).not.toMatch(/In NSW/);
  });
});
