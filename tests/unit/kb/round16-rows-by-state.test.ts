import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';

const TODAY = '2026-11-28';
const answer = (q: string) => answerQuestion(q, { today: TODAY });
const firstLine = (q: string) => answer(q).markdown.split('\n')[0]!;

describe('round 16: one state per security-of-payment fact, so no state lends another its rule', () => {
  it('a national fact names no state', () => {
    const national = KB_ENTRIES.filter((e) => e.topic === 'payments' && e.states.includes('ALL'));
    for (const e of national) expect(e.text, e.id).not.toMatch(/\b(?:NSW|QLD|VIC|WA|SA|TAS|ACT|NT)\b/);
  });

  it('a QLD contract term is judged by the QLD rule, not by NSW monthly claims', () => {
    const first = firstLine('subbie in toowoomba, the contract says they pay in 10 business days, they can do that yeah?');
    expect(first).toMatch(/^\*\*Yes in QLD:\*\*/);
    expect(first).not.toMatch(/NSW|monthly/);
  });

  it('a pay-when-paid clause in NSW is still void', () => {
    expect(firstLine('our subcontract in parramatta has a pay when paid clause, is that enforceable?')).toMatch(
      /^\*\*No in NSW:\*\*.*void/,
    );
  });
});

describe('round 16: a fine stated as penalty units is a fine the facts hold', () => {
  it('QLD: no payment schedule → up to 100 penalty units', () => {
    const first = firstLine('is there a penalty in qld if i dont give a payment schedule');
    expect(first).toMatch(/^\*\*Yes — there's a penalty in QLD:\*\*.*100 penalty units/);
  });

  it('a penalty for another step ("business days" is a unit, not the subject) is not that fine', () => {
    const a = answer('fine in qld if i miss the 10 business days for the form 4');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*I don't have the fine or penalty for that in Queensland\*\*/);
  });
});

describe('round 16: a declined fee or fine says which figure it does not have', () => {
  it.each([
    ['wa, whats the penalty for putting the noc in late', 'the fine or penalty', 'Western Australia'],
    ['how much is an nt plumbing licence', 'the fee', 'the Northern Territory'],
  ])('%s', (q, what, place) => {
    const a = answer(q);
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toBe(`**I don't have ${what} for that in ${place}** in our sources, so I won't guess.`);
  });
});

describe('round 16: a threshold claimed with "till / once I hit X" is the rule figure put to be judged', () => {
  it.each([
    ['mate reckons i dont gotta register for gst till i hit 100k', /^\*\*No:\*\*.*\$75,000/],
    ['my mate reckons i only need to register for gst once i hit 50 grand', /^\*\*No:\*\*.*\$75,000/],
    ['dont need to register for gst till i hit 75k right?', /^\*\*Yes:\*\*.*\$75,000/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('judges the paper named, not another paper with the amount claimed (an owner-builder permit’s $10,000)', () => {
    expect(firstLine('mate reckons i dont need a licence in nsw till the job is over 10k')).toMatch(
      /^\*\*No in NSW:\*\*.*licence.*\$5,000/,
    );
    expect(firstLine('mate reckons i dont need a licence in nsw till the job is over 5 grand')).toMatch(/^\*\*Yes in NSW:\*\*.*\$5,000/);
  });
});

describe('round 16: a figure for each kind of contract is read for the one asked about', () => {
  it('a subbie’s claim is a subcontract: 20 business days, the head contract’s 15 left out', () => {
    const first = firstLine('subbie in liverpool nsw, isnt it 20 business days for the builder to pay my claim?');
    expect(first).toMatch(/^\*\*Yes in NSW:\*\*.*20 business days for a subcontract/);
    expect(first).not.toMatch(/15 business days/);
  });

  it('a head contract named alone keeps its own figure', () => {
    expect(firstLine('nsw head contract, client has 15 business days to pay me right?')).toMatch(
      /^\*\*Yes in NSW:\*\*.*15 business days for a head contract \(s11/,
    );
  });

  it('a bare number put back ("isn’t it 20?") is confirmed in the unit of the figure before it', () => {
    const said = 'subbie in liverpool nsw, builder says he gets 30 business days to pay my claim.';
    expect(firstLine(`${said} isnt it 20?`)).toMatch(/^\*\*Yes in NSW:\*\*/);
    expect(firstLine(`${said} isnt it 15?`)).toMatch(/^\*\*No in NSW:\*\*.*20 business days/);
  });
});

describe('round 16: a need put in an order ("I need X before Y, don’t I") is the need, not leave to do Y first', () => {
  it('answers whether the cover is needed on that job, never "whether Y must come first"', () => {
    const first = firstLine('25k extension in wa, i need the home indemnity insurance before i take the deposit dont i');
    expect(first).toMatch(/^\*\*Yes — on a \$25,000 job in WA:\*\*.*home indemnity insurance/);
    expect(first).not.toMatch(/must come first|Max deposit/);
  });
});

describe('round 16: "do not have to" says a thing is not needed', () => {
  it('checking a quoted ABN is not required (ATO, facts §6.8)', () => {
    expect(firstLine('do i have to check a subbies abn is real before i pay him')).toMatch(/^\*\*No:\*\* You do not have to check/);
  });
});

describe('round 16: "has no white card" lacks the paper a site needs, as "no licence" lacks the work’s', () => {
  it('can he still come on site without one → No', () => {
    expect(firstLine('my new labourer has no white card, can he still come on site and just carry stuff')).toMatch(
      /^\*\*No:\*\* White Card/,
    );
  });
});

describe('round 16 (dev 25 kinds): one bucks, a charge that is a penalty, a fee for an authorisation, national declines', () => {
  it('"70 buck" is an amount: under the $75 no-ABN floor', () => {
    expect(firstLine('bloke with no abn did a 70 buck pickup ex gst, do i have to withhold')).toMatch(/^\*\*\$70 → no:\*\*.*\$75/);
  });

  it('the super guarantee charge is a penalty the facts do not hold: declined naming the ATO, no place', () => {
    const a = answer('paid the super 2 weeks late, how much is the super guarantee charge');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toBe("**I don't have the fine or penalty for that** in our sources, so I won't guess.");
    expect(a.markdown).toMatch(/Australian Taxation Office/);
  });

  it('the price of an authorisation is a fee', () => {
    const a = answer('how much is an arctick refrigerant trading authorisation');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*I don't have the fee for that\*\*/);
  });

  it('a fine one state holds is no answer for no place, and is that state’s answer', () => {
    expect(firstLine('whats the fine for no swms')).not.toMatch(/\$6,000/);
    expect(firstLine('sa, whats the fine for no swms')).toMatch(/\$6,000 \(individual\)/);
  });

  it('"too small to need a licence" is a claim that it is not needed: No, needed at any value', () => {
    expect(firstLine('mate reckons a 300 buck powerpoint swap in nsw is too small to need a licence. is he right')).toMatch(
      /^\*\*No — \$300 in NSW → needed at any value:\*\*/,
    );
  });
});

describe('round 16: a state named in words outranks a remote locality of another state', () => {
  it('"customer in cockburn … a cooling off in wa?" is WA (Cockburn SA is a remote locality), and WA holds no cooling-off', () => {
    const a = answer('customer in cockburn signed a 50k contract thursday, now wants out. is he allowed a cooling off in wa?');
    expect(a.state).toBe('WA');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toBe(
      "**I don't have the cooling-off period for that in Western Australia** in our sources, so I won't guess.",
    );
  });

  it('work put at the place on purpose keeps the place’s state ("doin a job in katherine")', () => {
    expect(answer('qld gasfitter doin a job in katherine, who do i have to tell first').state).toBe('NT');
  });
});

describe('round 16: a hot-water temperature for special premises is no figure for a home', () => {
  it('a home bathroom capped at 45°C? No — 50°C (45°C is childcare, schools and aged care)', () => {
    expect(firstLine('customer in hobart says her bathroom hot water legally has to be capped at 45 degrees. is she right')).toMatch(
      /^\*\*No:\*\*.*50°C/,
    );
  });
});

describe('round 16: a deposit the place leaves open at that price is declined, not capped or freed', () => {
  it('QLD work of $3,300 or less: no regulated contract and conflicting QBCC pages', () => {
    const a = answer('tiny 2k job in qld, can i take 50% up front');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toBe("**I don't have the maximum deposit for that in Queensland** in our sources, so I won't guess.");
    expect(a.markdown).toMatch(/QBCC/);
  });

  it('a regulated QLD contract still gets its cap', () => {
    expect(firstLine('10k reno in qld, max deposit?')).toMatch(/^\*\*Max deposit on a \$10,000 job in QLD: \$1,000\.00\*\*/);
  });
});
