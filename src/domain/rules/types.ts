/**
 * The dated rule table's row: one figure (or one "applies at any value" rule) that the assistant, the quote and
 * invoice compliance panel, the in-chat tools and the job's compliance tasks (SWMS, certificates) may state.
 * Every figure the product states lives in exactly one row; prose knowledge-base entries link to rows by id.
 *
 * Rows are grouped in files under `src/domain/rules/rows/` and gathered by `src/domain/rules/index.ts`.
 */
import type { Cents } from '../money';

export const JURISDICTIONS = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT', 'AU'] as const;
/** A state or territory, or 'AU' for a national (Commonwealth or model) rule. */
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export type RuleTopic =
  | 'licence'
  | 'registration'
  | 'deposit-cap'
  | 'insurance'
  | 'written-contract'
  | 'cooling-off'
  | 'certificate-deadline'
  | 'notice-deadline'
  | 'penalty'
  | 'fee'
  | 'response-time'
  | 'rate'
  | 'threshold'
  | 'high-risk-work'
  | 'retention'
  | 'review'
  | 'surcharge';

/** Official sources only for grade A (see `official.ts`); an explainer is labelled and sits beside an official one. */
export interface RuleSource {
  url: string;
  title: string;
  grade: 'A' | 'B';
  /** An industry body or law firm page shown beside an official source, never alone. */
  explainer?: boolean;
}

/** How a job's value compares with `amountCents` for the rule to apply (as in the knowledge base's figures). */
export type RuleComparison = 'over' | 'atLeast' | 'under' | 'upTo';

export type RuleValue =
  | {
      kind: 'amount';
      cents: Cents;
      basis: 'incl-gst' | 'excl-gst' | 'not-applicable';
      comparison?: RuleComparison;
      /** Top of a band (a QLD level 1 contract runs from $3,300 to under $20,000). */
      upperCents?: Cents;
      upperInclusive?: boolean;
      /** An exemption or lighter regime: a job inside it needs nothing more ("minor building work under $12,000"). */
      exempts?: true;
    }
  | { kind: 'percent'; percent: number; ofWhat: string }
  | { kind: 'days'; days: number; counting: 'calendar' | 'business'; from: string }
  | { kind: 'length'; metres: number; comparison: RuleComparison }
  | { kind: 'any-value' }
  /** The work the row lists is outside the rule (needs nothing) whatever it is worth. */
  | { kind: 'exempt' }
  | { kind: 'text'; text: string };

/** The contract prices (incl GST, in cents) a row applies to; an absent end is open. */
export interface PriceBand {
  fromCents?: Cents;
  fromInclusive?: boolean;
  toCents?: Cents;
  toInclusive?: boolean;
}

export interface Rule {
  /** Stable id, e.g. 'sa-hrcw-fall-height-2026'. */
  id: string;
  jurisdiction: Jurisdiction;
  topic: RuleTopic;
  /** The work it covers, in lexicon words the parser maps to (e.g. ['plumbing'], ['building'], ['electrical']). */
  work: string[];
  /** One plain sentence a tradie reads, with the figure in it ("A plumbing compliance certificate is due within 7 days"). */
  statement: string;
  value: RuleValue;
  /** ISO dates; `effectiveTo` is the last day in force (inclusive). Absent = open-ended. */
  effectiveFrom?: string;
  effectiveTo?: string;
  sources: RuleSource[];
  /** ISO date this row was last checked against its source. */
  checked: string;
  /** Ids of national ('AU') rows this state row replaces where it is in force (SA's fall height for the model's). */
  replaces?: string[];
  /** Residential contract rows: the prices the row applies to (the row's own figure may be a percentage or days). */
  band?: PriceBand;
  /** A row that applies only when the quote says so (QLD's 20% deposit when over half the work is done off-site). */
  condition?: 'off-site-over-half';
  /** Set when the source is partial, conflicting or the figure needs confirming. */
  caution?: string;
  /**
   * The figure itself was not found in an official source (kept so the deadline is still watched): every screen that
   * shows it says "unverified" beside it, never states it as fact. `caution` says what was searched.
   */
  unverified?: true;
}
