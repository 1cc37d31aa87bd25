import type { Rule, RuleSource } from '../types';

/**
 * Work health and safety rows (issue 22): the high-risk construction work list of the model WHS Regulations (reg 291,
 * as adopted by each state), the SWMS duties around it (regs 299–303) and South Australia's fall-height switch.
 * Each reg 291 category is one row, so the job's "Is this high-risk work?" answer names the row it rests on.
 */
const CHECKED = '2026-11-25';

const NSW_REG_291: RuleSource = {
  url: 'https://www.legislation.nsw.gov.au/~/view/regulation/2017/404/chap6/part6.1/sec291',
  title: 'Work Health and Safety Regulation 2017 (NSW) cl 291 — meaning of “high risk construction work” (model reg 291)',
  grade: 'A',
};
const CTH_REGS: RuleSource = {
  url: 'https://www.legislation.gov.au/Details/F2011L02664',
  title: 'Work Health and Safety Regulations 2011 (Cth) — Chapter 6 Construction work (model regs 291, 299–303)',
  grade: 'A',
};
const SA_REG_299: RuleSource = {
  url: 'http://classic.austlii.edu.au/au/legis/sa/consol_reg/whasr2012327/s299.html',
  title: 'Work Health and Safety Regulations 2012 (SA) reg 299 — SWMS required for high risk construction work',
  grade: 'A',
};
const ACT_SWMS: RuleSource = {
  url: 'http://www.worksafety.act.gov.au/health_safety/guidance/industries/swms',
  title: 'WorkSafe ACT — safe work method statements and high risk construction work',
  grade: 'A',
};
const SA_REGS: RuleSource = {
  url: 'https://www.legislation.sa.gov.au/lz?path=/c/r/work%20health%20and%20safety%20regulations%202012',
  title: 'Work Health and Safety Regulations 2012 (SA) reg 291, as amended by the High Risk Construction Work Amendment Regulations 2025',
  grade: 'A',
};
const QLD_HEIGHTS: RuleSource = {
  url: 'https://www.worksafe.qld.gov.au/safety-and-prevention/hazards/workplace-hazards/construction/work-at-heights',
  title: 'WorkSafe Queensland — work at heights in construction',
  grade: 'A',
};
const SA_NEWS: RuleSource = {
  url: 'https://www.safetysolutions.net.au/content/height/news/south-australia-to-reduce-height-limitation-of-high-risk-construction-work-144009017',
  title: 'Safety Solutions — South Australia to reduce height limitation of high-risk construction work (transition date 1 July 2026)',
  grade: 'B',
  explainer: true,
};

/** The reg 291 categories other than the two measured ones (fall height, trench depth). */
const CATEGORY_ROWS: Array<[id: string, text: string]> = [
  ['telecommunication-tower', 'Construction work on a telecommunication tower is high-risk construction work (reg 291(b)).'],
  [
    'demolition-load-bearing',
    'Demolition of a load-bearing element, or one related to the physical integrity of the structure, is high-risk construction work (reg 291(c)).',
  ],
  [
    'asbestos',
    'Construction work that involves, or is likely to involve, disturbing asbestos is high-risk construction work (reg 291(d)).',
  ],
  [
    'temporary-support',
    'Structural alterations or repairs that need temporary support to prevent collapse are high-risk construction work (reg 291(e)).',
  ],
  ['confined-space', 'Construction work in or near a confined space is high-risk construction work (reg 291(f)).'],
  ['tunnel', 'Construction work in or near a tunnel is high-risk construction work (reg 291(g)(ii)).'],
  ['explosives', 'Construction work that uses explosives is high-risk construction work (reg 291(h)).'],
  ['gas-mains', 'Construction work on or near pressurised gas distribution mains or piping is high-risk construction work (reg 291(i)).'],
  [
    'chemical-fuel-refrigerant-lines',
    'Construction work on or near chemical, fuel or refrigerant lines is high-risk construction work (reg 291(j)).',
  ],
  [
    'energised-electrical',
    'Construction work on or near energised electrical installations or services is high-risk construction work (reg 291(k)).',
  ],
  [
    'contaminated-atmosphere',
    'Construction work in an area that may have a contaminated or flammable atmosphere is high-risk construction work (reg 291(l)).',
  ],
  ['tilt-up-precast', 'Construction work involving tilt-up or precast concrete is high-risk construction work (reg 291(m)).'],
  [
    'traffic-corridor',
    'Construction work on, in or next to a road, railway, shipping lane or other traffic corridor in use by traffic other than pedestrians is high-risk construction work (reg 291(n)).',
  ],
  ['powered-mobile-plant', 'Construction work in an area where powered mobile plant moves is high-risk construction work (reg 291(o)).'],
  [
    'temperature-extremes',
    'Construction work in an area with artificial extremes of temperature is high-risk construction work (reg 291(p)).',
  ],
  ['drowning', 'Construction work in or near water or other liquid with a risk of drowning is high-risk construction work (reg 291(q)).'],
  ['diving', 'Construction work that involves diving work is high-risk construction work (reg 291(r)).'],
];

