import { describe, expect, it } from 'vitest';
import { NO_SURCHARGE, payBlockHtml, surchargeRule } from '../../../api/routes/pay-block';
import { isoToday, RULES } from '../../../src/domain/rules';
import type { Rule } from '../../../src/domain/rules/types';
import { makeInvoice } from './builders';

/**
 * Issue 23: the pay page's "the fee is never added" line cites the rule table's card-surcharge row when the table has
 * one (a national row in force, not flagged unverified) — read from the rows, so the row the facts work adds is cited
 * by its id with no change to the page.
 */
const row = (over: Partial<Rule> = {}): Rule => ({
  id: 'au-card-surcharge-test-row',
  jurisdiction: 'AU',
  topic: 'surcharge',
  work: [],
  statement: 'A test statement about card surcharges.',
  value: { kind: 'text', text: 'banned' },
  effectiveFrom: '2026-10-01',
  sources: [{ url: 'https://www.rba.gov.au/example-test-source', title: 'A test source title', grade: 'A' }],
  checked: '2026-11-26',
  ...over,
});

const page = (rules: readonly Rule[], date: string) =>
  payBlockHtml({ model: makeInvoice(), owingCents: 121_000, base: '/api/p/t', cardEnabled: true, cardReturned: false, rules, date });

describe('the no-surcharge line and the rule table', () => {
  it('cites the surcharge row by id, with its statement and official source, while it is in force', () => {
    const html = page([row()], '2026-11-26');
    expect(html).toContain(NO_SURCHARGE);
    expect(html).toContain(
      '<span data-rule-id="au-card-surcharge-test-row">A test statement about card surcharges. Source: <a href="https://www.rba.gov.au/example-test-source" rel="noopener">A test source title</a>.</span>',
    );
  });

  it('cites nothing before the row is in force, for an unverified row, or for a state row', () => {
    for (const html of [
      page([row()], '2026-09-30'),
      page([row({ unverified: true })], '2026-11-26'),
      page([row({ jurisdiction: 'NSW' })], '2026-11-26'),
    ]) {
      expect(html).toContain(NO_SURCHARGE);
      expect(html).not.toContain('data-rule-id');
    }
  });

  it('the real table: the page cites its surcharge row exactly when the table has one', () => {
    const inForce = surchargeRule(isoToday(), RULES);
    const html = page(RULES, isoToday());
    if (inForce) expect(html).toContain(`data-rule-id="${inForce.id}"`);
    else expect(html).not.toContain('data-rule-id');
  });

  it('says nothing of cards (nor cites anything) when card payments are off', () => {
    const html = payBlockHtml({
      model: makeInvoice(),
      owingCents: 121_000,
      base: '/api/p/t',
      cardEnabled: false,
      cardReturned: false,
      rules: [row()],
      date: '2026-11-26',
    });
    expect(html).not.toContain(NO_SURCHARGE);
    expect(html).not.toContain('data-rule-id');
  });
});
