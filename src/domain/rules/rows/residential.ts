import type { Cents } from '../../money';
import type { Jurisdiction, PriceBand, Rule, RuleSource, RuleTopic, RuleValue } from '../types';

/**
 * Residential building contract rows by state: deposit caps, written contracts, home warranty-type insurance and
 * cooling-off. The quote/invoice compliance panel, the deposit dialog and the server's deposit check read these rows
 * through `residentialPrompts` (src/domain/thresholds.ts); no figure of these prompts lives anywhere else in code.
 * `band` is the contract price (incl GST) the row applies to. Sources are the official page or the Act where one is on
 * file; a secondary source stays only with a caution saying so.
 *
 * Checked: the figures were carried over from the fact sheet's copies of the pages (21 Nov 2026); the sources that
 * were a refused kind of site (an AI summary site, a document-sharing site) were replaced by the Act itself.
 */
const CHECKED = '2026-11-21';
const $ = (dollars: number): Cents => dollars * 100;
/** Matched by the quote panel, not by the chat's work words (the chat's own entries explain these contracts). */
const RESIDENTIAL = ['residential-contract'];

const S = {
  nswAct: {
    url: 'https://legislation.nsw.gov.au/view/html/inforce/current/act-1989-147',
    title: 'Home Building Act 1989 (NSW)',
    grade: 'A',
  },
  nswServiceContract: {
    url: 'https://www.service.nsw.gov.au/transaction/managing-residential-building-contracts',
    title: 'Service NSW — managing residential building contracts',
    grade: 'A',
  },
  nswContract: {
    url: 'https://lawbridge.com.au/insights/nsw-building-contracts-essential-guide',
    title: 'Lawbridge — NSW building contracts (explainer)',
    grade: 'B',
    explainer: true,
  },
  nswHbcf: {
    url: 'https://www.icare.nsw.gov.au/government-agencies/our-funds-and-schemes/home-building-compensation-fund',
    title: 'icare NSW — Home Building Compensation Fund',
    grade: 'A',
  },
  nswCoolingOffAct: {
    url: 'http://www.austlii.edu.au/au/legis/nsw/consol_act/hba1989128/s7ba.html',
    title: 'Home Building Act 1989 (NSW) s 7BA — cooling-off period',
    grade: 'A',
  },
  nswCoolingOff: {
    url: 'https://mellrosshomes.com.au/cooling-off-period-nsw-building-contracts/',
    title: 'Mellross Homes — cooling-off period in NSW building contracts (secondary)',
    grade: 'B',
    explainer: true,
  },
  vicContract: {
    url: 'https://www.consumer.vic.gov.au/licensing-and-registration/builders-and-tradespeople/running-your-business/domestic-building-contracts/preparing-a-major-domestic-building-contract',
    title: 'Consumer Affairs Victoria — preparing a major domestic building contract',
    grade: 'A',
  },
  vicDeposit: {
    url: 'https://www.consumer.vic.gov.au/licensing-and-registration/builders-and-tradespeople/running-your-business/deposits-and-payments',
    title: 'Consumer Affairs Victoria — deposits and payments',
    grade: 'A',
  },
  vicCoolingOff: {
    url: 'http://classic.austlii.edu.au/au/legis/vic/consol_act/dbca1995275/s34.html',
    title: 'Domestic Building Contracts Act 1995 (Vic) s 34',
    grade: 'A',
  },
  qldAct: {
    url: 'https://www.legislation.qld.gov.au/view/html/inforce/current/act-1991-098',
    title: 'Queensland Building and Construction Commission Act 1991 (QLD) Sch 1B',
    grade: 'A',
  },
  qldLevel2: {
    url: 'https://queenslandlawhandbook.org.au/the-queensland-law-handbook/living-and-working-in-society/buying-selling-and-building-a-home/specifying-the-building-work-required/',
    title: 'Queensland Law Handbook — specifying the building work required',
    grade: 'B',
  },
  qldWarranty: {
    url: 'https://qbcc.qld.gov.au/running-business/home-warranty-insurance-obligations/what-work-requires-insurance',
    title: 'QBCC — what work requires insurance',
    grade: 'A',
  },
  qldCoolingOff: {
    url: 'https://qbcc.qld.gov.au/your-property/build-renovate/contracts-payments/cooling-off-period',
    title: 'QBCC — cooling-off period',
    grade: 'A',
  },
  waContract: {
    url: 'https://commerce.wa.gov.au/publications/home-building-contracts-act',
    title: 'WA Commerce — Home Building Contracts Act',
    grade: 'A',
  },
  waDeposit: {
    url: 'https://www.commerce.wa.gov.au/publications/building-contracts-and-progress-payments',
    title: 'WA Commerce — building contracts and progress payments',
    grade: 'A',
  },
  waDepositExplainer: {
    url: 'https://memberarea.necawa.asn.au/Admin/ViewContentPage?uniqueName=how-the-home-building-contracts-act-1991-may-affect-work-on-residential-properties',
    title: 'NECA WA — how the Home Building Contracts Act may affect work on residential properties',
    grade: 'B',
    explainer: true,
  },
  waHii: {
    url: 'https://commerce.wa.gov.au/announcements/home-indemnity-insurance-reminder-about-your-obligations',
    title: 'WA Commerce — home indemnity insurance: your obligations',
    grade: 'A',
  },
  // The Legal Services Commission is an SA statutory body (official domain); its handbook summarises the Act.
  saLsc: {
    url: 'https://lsc.sa.gov.au/handbook/ch23s11s02.php?enlarge_text=true',
    title: 'Legal Services Commission SA — building contracts',
    grade: 'A',
  },
  saBiiNew: {
    url: 'https://hia.com.au/resources-and-advice/managing-your-business/dealing-with-contracts/articles/building-indemnity-insurance',
    title: 'HIA — building indemnity insurance (industry body)',
    grade: 'B',
  },
  saContract: {
    url: 'https://sa.gov.au/topics/business-and-trade/building-industry/planning-professionals/builder-responsibilities',
    title: 'SA Government — builder responsibilities',
    grade: 'A',
  },
  ntPrescribed: {
    url: 'https://nt.gov.au/property/building/build-or-renovate-your-home/building-and-renovating-a-home/what-is-prescribed-residential-building-work',
    title: 'NT Government — what is prescribed residential building work',
    grade: 'A',
  },
  tasContract: {
    url: 'http://www.justice.tas.gov.au/building/consumer_building_information/contracts',
    title: 'Tasmania Justice — residential building contracts',
    grade: 'A',
  },
  actInsurance: {
    url: 'https://www.planning.act.gov.au/build-buy-renovate/for-industry/requirements-and-responsibilities/builder-responsibilities',
    title: 'ACT Planning — builder responsibilities',
    grade: 'A',
  },
} satisfies Record<string, RuleSource>;

