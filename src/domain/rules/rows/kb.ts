/**
 * The knowledge base's figures as rule rows. Each entry's `figures` is where those figures live (one place); this
 * file reads them into the dated table so the chat verdict, the compliance panel and the tools look them up the same
 * way. Entries that link to hand-written rows (`KbEntry.rules`) are skipped here: their figures are those rows.
 */
import { KB_ENTRIES } from '../../kb/entries/index';
import type { Figure, KbEntry } from '../../kb/types';
import type { Jurisdiction, PriceBand, Rule, RuleSource, RuleTopic, RuleValue } from '../types';
import { isOfficialUrl } from '../official';

/** The day the entries were built from the fact sheet's copies of the pages (no row of this file was re-read since). */
export const KB_COMPILED = '2026-11-21';

function basisOf(entry: KbEntry, fig: Figure): 'incl-gst' | 'excl-gst' | 'not-applicable' {
  const t = `${fig.label} ${entry.text}`;
  if (/\b(?:excl(?:uding|\.)?|ex|plus|\+)\s*GST\b/i.test(fig.label)) return 'excl-gst';
  if (/\binc(?:l(?:uding|\.)?)?\s*GST\b|\band GST\b/i.test(fig.label)) return 'incl-gst';
  if (/\b(?:excl(?:uding|\.)?|ex)\s*GST\b/i.test(t)) return 'excl-gst';
  if (/\binc(?:l(?:uding|\.)?)?\s*GST\b/i.test(t)) return 'incl-gst';
  return 'not-applicable';
}

function topicOf(entry: KbEntry, fig: Figure, value: RuleValue): RuleTopic {
  const l = fig.label.toLowerCase();
  if (/penalt|fine|penalty units?/.test(l)) return 'penalty';
  if (/\bfee\b|levy|cost of/.test(l)) return 'fee';
  if (/surcharge/.test(l)) return 'surcharge';
  if (value.kind === 'days') {
    if (/certificate|coc|cec|ccew/.test(l)) return 'certificate-deadline';
    if (/respon/.test(l)) return 'response-time';
    return entry.topic === 'cooling-off' ? 'cooling-off' : 'notice-deadline';
  }
  if (value.kind === 'exempt') return /registration/.test(l) ? 'registration' : 'licence';
  if (value.kind === 'any-value')
    return /certificate/.test(l) ? 'certificate-deadline' : /registration/.test(l) ? 'registration' : 'licence';
  if (value.kind === 'percent') return entry.topic === 'deposit' ? 'deposit-cap' : 'rate';
  switch (entry.topic) {
    case 'licensing':
      return fig.threshold ? 'licence' : 'threshold';
    case 'deposit':
      return 'deposit-cap';
    case 'home-warranty':
      return 'insurance';
    case 'cooling-off':
      return 'cooling-off';
    case 'contracts':
      return 'written-contract';
    case 'records':
      return 'retention';
    default:
      return 'threshold';
  }
}

/** A percentage that applies to prices on one side of a threshold ("10% for contracts under $20,000") as a band. */
function bandOf(fig: Figure): PriceBand | undefined {
  if (fig.percent === undefined || fig.amountCents === undefined || !fig.threshold) return undefined;
  switch (fig.threshold) {
    case 'over':
    case 'atLeast':
      return {
        fromCents: fig.amountCents,
        fromInclusive: fig.threshold === 'atLeast',
        ...(fig.upperCents !== undefined ? { toCents: fig.upperCents, toInclusive: !!fig.upperInclusive } : {}),
      };
    case 'under':
    case 'upTo':
      return { toCents: fig.amountCents, toInclusive: fig.threshold === 'upTo' };
  }
}

