import { describe, expect, it } from 'vitest';
import { daySaid } from '../../../src/domain/kb/day-said';
import { signingElapsed } from '../../../src/domain/kb/lead-time';

// Saturday 28 Nov 2026.
const TODAY = '2026-11-28';

describe('daySaid: the one reader of a day named in a question', () => {
  it('takes the first day in the text, not the first kind of day it knows', () => {
    expect(daySaid('gave her the signed copy on monday, now shes texting me today', TODAY)).toEqual({
      date: '2026-11-23',
      said: 'on monday',
    });
    expect(daySaid('today i found out we tested it on 20 nov', TODAY)?.said).toBe('today');
  });

  it('reads the ways a past day is said', () => {
    expect(daySaid('tested it a couple of days back', TODAY)?.date).toBe('2026-11-26');
    expect(daySaid('finished two wks ago', TODAY)?.date).toBe('2026-11-14');
    expect(daySaid('signed it last night', TODAY)?.date).toBe('2026-11-27');
    expect(daySaid('done earlier today', TODAY)?.date).toBe(TODAY);
  });

  it('is told the tense when the caller knows it', () => {
    // No verb of the past in the words: the nearer Monday is the next one; a signing is always the last one.
    expect(daySaid('the contract, monday', TODAY)?.date).toBe('2026-11-30');
    expect(daySaid('the contract, monday', TODAY, 'past')?.date).toBe('2026-11-23');
  });
});

describe('signingElapsed reads the signing day with daySaid', () => {
  it('counts from a date, a bare weekday or business days back', () => {
    expect(signingElapsed('signed the contract on 20 nov, can she pull out', TODAY, 'NSW')).toMatchObject({
      signed: '2026-11-20',
      days: 8,
      businessDays: 5,
    });
    expect(signingElapsed('customer signed thursday, can he back out', TODAY, 'VIC')).toMatchObject({
      signed: '2026-11-26',
      businessDays: 1,
    });
    expect(signingElapsed('signed 3 business days ago', TODAY, 'QLD')).toMatchObject({ signed: '2026-11-25', said: '3 business days ago' });
  });

  it('needs a signing and a day that has come', () => {
    expect(signingElapsed('she wants out, signed next friday', TODAY, 'NSW')).toBeNull();
    expect(signingElapsed('can she pull out on monday', TODAY, 'NSW')).toBeNull();
  });
});
