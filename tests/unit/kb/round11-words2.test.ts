/**
 * Kinds of misreading fixed in the second part of the assistant's eleventh round (helper "words2", 27 Nov 2026), each
 * tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../src/domain/kb/parse';

const today = '2026-11-27';
const parse = (q: string) => parseQuestion(q, { today });

describe('"act" before the name of a territory law is the ACT', () => {
  it('reads "under act sop", "per act rules" as the territory', () => {
    expect(parse('under act sop how long does the client have to reply to a claim').state).toBe('ACT');
    expect(parse('per act rules do i need a contract for a 6k deck').state).toBe('ACT');
    expect(parse('in act security of payments what is the due date').state).toBe('ACT');
  });

  it("leaves a named Act's own rules alone", () => {
    expect(parse('under the building act rules, how long do i keep records').state).toBeUndefined();
    expect(parse('what does the act say about progress claims').state).toBeUndefined();
  });
});

describe('"how much to register / get licensed" asks a fee', () => {
  it('reads the price of registering or getting licensed as a fee', () => {
    expect(parse('how much to get registered as a builder in tassie').query.attribute).toBe('fee');
    expect(parse('roughly how much to get licensed as a gasfitter in nsw').query.attribute).toBe('fee');
  });

  it('keeps the GST threshold an amount, not a fee', () => {
    expect(parse('how much to register for gst').query.attribute).not.toBe('fee');
    expect(parse('how much do i have to turn over to register for gst').query.attribute).not.toBe('fee');
  });
});

describe('an electric cooktop is no gas work', () => {
  it('"induction / electric / ceramic cooktop" is not gas, "cooktop" alone is', () => {
    expect(parse('fitting a new induction cooktop in a unit in perth, need a licence?').query.work).not.toContain('gas');
    expect(parse('swap a ceramic cooktop for the owner').query.work).not.toContain('gas');
    expect(parse('swap an old cooktop in geelong, compliance cert?').query.work).toContain('gas');
  });
});

describe('"no need for X?" asks whether X is needed', () => {
  it('reads "no need for a cert / to lodge" as a need asked', () => {
    expect(parse('qld, no need for a compliance cert for a like-for-like hws swap?').query.attribute).toBe('need');
    expect(parse('no need to lodge anything for a small deck in perth right?').query.attribute).toBe('need');
  });
});

describe('"wire" as a verb is electrical work', () => {
  it('"wire up the granny flat", "wired his garage" are electrical; tie wire is not', () => {
    expect(parse('can my mate wire up the granny flat in brisbane').query.work).toContain('electrical');
    expect(parse('owner wired his garage himself in adelaide, is that legal').query.work).toContain('electrical');
    expect(parse('tie wire the reo before the slab pour').query.work).not.toContain('electrical');
  });
});
