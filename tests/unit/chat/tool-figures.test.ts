import { describe, expect, it } from 'vitest';
import { runModelTool, type ToolContext } from '../../../src/domain/chat/model-tools';
import { GST_RATE_PERCENT, gstInInclusive, gstOn } from '../../../src/domain/gst';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { formatCents } from '../../../src/domain/money';
import { ruleById, rulesFor } from '../../../src/domain/rules/index';

/**
 * Issue 17 items 2 and 6: the figures the in-chat tools were missing — super on a day or hourly rate, the QLD off-site
 * deposit, GST both ways, the deposit cap in dollars — each worked out from the rule row that holds its figure, offline
 * (no AI key) and through the model's function calls alike.
 */
const TODAY = '2026-11-26';
const ctx = (state = 'QLD'): ToolContext => ({ question: '', state, trade: 'General Builder', today: TODAY });
const call = (name: string, args: unknown) => JSON.parse(runModelTool(name, JSON.stringify(args), ctx()).content);
const first = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

const superRow = () => rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['wages'], date: TODAY })[0]!;
const superPct = () => (superRow().value as { percent: number }).percent;
const gstRow = () => rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['gst'], date: TODAY });

describe('super on a day or hourly rate, at the row’s rate', () => {
  it('the row in force today is 12% (from 1 July 2025)', () => {
    expect(superRow().id).toBe('super-guarantee-12');
    expect(superPct()).toBe(12);
  });

  it.each([
    ['super on $45 an hour', 4500, 'an hour'],
    ['super on 45 per hour', 4500, 'an hour'],
    ['how much super on $38/hr for my apprentice', 3800, 'an hour'],
    ['super on $300 a day', 30000, 'a day'],
  ])('%s: the rate times the row’s percentage, per the same period', (q, cents, per) => {
    const expected = formatCents(Math.round((cents * superPct()) / 100));
    expect(first(q)).toContain(`**Super on ${formatCents(cents).replace(/\.00$/, '')} ${per} of wages: ${expected}`);
  });

  it.each([
    ['super on $35 an hour for 38 hours', 3500, 'an hour', 38, 'hours'],
    ['super for a 38 hour week at $35/hr', 3500, 'an hour', 38, 'hours'],
    ['super on $300 a day for 5 days', 30000, 'a day', 5, 'days'],
  ])('%s: the rate times the hours or days, then the percentage', (q, rate, per, count, unit) => {
    const wages = rate * count;
    const line = first(q);
    expect(line).toContain(`${formatCents(rate).replace(/\.00$/, '')} ${per} × ${count} ${unit} = ${formatCents(wages)}`);
    expect(line).toContain(formatCents(Math.round((wages * superPct()) / 100)));
  });

  it('the model’s super_on_wages takes a rate per hour or day and a count', () => {
    expect(call('super_on_wages', { wages: 35, per: 'hour', count: 38 })).toMatchObject({ wages: '$1,330.00', super: '$159.60' });
    expect(call('super_on_wages', { wages: 300, per: 'day' })).toMatchObject({ super: '$36.00' });
    expect(call('super_on_wages', { wages: 35, per: 'hour', count: -1 })).toEqual({ error: 'count must be a positive number' });
  });
});

describe('GST both ways, at the GST row’s rate', () => {
  it('one GST rate row, and the documents’ GST module charges the same rate', () => {
    const rows = gstRow();
    expect(rows.map((r) => r.value)).toEqual([{ kind: 'percent', percent: GST_RATE_PERCENT, ofWhat: 'GST rate' }]);
  });

  it.each([
    ['whats 10% gst on top of 2000', 200_000, false],
    ['add gst to 1100', 110_000, false],
    ['take the gst out of 2200', 220_000, true],
    ['gst component of $5,500 inc', 550_000, true],
    ['how much gst in 1,650', 165_000, true],
  ])('%s', (q, cents, inclusive) => {
    const line = first(q);
    if (inclusive) expect(line).toContain(`${formatCents(cents)} incl GST holds ${formatCents(gstInInclusive(cents))} GST`);
    else expect(line).toContain(`GST on ${formatCents(cents)} is ${formatCents(gstOn(cents))}`);
  });

  it('the model’s gst tool names the row it applied', () => {
    const id = gstRow()[0]!.id;
    expect(call('gst', { amount: 2200, includes_gst: true })).toMatchObject({ gst: '$200.00', rate: '10%', ruleId: id });
    expect(call('gst', { amount: 2000, includes_gst: false })).toMatchObject({ gst: '$200.00', rate: '10%', ruleId: id });
  });
});

describe('the QLD off-site deposit and the deposit cap in dollars', () => {
  const offSite = ruleById('res-qld-deposit-off-site-20')!;

  it('the off-site row cites the QBCC’s own page, checked', () => {
    expect(offSite.sources.map((s) => s.url)).toContain(
      'https://qbcc.qld.gov.au/your-property/build-renovate/contracts-payments/deposits-progress-payments',
    );
    expect(offSite.checked).toBe(TODAY);
  });

  it.each([
    ['max deposit on a 50k kitchen in qld, more than half built off site', 5_000_000],
    ['qld deposit 40k job, mostly prefab made off-site', 4_000_000],
  ])('%s: the 20% row, in dollars', (q, price) => {
    const pct = (offSite.value as { percent: number }).percent;
    expect(first(q)).toContain(`: ${formatCents((price * pct) / 100)}**`);
  });

  it('without the off-site majority the ordinary cap stands', () => {
    expect(first('max deposit on a 50k kitchen in qld')).toContain(': $2,500.00**');
  });

  it('the model’s deposit_cap takes the off-site case', () => {
    expect(call('deposit_cap', { state: 'QLD', price: 50000, off_site_over_half: true })).toMatchObject({
      maxDeposit: '$10,000.00',
      ruleId: 'res-qld-deposit-off-site-20',
    });
    expect(call('deposit_cap', { state: 'QLD', price: 50000 })).toMatchObject({ maxDeposit: '$2,500.00' });
  });
});
