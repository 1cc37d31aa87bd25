/**
 * Residential building work prompts by state (facts.md §2): written contract, deposit cap, home
 * warranty-type insurance and cooling-off. A prompt exists only where the fact sheet gives a figure with
 * a source; where it says "not found" (e.g. SA/TAS/ACT/NT deposits) there is deliberately no prompt.
 * Figures the sheet marks ⚠ carry `caution: true` so the UI can say they need confirming.
 *
 * Amounts are the contract price including GST, in cents. These are reminders shown on a quote, not
 * legal advice; the UI shows GENERAL_INFO_NOTICE with them.
 */
import { type IsoDate, isIsoDate } from './dates';
import { type Cents, formatCents } from './money';

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/** A profile's state as one of the eight, or null. */
export function profileState(state: string | null | undefined): AuState | null {
  return state && (AU_STATES as readonly string[]).includes(state) ? (state as AuState) : null;
}

export type SourceGrade = 'A' | 'B' | 'C';
export type PromptKind = 'written-contract' | 'deposit-cap' | 'home-warranty' | 'cooling-off';

export const GENERAL_INFO_NOTICE = 'General information only, not legal advice. Rules change, so check the source before you rely on it.';

export interface ThresholdPrompt {
  kind: PromptKind;
  message: string;
  sourceUrl: string;
  grade: SourceGrade;
  /** The fact sheet marks this figure ⚠ (secondary, conflicting or possibly out of date). */
  caution: boolean;
  cautionNote?: string;
  /** deposit-cap only: the most that may be taken as a deposit on this price, in cents. */
  maxDepositCents?: Cents;
}

export interface DepositProblem {
  message: string;
  maxDepositCents: Cents;
  sourceUrl: string;
  grade: SourceGrade;
  caution: boolean;
}

export interface ThresholdInput {
  state: AuState;
  /** Contract price including GST. */
  totalCents: Cents;
  depositCents?: Cents | null;
  /** When the contract is signed; decides SA's insurance threshold. Defaults to a contract signed now. */
  contractDate?: IsoDate | null;
  /** QLD allows a 20% deposit when more than half the work is done off-site. */
  offSiteWorkOverHalf?: boolean;
}

export interface ThresholdResult {
  prompts: ThresholdPrompt[];
  depositProblem: DepositProblem | null;
}

const SRC = {
  nswContract: 'https://lawbridge.com.au/insights/nsw-building-contracts-essential-guide',
  nswDeposit: 'https://zoelaw.ai/legislation/home-building-act-1989/sections/8',
  nswHbcf: 'https://www.icare.nsw.gov.au/government-agencies/our-funds-and-schemes/home-building-compensation-fund',
  nswCoolingOff: 'https://mellrosshomes.com.au/cooling-off-period-nsw-building-contracts/',
  vicContract:
    'https://www.consumer.vic.gov.au/licensing-and-registration/builders-and-tradespeople/running-your-business/domestic-building-contracts/preparing-a-major-domestic-building-contract',
  vicDeposit:
    'https://www.consumer.vic.gov.au/licensing-and-registration/builders-and-tradespeople/running-your-business/deposits-and-payments',
  vicCoolingOff: 'http://classic.austlii.edu.au/au/legis/vic/consol_act/dbca1995275/s34.html',
  qldLevel1: 'https://zoelaw.ai/legislation/queensland-building-and-construction-commission-act-1991/sections/sch.1B-sec.13',
  qldLevel2:
    'https://queenslandlawhandbook.org.au/the-queensland-law-handbook/living-and-working-in-society/buying-selling-and-building-a-home/specifying-the-building-work-required/',
  qldDeposit: 'https://www.scribd.com/document/707275457/guide-qbcc-consumer-building-v3',
  qldWarranty: 'https://qbcc.qld.gov.au/running-business/home-warranty-insurance-obligations/what-work-requires-insurance',
  qldCoolingOff: 'https://qbcc.qld.gov.au/your-property/build-renovate/contracts-payments/cooling-off-period',
  waContract: 'https://commerce.wa.gov.au/publications/home-building-contracts-act',
  waDeposit:
    'https://memberarea.necawa.asn.au/Admin/ViewContentPage?uniqueName=how-the-home-building-contracts-act-1991-may-affect-work-on-residential-properties',
  waHii: 'https://commerce.wa.gov.au/announcements/home-indemnity-insurance-reminder-about-your-obligations',
  saContract: 'https://lsc.sa.gov.au/handbook/ch23s11s02.php?enlarge_text=true',
  saBiiOld: 'https://lsc.sa.gov.au/handbook/ch23s11s02.php?enlarge_text=true',
  saBiiNew: 'https://hia.com.au/resources-and-advice/managing-your-business/dealing-with-contracts/articles/building-indemnity-insurance',
  tasContract: 'http://www.justice.tas.gov.au/building/consumer_building_information/contracts',
  actInsurance:
    'https://www.planning.act.gov.au/build-buy-renovate/for-industry/requirements-and-responsibilities/builder-responsibilities',
} as const;

