import { describe, expect, it } from 'vitest';
import { certificateRulesFor, deadlineStatement, dueStatus, reminderText, worksOfTrade } from '../../../src/domain/compliance/certificates';
import { CERTIFICATE_RULES } from '../../../src/domain/rules/rows/certificates';
import { isOfficialUrl } from '../../../src/domain/rules/official';
import { addBusinessDays, dueDateFor, isBusinessDay } from '../../../src/domain/compliance/business-days';
import { ruleById } from '../../../src/domain/compliance/rules-lookup';
import type { Jurisdiction } from '../../../src/domain/rules/types';

describe('business days with each state’s public holidays', () => {
  it('skips Christmas, Boxing Day (substitute Monday) and weekends in NSW', () => {
    expect(isBusinessDay('2026-12-25', 'NSW')).toBe(false);
    expect(isBusinessDay('2026-12-28', 'NSW')).toBe(false);
    expect(addBusinessDays('2026-12-24', 1, 'NSW')).toBe('2026-12-29');
  });
  it('knows state-only holidays: Melbourne Cup in VIC, not in NSW', () => {
    expect(isBusinessDay('2026-11-03', 'VIC')).toBe(false);
    expect(isBusinessDay('2026-11-03', 'NSW')).toBe(true);
  });
  it('counts the part-day Christmas Eve in SA as a business day', () => {
    expect(isBusinessDay('2026-12-24', 'SA')).toBe(true);
  });
});

/** One case per deadline row, each over a public holiday of its state. */
const CASES: Array<[ruleId: string, state: Jurisdiction, from: string, due: string, why: string]> = [
  ['nsw-ccew-7-days', 'NSW', '2026-12-22', '2026-12-29', '7 calendar days: holidays do not stop the clock'],
  ['nsw-plumbing-coc-7-working-days', 'NSW', '2026-12-22', '2027-01-05', 'skips 25, 28 Dec and 1 Jan and weekends'],
  ['nsw-gas-coc-5-business-days', 'NSW', '2026-09-30', '2026-10-08', 'skips Labour Day 5 Oct 2026'],
  ['vic-plumbing-cc-5-days', 'VIC', '2026-10-30', '2026-11-04', 'calendar days across Melbourne Cup'],
  ['vic-electrical-coes-4-business-days', 'VIC', '2026-10-30', '2026-11-06', 'skips Melbourne Cup 3 Nov 2026'],
  ['qld-form4-10-business-days', 'QLD', '2026-09-30', '2026-10-15', 'from the invoice: skips the QLD King’s Birthday 5 Oct 2026'],
  ['wa-plumbing-coc-5-working-days', 'WA', '2026-09-24', '2026-10-02', 'skips WA King’s Birthday 28 Sep 2026'],
  ['wa-electrical-noc-3-days', 'WA', '2026-09-26', '2026-09-29', 'calendar days across 28 Sep'],
  ['wa-electrical-esc-28-days', 'WA', '2026-12-20', '2027-01-17', 'calendar days across Christmas'],
  ['sa-plumbing-coc-7-days', 'SA', '2026-12-22', '2026-12-29', 'calendar days across Proclamation Day'],
  ['sa-electrical-coc-30-days', 'SA', '2026-12-01', '2026-12-31', 'calendar days from energisation, across Christmas'],
  ['sa-gas-coc-30-days', 'SA', '2026-12-01', '2026-12-31', 'calendar days across Christmas'],
];

