import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';

const TODAY = '2026-11-28';
const firstLine = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('round 17: leave asked in slang ("is it legit to …") is a permission, judged with its "without"', () => {
  it.each([
    ['is it legit to do plumbing without a licence in canberra if its under 1k', /^\*\*No in ACT:\*\*/],
    ['is it legit to do electrical work without a licence in nsw', /^\*\*NSW → no, not without it:\*\*/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));
});

describe('round 17: a rule’s figure claimed as changed or as "the threshold … is X" is judged, not read as the job', () => {
  it.each([
    ['is it true the swms rule dropped to 2m in sa', /^\*\*Yes — 2 m is the fall trigger in SA:\*\*/],
    ['heard the fall height for swms in sa went down to 2 metres, is that right', /^\*\*Yes — 2 m is the fall trigger in SA:\*\*/],
    ['heard the swms height in sa was lowered to 1.5m, true?', /^\*\*No\b.*2 m/],
    ['the hbcf threshold in nsw is 20k isnt it', /^\*\*Yes in NSW:\*\*.*\$20,000/],
    ['the home warranty threshold in nsw is 15k isnt it', /^\*\*No\b.*\$20,000/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('a job of the same size is still a job ("a 2.5m roof in sa")', () => {
    expect(firstLine('is a swms needed for roof work at 2.5m in adelaide')).toMatch(/^\*\*2\.5 m in SA → yes/);
  });
});

describe('round 17: a bare tag after the story ("fine?", "legit?", "we right?", "any problem with that") asks leave', () => {
  it.each([
    [
      'perth, 150k house. client wants to hand over 10 grand as a deposit, fine?',
      /^\*\*No — max deposit on a \$150,000 job in WA: \$9,750\.00\*\*/,
    ],
    [
      'builder in newcastle, subcontract says they pay me 50 business days after my claim. legit?',
      /^\*\*No in NSW:\*\* 50 business days is longer than the 20 business days allowed/,
    ],
    [
      'canberra subbie, contract gives the builder 25 bd to pay me. legit?',
      /^\*\*No in ACT:\*\* 25 business days is longer than the 15 business days/,
    ],
    [
      'darwin, 30k carport with the new house, client happy with a handshake. we right?',
      /^\*\*No — it's needed on a \$30,000 job in NT, so it can't be skipped:\*\*/,
    ],
    [
      'sydney bathroom, 35k. client wants me to start next week and sort the hbcf later. any problem with that',
      /^\*\*No — not before (?:the )?hbcf: it is needed first\.\*\*/i,
    ],
    ['sydney bathroom, 35k. owner wants me to start tomorrow and sort the home warranty after. can i do that', /^\*\*No — not before/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('a fine asked as a penalty is still a penalty', () => {
    expect(firstLine('whats the fine for taking too big a deposit in wa')).toMatch(/^\*\*I don't have the fine or penalty/);
  });
});

describe('round 17: a claim that a paper is not needed, asked "is he right / true?", is judged right or wrong', () => {
  it.each([
    [
      'heard laying floating floors doesnt need a licence in nsw anymore, true? got an 8k job in penrith',
      /^\*\*Yes — that's right: \$8,000 in NSW → no, not for this work/,
    ],
    ['mate says i dont legally need a written contract for an 8k job in sa. is he right', /^\*\*Yes — that's right: \$8,000 in SA/],
    ['mate says i dont need a written contract for a 30k job in sa. is he right', /^\*\*No — needed on a \$30,000 job in SA/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('a limit claimed after the parts of one job is no part of it ("each bit’s under 10k")', () => {
    expect(
      firstLine('bendigo, 6k of tiling and 4.5k of plastering on the one house. no need for rego since each bits under 10k, right?'),
    ).toMatch(/^\*\*No — \$10,500 \(\$6,000 \+ \$4,500\) in VIC → needed/);
  });
});

describe('round 17: how long a licence or cover lasts, and an age limit, are their own attributes', () => {
  it.each([
    ['tas, how often do i have to renew my builders licence', 'the term (how long it lasts)', 'Tasmania'],
    ['how many years does dbi cover a job for in vic', 'the term (how long it lasts)', 'Victoria'],
    ['whats the minimum age to get a contractor licence in nsw', 'the minimum age', 'New South Wales'],
  ])('%s declines by name', (q, what, place) => {
    const a = answerQuestion(q, { today: TODAY });
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toBe(`**I don't have ${what} for that in ${place}** in our sources, so I won't guess.`);
  });

  it.each([
    ['how long is a nsw contractor licence good for', /1, 3 or 5 years/],
    ['how long does qld home warranty cover last', /6 years 6 months/],
  ])('%s is answered where a fact holds the term', (q, figure) => {
    const a = answerQuestion(q, { today: TODAY });
    expect(a.found).toBe(true);
    expect(a.markdown.split('\n')[0]).toMatch(figure);
  });
});

describe('round 17: a second ask pointing back ("… and by when does it have to land", "… for his") is about the first’s subject', () => {
  it('super on a wage, then by when it is due', () => {
    const md = answerQuestion('my labourer got 1,000 on friday, how much super and when does it have to hit the fund', {
      today: TODAY,
    }).markdown;
    expect(md.split('\n')[0]).toMatch(/^\*\*Super on \$1,000 of wages: \$120\.00\*\*/);
    expect(md).toMatch(/Also asked[\s\S]*7 business days/);
  });

  it('the plumber’s certificate, then the sparky’s', () => {
    const md = answerQuestion(
      'sa, finished a laundry fit-out on monday. how many days to lodge my plumbing cert, and how long has the sparky got for his',
      {
        today: TODAY,
      },
    ).markdown;
    expect(md.split('\n')[0]).toMatch(/7 days/);
    expect(md).toMatch(/Also asked[\s\S]*30 days/);
  });

  it('a NSW white card lapses after 2 years without construction work (a term the facts hold)', () => {
    expect(answerQuestion('how long does a white card last in nsw', { today: TODAY }).markdown.split('\n')[0]).toMatch(
      /2 consecutive years/,
    );
  });
});

describe('round 17: other words for what the facts hold', () => {
  it.each([
    ['client wants a reconstituted quartz benchtop in the new kitchen, can we still fit one', /^\*\*No:\*\*.*engineered stone/],
    ['can a handyman swap a powerpoint in geelong', /^\*\*VIC → no, not without it:\*\*/],
    ['handyman here in toowoomba, ok for me to replace a tap', /^\*\*QLD → no, not without it:\*\*/],
    [
      'tiling a laundry in dubbo, 3.9k all up inc gst. am i ok to do it without a licence',
      /^\*\*\$3,900 in NSW → yes, not at this amount:\*\*/,
    ],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));
});

describe('round 17: "send a schedule" is the payment schedule', () => {
  it('TAS: the owner’s schedule on a house', () => {
    const a = answerQuestion('reno for an owner in launceston, how long has the owner got to send a schedule back', { today: TODAY });
    expect(a.found).toBe(true);
    expect(a.markdown.split('\n')[0]).toMatch(/20 days \(residential\)/);
  });
});

describe('round 17: "what rate do I …" asks the rate', () => {
  it('GST', () => expect(firstLine('what rate do i charge gst at')).toMatch(/10%/));
});

describe('round 17: a form’s number is an attribute of its own', () => {
  it('declined by name where no fact names the form', () => {
    const a = answerQuestion('whats the form number for the notice of work in nsw', { today: TODAY });
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toBe(
      "**I don't have the form number for that in New South Wales** in our sources, so I won't guess.",
    );
  });

  it('answered where a fact names it (QLD Form 4)', () => {
    const a = answerQuestion('which form do i use for notifiable work in qld', { today: TODAY });
    expect(a.found).toBe(true);
    expect(a.markdown).toMatch(/Form 4/);
  });
});
