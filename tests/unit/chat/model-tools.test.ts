import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { replaceUnsupportedFigures } from '../../../src/domain/chat/figure-check';
import { MODEL_TOOLS, preCalls, runModelTool, type ToolContext } from '../../../src/domain/chat/model-tools';
import { gstInInclusive, gstOn } from '../../../src/domain/gst';
import { formatCents } from '../../../src/domain/money';
import { residentialPrompts } from '../../../src/domain/thresholds';

/**
 * Issue 17 item 6: the in-chat tools give the same figures through function calls (a model configured) as the built-in
 * assistant gives offline (no key), because both run the documents' code: src/domain/gst.ts, the super-guarantee
 * rule row, src/domain/thresholds.ts and src/domain/abn.ts.
 */
const TODAY = '2026-11-26';
const ctx = (question = '', state = 'NSW', trade = 'General'): ToolContext => ({ question, state, trade, today: TODAY });
const call = (name: string, args: unknown, c = ctx()) => JSON.parse(runModelTool(name, JSON.stringify(args), c).content);
const offline = (q: string) => builtInAnswer(q, { state: 'NSW', trade: 'General', now: Date.parse(`${TODAY}T01:00:00Z`) }).markdown;

describe('the tools the model can call', () => {
  it('declares every tool with a JSON-schema object of parameters', () => {
    expect(MODEL_TOOLS.map((t) => t.function.name)).toEqual([
      'get_parsed_query',
      'get_rule_rows',
      'gst',
      'super_on_wages',
      'deposit_cap',
      'threshold_check',
      'abn_check',
    ]);
    for (const t of MODEL_TOOLS) expect(t.function.parameters).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('works out GST both ways with the invoices’ rounding, as the offline answer does', () => {
    const added = call('gst', { amount: 4800, includes_gst: false });
    expect(added).toMatchObject({ gst: formatCents(gstOn(480_000)), includingGst: '$5,280.00' });
    expect(offline('whats the gst on $4,800')).toContain(`GST on $4,800.00 is ${added.gst}`);
    const out = call('gst', { amount: 1234.56, includes_gst: true });
    expect(out).toMatchObject({ gst: formatCents(gstInInclusive(123_456)), excludingGst: formatCents(123_456 - gstInInclusive(123_456)) });
    expect(offline('how much gst is in $1,234.56 inc gst')).toContain(`holds ${out.gst} GST`);
  });

  it('works out super at 12% from 1 July 2025 and 11.5% before it, from the dated rows', () => {
    expect(call('super_on_wages', { wages: 1000 })).toMatchObject({ super: '$120.00', rate: '12%', rule: { id: 'super-guarantee-12' } });
    expect(call('super_on_wages', { wages: 1000, date: '2025-07-01' })).toMatchObject({ super: '$120.00' });
    expect(call('super_on_wages', { wages: 1000, date: '2025-06-30' })).toMatchObject({ super: '$115.00', rate: '11.5%' });
    expect(offline('super on $1,000 a week')).toContain('$120.00');
  });

  it('gives the deposit cap in dollars from the quote’s own prompts, and nothing where no state cap is held', () => {
    const vic = call('deposit_cap', { state: 'VIC', price: 15000 });
    const quote = residentialPrompts({ state: 'VIC', totalCents: 1_500_000 }).prompts.find((p) => p.kind === 'deposit-cap')!;
    expect(vic).toMatchObject({ maxDeposit: formatCents(quote.maxDepositCents!), ruleId: quote.ruleId });
    expect(vic.maxDeposit).toBe('$1,500.00');
    expect(offline('whats the max deposit on a $15,000 job in VIC')).toContain('$1,500.00');
    expect(call('deposit_cap', { state: 'SA', price: 15000 })).toEqual({ note: 'The app holds no deposit cap for SA at this price.' });
  });

  it('sums a job’s parts, adds GST to parts quoted without it, and says which thresholds the total crosses', () => {
    const nsw = call('threshold_check', { state: 'NSW', amounts: [{ amount: 6000 }, { amount: 5000 }], trade: 'Plasterer' });
    expect(nsw).toMatchObject({ total: '$11,000.00', working: '$6,000.00 + $5,000.00 = $11,000.00 incl GST' });
    expect(nsw.crossed.join('\n')).toContain('nsw-licence-threshold#1');
    expect(offline('6k of plastering and 5k of painting on the same house in NSW, do I need a licence?')).toMatch(/^\*\*\$11,000 .*→ yes/);

    const gst = call('threshold_check', { state: 'NSW', amounts: [{ amount: 4800, gst: 'excl' }] });
    expect(gst.working).toBe('$4,800.00 + GST = $5,280.00 incl GST');
    expect(gst.quotePrompts.join('\n')).toContain('res-nsw-small-contract-5000');

    const small = call('threshold_check', { state: 'QLD', amounts: [{ amount: 3000 }], trade: 'Tiler' });
    expect(small.notCrossed.join('\n')).toContain('qld-licence-threshold#1');
  });

  it("tells a VIC plumber's $5k gas hot-water job about the compliance certificate rows", () => {
    const vic = call('threshold_check', { state: 'VIC', amounts: [{ amount: 5000 }], trade: 'Plumber', work: ['gas hot water'] });
    const ids = vic.quotePrompts.map((p: string) => p.split(':')[0]);
    expect(ids).toEqual(expect.arrayContaining(['vic-plumbing-cc-threshold', 'vic-plumbing-cc-gas-any-value', 'vic-plumbing-cc-5-days']));
  });

  it('checks ABN check digits with the document code', () => {
    expect(call('abn_check', { abn: '51824753556' })).toMatchObject({ abn: '51 824 753 556', valid: true });
    expect(call('abn_check', { abn: '51 824 753 557' })).toMatchObject({ valid: false });
    expect(offline('is ABN 51 824 753 556 valid')).toMatch(/^\*\*Yes — ABN 51 824 753 556 is valid/);
  });

  it('gives the rule rows in force on the date asked, the state’s own replacing the national one', () => {
    const rowsOn = (date: string) =>
      call('get_rule_rows', { jurisdiction: 'SA', work: ['roofing'], topic: 'high-risk-work', date }).rows.map((r: { id: string }) => r.id);
    expect(rowsOn('2026-06-30')).toEqual(['sa-hrcw-fall-height-to-2026-06-30']);
    expect(rowsOn('2026-07-01')).toEqual(['sa-hrcw-fall-height-2026']);
  });

  it('lets the model state a row’s figure, and replaces a figure no row gives', () => {
    const out = runModelTool('get_rule_rows', JSON.stringify({ jurisdiction: 'SA', work: ['gas'], topic: 'certificate-deadline' }), ctx());
    const rows = JSON.parse(out.content).rows as Array<{ id: string; unverified?: string }>;
    // SA gas: 30 days, confirmed on the SA Government's page (26 Nov 2026), so stated as fact
    expect(rows.find((r) => r.id === 'sa-gas-coc-30-days')?.unverified).toBeUndefined();
    expect(
      replaceUnsupportedFigures('The gas certificate is due within 30 days.', [], 'SA gas certificate deadline?', out.support).text,
    ).toBe('The gas certificate is due within 30 days.');
    expect(
      replaceUnsupportedFigures('The gas certificate is due within 9 days.', [], 'SA gas certificate deadline?', out.support).text,
    ).toBe('The gas certificate is due within [figure not in our sources].');
  });

  it('pre-calls the parsed query and the rows of the place, work and trade the question is about', () => {
    const c = ctx('5k gas hot water job in Ballarat, what paperwork do I need?', 'NSW', 'Plumber');
    const [parsedCall, rowsCall] = preCalls(c);
    expect(parsedCall).toEqual({ name: 'get_parsed_query', args: {} });
    expect(rowsCall).toEqual({ name: 'get_rule_rows', args: { jurisdiction: 'VIC', work: ['plumbing', 'gas', 'plumber'], date: TODAY } });
    const fine = preCalls(ctx('whats the fine for unlicensed work in nsw', 'NSW', 'Builder'))[1]!;
    expect(fine.args).toMatchObject({ jurisdiction: 'NSW', topic: 'penalty' });
  });

  it('answers bad arguments with an error the model can read, never a throw', () => {
    expect(call('deposit_cap', { state: 'XX', price: 100 })).toEqual({ error: 'state must be one of the states and territories' });
    expect(call('gst', { amount: 'lots', includes_gst: true })).toEqual({ error: 'amount must be a dollar amount' });
    expect(call('threshold_check', { state: 'VIC', amounts: [] })).toEqual({ error: 'amounts must list at least one part of the job' });
    expect(call('launch_missiles', {})).toEqual({ error: 'No tool called launch_missiles' });
    expect(JSON.parse(runModelTool('gst', '{not json', ctx()).content)).toEqual({ error: 'arguments must be a JSON object' });
    expect(JSON.parse(runModelTool('gst', '[1]', ctx()).content)).toEqual({ error: 'arguments must be a JSON object' });
  });
});