function row(
  id: string,
  jurisdiction: Jurisdiction,
  topic: RuleTopic,
  value: RuleValue,
  band: PriceBand,
  statement: string,
  sources: RuleSource[],
  extra: Partial<Rule> = {},
): Rule {
  return { id, jurisdiction, topic, work: RESIDENTIAL, statement, value, band, sources, checked: CHECKED, ...extra };
}

const pct = (percent: number): RuleValue => ({ kind: 'percent', percent, ofWhat: 'the contract price' });
const over = (dollars: number): RuleValue => ({ kind: 'amount', cents: $(dollars), basis: 'incl-gst', comparison: 'over' });
const atLeast = (dollars: number): RuleValue => ({ kind: 'amount', cents: $(dollars), basis: 'incl-gst', comparison: 'atLeast' });
const businessDays = (days: number, from: string): RuleValue => ({ kind: 'days', days, counting: 'business', from });

const OVER = (dollars: number): PriceBand => ({ fromCents: $(dollars), fromInclusive: false });
const AT_LEAST = (dollars: number): PriceBand => ({ fromCents: $(dollars), fromInclusive: true });
const WA_ACT: PriceBand = { fromCents: $(7_500), fromInclusive: true, toCents: $(500_000), toInclusive: true };
const SA_BII_CHANGE = '2025-11-10';

