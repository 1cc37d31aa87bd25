/**
 * Kinds of wrong or missing first line fixed in the assistant's fourteenth round (helper "engine", 28 Nov 2026), each
 * tried on phrasings written for this file (other states, trades and words than the evaluation sets').
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';

const today = '2026-11-28';
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('a statement put with "yeah?" or "still the case?" is a yes/no question', () => {
  it('a measurement put as passing is checked against the minimum', () => {
    expect(first('stair balustrade came out at 800mm, it passes yeah?')).toMatch(/^\*\*No — 800 mm is below the 865 mm minimum/);
  });
  it('a percentage heard is confirmed or corrected', () => {
    expect(first('someone told me you hold back 45% when a subbie gives no abn. is that still the case?')).toMatch(/^\*\*No\b.*47%/);
  });
});

describe('a fall trigger claimed beside the job’s own height', () => {
  it('the old 3 m claimed in SA is corrected, whatever the job height', () => {
    expect(first('fascia job in mount gambier at 2.2m tomorrow. its still 3m before u need a swms in sa so im right?')).toMatch(
      /^\*\*No — the fall trigger in SA is more than 2 m, not 3 m/,
    );
  });
});

describe('takings per month made a year are a turnover, however the takings are worded', () => {
  it('a month’s takings × 12 over $75,000 → must register', () => {
    expect(first('bringin in roughly 7k a month ex gst, do i have to register for gst')).toMatch(/^\*\*\$84,000 .*→ yes/);
  });
});

describe('a yes/no asked of a fine', () => {
  it('"is there a penalty" with the fine in the facts → yes, with the figure', () => {
    const line = first('any penalty in queensland for not giving a payment schedule to a subbie?');
    expect(line).toMatch(/^\*\*Yes — there's a penalty in QLD/);
    expect(line).toMatch(/100 penalty units/);
  });
  it('a fine amount heard is confirmed when the facts state it, corrected when not', () => {
    expect(
      first('my mate says the penalty for contracting without a licence in south australia is up to $100,000 first time, true?'),
    ).toMatch(/^\*\*Yes — \$100,000 is the penalty in SA/);
    expect(first('heard the fine for unlicensed building work in sa is 20 grand, is that right?')).toMatch(/^\*\*No — not \$20,000 in SA/);
  });
});

describe('super checked, not worked on the wrong number', () => {
  it('a super amount said beside the wage is checked against 12% of the wage', () => {
    expect(first('gave the labourer 2,100 for the fortnight, is 240 in super enough?')).toMatch(
      /^\*\*No — \$240\.00 is short: super on \$2,100 of wages is \$252\.00/,
    );
    expect(first('apprentice got 800 this week, i put 96 bucks super in, right?')).toMatch(/^\*\*Yes — \$96\.00 covers it/);
  });
  it('a rate said for a past date is checked against the rate then, never read as a wage', () => {
    expect(first('in january 2025 we paid super at 12 percent, correct for then?')).toMatch(
      /^\*\*No — the super guarantee for wages paid in january 2025 was 11\.5%, not 12%/,
    );
  });
});

describe('a fact’s instruction, its exclusions and "free" answer a yes/no', () => {
  it('"do I have to give X" against the fact telling you to give X → yes', () => {
    expect(first('swapping one light switch in a ballarat house, do i have to give the coes?')).toMatch(/^\*\*Yes in VIC\b/);
  });
  it('a thing the rule’s definition excludes is outside the rule', () => {
    expect(first('can i still fabricate a porcelain benchtop now engineered stone is banned')).toMatch(/^\*\*Yes\b.*porcelain/);
  });
  it('a charge asked of a service a fact calls free → no, it is free', () => {
    expect(first('does a before you dig request cost anything?')).toMatch(/^\*\*No — it's free/);
  });
});

describe('an exception whose own condition the question breaks is not its case', () => {
  it('"a bathroom renovation that doesn’t move fixtures" does not cover one where the basin is moved', () => {
    expect(first('laundry and bathroom reno in wollongong, we are moving the basin and toilet, need to lodge a notice of work?')).toMatch(
      /^\*\*Yes in NSW\b/,
    );
  });
  it('the same exception still covers a renovation that moves nothing', () => {
    expect(first('bathroom reno in dubbo, not moving any fixtures, just retiling, need a notice of work?')).toMatch(/^\*\*No in NSW\b/);
  });
});

describe('"is X enough, or do I need Y": the first alternative is answered', () => {
  it('a text is enough below the written-contract threshold', () => {
    expect(first('would an email be enough for a 2k fence job in newcastle or do i need a proper written contract')).toMatch(
      /^\*\*Yes — a written contract isn't needed on a \$2,000 job in NSW/,
    );
  });
  it('asked the other way round, the need leads as before', () => {
    expect(first('do i need a proper written contract for a 2k fence job in newcastle or is an email enough')).toMatch(
      /→ not at this amount/,
    );
  });
});

describe('"no X cos <reason>, right?" is a statement that X is not needed', () => {
  it('a rule at any value answers it no — needed', () => {
    expect(first('relocating a gas cooktop in a frankston kitchen, 300 bucks all up. no compliance cert cos its so small right?')).toMatch(
      /^\*\*No — .*needed at any value/,
    );
  });
});

describe('the old way asked "like I used to", and leave for what a paper holds back', () => {
  it('quarterly super after Payday Super began is no', () => {
    expect(first('am i still ok paying the apprentices super quarterly like before?')).toMatch(
      /^\*\*No\b.*(?:no longer|Until 30 June 2026)/,
    );
  });
  it('"lets … but not contract" answers leave to contract no', () => {
    expect(first('got my qualified supervisor certificate in nsw, can i contract a bathroom job directly with the owner?')).toMatch(
      /^\*\*No in NSW:\*\* A qualified supervisor certificate lets a person supervise and do the work but not contract/,
    );
  });
});

describe('fines asked beside a job value, and a wording quoted', () => {
  it('"is there a penalty … on a 30k job": the amount is the job’s, the penalty exists', () => {
    expect(first('any fine in south australia for skipping the written contract on a 30k reno?')).toMatch(
      /^\*\*Yes — there's a penalty in SA/,
    );
  });
  it('a wording a fact allows, quoted, is yes with the fact’s condition', () => {
    expect(first('would "total price includes gst" on my invoice be enough, rather than listing the gst?')).toMatch(
      /^\*\*Yes, if GST is exactly 1\/11 of the total/,
    );
  });
});
