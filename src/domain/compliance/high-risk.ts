import type { Jurisdiction, Rule } from '../rules/types';
import type { IsoDate } from '../dates';
import { ruleById, stateOrNational } from './rules-lookup';

/**
 * "Is this high-risk work?" (issue 22): the job's state, trade and a few plain answers → the reg 291 categories that
 * apply, each with why and the rule row (and so its source) it rests on. The measured categories (fall height,
 * trench depth) compare with the row's figure; SA's fall row switches from 3 m to 2 m on 1 July 2026 by its dates.
 */
export const YES_NO_CATEGORIES = [
  { key: 'energised-electrical', question: 'Will anyone work on or near live (energised) electrical installations or services?' },
  { key: 'traffic-corridor', question: 'Is the work on or next to a road, railway or other traffic corridor in use?' },
  { key: 'powered-mobile-plant', question: 'Will powered mobile plant (excavator, forklift, EWP, bobcat) move in the work area?' },
  { key: 'confined-space', question: 'Will anyone work in or near a confined space (tank, pit, ceiling void with poor air)?' },
  { key: 'gas-mains', question: 'Is the work on or near pressurised gas mains or piping?' },
  { key: 'chemical-fuel-refrigerant-lines', question: 'Is the work on or near chemical, fuel or refrigerant lines?' },
  { key: 'asbestos', question: 'Is asbestos known to be there, or likely to be disturbed?' },
  { key: 'demolition-load-bearing', question: 'Will you demolish anything load-bearing?' },
  { key: 'temporary-support', question: 'Will a structural alteration need temporary support (props, shoring)?' },
  { key: 'contaminated-atmosphere', question: 'Could the air be contaminated or flammable?' },
  { key: 'drowning', question: 'Is the work in or near water or other liquid someone could drown in?' },
  { key: 'temperature-extremes', question: 'Is the area artificially very hot or very cold (cool room, furnace)?' },
  { key: 'tunnel', question: 'Is the work in or near a tunnel?' },
  { key: 'tilt-up-precast', question: 'Does the work involve tilt-up or precast concrete?' },
  { key: 'telecommunication-tower', question: 'Is the work on a telecommunication tower?' },
  { key: 'explosives', question: 'Will explosives be used?' },
  { key: 'diving', question: 'Does the work involve diving?' },
] as const;
export type YesNoCategory = (typeof YES_NO_CATEGORIES)[number]['key'];
export type CategoryKey = YesNoCategory | 'fall' | 'trench';

export const CATEGORY_TITLES: Record<CategoryKey, string> = {
  fall: 'Risk of a fall from height',
  trench: 'Trench or shaft deeper than the limit',
  'energised-electrical': 'Energised electrical installations',
  'traffic-corridor': 'Traffic corridor',
  'powered-mobile-plant': 'Powered mobile plant',
  'confined-space': 'Confined space',
  'gas-mains': 'Pressurised gas mains or piping',
  'chemical-fuel-refrigerant-lines': 'Chemical, fuel or refrigerant lines',
  asbestos: 'Asbestos disturbance',
  'demolition-load-bearing': 'Demolition of load-bearing elements',
  'temporary-support': 'Temporary load-bearing support',
  'contaminated-atmosphere': 'Contaminated or flammable atmosphere',
  drowning: 'Water with a risk of drowning',
  'temperature-extremes': 'Artificial extremes of temperature',
  tunnel: 'Tunnel',
  'tilt-up-precast': 'Tilt-up or precast concrete',
  'telecommunication-tower': 'Telecommunication tower',
  explosives: 'Explosives',
  diving: 'Diving work',
};

/** Questions asked first for a trade (the rest sit under "More questions"). */
const TRADE_FIRST: Array<[RegExp, YesNoCategory[]]> = [
  [/electric|solar|data|sparky/i, ['energised-electrical', 'asbestos']],
  [/plumb|drain|gas/i, ['gas-mains', 'confined-space', 'asbestos']],
  [/air ?con|refrig|hvac|mechanical/i, ['chemical-fuel-refrigerant-lines', 'energised-electrical']],
  [/roof|gutter|scaffold|paint|carpent|build|renovat|demol/i, ['asbestos', 'demolition-load-bearing', 'temporary-support']],
  [/excavat|civil|landscap|concret|earth/i, ['powered-mobile-plant', 'traffic-corridor', 'tilt-up-precast']],
];

