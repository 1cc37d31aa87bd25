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
    statement: 'The super guarantee is 12% of ordinary time earnings for wages paid on or after 1 July 2025',
    value: { kind: 'percent', percent: 12, ofWhat: 'ordinary time earnings' },
    effectiveFrom: '2025-07-01',
    sources: [ATO_SUPER],
    checked: '2026-11-25',
    caution:
      'Checked on 25 Nov 2026 against several pages quoting the ATO schedule (12% from 1 July 2025); the ATO page itself was not re-read.',
  },
];
