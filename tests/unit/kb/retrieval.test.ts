import { describe, expect, it } from 'vitest';
import { searchKnowledgeBase } from '../../../src/domain/kb/search';

interface Case {
  q: string;
  /** Entry id that must be in the top 3. */
  expect: string;
  state?: string;
  trade?: string;
}

// Phrased the way tradies ask: states, cities, slang, amounts and synonyms.
const CASES: Case[] = [
  { q: 'do I need a licence for a $4,000 bathroom in Brisbane', expect: 'qld-licence-threshold' },
  { q: 'gold coast reno 4k, do i need a qbcc ticket?', expect: 'qld-licence-threshold' },
  { q: 'whats the licence threshold in Sydney', expect: 'nsw-licence-threshold' },
  { q: '6 grand deck in Newcastle, need to be licensed?', expect: 'nsw-licence-threshold' },
  { q: 'do i need to be registered to do a $12k kitchen in Geelong', expect: 'vic-registration-threshold' },
  { q: '20 grand job in Perth what applies', expect: 'wa-builder-registration' },
  { q: 'building contractor registration WA over 20k', expect: 'wa-builder-registration' },
  { q: 'do I need registering with the BPB for a 15k extension in Darwin', expect: 'nt-builder-registration' },
  { q: 'chippy in Canberra, do I need a licence?', expect: 'act-licensed-occupations' },
  { q: 'whats the max deposit i can take on a 15k job in vic', expect: 'vic-deposit' },
  { q: 'how much deposit can I ask for in Sydney', expect: 'nsw-deposit' },
  { q: 'deposit on a $30,000 reno in Townsville', expect: 'qld-deposit' },
  { q: 'max deposit perth', expect: 'wa-deposit' },
  { q: 'do I need home warranty insurance on a 25k job in nsw', expect: 'nsw-hbcf-threshold' },
  { q: 'HBCF cover when?', expect: 'nsw-hbcf-threshold', state: 'NSW' },
  { q: 'domestic building insurance melbourne 20k extension', expect: 'vic-dbi-threshold' },
  { q: 'home indemnity insurance Fremantle', expect: 'wa-hii-threshold' },
  { q: 'home warranty insurance in Adelaide', expect: 'sa-bii-threshold' },
  { q: 'is there home warranty in Hobart', expect: 'tas-no-home-warranty' },
  { q: 'home warranty qld bathroom refit', expect: 'qld-home-warranty-threshold' },
  { q: 'can the client cancel the contract after signing? cooling off in Victoria', expect: 'vic-cooling-off' },
  { q: 'cooling off period brisbane', expect: 'qld-cooling-off' },
  { q: 'do I need a written contract for a 7k job', expect: 'nsw-written-contract', state: 'NSW' },
  { q: 'level 1 contract qld what goes in it', expect: 'qld-level1-contract-contents' },
  { q: 'written contract requirements Tassie', expect: 'tas-contract-requirements' },
  { q: 'sparky in Melbourne, how long do I have to give the COES', expect: 'vic-coes-non-prescribed' },
  { q: 'how many days to submit a CCEW', expect: 'nsw-ccew', trade: 'Electrician', state: 'NSW' },
  { q: 'sparkie in Perth, notice of completion deadline', expect: 'wa-electrical-notices' },
  { q: 'electrical certificate of compliance Adelaide how long', expect: 'sa-ecoc' },
  { q: 'test report deadline canberra electrician', expect: 'act-electrical-test-report' },
  { q: 'safety switch rules when I add a power point', expect: 'rcd-amendment-2' },
  { q: 'do all circuits need an RCD in a house', expect: 'rcd-as3000-requirements' },
  { q: 'switchboard upgrade melbourne does it need an inspector', expect: 'vic-coes-prescribed' },
  { q: 'solar battery wiring endorsement Canberra', expect: 'act-der-endorsement' },
  { q: 'plumber in Geelong, compliance certificate for a $900 job?', expect: 'vic-plumbing-compliance-certificate' },
  { q: 'form 4 notifiable work how long to lodge brisbane', expect: 'qld-notifiable-work' },
  { q: 'notice of work before plumbing job sydney', expect: 'nsw-notice-of-work' },
  { q: 'plumbing coc perth deadline', expect: 'wa-plumbing-coc' },
  { q: 'gassie in Sydney, gas compliance certificate deadline', expect: 'nsw-gas-certificates' },
  { q: 'what temperature should the tempering valve be set to', expect: 'hot-water-tempering-50' },
  { q: 'TMV temp for a childcare centre', expect: 'hot-water-tmv-45' },
  { q: 'hot water storage temp legionella', expect: 'hot-water-storage-60' },
  { q: 'how high does a balustrade need to be on a deck', expect: 'balustrade-heights' },
  { q: 'shower waterproofing falls floor waste hobless', expect: 'waterproofing-housing-provisions' },
  { q: 'smoke alarm rules qld rental', expect: 'qld-smoke-alarms' },
  { q: 'can i remove fibro myself in NSW', expect: 'nsw-asbestos-homeowner-10m2' },
  { q: 'how much asbestos can I pull out without a licence', expect: 'asbestos-licence-10m2' },
  { q: 'do I need a SWMS for roof work', expect: 'swms-before-hrcw' },
  { q: 'working at heights rules for housing in queensland', expect: 'qld-falls' },
  { q: 'white card expired after 2 years out of the industry, sydney', expect: 'nsw-white-card-lapse' },
  { q: 'can I still cut caesarstone engineered stone benchtops', expect: 'engineered-stone-ban' },
  { q: 'do I need to register for GST if I turn over 80k', expect: 'gst-registration-threshold' },
  { q: 'what does a tax invoice need to show', expect: 'tax-invoice-contents' },
  { q: 'invoice over $1,000 customer abn', expect: 'tax-invoice-1000-plus' },
  { q: 'how do I check an ABN is valid', expect: 'abn-check-algorithm' },
  { q: 'when is TPAR due for subbies', expect: 'tpar' },
  { q: 'super rate for my apprentice', expect: 'super-guarantee-12' },
  { q: 'how long do I keep my receipts and records', expect: 'records-5-years' },
  { q: 'builder hasnt paid my progress claim in Brisbane', expect: 'qld-sop' },
  { q: 'payment schedule deadline security of payment NSW', expect: 'nsw-sop' },
  { q: 'refrigerant licence for installing split systems', expect: 'refrigerant-handling-licence' },
  { q: 'dial before you dig for a fence', expect: 'byda-before-you-dig' },
  { q: 'who regulates sparkies in Victoria', expect: 'vic-reg-electrical' },
  { q: 'who do I ask about plumbing licences in Darwin', expect: 'nt-reg-plumbing' },
  { q: 'which ncc is current', expect: 'ncc-2022-amendment-1' },
  { q: 'retaining wall and pergola over 5k in NSW licence', expect: 'nsw-structural-landscaping' },
  { q: 'can a plumber disconnect a hot water system electrically', expect: 'nsw-restricted-disconnection', state: 'NSW' },
  { q: 'unlicensed building work penalties SA', expect: 'sa-unlicensed-penalties' },
  { q: 'owner builder permit Tasmania', expect: 'tas-owner-builder' },
];

