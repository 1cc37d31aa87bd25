import type { Cents } from '../money';

export const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type State = (typeof STATES)[number];

/** Canonical trade ids; the profile's labels ("General Builder", "HVAC Technician") map onto these. */
export const TRADES = [
  'builder',
  'carpenter',
  'plumber',
  'gasfitter',
  'electrician',
  'painter',
  'tiler',
  'roofer',
  'hvac',
  'landscaper',
  'concreter',
  'earthmoving',
  'handyman',
  'architect',
  'surveyor',
  'bricklayer',
  'plasterer',
  'waterproofer',
  'fencer',
  'glazier',
] as const;
export type Trade = (typeof TRADES)[number];

export type Topic =
  | 'regulator'
  | 'licensing'
  | 'contracts'
  | 'deposit'
  | 'home-warranty'
  | 'cooling-off'
  | 'electrical'
  | 'plumbing'
  | 'gas'
  | 'building-code'
  | 'safety'
  | 'tax'
  | 'payments'
  | 'records'
  | 'gap';

export type Grade = 'A' | 'B' | 'C';

export interface Source {
  url: string;
  grade: Grade;
  title?: string;
}

/**
 * How a job's value must compare with amountCents for the rule to apply.
 * over: value > amount; atLeast: value >= amount; under: value < amount; upTo: value <= amount.
 */
export type ThresholdKind = 'over' | 'atLeast' | 'under' | 'upTo';

export interface Figure {
  /**
   * For a threshold, a clause that reads on with the comparison appended:
   * "a QBCC licence is needed for building work valued" + " over $3,300".
   */
  label: string;
  amountCents?: Cents;
  /** Set only when amountCents is a job-value (or turnover / sale) trigger that a question's amount can be compared with. */
  threshold?: ThresholdKind;
  /** Upper end of a band, e.g. a QLD level 1 contract runs from $3,300 to under $20,000. */
  upperCents?: Cents;
  upperInclusive?: boolean;
  /** A narrower case (e.g. hydraulic design over $1,100): compared for ranking but never used for the direct yes/no line. */
  minor?: boolean;
  /**
   * The threshold marks an exemption or a lighter regime ("minor building work when priced under $12,000", "no
   * withholding up to $75"): when the amount is inside it, the answer to "do I need …" is no; outside it, it says nothing.
   */
  exempts?: true;
  /** The rule applies at any value (no dollar threshold) for the work listed: checked before any threshold. */
  anyValue?: true;
  /**
   * The work listed is outside the rule whatever it is worth (NT: no registration for free-standing sheds, fences,
   * verandas added to an existing building, non-structural renovations): checked before any-value rules and thresholds.
   */
  exemptWork?: true;
  /** Work words (query lexicon: plumbing, gas, electrical, refrigeration, restumping, demolition …) an any-value rule covers. */
  work?: string[];
  percent?: number;
  days?: number;
  businessDays?: number;
  /**
   * The Act whose business days also leave out 27–31 December ("Home Building Act 1989 (NSW) s 3"): a count of this
   * figure's business days skips those days as well as weekends and public holidays, and the answer says so.
   */
  christmasBreak?: string;
  hours?: number;
  months?: number;
  years?: number;
  mm?: number;
  squareMetres?: number;
  celsius?: number;
  /** ISO dates the figure is in force (contracts signed on or after / up to): a question's date picks one. */
  effectiveFrom?: string;
  effectiveTo?: string;
  /**
   * The hand-written rule row this figure is read from (set by `ruleFigure`): the row holds the figure, so the rule
   * table does not read it from the entry a second time.
   */
  rule?: string;
}

export type RegulatorArea =
  | 'building'
  | 'electrical'
  | 'plumbing'
  | 'gas'
  | 'homeWarranty'
  | 'safety'
  | 'tax'
  | 'wages'
  | 'standards'
  | 'payments'
  // the national refrigerant licensing body (ARC), whichever state the work is in
  | 'refrigerant'
  // a state's construction-industry levy body (portable long service leave, training levy)
  | 'levies';

export interface KbEntry {
  id: string;
  topic: Topic;
  title: string;
  /** ['ALL'] for national rules. */
  states: Array<State | 'ALL'>;
  /** Empty means the entry concerns every trade. */
  trades: Trade[];
  text: string;
  figures?: Figure[];
  /** Words a tradie might use for this that the text does not contain. */
  keywords: string[];
  source: Source;
  alsoSources?: Source[];
  /** Set for facts the sheet flags ⚠ (conflicting, dated, partly seen) or that rest on secondary sources only. */
  caution?: string;
  /** Old values (sheet section 8): never shown as current, only as "old value, replaced by …". */
  superseded?: boolean;
  replacedBy?: string;
  /** Rule rows (src/domain/rules) this entry explains; its figures are rendered from them, never restated. */
  rules?: string[];
  /** ISO dates the entry's rule is in force (inclusive); absent = open-ended. */
  effectiveFrom?: string;
  effectiveTo?: string;
  /** ISO date the entry was last checked against its source (default: the day the entries were compiled). */
  checked?: string;
  /** Present on section-0 entries: who to ask. */
  regulator?: { area: RegulatorArea; name: string };
}