describe('certificate deadlines', () => {
  it.each(CASES)('%s from %s (%s): due %s', (ruleId, state, from, due) => {
    expect(dueDateFor(ruleById(ruleId), from, state)).toBe(due);
  });

  it('the same 5 business days end later in NSW than in VIC across NSW Labour Day', () => {
    const rule = ruleById('nsw-gas-coc-5-business-days');
    expect(dueDateFor(rule, '2026-09-30', 'NSW')).toBe('2026-10-08');
    expect(dueDateFor(rule, '2026-09-30', 'VIC')).toBe('2026-10-07');
  });

  it('NT computes no date (the regulator says)', () => {
    expect(dueDateFor(ruleById('nt-certificates-check-regulator'), '2026-11-25', 'NT')).toBeNull();
  });

  it('picks the state’s rows for the job’s work', () => {
    expect(certificateRulesFor({ state: 'NSW', works: ['electrical'], on: '2026-11-25' }).map((r) => r.id)).toEqual(['nsw-ccew-7-days']);
    expect(
      certificateRulesFor({ state: 'WA', works: ['electrical'], on: '2026-11-25' })
        .map((r) => r.id)
        .sort(),
    ).toEqual(['wa-electrical-esc-28-days', 'wa-electrical-noc-3-days']);
  });

  it('VIC plumbing needs a certificate over $750 but not at $750; gas at any value', () => {
    const at = (valueCents: number, works: Array<'plumbing' | 'gas'>) =>
      certificateRulesFor({ state: 'VIC', works, on: '2026-11-25', valueCents }).map((r) => r.id);
    expect(at(75001, ['plumbing'])).toEqual(['vic-plumbing-cc-5-days']);
    expect(at(75000, ['plumbing'])).toEqual([]);
    expect(at(20000, ['gas'])).toEqual(['vic-plumbing-cc-5-days']);
  });

  it('reads the work from the trade', () => {
    expect(worksOfTrade('Plumber & gasfitter')).toEqual(['plumbing', 'gas']);
    expect(worksOfTrade('Electrician')).toEqual(['electrical']);
  });

  it('words the reminder as the issue asks and flags overdue', () => {
    expect(reminderText('nsw-ccew-7-days', '27 Pakington St', '2026-11-27', '2026-11-25')).toBe('CCEW for 27 Pakington St due in 2 days');
    expect(dueStatus('2026-11-24', '2026-11-25')).toEqual({ daysLeft: -1, overdue: true, label: '1 day overdue' });
  });
});

describe('rule rows', () => {
  it('every deadline row cites an official source and a checked date', () => {
    for (const r of CASES.map(([id]) => ruleById(id))) {
      expect(r.sources.some((s) => s.grade === 'A' && !s.explainer)).toBe(true);
      expect(r.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('the re-checked rows state what the regulator says: QLD Form 4 from the invoice, SA eCoC from energisation, WA 28 days', () => {
    const form4 = ruleById('qld-form4-10-business-days');
    expect(form4.value).toEqual({ kind: 'days', days: 10, counting: 'business', from: 'issuing the invoice for the work' });
    expect(form4.caution).toBeUndefined();
    expect(ruleById('sa-electrical-coc-30-days').value).toMatchObject({
      days: 30,
      from: 'the installation being made available for energisation',
    });
    expect(ruleById('wa-electrical-esc-28-days').caution).toBeUndefined();
    for (const id of ['qld-form4-10-business-days', 'sa-electrical-coc-30-days', 'wa-electrical-esc-28-days', 'wa-electrical-noc-3-days']) {
      const r = ruleById(id);
      expect(r.checked).toBe('2026-11-26');
      expect(r.unverified).toBeUndefined();
      expect(r.sources.every((s) => isOfficialUrl(s.url))).toBe(true);
    }
  });

  it('SA gas: 30 days confirmed on the SA Government page, so no deadline is unverified now', () => {
    expect(CERTIFICATE_RULES.filter((r) => r.unverified).map((r) => r.id)).toEqual([]);
    const gas = ruleById('sa-gas-coc-30-days');
    expect(gas.checked).toBe('2026-11-26');
    expect(gas.sources[0]!.url).toMatch(/auditing-of-recent-gas-installations$/);
    expect(deadlineStatement(gas)).toBe(gas.statement);
    expect(reminderText('sa-gas-coc-30-days', '5 King William St', '2026-11-27', '2026-11-25')).toBe(
      'Gas CoC for 5 King William St due in 2 days',
    );
  });

  it('a deadline whose figure no official source states is flagged, and every screen says it is unverified', () => {
    const unconfirmed = { ...ruleById('sa-gas-coc-30-days'), unverified: true as const, caution: 'Unverified: not found.' };
    expect(deadlineStatement(unconfirmed)).toMatch(/^Unverified deadline, confirm with the regulator: /);
    // a verified one is stated plainly
    expect(deadlineStatement(ruleById('sa-electrical-coc-30-days'))).toBe(ruleById('sa-electrical-coc-30-days').statement);
    expect(reminderText('sa-electrical-coc-30-days', '5 King William St', '2026-11-27', '2026-11-25')).toBe(
      'Electrical CoC for 5 King William St due in 2 days',
    );
  });
});