describe('knowledge-base retrieval', () => {
  it('has a table of at least 40 tradie questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('finds $expect in the top 3 for "$q"', ({ q, expect: id, state, trade }) => {
    const opts: { state?: string; trade?: string; limit: number } = { limit: 3 };
    if (state) opts.state = state;
    if (trade) opts.trade = trade;
    const top = searchKnowledgeBase(q, opts).map((h) => h.entry.id);
    expect(top).toContain(id);
  });

  it('lets a state named in the question win over the profile state', () => {
    const hits = searchKnowledgeBase('max deposit in Brisbane', { state: 'VIC', limit: 5 });
    expect(hits[0].entry.id).toBe('qld-deposit');
    expect(hits.some((h) => h.entry.states.includes('VIC'))).toBe(false);
  });

  it('uses the profile state when the question names none', () => {
    const hits = searchKnowledgeBase('max deposit', { state: 'VIC', limit: 3 });
    expect(hits[0].entry.id).toBe('vic-deposit');
  });

  it("never returns another state's rules once a state is known", () => {
    for (const q of ['licence threshold', 'cooling off', 'home warranty insurance', 'electrical certificate deadline']) {
      for (const hit of searchKnowledgeBase(q, { state: 'WA', limit: 10 })) {
        expect(hit.entry.states.some((s) => s === 'WA' || s === 'ALL')).toBe(true);
      }
    }
  });

  it('ranks the trade the question names above other trades', () => {
    const hits = searchKnowledgeBase('sparky certificate deadline', { state: 'NSW', limit: 1 });
    expect(hits[0].entry.trades).toContain('electrician');
    const gas = searchKnowledgeBase('gassie certificate deadline', { state: 'NSW', limit: 1 });
    expect(gas[0].entry.trades).toContain('gasfitter');
  });
});
