import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/domain/rules/index';
import { RESIDENTIAL_RULES } from '../../../src/domain/rules/rows/residential';
import { residentialPrompts } from '../../../src/domain/thresholds';
import type { AuState } from '../../../src/domain/thresholds';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('the quote compliance panel reads the rule rows and the trade', () => {
  it("tells a VIC plumber's $5k gas hot-water job about the plumbing compliance certificate, not only the deposit cap", () => {
    const r = residentialPrompts({
      state: 'VIC',
      totalCents: $(5_000),
      trade: 'Plumber',
      workText: 'Replace gas hot water system',
    });
    const ids = r.prompts.map((p) => p.ruleId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'res-vic-deposit-10',
        'vic-plumbing-cc-threshold',
        'vic-plumbing-cc-gas-any-value',
        'vic-plumbing-cc-5-days',
      ]),
    );
    const certs = r.prompts.filter((p) => p.kind === 'certificate').map((p) => p.message);
    expect(certs.join(' ')).toMatch(/over \$750/);
    expect(certs.join(' ')).toMatch(/at any value/);
    expect(certs.join(' ')).toMatch(/within 5 days/);
    expect(r.prompts.filter((p) => p.kind === 'certificate').every((p) => p.grade === 'A' && p.sourceUrl.includes('.vic.gov.au'))).toBe(
      true,
    );
  });

  it('needs no VIC certificate for non-gas plumbing of $750 or less, but gas work at any value', () => {
    const small = residentialPrompts({ state: 'VIC', totalCents: $(750), trade: 'Plumber', workText: 'Fix leaking tap' });
    expect(small.prompts.filter((p) => p.kind === 'certificate')).toEqual([]);
    const gas = residentialPrompts({ state: 'VIC', totalCents: $(300), trade: 'Plumber', workText: 'Relocate gas cooktop' });
    expect(gas.prompts.map((p) => p.ruleId)).toEqual(expect.arrayContaining(['vic-plumbing-cc-gas-any-value', 'vic-plumbing-cc-5-days']));
    expect(gas.prompts.map((p) => p.ruleId)).not.toContain('vic-plumbing-cc-threshold');
  });

  it('gives certificate prompts for a trade even when the job is not residential building work', () => {
    const r = residentialPrompts({ state: 'NSW', totalCents: $(900), residential: false, trade: 'Electrician', workText: 'New circuit' });
    expect(r.prompts.map((p) => p.ruleId)).toEqual(['nsw-ccew-7-days']);
    expect(r.depositProblem).toBeNull();
  });

  it('gives no certificate prompt to a trade with none (a painter)', () => {
    const r = residentialPrompts({ state: 'VIC', totalCents: $(5_000), trade: 'Painter', workText: 'Paint three bedrooms' });
    expect(r.prompts.map((p) => p.kind)).toEqual(['deposit-cap']);
  });
});

describe("each state's deposit cap comes from its row", () => {
  const caps = RESIDENTIAL_RULES.filter((r) => r.topic === 'deposit-cap');

  it.each(caps.map((r) => [r.id, r] as const))('%s: the cap in dollars is the row percentage of a price in its band', (_id, rule) => {
    const band = rule.band!;
    const price = (band.fromCents ?? 0) + $(1_000);
    const r = residentialPrompts({
      state: rule.jurisdiction as AuState,
      totalCents: price,
      depositCents: price, // 100%: over every cap
      offSiteWorkOverHalf: rule.condition === 'off-site-over-half',
    });
    const percent = rule.value.kind === 'percent' ? rule.value.percent : NaN;
    const cap = r.prompts.find((p) => p.kind === 'deposit-cap');
    expect(cap?.ruleId).toBe(rule.id);
    expect(cap?.maxDepositCents).toBe(Math.floor((price * percent) / 100));
    expect(r.depositProblem?.message.startsWith(rule.statement)).toBe(true);
    expect(r.depositProblem?.sourceUrl).toBe(rule.sources[0].url);
  });

  it('has caps for NSW, VIC, QLD and WA only (none sourced for SA, TAS, ACT, NT)', () => {
    expect([...new Set(caps.map((r) => r.jurisdiction))].sort()).toEqual(['NSW', 'QLD', 'VIC', 'WA']);
  });

  it('the residential rows are in the one rule table, dated and sourced', () => {
    for (const r of RESIDENTIAL_RULES) {
      expect(RULES).toContain(r);
      expect(r.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.sources.length).toBeGreaterThan(0);
      expect(r.statement).toMatch(new RegExp(`^In (the )?${r.jurisdiction} `));
    }
  });

  it('states no figure in thresholds.ts itself: amounts and percentages live in rows', () => {
    const code = readFileSync('src/domain/thresholds.ts', 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code.match(/\$\(\s*\d|\b\d{1,3}_\d{3}\b|\b(?:6\.5|10|20|5)%/g)).toBeNull();
  });
});
