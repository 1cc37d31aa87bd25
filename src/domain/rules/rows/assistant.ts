/**
 * Rule rows written for the assistant (issue 17) where a figure changed, was missing, or is dated. The knowledge
 * base's other figures are rows too: `src/domain/rules/rows/kb.ts` reads them from the entries' `figures`, so each
 * figure still lives in one place. Entries listed here link to these rows (`KbEntry.rules`) and render their figures
 * from them.
 */
import type { Rule } from '../types';

const ATO_SUPER = {
  url: 'https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee',
  title: 'ATO: super guarantee percentage',
  grade: 'A',
} as const;

/** The ATO's Payday Super page (published 18 Nov 2025): 12% of qualifying earnings, received within 7 business days. */
const ATO_PAYDAY_SUPER = {
  url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/payday-super/paying-super-on-payday/making-super-payments',
  title: 'ATO: Making super payments (Payday Super)',
  grade: 'A',
} as const;

/** The Act itself, in the ATO legal database: commences 1 July 2026; s 6(1) "extended usual period" ends on the 20th business day. */
/** The Act's full text in the ATO legal database (commencement: 1 July 2026). */
const PAYDAY_SUPER_ACT_TEXT = {
  url: 'https://www.ato.gov.au/law/view/fulldocument?filename=PAC20250057',
  title: 'Treasury Laws Amendment (Payday Superannuation) Act 2025',
  grade: 'A',
} as const;

const PAYDAY_SUPER_ACT = {
  url: 'https://www.ato.gov.au/law/view/document?docid=PAC%2F20250057%2FSch1-Cl5',
  title: 'Treasury Laws Amendment (Payday Superannuation) Act 2025, Sch 1 item 5',
  grade: 'A',
} as const;

export const ASSISTANT_RULES: Rule[] = [
  {
    id: 'super-guarantee-11-5',
    jurisdiction: 'AU',
    topic: 'rate',
    work: ['wages', 'employees'],
    statement: 'The super guarantee was 11.5% of ordinary time earnings for wages paid from 1 July 2024 to 30 June 2025',
    value: { kind: 'percent', percent: 11.5, ofWhat: 'ordinary time earnings' },
    effectiveFrom: '2024-07-01',
    effectiveTo: '2025-06-30',
    sources: [ATO_SUPER],
    checked: '2026-11-21',
  },
  {
    id: 'super-guarantee-12',
    jurisdiction: 'AU',
    topic: 'rate',
    work: ['wages', 'employees'],
    statement:
      'The super guarantee is 12% of ordinary time earnings (of qualifying earnings from 1 July 2026) for wages paid on or after 1 July 2025',
    value: { kind: 'percent', percent: 12, ofWhat: 'ordinary time earnings' },
    effectiveFrom: '2025-07-01',
    sources: [ATO_PAYDAY_SUPER, ATO_SUPER],
    checked: '2026-11-26',
  },
  {
    id: 'payday-super-7-business-days',
    jurisdiction: 'AU',
    topic: 'notice-deadline',
    work: ['wages', 'employees', 'super'],
    statement:
      "From 1 July 2026 (Payday Super) super is paid with each payday: the super guarantee must be received by the employee's super fund no more than 7 business days after the payday (the QE day)",
    value: { kind: 'days', days: 7, counting: 'business', from: 'the payday (QE day)' },
    effectiveFrom: '2026-07-01',
    sources: [ATO_PAYDAY_SUPER, PAYDAY_SUPER_ACT_TEXT],
    checked: '2026-11-26',
  },
  {
    id: 'payday-super-extended-20-business-days',
    jurisdiction: 'AU',
    topic: 'notice-deadline',
    work: ['wages', 'employees', 'super'],
    statement:
      "Where the longer (extended) period applies, such as a new employee's first contribution, the super must be received within 20 business days after the payday",
    value: { kind: 'days', days: 20, counting: 'business', from: 'the payday (QE day)' },
    effectiveFrom: '2026-07-01',
    sources: [PAYDAY_SUPER_ACT, ATO_PAYDAY_SUPER],
    checked: '2026-11-26',
    caution:
      "The Act defines the 20-business-day period; which cases get it (a new employee's first contribution, a fund new to the employer) was read from accountants' pages quoting the ATO.",
  },
];