export const RESIDENTIAL_RULES: Rule[] = [
  // NSW — Home Building Act s8 covers residential building work, which excludes non-specialist jobs of $5,000 or less.
  row('res-nsw-deposit-10', 'NSW', 'deposit-cap', pct(10), OVER(5_000), 'In NSW the deposit can be at most 10% of the contract price', [
    { ...S.nswAct, title: 'Home Building Act 1989 (NSW) s 8' },
  ]),
  row(
    'res-nsw-small-contract-5000',
    'NSW',
    'written-contract',
    over(5_000),
    { ...OVER(5_000), toCents: $(20_000), toInclusive: true },
    'In NSW a job over $5,000 (incl GST) needs a written contract; up to $20,000 it can be a small jobs contract.',
    [S.nswServiceContract, { ...S.nswAct, title: 'Home Building Act 1989 (NSW) s 7 and Sch 1' }, S.nswContract],
    { checked: '2026-11-26' },
  ),
  row(
    'res-nsw-large-contract-20000',
    'NSW',
    'written-contract',
    over(20_000),
    OVER(20_000),
    'In NSW a job over $20,000 (incl GST) needs a written large jobs contract.',
    [S.nswServiceContract, { ...S.nswAct, title: 'Home Building Act 1989 (NSW) s 7 and Sch 1' }, S.nswContract],
    { checked: '2026-11-26' },
  ),
  row(
    'res-nsw-hbcf-20000',
    'NSW',
    'insurance',
    over(20_000),
    OVER(20_000),
    'In NSW residential work over $20,000 needs Home Building Compensation Fund (HBCF) cover before you start work or take any money, including the deposit.',
    [S.nswHbcf],
  ),
  row(
    'res-nsw-cooling-off-5',
    'NSW',
    'cooling-off',
    businessDays(5, 'the owner is given a copy of the signed contract'),
    OVER(20_000),
    'In NSW the owner has a 5 business day cooling-off period on contracts over $20,000.',
    [S.nswCoolingOffAct, S.nswCoolingOff],
    {
      checked: '2026-11-26',
      caution:
        'The 5 clear business days are read in the Home Building Act s 7BA; that the period applies to contracts over $20,000 comes from secondary sources.',
    },
  ),
  // VIC
  row(
    'res-vic-deposit-10',
    'VIC',
    'deposit-cap',
    pct(10),
    { fromCents: 1, fromInclusive: true, toCents: $(20_000), toInclusive: false },
    'In VIC the deposit can be at most 10% for contracts under $20,000',
    [S.vicDeposit],
  ),
  row(
    'res-vic-deposit-5',
    'VIC',
    'deposit-cap',
    pct(5),
    AT_LEAST(20_000),
    'In VIC the deposit can be at most 5% for contracts of $20,000 or more',
    [S.vicDeposit],
  ),
  row(
    'res-vic-major-contract-10000',
    'VIC',
    'written-contract',
    over(10_000),
    OVER(10_000),
    'In VIC domestic building work over $10,000 needs a written major domestic building contract, and the owner must get the Domestic Building Consumer Guide before signing.',
    [S.vicContract],
    { effectiveFrom: '2017-08-01' },
  ),
  row(
    'res-vic-cooling-off-5',
    'VIC',
    'cooling-off',
    { kind: 'days', days: 5, counting: 'business', from: 'receiving a signed copy of the contract' },
    OVER(10_000),
    'In VIC the owner can withdraw within 5 clear business days of receiving a signed copy of the contract, and the contract must explain this.',
    [S.vicCoolingOff],
  ),
  row(
    'res-vic-dbi-16000',
    'VIC',
    'insurance',
    over(16_000),
    OVER(16_000),
    'In VIC domestic building work over $16,000 needs domestic building insurance: give the owner the policy and certificate of currency before taking any money.',
    [S.vicDeposit],
  ),
  // QLD — below $3,300 is not a regulated contract.
  row(
    'res-qld-deposit-10',
    'QLD',
    'deposit-cap',
    pct(10),
    { ...OVER(3_300), toCents: $(20_000), toInclusive: false },
    'In QLD the deposit can be at most 10% for contracts under $20,000',
    [{ ...S.qldAct, title: 'QBCC Act 1991 (QLD) Sch 1B s 33' }],
  ),
  row(
    'res-qld-deposit-5',
    'QLD',
    'deposit-cap',
    pct(5),
    AT_LEAST(20_000),
    'In QLD the deposit can be at most 5% for contracts of $20,000 or more',
    [{ ...S.qldAct, title: 'QBCC Act 1991 (QLD) Sch 1B s 33' }],
  ),
  row(
    'res-qld-deposit-off-site-20',
    'QLD',
    'deposit-cap',
    pct(20),
    OVER(3_300),
    'In QLD the deposit can be at most 20% when more than half the work is done off-site',
    [
      {
        url: 'https://qbcc.qld.gov.au/your-property/build-renovate/contracts-payments/deposits-progress-payments',
        title: 'QBCC — deposits and progress payments (20% where off-site work is more than 50% of the contract price)',
        grade: 'A',
      },
      { ...S.qldAct, title: 'QBCC Act 1991 (QLD) Sch 1B s 33' },
    ],
    // Checked against the QBCC page: "up to 20% … where substantial customised building work or prefabrication is
    // performed away from the building site and this work represents more than 50% of the total contract price".
    { condition: 'off-site-over-half', checked: '2026-11-26' },
  ),
  row(
    'res-qld-level1-3300',
    'QLD',
    'written-contract',
    over(3_300),
    { ...OVER(3_300), toCents: $(20_000), toInclusive: false },
    'In QLD a job over $3,300 is a level 1 regulated contract: it must be written, dated and signed, with a cooling-off notice.',
    [{ ...S.qldAct, title: 'QBCC Act 1991 (QLD) Sch 1B s 13' }],
  ),
  row(
    'res-qld-level2-20000',
    'QLD',
    'written-contract',
    atLeast(20_000),
    AT_LEAST(20_000),
    'In QLD a job of $20,000 or more is a level 2 regulated contract: it must be in writing, and the owner must get the Consumer Building Guide before signing.',
    [S.qldLevel2, { ...S.qldAct, grade: 'B', title: 'QBCC Act 1991 (QLD) Sch 1B (not re-read for this figure)' }],
    { caution: 'Secondary source (Queensland Law Handbook); confirm against the QBCC Act Sch 1B.' },
  ),
  row(
    'res-qld-warranty-3300',
    'QLD',
    'insurance',
    over(3_300),
    OVER(3_300),
    'In QLD residential work over $3,300 must be covered by the Queensland Home Warranty Scheme; build the premium into your price.',
    [S.qldWarranty],
  ),
  row(
    'res-qld-cooling-off-5',
    'QLD',
    'cooling-off',
    businessDays(5, 'the day after the owner receives the signed contract'),
    OVER(3_300),
    'In QLD the owner has 5 business days to cool off, starting the day after they receive the signed contract.',
    [S.qldCoolingOff],
  ),
  // WA — the sheet says "between $7,500 and $500,000"; both ends included (a reminder at the boundary costs nothing).
  row(
    'res-wa-deposit-6-5',
    'WA',
    'deposit-cap',
    pct(6.5),
    WA_ACT,
    'In WA the deposit can be at most 6.5% for fixed-price home building contracts of $7,500 to $500,000',
    [S.waDeposit, S.waDepositExplainer],
    { checked: '2026-11-26' },
  ),
  row(
    'res-wa-contract-7500',
    'WA',
    'written-contract',
    atLeast(7_500),
    WA_ACT,
    'In WA a fixed-price home building contract of $7,500 to $500,000 must be written, dated and signed by both parties, and the owner must get the "Notice for the home owner" before signing.',
    [S.waContract],
  ),
  row(
    'res-wa-hii-20000',
    'WA',
    'insurance',
    over(20_000),
    OVER(20_000),
    'In WA residential building work over $20,000 needs home indemnity insurance: get the certificate before you start work or claim any payment, and give a copy to the owner and the permit authority.',
    [S.waHii],
  ),
  // SA
  row(
    'res-sa-contract-12000',
    'SA',
    'written-contract',
    atLeast(12_000),
    AT_LEAST(12_000),
    'In SA domestic building work of $12,000 or more needs a written contract signed by both sides, showing your business name and licence number; give the owner a signed copy with the prescribed notice.',
    [S.saContract, S.saLsc],
    { checked: '2026-11-26' },
  ),
  row(
    'res-sa-bii-12000',
    'SA',
    'insurance',
    over(12_000),
    OVER(12_000),
    'In SA contracts over $12,000 signed before 10 Nov 2025 need building indemnity insurance where development approval is needed; work cannot start without the certificate.',
    [S.saLsc],
    { effectiveTo: '2025-11-09' },
  ),
  row(
    'res-sa-bii-20000',
    'SA',
    'insurance',
    over(20_000),
    OVER(20_000),
    'In SA contracts over $20,000 signed from 10 Nov 2025 need building indemnity insurance where development approval is needed; work cannot start without the certificate.',
    [S.saBiiNew],
    {
      effectiveFrom: SA_BII_CHANGE,
      caution: 'Only an industry association and a blog give the new $20,000 threshold; confirm with Consumer and Business Services.',
    },
  ),
  // TAS
  row(
    'res-tas-contract-20000',
    'TAS',
    'written-contract',
    atLeast(20_000),
    AT_LEAST(20_000),
    'In TAS residential building work of $20,000 or more needs a written, dated and signed contract with your licence number, plans and specifications, the price, the completion date and the statutory warranties.',
    [S.tasContract],
  ),
  // ACT
  row(
    'res-act-insurance-12000',
    'ACT',
    'insurance',
    atLeast(12_000),
    AT_LEAST(12_000),
    'In the ACT alterations and additions of $12,000 or more (and certain new homes) need residential building insurance or a fidelity certificate.',
    [S.actInsurance],
  ),
  // NT: a contract for prescribed residential building work; no sourced deposit cap, insurance amount or cooling-off.
  row(
    'res-nt-contract-12000',
    'NT',
    'written-contract',
    { kind: 'amount', cents: $(12_000), basis: 'not-applicable', comparison: 'over' },
    OVER(12_000),
    'In NT prescribed residential building work worth more than $12,000 (a house or unit, an extension adding floor area, a garage or carport built with the house, a retaining wall the house depends on) must be done by a registered building contractor under a contract signed by the owner and the builder.',
    [S.ntPrescribed],
    { checked: '2026-11-26' },
  ),
];
