/**
 * Kinds of failure found in review (issue 17, the "engine" round), each fixed as a kind and tried on phrasings written
 * for this file, not the evaluation sets': unsettled facts are gap entries (read by topic, never by a title pattern),
 * being paid for an invoice is a payment-terms question, wages paid on a written date reach the due-date tool.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { questionDate } from '../../../src/domain/kb/query';

const TODAY = '2026-11-26';
const answer = (q: string) => answerQuestion(q, { today: TODAY });
const firstLine = (q: string) => answer(q).markdown.split('\n')[0]!;

describe('unsettled facts are gap entries, read by their topic', () => {
  it('no current fact that is not a gap says in its title that the sources did not settle it', () => {
    const unsettled = KB_ENTRIES.filter(
      (e) => e.topic !== 'gap' && !e.superseded && /\b(?:not confirmed|not found|unsettled|unconfirmed)\b/i.test(e.title),
    ).map((e) => e.id);
    expect(unsettled).toEqual([]);
  });

  it('the official ACT minimum cover is an answer; the unconfirmed $200,000 is only ever shown as not confirmed', () => {
    for (const q of ['how much is the minimum residential building insurance cover in canberra', 'act minimum home warranty cover 200k?']) {
      const a = answer(q);
      expect(a.found, q).toBe(true);
      const [head] = a.markdown.split('**Not confirmed in our sources**');
      expect(head.replace(/200k/g, ''), q).not.toMatch(/\$200,000(?! \()/);
    }
    expect(firstLine('how much is the minimum residential building insurance cover in canberra')).toContain('$85,000');
  });

  it('a dollar floor the sources did not settle declines by name, with no neighbouring figure in its first line', () => {
    const a = answer('whats the dollar limit before a builder needs a licence in adelaide');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\$\d/);
    expect(a.markdown).toContain('Consumer and Business Services');
  });
});

describe('being paid for an invoice is about payment terms, never about issuing a tax invoice', () => {
  it.each([
    ['how long has the builder got to pay my invoice in qld', /security of payment|business days/i],
    ['the head contractor still hasnt paid my invoice, how many days do they get in wa', /business days/i],
    ['how long does a builder have to pay a subbie in nsw', /business days/i],
  ])('"%s" never opens with the 28-day tax-invoice rule', (q, expected) => {
    const line = firstLine(q);
    expect(line).not.toMatch(/tax invoice|28 days/i);
    expect(line).toMatch(expected);
  });

  it('reads "pay my invoice" as security of payment, and a tax-invoice question still as a tax invoice', () => {
    expect(parseQuestion('when will the builder pay my invoice').concepts).toContain('#sop');
    expect(parseQuestion('when will the builder pay my invoice').concepts).not.toContain('#invoice');
    expect(parseQuestion('how long do i have to give a customer a tax invoice').concepts).toContain('#invoice');
    expect(firstLine('how long do i have to give a customer a tax invoice')).toContain('28 days');
  });
});

describe('wages paid on a written date reach the super due-date tool', () => {
  it.each([
    // no year: in the past tense the most recent such day, else the next on or after today; a weekday settles the year
    ['paid the lads 23 dec', '2025-12-23'],
    ['we paid wages on 3 nov', '2026-11-03'],
    ['payday is 23 dec', '2026-12-23'],
    ['payday 3 nov', '2027-11-03'],
    ['paid them fri 4 dec', '2026-12-04'],
    ['paid them thu 4 dec', '2025-12-04'],
  ])('"%s" is about %s (today 2026-11-26)', (q, date) => {
    expect(questionDate(q, TODAY).date).toBe(date);
  });

  it('the dated due-date line leads, not a prose sentence of the rule', () => {
    expect(firstLine('paid the lads 23 dec, when is super due')).toMatch(
      /^\*\*Super on wages paid Tue 23 December 2025 was due by Wed 28 January 2026\*\*/,
    );
    expect(firstLine('payday is 23 dec, when is super due')).toMatch(
      /^\*\*Super on wages paid Wed 23 December 2026 must reach the fund by/,
    );
    expect(firstLine('payday fri 4 dec, whats the last day the super has to hit the fund')).toContain('by Tue 15 December 2026');
  });
});

describe('a bare word stem is the word it is a form of, not a neighbour one letter away', () => {
  it.each([
    ['paint job in nsw 6k do i need a licence', 'painting'],
    ['repaint a house in vic 12k', 'painting'],
  ])('"%s" reads "%s"', (q, word) => {
    const p = parseQuestion(q);
    expect(p.terms).toContain(word);
    expect(p.terms).not.toContain('point');
  });

  it('"rego\'d" is registered', () => {
    expect(parseQuestion("do i need to be rego'd for a 12k deck in vic").terms).toContain('registered');
  });
});

