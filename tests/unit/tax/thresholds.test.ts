import { describe, expect, it } from 'vitest';
import { AU_STATES, type AuState, type PromptKind, residentialPrompts } from '../../../src/domain/thresholds';

const $ = (dollars: number) => Math.round(dollars * 100);
const kinds = (state: AuState, dollars: number, extra: object = {}) =>
  residentialPrompts({ state, totalCents: $(dollars), ...extra }).prompts.map((p) => p.kind);

describe('which prompts each state gets', () => {
  it.each<[AuState, number, PromptKind[]]>([
    ['NSW', 5_000, []],
    ['NSW', 5_000.01, ['written-contract', 'deposit-cap']],
    ['NSW', 20_000, ['written-contract', 'deposit-cap']],
    ['NSW', 20_000.01, ['written-contract', 'deposit-cap', 'home-warranty', 'cooling-off']],
    ['VIC', 5_000, ['deposit-cap']],
    ['VIC', 10_000.01, ['written-contract', 'deposit-cap', 'cooling-off']],
    ['VIC', 16_000, ['written-contract', 'deposit-cap', 'cooling-off']],
    ['VIC', 16_000.01, ['written-contract', 'deposit-cap', 'home-warranty', 'cooling-off']],
    ['QLD', 3_300, []],
    ['QLD', 3_300.01, ['written-contract', 'deposit-cap', 'home-warranty', 'cooling-off']],
    ['QLD', 50_000, ['written-contract', 'deposit-cap', 'home-warranty', 'cooling-off']],
    ['WA', 7_499.99, []],
    ['WA', 7_500, ['written-contract', 'deposit-cap']],
    ['WA', 20_000.01, ['written-contract', 'deposit-cap', 'home-warranty']],
    ['WA', 500_000, ['written-contract', 'deposit-cap', 'home-warranty']],
    ['WA', 500_000.01, ['home-warranty']],
    ['SA', 11_999.99, []],
    ['SA', 12_000, ['written-contract']],
    ['SA', 20_000.01, ['written-contract', 'home-warranty']],
    ['TAS', 19_999.99, []],
    ['TAS', 20_000, ['written-contract']],
    ['TAS', 1_000_000, ['written-contract']],
    ['ACT', 11_999.99, []],
    ['ACT', 12_000, ['home-warranty']],
    ['NT', 12_000, []],
    ['NT', 12_000.01, ['written-contract']],
    ['NT', 1_000_000, ['written-contract']],
  ])('%s at $%d: %j', (state, dollars, expected) => {
    expect(kinds(state, dollars)).toEqual(expected);
  });

  it.each<AuState>(['SA', 'TAS', 'ACT', 'NT'])('gives %s no deposit cap, since the fact sheet has none', (state) => {
    const r = residentialPrompts({ state, totalCents: $(100_000), depositCents: $(90_000) });
    expect(r.prompts.map((p) => p.kind)).not.toContain('deposit-cap');
    expect(r.depositProblem).toBeNull();
  });

  it.each(AU_STATES)('every %s prompt names a source and a grade', (state) => {
    for (const dollars of [4_000, 15_000, 60_000]) {
      for (const p of residentialPrompts({ state, totalCents: $(dollars) }).prompts) {
        expect(p.sourceUrl).toMatch(/^https?:\/\/\S+$/);
        expect(['A', 'B', 'C']).toContain(p.grade);
        expect(p.message).toMatch(new RegExp(`^In (the )?${state} `));
      }
    }
  });

  it('gives nothing for an empty quote', () => {
    expect(residentialPrompts({ state: 'NSW', totalCents: 0, depositCents: 100 })).toEqual({ prompts: [], depositProblem: null });
  });
});

describe('⚠ cautions from the fact sheet are marked', () => {
  it.each<[AuState, number, PromptKind]>([
    ['NSW', 30_000, 'cooling-off'],
    ['SA', 30_000, 'home-warranty'],
  ])('%s $%d %s carries a caution', (state, dollars, kind) => {
    const p = residentialPrompts({ state, totalCents: $(dollars) }).prompts.find((x) => x.kind === kind);
    expect(p?.caution).toBe(true);
    expect(p?.cautionNote).toBeTruthy();
  });

  it('does not mark official figures', () => {
    const vic = residentialPrompts({ state: 'VIC', totalCents: $(30_000) }).prompts;
    expect(vic.every((p) => p.caution === false && p.grade === 'A')).toBe(true);
  });
});

