/**
 * Kinds of wrong first line fixed in the assistant's seventh round (issue 17, 27 Nov 2026), each tried on phrasings
 * written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion, beforeAsk } from '../../../src/domain/kb/answer';
import { leadBetween, leadTimeAsk } from '../../../src/domain/kb/lead-time';
import { stepsAsked } from '../../../src/domain/kb/steps';

const TODAY = '2026-11-27';
const firstLine = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('a day count answers only the step it times (security of payment: the schedule is not the payment)', () => {
  it('reads the steps from the facts: paying and the payment schedule', () => {
    expect(stepsAsked('how many days do they have to pay me', 'payments')).toEqual(['pay']);
    expect(stepsAsked('when is the payment schedule due', 'payments')).toEqual(['pay schedule']);
    // a payment claim is a paper, not the paying; cooling off is a topic's only step, nothing to tell apart
    expect(stepsAsked('how long to reply to a payment claim', 'payments')).toEqual([]);
    expect(stepsAsked('how many days cooling off', 'cooling-off')).toEqual([]);
  });

  it('a place whose fact times only the schedule declines how long to pay, naming who to ask', () => {
    const line = firstLine('under vic sop how many business days has the principal got to pay my progress claim');
    expect(line).toMatch(/^\*\*I don't have the deadline for that in Victoria\*\*/);
    expect(line).not.toMatch(/\d/);
  });

  it('a place whose fact times only the payment declines the schedule', () => {
    expect(firstLine('canberra job, how long has the head contractor got to give me a payment schedule')).toMatch(
      /^\*\*I don't have the deadline for that in the Australian Capital Territory\*\*/,
    );
  });

  it('the step the fact does time is still answered', () => {
    expect(firstLine('vic security of payment, how many days to send a payment schedule')).toMatch(/10 business days/);
    expect(firstLine('how long has the head contractor got to pay me in nsw')).toMatch(/15 business days/);
    expect(firstLine('sa sop, how long does the builder have to pay me')).toMatch(/15 business days/);
    expect(firstLine('how long does the builder have to pay me in the act under sop')).toMatch(/15 business days/);
  });
});

describe('"can I start <day> if I notify <day>": the notice lead time counted in the rule\'s own unit', () => {
  it('reads the two days: the start, and the notice (today when not said; "the same …" is the other day)', () => {
    expect(leadTimeAsk('can we kick off tuesday if i lodge the notification this arvo', TODAY)).toMatchObject({
      notify: '2026-11-27',
      start: '2026-12-01',
      sameDay: false,
    });
    expect(leadTimeAsk('ok to submit it and begin the same day?', TODAY)).toMatchObject({ start: '2026-11-27', sameDay: true });
    expect(leadTimeAsk('can i start monday', TODAY)).toBeNull();
  });

  it('counts calendar days, business days and hours as the rule says', () => {
    const ask = leadTimeAsk('can i start wednesday if i notify today', TODAY)!; // Friday → Wednesday
    expect(leadBetween(ask, 'days')).toBe(5);
    expect(leadBetween(ask, 'business days')).toBe(3);
    expect(leadBetween(ask, 'hours')).toBe(120);
  });

  it('reads times of day for both ("at 3pm today", "6 tomorrow morning") and counts hours between them', () => {
    const ask = leadTimeAsk('lodging the noi at 3pm today, can i get going at 6 tomorrow morning', TODAY)!;
    expect(ask.hours).toBe(15);
    expect(leadBetween(ask, 'hours')).toBe(15);
    expect(leadTimeAsk('can i start tomorrow if i lodge today', TODAY)!.hours).toBeUndefined();
  });

  it('a plan put as a question, and the lead time whose condition the job meets (area, friable or not)', () => {
    expect(firstLine('fremantle, major plumbing: submit the noi this arvo and start first thing tomorrow?')).toMatch(
      /^\*\*No — .*24 hours/,
    );
    // VIC: 24 hours for 10 m² or less of non-friable, 5 days otherwise
    expect(firstLine('geelong, 8 m2 of bonded sheet, licensed removal. ok to start tuesday if i notify worksafe today')).toMatch(
      /^\*\*Yes — .*24 hours/,
    );
    expect(firstLine('geelong, 25 m2 of bonded sheet, licensed removal. ok to start tuesday if i notify worksafe today')).toMatch(
      /^\*\*No — .*5 days/,
    );
  });

  it('too soon: no, with the figure; far enough: yes', () => {
    expect(firstLine('licensed removal of bonded sheeting in a wollongong house, can i begin tuesday if i notify safework now')).toMatch(
      /^\*\*No — starting Tuesday 1 Dec leaves 4 days after it; the notice must go in at least 5 days before you start:\*\*/,
    );
    expect(firstLine('licensed asbestos job in newcastle, can i start in 6 days if i notify safework today')).toMatch(/^\*\*Yes — /);
    expect(firstLine('perth, major plumbing work: can i submit the notice of intention and start straight away')).toMatch(
      /^\*\*No — starting the same day as the notice leaves no time after it; .*24 hours/,
    );
  });
});