describe('one exempt part of a job never makes the whole job exempt', () => {
  it('sums the parts that are not exempt: a free-standing shed beside an extension is left out of the registration sum only', () => {
    const line = firstLine('free standing shed 15k and an extension 10k in darwin, registration?');
    expect(line).toContain('$10,000 ($25,000 less the $15,000 of shed work this rule exempts) in NT → not at this amount');
    expect(firstLine('free standing shed 5k and an extension 9k in darwin, registration?')).toMatch(/\$9,000 .* → not at this amount/);
    expect(firstLine('extension 14k plus a free standing shed 5k in darwin, registration?')).toMatch(/\$14,000 .* → yes/);
  });

  it('a part built with the work it belongs to is no exempt part (an attached carport built with an extension)', () => {
    expect(firstLine('extension in palmerston 8k + attached carport built with it 6.5k. bpb registration?')).toMatch(
      /^\*\*\$14,500 \(\$8,000 \+ \$6,500\) in NT → yes/,
    );
  });

  it('work that is all exempt is still "no, not for this work"', () => {
    expect(firstLine('free standing shed 15k in darwin, registration?')).toContain('→ no, not for this work');
  });
});

describe('a place name several states share: the answer says which one it took', () => {
  it('a worked-out sum for "Salisbury" says it took the SA one (the larger: a cluster of Salisbury localities) and names the others', () => {
    const md = answer('gst on 4,400 inc for a job in salisbury').markdown;
    expect(md).toMatch(/I took “Salisbury” to be the one in SA \(5108\) — there are also ones in NSW and QLD/);
  });
});

describe('amounts the way tradies write them (kinds from blind development set 8, tried on new phrasings)', () => {
  it('reads a space as a thousands separator beside a money word', () => {
    expect(firstLine('invoice came to 2 420 inclusive, how much gst is in that')).toContain('$2,420.00 incl GST holds $220.00 GST');
  });

  it('works GST out on the sum of a job\'s parts marked "both ex gst"', () => {
    expect(firstLine('labour 3,300 and materials 1,100 both ex gst, whats the total inc gst')).toContain(
      'GST on $3,300.00 + $1,100.00 = $4,400.00 is $440.00',
    );
  });

  it('sums wages listed one after another for super', () => {
    expect(firstLine('paid the two lads 1,100 and 900 this week, how much super all up')).toContain(
      'Super on $1,100 + $900 = $2,000.00 of wages: $240.00',
    );
  });

  it('back pay for an earlier period paid today takes the rate in force today', () => {
    expect(firstLine('paying back pay today of $1,000 for march 2025, how much super')).toContain('$120.00');
  });

  it('materials the client supplies, named before their price, count toward the VIC plumbing certificate', () => {
    expect(firstLine('plumber in shepparton 480 labour plus client supplied vanity 400. compliance cert?')).toMatch(/\$880 .* → yes/);
  });

  it('a postcode before a job word that has its own price is not the price', () => {
    expect(parseQuestion('kambah 2902 deck 14k, insurance?').amountCents).toBe(1_400_000);
  });

  it('an amount "inc gst" in a certificate question is the job value, not a GST sum', () => {
    expect(firstLine('new toilet 500 all in inc gst in geelong, compliance cert needed?')).toMatch(/\$500 .*VIC → not at this amount/);
  });
});

describe('permission asked by someone without the licence, and figures the facts do not hold (dev set 8 kinds)', () => {
  it.each([
    'my offsider wants to move a gas bayonet in geraldton without a gas licence, can he',
    'not registered with the vba, 4k restump in ballarat, im right to just do it arent i',
  ])('"%s" → no, not without it', (q) => {
    expect(firstLine(q)).toContain('no, not without it');
  });

  it('a premium asked beside a price declines ("how much is hbcf on a 90k reno")', () => {
    const a = answer('how much is hbcf on a 90k reno in penrith');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\$\d/);
  });

  it('"hows much" is "how much", and what an apprentice "gets an hour" is a wage (Fair Work Ombudsman)', () => {
    expect(answer('hows much is the fee to lodge a plumbing notice of work in nsw').found).toBe(false);
    const wage = answer('what does a 3rd year apprentice sparky get an hour');
    expect(wage.found).toBe(false);
    expect(wage.markdown).toContain('Fair Work Ombudsman');
  });

  it('an SA plumbing decline names the Office of the Technical Regulator as OTR too', () => {
    expect(answer('fine for a late plumbing certificate in adelaide?').markdown).toContain('(OTR)');
  });
});