describe('deposit caps', () => {
  it('explains a VIC deposit over 5% on a $20,000+ contract', () => {
    const r = residentialPrompts({ state: 'VIC', totalCents: $(25_000), depositCents: $(2_500) });
    expect(r.depositProblem?.message).toBe('In VIC the deposit can be at most 5% for contracts of $20,000 or more (you asked for 10%).');
    expect(r.depositProblem?.maxDepositCents).toBe($(1_250));
    expect(r.depositProblem?.grade).toBe('A');
  });

  it.each<[AuState, number, number, string | null]>([
    ['VIC', 19_999.99, 1_999.99, null], // 10% under $20,000, just under the cap
    ['VIC', 19_999.99, 2_000, 'In VIC the deposit can be at most 10% for contracts under $20,000 (you asked for 10.01%).'],
    ['VIC', 20_000, 1_000, null],
    ['VIC', 20_000, 1_000.01, 'In VIC the deposit can be at most 5% for contracts of $20,000 or more (you asked for 5.01%).'],
    ['NSW', 30_000, 3_000, null],
    ['NSW', 30_000, 4_500, 'In NSW the deposit can be at most 10% of the contract price (you asked for 15%).'],
    ['NSW', 4_000, 2_000, null], // at or under $5,000 the HBA cap does not apply
    ['QLD', 10_000, 1_500, 'In QLD the deposit can be at most 10% for contracts under $20,000 (you asked for 15%).'],
    ['QLD', 40_000, 2_000, null],
    ['QLD', 3_000, 1_500, null],
    ['WA', 100_000, 6_500, null],
    [
      'WA',
      100_000,
      10_000,
      'In WA the deposit can be at most 6.5% for fixed-price home building contracts of $7,500 to $500,000 (you asked for 10%).',
    ],
    ['WA', 600_000, 100_000, null],
  ])('%s contract $%d with deposit $%d: %s', (state, total, deposit, message) => {
    const r = residentialPrompts({ state, totalCents: $(total), depositCents: $(deposit) });
    expect(r.depositProblem?.message ?? null).toBe(message);
  });

  it('allows 20% in QLD when more than half the work is off-site', () => {
    const base = { state: 'QLD' as const, totalCents: $(40_000), depositCents: $(8_000) };
    expect(residentialPrompts(base).depositProblem).not.toBeNull();
    expect(residentialPrompts({ ...base, offSiteWorkOverHalf: true }).depositProblem).toBeNull();
    expect(residentialPrompts({ ...base, depositCents: $(9_000), offSiteWorkOverHalf: true }).depositProblem?.message).toBe(
      'In QLD the deposit can be at most 20% when more than half the work is done off-site (you asked for 22.5%).',
    );
  });

  it('states the largest deposit on the quote in the prompt', () => {
    const p = residentialPrompts({ state: 'VIC', totalCents: $(30_000) }).prompts.find((x) => x.kind === 'deposit-cap');
    expect(p?.message).toBe('In VIC the deposit can be at most 5% for contracts of $20,000 or more: $1,500.00 on this quote.');
  });

  it("rests a WA deposit problem on WA Commerce's own page, with no caution", () => {
    const r = residentialPrompts({ state: 'WA', totalCents: $(100_000), depositCents: $(10_000) });
    expect(r.depositProblem).toMatchObject({ caution: false, grade: 'A', maxDepositCents: $(6_500) });
  });
});

describe('SA building indemnity insurance threshold change on 10 Nov 2025', () => {
  it.each([
    ['2025-11-09', 15_000, true],
    ['2025-11-10', 15_000, false],
    ['2025-11-10', 20_000.01, true],
    [null, 15_000, false],
    [null, 25_000, true],
  ] as const)('contract signed %s for $%d needs BII: %s', (contractDate, dollars, needed) => {
    expect(kinds('SA', dollars, { contractDate }).includes('home-warranty')).toBe(needed);
  });

  it('marks only the new $20,000 threshold with a caution', () => {
    const before = residentialPrompts({ state: 'SA', totalCents: $(15_000), contractDate: '2025-11-01' }).prompts;
    const after = residentialPrompts({ state: 'SA', totalCents: $(25_000), contractDate: '2025-12-01' }).prompts;
    expect(before.find((p) => p.kind === 'home-warranty')?.caution).toBe(false);
    expect(after.find((p) => p.kind === 'home-warranty')?.caution).toBe(true);
  });
});
