/**
 * Kinds of wrong or missing first line fixed in the assistant's thirteenth round, second engine pass (27 Nov 2026),
 * each tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';

const today = '2026-11-27';
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('an informal agreement (handshake, verbal, a text) put as ok asks leave to go without the written contract', () => {
  it('over the place’s written-contract threshold: no — a written contract is needed', () => {
    expect(first('we agreed a 16k granny flat fitout in mount gambier over a handshake, is that alright?')).toMatch(
      /^\*\*No — (?:a written contract is|it's) needed on a \$16,000 job in SA/,
    );
    expect(first('would a verbal deal be ok for an 11k patio in toowoomba')).toMatch(/^\*\*No — (?:a written contract is|it's) needed/);
  });

  it('under it: yes — a written contract is not needed', () => {
    expect(first('would a verbal deal be ok for 2.5k of rendering in cairns')).toMatch(/^\*\*Yes — a written contract isn't needed/);
  });

  it('asked outright whether a contract is needed, the line answers that, unflipped', () => {
    const line = first('do i need a written contract for an 11k patio in toowoomba or is a verbal deal ok');
    expect(line).not.toMatch(/can't be skipped|isn't needed/);
    expect(line).toMatch(/→ yes|^\*\*Yes/);
  });

  it('a claim judged ("is she right …") is not read as leave to go without', () => {
    expect(first('neighbour says i need a written contract for a 9k shed in wagga, is he right or is a handshake fine')).not.toMatch(
      /can't be skipped|isn't needed/,
    );
  });
});

describe('"how long does it take to get a licence" asks a processing time, which the facts never hold', () => {
  it.each([
    'how long does it take to get a gasfitting licence in darwin',
    'how long does it usually take to get a plumbing licence in fremantle',
    'how many months will it take me to obtain my builders registration in hobart',
  ])('%s → a decline, no neighbouring deadline', (q) => {
    const line = first(q);
    expect(line).toMatch(/^\*\*I don't have the processing time|^I couldn't find a sourced answer/);
    expect(line).not.toMatch(/\d+ (?:days|years|months)/);
  });

  it('a paper handed over by a deadline is still a deadline ask', () => {
    expect(first('how long have i got to get the electrical certificate to the owner in sydney')).not.toMatch(/processing time/);
  });
});

describe('a retention period asked is answered by how long a paper is kept, never by its lodgement deadline', () => {
  it('where the place holds no retention period, the first line declines it and states no other day count', () => {
    const line = first('how many years must an electrical certificate of compliance be kept for in mount gambier');
    expect(line).toMatch(/^\*\*I don't have the retention period for that in South Australia/);
    expect(line).not.toMatch(/30 days/);
  });

  it('where it holds one, that period leads', () => {
    expect(first('plumber in bunbury, for how long do i have to keep my compliance certificates')).toMatch(/6 years/);
  });

  it('a retention period held for another paper is no answer', () => {
    expect(first('for how long do i keep the swms on a toowoomba job')).not.toMatch(/test certificates|5 years/);
  });
});