describe("a yes/no answered by the fact's own exception, and dictated punctuation", () => {
  it('"(not for X)" in the required sentence, asked about X: no', () => {
    expect(
      firstLine('perth job, domestic natural gas cooktop, notice lodged by enotice, do i still have to fit a compliance badge?'),
    ).toMatch(/^\*\*No in WA:\*\*/);
    // the rule's own half stays yes
    expect(firstLine('LPG caravan install in wa, do i need a compliance badge')).toMatch(/^\*\*Yes in WA:\*\*/);
  });

  it('"… comma can they do that" is a yes/no question', () => {
    expect(firstLine('nt subcontract says they pay in 50 business days comma can they do that')).toMatch(
      /^\*\*No in NT:\*\*.*30 business days/,
    );
  });
});

describe("the rule's 'no' half: the question states the case the fact takes out", () => {
  it('cooling-off after formal legal advice, or on a contract signed again on the same terms: no', () => {
    expect(
      firstLine('townsville client got formal legal advice from her solicitor before signing the 30k contract, can she still cool off'),
    ).toMatch(/^\*\*No in QLD:\*\* There is no right/);
    expect(
      firstLine('geelong: we signed again on the same terms after fixing the start date, does the owner get cooling off again'),
    ).toMatch(/^\*\*No in VIC:\*\*/);
  });

  it('"(emergency work excepted)": an emergency is the excepted case', () => {
    expect(firstLine('burst pipe under a house in rockingham, its an emergency - do i have to lodge a notice of intention first')).toMatch(
      /^\*\*No in WA:\*\*/,
    );
  });
});

describe("a cooling-off period asked where the place has none in our sources: decline by name, no neighbour's days", () => {
  it('WA and SA: no cooling-off fact, so not the security-of-payment schedule', () => {
    for (const q of [
      'how many days cooling off does a client in bunbury get on a home building contract',
      'adelaide reno contract - cooling off period, how many days',
    ]) {
      const line = firstLine(q);
      expect(line).toMatch(/^\*\*I don't have the cooling-off period for that in|^I couldn't find a sourced answer/);
      expect(line).not.toMatch(/\d/);
    }
  });

  it('a place that has one still answers it', () => {
    expect(firstLine('how many days cooling off in nsw on a home building contract')).toMatch(/5 (?:clear )?business days/);
  });
});

describe('"can I X while Y is still being processed" asks leave to do X before Y', () => {
  it('reads Y, the paper applied for', () => {
    expect(beforeAsk('can we start the 30k pergola while our builder registration application is still pending')?.first).toBe(
      'builder registration',
    );
  });

  it('Y needed for the job: no, not before it', () => {
    expect(firstLine('can i start a 25k carport in ballarat while my builder rego is still being processed')).toMatch(
      /^\*\*No — not before builder rego: it is needed first\.\*\*/,
    );
  });
});

describe('an area asked as leave for someone else doing it themselves ("is she allowed")', () => {
  it('over the limit: no; under it: yes', () => {
    expect(firstLine('client in dubbo wants to pull off about 14 m2 of bonded fibro herself, is she allowed')).toMatch(
      /^\*\*14 m² in NSW → no/,
    );
    expect(firstLine('client in dubbo wants to pull off about 6 m2 of bonded fibro herself, is she allowed')).toMatch(
      /^\*\*6 m² in NSW → yes/,
    );
  });
});

describe('a yes on business days says whose public holidays were counted out', () => {
  it('names them on a business-day lead time, not on calendar days', () => {
    expect(firstLine('bathroom job in parramatta, if i lodge the notice of work today can i start wednesday')).toMatch(
      /^\*\*Yes\b.*2 business days before \(counting out weekends and NSW public holidays; none fell in between\):\*\*/,
    );
    expect(firstLine('if i notify safework nsw today can we start monday on the asbestos')).not.toMatch(/public holiday/);
  });
});