function valueOf(entry: KbEntry, fig: Figure): RuleValue {
  if (fig.exemptWork) return { kind: 'exempt' };
  // "the maximum deposit is 10% for a total price under $20,000": the row's figure is the 10%, its band the prices
  if (bandOf(fig)) return { kind: 'percent', percent: fig.percent!, ofWhat: fig.label };
  if (fig.anyValue) return { kind: 'any-value' };
  if (fig.amountCents !== undefined)
    return {
      kind: 'amount',
      cents: fig.amountCents,
      basis: basisOf(entry, fig),
      ...(fig.threshold ? { comparison: fig.threshold } : {}),
      ...(fig.upperCents !== undefined ? { upperCents: fig.upperCents, upperInclusive: !!fig.upperInclusive } : {}),
      ...(fig.exempts ? { exempts: true as const } : {}),
    };
  if (fig.percent !== undefined) return { kind: 'percent', percent: fig.percent, ofWhat: fig.label };
  if (fig.days !== undefined) return { kind: 'days', days: fig.days, counting: 'calendar', from: fig.label };
  if (fig.businessDays !== undefined) return { kind: 'days', days: fig.businessDays, counting: 'business', from: fig.label };
  if (fig.mm !== undefined) return { kind: 'length', metres: fig.mm / 1000, comparison: 'over' };
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const unit =
    fig.hours !== undefined
      ? count(fig.hours, 'hour')
      : fig.months !== undefined
        ? count(fig.months, 'month')
        : fig.years !== undefined
          ? count(fig.years, 'year')
          : fig.squareMetres !== undefined
            ? `${fig.squareMetres} m²`
            : fig.celsius !== undefined
              ? `${fig.celsius} °C`
              : '';
  return { kind: 'text', text: unit };
}

function sourcesOf(entry: KbEntry): RuleSource[] {
  return [entry.source, ...(entry.alsoSources ?? [])].map((s) => {
    const official = isOfficialUrl(s.url);
    return {
      url: s.url,
      title: s.title ?? new URL(s.url).hostname,
      grade: official && s.grade === 'A' ? 'A' : 'B',
      ...(official ? {} : { explainer: true }),
    };
  });
}

const NO_GRADE_A = 'No grade-A source on file for this figure; confirm with the regulator.';

function cautionOf(entry: KbEntry): string | undefined {
  if (sourcesOf(entry).some((s) => s.grade === 'A')) return entry.caution;
  return entry.caution ?? NO_GRADE_A;
}

function jurisdictionsOf(entry: KbEntry): Jurisdiction[] {
  return entry.states.includes('ALL') ? ['AU'] : (entry.states as Jurisdiction[]);
}

/**
 * One row per figure (and per state for a multi-state entry) of every current entry that does not link to rows,
 * except the figures an entry reads from a hand-written row (`Figure.rule`). A figure keeps its index in the id.
 */
export function rulesFromKnowledgeBase(entries: readonly KbEntry[] = KB_ENTRIES): Rule[] {
  const out: Rule[] = [];
  for (const entry of entries) {
    if (entry.superseded || entry.topic === 'gap') continue;
    const jurisdictions = jurisdictionsOf(entry);
    (entry.figures ?? []).forEach((fig, i) => {
      // a figure read from a hand-written row is that row (one figure, one place)
      if (fig.rule) return;
      const value = valueOf(entry, fig);
      for (const j of jurisdictions) {
        out.push({
          id: jurisdictions.length > 1 ? `${entry.id}#${i}@${j}` : `${entry.id}#${i}`,
          jurisdiction: j,
          topic: topicOf(entry, fig, value),
          work: fig.work ? [...fig.work] : entry.trades.length ? [...entry.trades] : [entry.topic],
          statement: `${entry.title}: ${fig.label}`,
          value,
          ...(bandOf(fig) ? { band: bandOf(fig)! } : {}),
          ...((fig.effectiveFrom ?? entry.effectiveFrom) ? { effectiveFrom: fig.effectiveFrom ?? entry.effectiveFrom } : {}),
          ...((fig.effectiveTo ?? entry.effectiveTo) ? { effectiveTo: fig.effectiveTo ?? entry.effectiveTo } : {}),
          sources: sourcesOf(entry),
          checked: entry.checked ?? KB_COMPILED,
          ...(cautionOf(entry) ? { caution: cautionOf(entry)! } : {}),
        });
      }
    });
  }
  return out;
}