const $ = (dollars: number) => dollars * 100;
const SA_BII_CHANGE_DATE = '2025-11-10';
const KIND_ORDER: readonly PromptKind[] = ['written-contract', 'deposit-cap', 'home-warranty', 'cooling-off'];

function where(state: AuState): string {
  return state === 'ACT' || state === 'NT' ? `the ${state}` : state;
}

interface DepositCap {
  /** Percentage in tenths, so WA's 6.5% stays an integer. */
  tenths: number;
  condition: string;
  sourceUrl: string;
  grade: SourceGrade;
  caution?: string;
  hint?: string;
}

function depositCap(input: ThresholdInput): DepositCap | null {
  const t = input.totalCents;
  switch (input.state) {
    case 'NSW':
      // HBA s8 covers residential building work, which excludes non-specialist jobs of $5,000 or less.
      return t > $(5_000) ? { tenths: 100, condition: 'of the contract price', sourceUrl: SRC.nswDeposit, grade: 'A' } : null;
    case 'VIC':
      return t < $(20_000)
        ? { tenths: 100, condition: 'for contracts under $20,000', sourceUrl: SRC.vicDeposit, grade: 'A' }
        : { tenths: 50, condition: 'for contracts of $20,000 or more', sourceUrl: SRC.vicDeposit, grade: 'A' };
    case 'QLD': {
      if (t <= $(3_300)) return null; // below a regulated contract
      if (input.offSiteWorkOverHalf)
        return {
          tenths: 200,
          condition: 'when more than half the work is done off-site',
          sourceUrl: SRC.qldDeposit,
          grade: 'A',
        };
      const hint = '20% is allowed if more than half the work is done off-site.';
      return t < $(20_000)
        ? { tenths: 100, condition: 'for contracts under $20,000', sourceUrl: SRC.qldDeposit, grade: 'A', hint }
        : { tenths: 50, condition: 'for contracts of $20,000 or more', sourceUrl: SRC.qldDeposit, grade: 'A', hint };
    }
    case 'WA':
      return inWaActRange(t)
        ? {
            tenths: 65,
            condition: 'for fixed-price home building contracts of $7,500 to $500,000',
            sourceUrl: SRC.waDeposit,
            grade: 'B',
            caution: 'Industry source only; confirm against the Home Building Contracts Act s10.',
          }
        : null;
    default:
      return null; // SA, TAS, ACT, NT: no sourced deposit cap
  }
}

// The sheet says "between $7,500 and $500,000"; both ends are included because a reminder at the
// boundary costs nothing, while a missing one could cost the tradie a non-compliant contract.
function inWaActRange(t: Cents): boolean {
  return t >= $(7_500) && t <= $(500_000);
}

function percentText(tenths: number): string {
  return `${tenths / 10}%`;
}

/** The asked-for deposit as a percentage, rounded up to 0.01% so an over-cap deposit never prints as the cap. */
function askedPercentText(depositCents: Cents, totalCents: Cents): string {
  const n = depositCents * 10_000;
  const hundredths = Math.floor(n / totalCents) + (n % totalCents === 0 ? 0 : 1);
  return `${hundredths / 100}%`;
}

function prompt(kind: PromptKind, message: string, sourceUrl: string, grade: SourceGrade, caution?: string) {
  const p: ThresholdPrompt = { kind, message, sourceUrl, grade, caution: caution !== undefined };
  if (caution) p.cautionNote = caution;
  return p;
}