describe('dates and lengths told in passing (dev set 8 kinds)', () => {
  it('"back in march this year" is a month of this year, and the rule then applies (SA fall height 3 m until 30 June 2026)', () => {
    expect(questionDate('back in march this year i did a roof', TODAY).date).toBe('2026-03-15');
    expect(questionDate('starting in feb', TODAY).date).toBe('2027-02-15');
    expect(firstLine('back in april this year i did a re-roof in whyalla, fall was 2.6m, no swms. did i need one')).toMatch(
      /2\.6 m in SA → no/,
    );
  });

  it("a length quoted as the rule is not the job's: the measured one decides", () => {
    expect(firstLine('isnt it 3 metres before you need a swms in sa? edge on this adelaide job is 2.4m, starting in january')).toMatch(
      /^\*\*2\.4 m in SA → yes/,
    );
  });
});

describe('a message that asks two things gets both answered, the first ask leading (dev set 8 kind)', () => {
  it('splits at the second ask and gives it the statements before the first', async () => {
    const { splitAsks } = await import('../../../src/domain/kb/asks');
    expect(splitAsks('wollongong bathroom, 18k inc gst. do i need hbcf, n whats the max deposit')).toEqual({
      first: 'wollongong bathroom, 18k inc gst. do i need hbcf',
      second: 'wollongong bathroom, 18k inc gst. whats the max deposit',
      secondAsk: 'whats the max deposit',
    });
    expect(splitAsks('do i need a licence for a 4k deck in qld')).toBeUndefined();
  });

  it('the yes/no asked first leads; the sum asked second follows under "Also asked", its sources numbered on', () => {
    const a = answer('wollongong bathroom, 18k inc gst. do i need hbcf, n whats the max deposit');
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*\$18,000 in NSW → not at this amount:\*\* HBCF/);
    const also = a.markdown.split('**Also asked')[1] ?? '';
    expect(also).toContain('$1,800.00');
    const cited = [...a.markdown.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(Math.max(...cited)).toBeLessThanOrEqual(a.citations.length);
  });

  it('a second ask the facts do not hold says so and who to ask, without taking the first answer down', () => {
    const a = answer('building a 40k extension in bunbury. do we need hii, and by when do we need the certificate');
    expect(a.found).toBe(true);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*Yes/);
  });
});

describe('when in the week something happened is no subject word', () => {
  it('"finished the job tuesday arvo" keeps the certificate fact above the decline line', () => {
    const a = answer('sparky in joondalup, finished the rewire tuesday arvo. when does the customer get the esc');
    expect(a.found).toBe(true);
    expect(a.markdown).toContain('28 days');
  });
});

describe('a formal email reads like a text: greeting and signed name are no subject words', () => {
  it('drops "Good afternoon," and "Kind regards, Sam Lee"', async () => {
    const { textingForm } = await import('../../../src/domain/kb/texting');
    expect(textingForm('Good afternoon, which insurers can I use in the ACT? Kind regards, Sam Lee')).toBe(
      'which insurers can I use in the ACT',
    );
    expect(textingForm('Dear team, do I need a licence in Perth? Thank you, Priya')).toBe('do I need a licence in Perth');
  });
});

describe('"does it need …" in the middle of a message is a yes/no asked', () => {
  it('"laundry tub in a unit in launceston does it need tempered water" → no, from the fact that says so', () => {
    expect(firstLine('laundry tub in a unit in launceston does it need tempered water')).toMatch(/^\*\*No:\*\*/);
  });
});

describe('a threshold of the kind asked, compared with the job, settles the question however few words it shares', () => {
  it('"deck 6k and pergola 5k in launceston, written contract?" → not at this amount, never a decline', () => {
    const a = answer('deck 6k and pergola 5k in launceston, written contract?');
    expect(a.found).toBe(true);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*\$11,000 \(\$6,000 \+ \$5,000\) in TAS → not at this amount/);
  });
});

describe("a second ask with no subject of its own is about the first ask's subject", () => {
  it('"… lodge a ccew in nsw and whats the fine if im late": the CCEW fine is not held, so it says so, never the neighbour\'s penalty', () => {
    const md = answer('how long do i have to lodge a ccew in nsw and whats the fine if im late').markdown;
    expect(md.split('\n')[0]).toContain('7 days');
    const also = md.split('**Also asked')[1]?.split('**Sources**')[0] ?? '';
    expect(also).toContain("I don't have the fine or penalty");
    expect(also).not.toMatch(/\$\d/);
  });
});
