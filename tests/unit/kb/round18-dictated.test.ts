import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { textingForm } from '../../../src/domain/kb/texting';
import { normaliseFigures } from '../../eval/heldout/score';

const TODAY = '2026-11-28';
const firstLine = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('round 18: a rule lifted only below a small floor ("no withholding up to $75") answers "do I have to" with no price', () => {
  it.each([
    ["subbie hasn't given us an abn. do we have to hold anything back when we pay him?", /^\*\*Yes:\*\*.*withhold 47%/],
    ['no abn on his invoice, do i need to withhold anything', /^\*\*Yes:\*\*.*withhold 47%/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('a price inside the floor still lifts it', () => {
    expect(firstLine('no abn on a $60 invoice, do i need to withhold anything')).not.toMatch(/^\*\*Yes/);
  });

  it('a lighter regime below a job price is no rule lifted: a written contract in SA still turns on the price', () => {
    expect(firstLine('do i need a written contract in sa')).not.toMatch(/^\*\*No:\*\* Domestic building work under \$12,000/);
  });
});

describe('round 18: a young payee whose age is said as 18 or more has no under-18 exemption to weigh', () => {
  it.each([
    [
      "young bloke helpin on site, no abn, he's 19 and we pay him 300 a week. how much do we withhold?",
      /^\*\*Withhold \$141\.00 of the \$300 payment\*\*/,
    ],
    ['young fella no abn, hes 22, paid 320 a week. how much do i hold back', /^\*\*Withhold \$150\.40 of the \$320 payment\*\*/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('an age under 18 still weighs it', () => {
    expect(firstLine("young fella no abn, he's 16, we pay him 300 a week, how much do we hold back")).toMatch(
      /^\*\*No — nothing to withhold/,
    );
  });
});

describe('round 18: dictated questions — acronyms spoken letter by letter, numbers said with "point", a figure corrected as it is said', () => {
  it.each([
    ['victoria do i need d b i on a 14 grand carport job', /^\*\*\$14,000 in VIC → not at this amount:\*\* domestic building insurance/],
    ['sparky in sydney do i need a c c e w for a new circuit', /^\*\*Yes in NSW:\*\* A Certificate of Compliance for Electrical Work/],
    ['max deposit for a 30k kitchen in the a c t', /^\*\*I don't have\b/],
    ['h b c f on a 30 grand reno in new south wales do i need it', /^\*\*Yes\b.*NSW/],
    ['four point five k ex gst how much gst do i add', /^\*\*GST on \$4,500\.00 is \$450\.00\*\*/],
    ['its a 22k no sorry 26k kitchen in box hill max deposit in dollars', /\$26,000/],
    ['queensland one point eight metres fall on a house roof do we need a swims', /1\.8 m/],
    [
      'um re stumping a weatherboard in ballarat only about six grand all up do i need to be registered for that',
      /^\*\*\$6,000 in VIC → yes, at any value:\*\* registration is needed for re-blocking, re-stumping/,
    ],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('letters that make no word the knowledge base knows stay as they are, and a word "a" stays a word', () => {
    expect(textingForm('do i need a c o c for it')).toBe('do i need a coc for it');
    expect(textingForm('i a m here, q z x')).toBe('i a m here, q z x');
  });
});

describe('round 18: a job in parts, a leave tag and a claimed threshold, put without punctuation', () => {
  it.each([
    [
      'nsw im doing three and a half grand of painting and two grand of plastering same house licence or not',
      /^\*\*\$5,500 \(\$3,500 \+ \$2,000\) in NSW → yes:\*\*/,
    ],
    [
      'hey so my offsider wants to quote a 7 grand plastering job in frankston on his own he isnt registered is he ok for that',
      /^\*\*\$7,000 in VIC → yes, not at this amount:\*\*/,
    ],
    ['my mate reckons hbcf is only needed on jobs over 50 grand in new south wales is that right', /^\*\*No in NSW:\*\*.*\$20,000/],
    ['hbcf only needed over 20k in nsw right?', /^\*\*Yes in NSW:\*\*.*\$20,000/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));

  it('amounts put as alternatives are still not summed', () => {
    expect(firstLine('nsw, 3k or 6k of tiling, licence or not?')).toMatch(/^\*\*\$3,000 in NSW/);
  });

  it('a job priced beside a claimed threshold is still priced', () => {
    expect(firstLine('customer wants a 50 grand reno in nsw, hbcf needed over 20k right?')).toMatch(
      /^\*\*Yes — on a \$50,000 job in NSW:\*\*/,
    );
  });
});

describe('round 18: two places named as the job’s, and "what’s the time for …" as a deadline', () => {
  it.each([
    [
      '12k reno in mount gambier or maybe its across the border in nelson do i need a written contract',
      /^\*\*Mount Gambier or Nelson: SA or VIC — which one is the job in\?\*\*/,
    ],
    [
      '12k reno, mount gambier or albury, do i need a written contract',
      /^\*\*Mount Gambier or Albury: SA or NSW — which one is the job in\?\*\*/,
    ],
    [
      'canberra sub whats the time for the builder to give me a payment schedule',
      /^\*\*I don't have the deadline for that in the Australian Capital Territory\*\*/,
    ],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));
});

describe('round 18: "when is the latest I can …" asks a deadline, counted to a date from the day said', () => {
  it('a tax invoice asked for today', () => {
    const md = answerQuestion('customer asked for a tax invoice today when is the latest i can send it', { today: TODAY }).markdown;
    expect(md).toMatch(/\*\*Last day: Sat 26 Dec 2026\*\* — deadline after the request: 28 days from Sat 28 Nov 2026/);
  });

  it('the scorer reads a month written out and its three letters as one date', () => {
    expect(normaliseFigures('26 December 2026')).toBe(normaliseFigures('Sat 26 Dec 2026').replace(/^sat /, ''));
    expect(normaliseFigures('1 March 2025, in May')).toBe('1 mar 2025, in may');
  });
});

describe('round 18: "get added together" asks inclusion; a decline names the body of the subject, not of a word beside it', () => {
  it('plastering and painting added together for the VIC threshold', () => {
    expect(
      firstLine('craigieburn job - do plasterin and paintin on the same house get added together for the vic rego threshold?'),
    ).toMatch(/^\*\*Yes in VIC:\*\* Registration with the VBA\/BPC/);
  });

  it.each([
    [
      'form 4 is 10 business days after invoicin - whats the fine if we miss it?',
      /Best to ask \*\*Queensland Building and Construction Commission \(QBCC\)\*\*/,
    ],
    [
      'owner builder permit in tassie needs the course and the white card - how much is the permit itself?',
      /Best to ask \*\*Consumer, Building and Occupational Services \(CBOS\)\*\*/,
    ],
  ])('%s', (q, who) => expect(answerQuestion(q, { today: TODAY }).markdown).toMatch(who));
});

describe('round 18: the price of a licence of a term is a fee', () => {
  it('declined by name where no fee is held', () => {
    expect(firstLine('nsw contractor licence can be 1, 3 or 5 years - how much is the 5 year one?')).toMatch(
      /^\*\*I don't have the fee for that in New South Wales\*\*/,
    );
  });
});

describe('round 18: a step told as context is not the step asked after it', () => {
  it.each([
    [
      'act sop: head contractor has 15 business days to pay, but how long have they got to send the payment schedule?',
      /^\*\*I don't have the deadline for that in the Australian Capital Territory\*\*/,
    ],
    ['act sop: how long has the head contractor got to pay a payment claim?', /15 business days/],
  ])('%s', (q, line) => expect(firstLine(q)).toMatch(line));
});

describe('round 18: a fine asked beside a height is answered by the penalty, not the height’s rule', () => {
  it('SA SWMS fine on a 2.5 m roof', () => {
    expect(firstLine('whats the fine for no swms on a 2.5m roof in sa')).toMatch(
      /^\*\*Short answer:\*\* In SA the penalty for not preparing a SWMS/,
    );
  });
});