function otherPrompts(input: ThresholdInput): ThresholdPrompt[] {
  const t = input.totalCents;
  const out: ThresholdPrompt[] = [];
  const add = (...args: Parameters<typeof prompt>) => out.push(prompt(...args));
  switch (input.state) {
    case 'NSW':
      if (t > $(20_000)) {
        add('written-contract', 'In NSW a job over $20,000 (incl GST) needs a written large jobs contract.', SRC.nswContract, 'B');
        add(
          'home-warranty',
          'In NSW residential work over $20,000 needs Home Building Compensation Fund (HBCF) cover before you start work or take any money, including the deposit.',
          SRC.nswHbcf,
          'A',
        );
        add(
          'cooling-off',
          'In NSW the owner has a 5 business day cooling-off period on contracts over $20,000.',
          SRC.nswCoolingOff,
          'C',
          'Secondary source only; confirm against the Home Building Act.',
        );
      } else if (t > $(5_000)) {
        add(
          'written-contract',
          'In NSW a job over $5,000 (incl GST) needs a written contract; up to $20,000 it can be a small jobs contract.',
          SRC.nswContract,
          'B',
        );
      }
      break;
    case 'VIC':
      if (t > $(10_000)) {
        add(
          'written-contract',
          'In VIC domestic building work over $10,000 needs a written major domestic building contract, and the owner must get the Domestic Building Consumer Guide before signing.',
          SRC.vicContract,
          'A',
        );
        add(
          'cooling-off',
          'In VIC the owner can withdraw within 5 clear business days of receiving a signed copy of the contract, and the contract must explain this.',
          SRC.vicCoolingOff,
          'A',
        );
      }
      if (t > $(16_000))
        add(
          'home-warranty',
          'In VIC domestic building work over $16,000 needs domestic building insurance: give the owner the policy and certificate of currency before taking any money.',
          SRC.vicDeposit,
          'A',
        );
      break;
    case 'QLD':
      if (t >= $(20_000))
        add(
          'written-contract',
          'In QLD a job of $20,000 or more is a level 2 regulated contract: it must be in writing, and the owner must get the Consumer Building Guide before signing.',
          SRC.qldLevel2,
          'B',
        );
      else if (t > $(3_300))
        add(
          'written-contract',
          'In QLD a job over $3,300 is a level 1 regulated contract: it must be written, dated and signed, with a cooling-off notice.',
          SRC.qldLevel1,
          'A',
        );
      if (t > $(3_300)) {
        add(
          'home-warranty',
          'In QLD residential work over $3,300 must be covered by the Queensland Home Warranty Scheme; build the premium into your price.',
          SRC.qldWarranty,
          'A',
        );
        add(
          'cooling-off',
          'In QLD the owner has 5 business days to cool off, starting the day after they receive the signed contract.',
          SRC.qldCoolingOff,
          'A',
        );
      }
      break;
    case 'WA':
      if (inWaActRange(t))
        add(
          'written-contract',
          'In WA a fixed-price home building contract of $7,500 to $500,000 must be written, dated and signed by both parties, and the owner must get the "Notice for the home owner" before signing.',
          SRC.waContract,
          'A',
        );
      if (t > $(20_000))
        add(
          'home-warranty',
          'In WA residential building work over $20,000 needs home indemnity insurance: get the certificate before you start work or claim any payment, and give a copy to the owner and the permit authority.',
          SRC.waHii,
          'A',
        );
      break;
    case 'SA': {
      if (t >= $(12_000))
        add(
          'written-contract',
          'In SA domestic building work of $12,000 or more needs a written contract signed by both sides, showing your business name and licence number; give the owner a signed copy with the prescribed notice.',
          SRC.saContract,
          'B',
        );
      // Quotes are for contracts about to be signed, so without a date the current (post-change) rule applies.
      const signed = input.contractDate && isIsoDate(input.contractDate) ? input.contractDate : null;
      if (signed !== null && signed < SA_BII_CHANGE_DATE) {
        if (t > $(12_000))
          add(
            'home-warranty',
            'In SA contracts over $12,000 signed before 10 Nov 2025 need building indemnity insurance where development approval is needed; work cannot start without the certificate.',
            SRC.saBiiOld,
            'B',
          );
      } else if (t > $(20_000)) {
        add(
          'home-warranty',
          'In SA contracts over $20,000 signed from 10 Nov 2025 need building indemnity insurance where development approval is needed; work cannot start without the certificate.',
          SRC.saBiiNew,
          'B',
          'Only an industry association and a blog give the new $20,000 threshold; confirm with Consumer and Business Services.',
        );
      }
      break;
    }
    case 'TAS':
      if (t >= $(20_000))
        add(
          'written-contract',
          'In TAS residential building work of $20,000 or more needs a written, dated and signed contract with your licence number, plans and specifications, the price, the completion date and the statutory warranties.',
          SRC.tasContract,
          'A',
        );
      break;
    case 'ACT':
      if (t >= $(12_000))
        add(
          'home-warranty',
          'In the ACT alterations and additions of $12,000 or more (and certain new homes) need residential building insurance or a fidelity certificate.',
          SRC.actInsurance,
          'A',
        );
      break;
    case 'NT':
      break; // the sheet has no sourced figure for any of the four prompts
  }
  return out;
}

/** Prompts for a residential quote in `state`, plus a problem when the deposit asked for is over the cap. */
export function residentialPrompts(input: ThresholdInput): ThresholdResult {
  const t = input.totalCents;
  if (!Number.isFinite(t) || t <= 0) return { prompts: [], depositProblem: null };

  const prompts = otherPrompts(input);
  const cap = depositCap(input);
  let depositProblem: DepositProblem | null = null;
  if (cap) {
    const maxDepositCents = Math.floor((t * cap.tenths) / 1000);
    const base = `In ${where(input.state)} the deposit can be at most ${percentText(cap.tenths)} ${cap.condition}`;
    const hint = cap.hint ? ` ${cap.hint}` : '';
    prompts.push({
      ...prompt('deposit-cap', `${base}: ${formatCents(maxDepositCents)} on this quote.${hint}`, cap.sourceUrl, cap.grade, cap.caution),
      maxDepositCents,
    });
    const deposit = input.depositCents ?? 0;
    // Integer comparison: deposit / total > tenths / 1000, without rounding the cap first.
    if (deposit * 1000 > t * cap.tenths) {
      depositProblem = {
        message: `${base} (you asked for ${askedPercentText(deposit, t)}).`,
        maxDepositCents,
        sourceUrl: cap.sourceUrl,
        grade: cap.grade,
        caution: cap.caution !== undefined,
      };
    }
  }
  prompts.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return { prompts, depositProblem };
}