export const WHS_RULES: Rule[] = [
  {
    id: 'au-hrcw-fall-height',
    jurisdiction: 'AU',
    topic: 'high-risk-work',
    work: ['construction'],
    statement: 'Construction work with a risk of a person falling more than 2 metres is high-risk construction work (reg 291(a)).',
    value: { kind: 'length', metres: 2, comparison: 'over' },
    sources: [NSW_REG_291, CTH_REGS],
    checked: CHECKED,
  },
  {
    id: 'sa-hrcw-fall-height-to-2026-06-30',
    replaces: ['au-hrcw-fall-height'],
    jurisdiction: 'SA',
    topic: 'high-risk-work',
    work: ['construction', 'roofing', 'working at heights'],
    statement:
      'In South Australia until 30 June 2026, construction work with a risk of a person falling more than 3 m is high-risk construction work (a SWMS is needed before it starts)',
    value: { kind: 'length', metres: 3, comparison: 'over' },
    effectiveTo: '2026-06-30',
    sources: [SA_REGS, SA_NEWS],
    checked: CHECKED,
  },
  {
    id: 'sa-hrcw-fall-height-2026',
    replaces: ['au-hrcw-fall-height'],
    jurisdiction: 'SA',
    topic: 'high-risk-work',
    work: ['construction', 'roofing', 'working at heights'],
    statement:
      'In South Australia from 1 July 2026, construction work with a risk of a person falling more than 2 m is high-risk construction work, so a SWMS is needed before it starts',
    value: { kind: 'length', metres: 2, comparison: 'over' },
    effectiveFrom: '2026-07-01',
    sources: [SA_REGS, SA_NEWS],
    checked: CHECKED,
    caution:
      'The 1 July 2026 date was read in SafeWork SA’s announcement as reported by the trade press; the amending regulation on the SA register was not opened.',
  },
  {
    // Not a SWMS trigger (QLD's is the national 2 m): the height from which housing work must have fall prevention. It was
    // only a figure of the prose entry, so a 2.7 m guard-rail question on a house got the SWMS row's "yes".
    id: 'qld-housing-fall-prevention',
    jurisdiction: 'QLD',
    topic: 'threshold',
    work: ['housing construction', 'fall prevention'],
    statement:
      'In Queensland housing construction, fall prevention is mandatory where a person could fall 3 m or more (in other construction, specific control measures apply from 2 m)',
    value: { kind: 'length', metres: 3, comparison: 'atLeast' },
    sources: [QLD_HEIGHTS],
    checked: '2026-11-21',
  },
  {
    id: 'au-hrcw-trench-depth',
    jurisdiction: 'AU',
    topic: 'high-risk-work',
    work: ['construction'],
    statement: 'Construction work in or near a shaft or trench deeper than 1.5 metres is high-risk construction work (reg 291(g)(i)).',
    value: { kind: 'length', metres: 1.5, comparison: 'over' },
    sources: [NSW_REG_291, CTH_REGS],
    checked: CHECKED,
  },
  ...CATEGORY_ROWS.map(([key, statement]): Rule => ({
    id: `au-hrcw-${key}`,
    jurisdiction: 'AU',
    topic: 'high-risk-work',
    work: ['construction'],
    statement,
    value: { kind: 'any-value' },
    sources: [NSW_REG_291, CTH_REGS],
    checked: CHECKED,
  })),
  {
    id: 'au-asbestos-likely-building-year',
    jurisdiction: 'AU',
    topic: 'high-risk-work',
    work: ['construction'],
    statement: 'A building built before 1990 is likely to contain asbestos; treat disturbing its materials as likely asbestos work.',
    value: { kind: 'text', text: '1990' },
    sources: [
      {
        url: 'https://msc.qld.gov.au/council/environment-and-health/asbestos-awareness/',
        title: 'Mackay Regional Council — asbestos awareness: homes built before 1990 are likely to have some asbestos',
        grade: 'A',
      },
    ],
    checked: CHECKED,
    caution: 'A rule of thumb (a council page, not a regulation); asbestos may be present in later buildings — ask the owner and look.',
  },
  {
    id: 'au-swms-before-work',
    jurisdiction: 'AU',
    topic: 'high-risk-work',
    work: ['construction'],
    statement:
      'A safe work method statement must be prepared before high-risk construction work starts, stating the work, its hazards and risks, and the control measures and how they are put in place, monitored and reviewed (reg 299).',
    value: { kind: 'any-value' },
    sources: [CTH_REGS, SA_REG_299, ACT_SWMS],
    checked: CHECKED,
  },
  {
    id: 'au-swms-copy-principal-contractor',
    jurisdiction: 'AU',
    topic: 'high-risk-work',
    work: ['construction'],
    statement: 'On a construction project, give the principal contractor a copy of the SWMS before the high-risk work starts (reg 302).',
    value: { kind: 'any-value' },
    sources: [CTH_REGS, SA_REG_299, ACT_SWMS],
    checked: CHECKED,
  },
  {
    id: 'au-swms-retention-until-done',
    jurisdiction: 'AU',
    topic: 'retention',
    work: ['construction'],
    statement: 'Keep the SWMS until the high-risk construction work it covers is finished (reg 303).',
    value: { kind: 'text', text: 'until the work is completed' },
    sources: [CTH_REGS, SA_REG_299, ACT_SWMS],
    checked: CHECKED,
  },
  {
    id: 'au-swms-retention-notifiable-incident',
    jurisdiction: 'AU',
    topic: 'retention',
    work: ['construction'],
    statement: 'If a notifiable incident happens during the work, keep the SWMS for at least 2 years after the incident (reg 303).',
    value: { kind: 'days', days: 730, counting: 'calendar', from: 'the notifiable incident' },
    sources: [CTH_REGS, SA_REG_299, ACT_SWMS],
    checked: CHECKED,
  },
  {
    id: 'au-swms-review',
    jurisdiction: 'AU',
    topic: 'review',
    work: ['construction'],
    statement:
      'Review the SWMS when the work or its conditions change or a control does not work (regs 38, 302), and at least every 12 months.',
    value: { kind: 'days', days: 365, counting: 'calendar', from: 'the SWMS was written or last reviewed' },
    sources: [CTH_REGS, SA_REG_299, ACT_SWMS],
    checked: CHECKED,
    caution:
      'The regulations set no fixed period: review is due when work or conditions change. 12 months is the product’s longest gap between reviews, not a legal figure.',
  },
];