export function questionOrder(trade: string): YesNoCategory[] {
  const first = TRADE_FIRST.filter(([re]) => re.test(trade)).flatMap(([, keys]) => keys);
  const rest: YesNoCategory[] = ['energised-electrical', 'asbestos', 'traffic-corridor', 'powered-mobile-plant'];
  const all = YES_NO_CATEGORIES.map((c) => c.key);
  return [...new Set([...first, ...rest, ...all])];
}

export interface HighRiskAnswers {
  /** metres someone could fall; null = not answered */
  fallMetres: number | null;
  /** deepest trench or shaft, metres */
  trenchMetres: number | null;
  /** year the building was built (asbestos likelihood), null = unknown or new work */
  builtYear: number | null;
  /** will building materials be cut, drilled, sanded or removed */
  disturbsMaterials: boolean;
  yes: Partial<Record<YesNoCategory, boolean>>;
}

export const NO_ANSWERS: HighRiskAnswers = { fallMetres: null, trenchMetres: null, builtYear: null, disturbsMaterials: false, yes: {} };

export interface HighRiskFinding {
  key: CategoryKey;
  title: string;
  why: string;
  rule: Rule;
}

function exceeds(value: number, rule: Rule): boolean {
  if (rule.value.kind !== 'length') throw new Error(`${rule.id} is not a length rule`);
  const limit = rule.value.metres;
  switch (rule.value.comparison) {
    case 'over':
      return value > limit;
    case 'atLeast':
      return value >= limit;
    case 'under':
      return value < limit;
    case 'upTo':
      return value <= limit;
  }
}

const metres = (n: number) => `${String(n)} m`;

/** The fall-height row for a state on a day (SA: 3 m until 30 June 2026, 2 m from 1 July 2026). */
export function fallHeightRule(state: Jurisdiction, on: IsoDate): Rule {
  return stateOrNational(state, 'au-hrcw-fall-height', `${state.toLowerCase()}-hrcw-fall-height`, on);
}

export function assessHighRisk(input: { state: Jurisdiction; on: IsoDate; answers: HighRiskAnswers }): HighRiskFinding[] {
  const { state, on, answers } = input;
  const out: HighRiskFinding[] = [];
  if (answers.fallMetres !== null) {
    const rule = fallHeightRule(state, on);
    if (exceeds(answers.fallMetres, rule) && rule.value.kind === 'length') {
      out.push({
        key: 'fall',
        title: CATEGORY_TITLES.fall,
        why: `A fall of ${metres(answers.fallMetres)} is more than ${metres(rule.value.metres)}${state === 'AU' ? '' : ` (${state})`}.`,
        rule,
      });
    }
  }
  if (answers.trenchMetres !== null) {
    const rule = ruleById('au-hrcw-trench-depth');
    if (exceeds(answers.trenchMetres, rule) && rule.value.kind === 'length') {
      out.push({
        key: 'trench',
        title: CATEGORY_TITLES.trench,
        why: `A trench or shaft ${metres(answers.trenchMetres)} deep is more than ${metres(rule.value.metres)}.`,
        rule,
      });
    }
  }
  for (const { key } of YES_NO_CATEGORIES) {
    const rule = ruleById(`au-hrcw-${key}`);
    if (answers.yes[key]) {
      out.push({ key, title: CATEGORY_TITLES[key], why: 'You answered yes.', rule });
      continue;
    }
    if (key === 'asbestos' && answers.disturbsMaterials && answers.builtYear !== null) {
      const yearRule = ruleById('au-asbestos-likely-building-year');
      const before = yearRule.value.kind === 'text' ? Number(yearRule.value.text) : NaN;
      if (answers.builtYear < before) {
        out.push({
          key,
          title: CATEGORY_TITLES.asbestos,
          why: `The building was built in ${String(answers.builtYear)} (before ${String(before)}) and the work disturbs its materials: asbestos is likely.`,
          rule,
        });
      }
    }
  }
  return out;
}
