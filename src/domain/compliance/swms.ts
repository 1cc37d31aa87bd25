import * as v from 'valibot';
import { addDaysIso, isIsoDate, type IsoDate } from '../dates';
import type { CategoryKey } from './high-risk';
import { CATEGORY_TITLES } from './high-risk';
import { ruleById } from './rules-lookup';

/**
 * A safe work method statement's content (reg 299(2)–(3)): the high-risk work, its hazards and risks, the control
 * measures and how they are put in place, monitored and reviewed, plus the site details principal contractors ask
 * for. Stored as one JSON document per version (swmsVersion rows); a version with a sign-on is never changed — an
 * edit after a signature makes the next version (FieldInsight's rule), and every worker signs again.
 */
const text = (label: string, max: number) => v.pipe(v.string(`${label} must be text`), v.maxLength(max, `${label} is too long`));

export const CONTROL_LEVELS = ['eliminate', 'substitute', 'isolate', 'engineering', 'administrative', 'ppe'] as const;
export type ControlLevel = (typeof CONTROL_LEVELS)[number];
export const CONTROL_LEVEL_LABELS: Record<ControlLevel, string> = {
  eliminate: 'Eliminate',
  substitute: 'Substitute',
  isolate: 'Isolate',
  engineering: 'Engineering',
  administrative: 'Administrative',
  ppe: 'PPE',
};

const SwmsRow = v.object({
  category: text('Category', 80),
  hazard: text('Hazard', 1000),
  controls: text('Controls', 4000),
  monitoring: text('Monitoring', 1000),
});
export const SwmsContent = v.object({
  title: v.pipe(text('Title', 200), v.nonEmpty('Title is required')),
  work: text('Work description', 2000),
  categories: v.pipe(v.array(text('Category', 80)), v.maxLength(30)),
  siteAddress: text('Site address', 400),
  principalContractor: text('Principal contractor', 200),
  principalContractorEmail: text('Principal contractor email', 200),
  emergencyContacts: text('Emergency contacts', 1000),
  ppe: text('PPE', 1000),
  plant: text('Plant', 1000),
  rows: v.pipe(v.array(SwmsRow), v.maxLength(60)),
  reviewDate: v.pipe(
    v.string(),
    v.check((s: string) => isIsoDate(s), 'Review date must be a date (YYYY-MM-DD)'),
  ),
});
export type SwmsContent = v.InferOutput<typeof SwmsContent>;
export type SwmsRow = v.InferOutput<typeof SwmsRow>;

/**
 * A business's reusable SWMS template: the parts of a SWMS that carry from job to job — the high-risk categories,
 * hazards and controls, PPE and plant — never a job's site details, review date or signatures.
 */
export const SwmsTemplateContent = v.object({
  categories: SwmsContent.entries.categories,
  rows: SwmsContent.entries.rows,
  ppe: SwmsContent.entries.ppe,
  plant: SwmsContent.entries.plant,
});
export type SwmsTemplateContent = v.InferOutput<typeof SwmsTemplateContent>;

/** What a template keeps of a SWMS (copies: the template never shares arrays with the version it came from). */
export function templateOf(content: SwmsContent): SwmsTemplateContent {
  return { categories: [...content.categories], rows: content.rows.map((r) => ({ ...r })), ppe: content.ppe, plant: content.plant };
}

/** A new SWMS for a job from a template: the template's work content, the job's own site details. */
export function contentFromTemplate(
  template: SwmsTemplateContent,
  job: { title: string; site: string; notes: string },
  written: IsoDate,
): SwmsContent {
  return {
    title: job.title,
    work: job.notes.slice(0, 2000),
    categories: [...template.categories],
    siteAddress: job.site,
    principalContractor: '',
    principalContractorEmail: '',
    emergencyContacts: 'Emergency 000',
    ppe: template.ppe,
    plant: template.plant,
    rows: template.rows.map((r) => ({ ...r })),
    reviewDate: latestReviewDate(written),
  };
}

const CODE = 'Safe Work Australia, Code of Practice: Construction work';
const FALLS = 'Safe Work Australia, Code of Practice: Managing the risk of falls at workplaces';
const ASBESTOS = 'Safe Work Australia, Code of Practice: How to safely remove asbestos';
const ELECTRICAL = 'Safe Work Australia, Code of Practice: Managing electrical risks in the workplace';
const CONFINED = 'Safe Work Australia, Code of Practice: Confined spaces';
const EXCAVATION = 'Safe Work Australia, Code of Practice: Excavation work';

/** Suggested hazards and controls per category, by the hierarchy of controls, each from the code it follows. */
export const SUGGESTIONS: Partial<
  Record<CategoryKey, { hazard: string; controls: Partial<Record<ControlLevel, string>>; monitoring: string; source: string }>
> = {
  fall: {
    hazard: 'Falls from roof edges, openings, brittle roofing, ladders and scaffolds.',
    controls: {
      eliminate: 'Do the work from the ground where possible (prefabricate, use extension tools).',
      isolate: 'Edge protection or guard rails on open edges; cover and mark openings and skylights.',
      engineering:
        'Work platform, scaffold or EWP instead of a ladder; fall-arrest or restraint system where a platform is not practicable.',
      administrative: 'Only trained workers at height; exclusion zone below; rescue plan for anyone in a harness.',
      ppe: 'Harness with anchor rated for the load; non-slip footwear; hard hat.',
    },
    monitoring: 'Supervisor checks edge protection and anchors before each shift and after weather.',
    source: FALLS,
  },
  trench: {
    hazard: 'Trench collapse, falling into the excavation, striking underground services.',
    controls: {
      eliminate: 'Locate services (Before You Dig) and avoid digging where services run.',
      engineering: 'Bench, batter or shore the trench walls; keep spoil back from the edge.',
      administrative: 'Barriers around the excavation; competent person inspects daily and after rain.',
      ppe: 'Hard hat, high-visibility clothing, safety boots.',
    },
    monitoring: 'Daily inspection of walls and shoring recorded on the job.',
    source: EXCAVATION,
  },
  'energised-electrical': {
    hazard: 'Electric shock or arc flash from live conductors.',
    controls: {
      eliminate: 'De-energise: isolate, lock out and tag the supply before work.',
      isolate: 'Test for dead before touching; barriers and insulating covers on nearby live parts.',
      administrative: 'Live work only where permitted, with a safety observer and a written risk assessment.',
      ppe: 'Insulated tools, arc-rated clothing and gloves matched to the hazard.',
    },
    monitoring: 'Lock-out register checked at each isolation; test-for-dead recorded.',
    source: ELECTRICAL,
  },
  asbestos: {
    hazard: 'Breathing asbestos fibres when cutting, drilling or removing suspect material.',
    controls: {
      eliminate: 'Have suspect material identified (sample or asbestos register) before work; route around it.',
      substitute: 'Hand tools and wet methods instead of power tools.',
      isolate: 'Licensed removalist for removal beyond the unlicensed limit; enclose the work area.',
      administrative: 'Asbestos awareness training; signage; waste bagged and disposed of as asbestos waste.',
      ppe: 'P2 respirator fitted to the worker; disposable coveralls.',
    },
    monitoring: 'Supervisor checks wet methods and PPE during the task; clearance before re-occupation.',
    source: ASBESTOS,
  },
  'confined-space': {
    hazard: 'Oxygen deficiency, toxic or flammable gases, engulfment.',
    controls: {
      eliminate: 'Do the work from outside the space where possible.',
      engineering: 'Forced ventilation; gas testing before and during entry.',
      administrative: 'Entry permit; standby person outside; rescue plan and equipment ready.',
      ppe: 'Gas detector worn; harness and retrieval line where suitable.',
    },
    monitoring: 'Continuous gas monitoring; permit closed out after the work.',
    source: CONFINED,
  },
};

/** Rows suggested for the categories that apply (any without a sourced entry gets an empty row to fill in). */
export function suggestedRows(categories: CategoryKey[]): SwmsRow[] {
  return categories.map((key) => {
    const s = SUGGESTIONS[key];
    const controls = s
      ? CONTROL_LEVELS.flatMap((level) => (s.controls[level] ? [`${CONTROL_LEVEL_LABELS[level]}: ${s.controls[level]}`] : [])).join('\n')
      : '';
    return { category: CATEGORY_TITLES[key], hazard: s?.hazard ?? '', controls, monitoring: s?.monitoring ?? '' };
  });
}

export function suggestionSource(key: CategoryKey): string {
  return SUGGESTIONS[key]?.source ?? CODE;
}

/** The latest review date allowed: the review rule's days after the day it is written or reviewed. */
export function latestReviewDate(written: IsoDate): IsoDate {
  const rule = ruleById('au-swms-review');
  return rule.value.kind === 'days' ? addDaysIso(written, rule.value.days) : written;
}

export interface VersionLike {
  id: string;
  swmsId: string;
  version: number;
}
export interface SignOnLike {
  versionId: string;
  name: string;
}

/**
 * An edit's effect: patch the latest version only while it is unsent (only on the device that made it) and nobody has
 * signed it; else start the next version.
 */
export function editPlan(latest: VersionLike, signOns: SignOnLike[], unsent: boolean): 'patch' | 'new-version' {
  return unsent && !signOns.some((s) => s.versionId === latest.id) ? 'patch' : 'new-version';
}

/**
 * Who still has to sign the latest version: everyone who signed an earlier version and not this one (by name,
 * case-insensitive) — "asks everyone to sign again".
 */
export function missingSignatures(versions: VersionLike[], signOns: SignOnLike[]): string[] {
  if (versions.length === 0) return [];
  const latest = versions.reduce((a, b) => (b.version > a.version ? b : a));
  const norm = (s: string) => s.trim().toLowerCase();
  const signedLatest = new Set(signOns.filter((s) => s.versionId === latest.id).map((s) => norm(s.name)));
  const earlier = new Set(versions.filter((x) => x.id !== latest.id).map((x) => x.id));
  const out = new Map<string, string>();
  for (const s of signOns) if (earlier.has(s.versionId) && !signedLatest.has(norm(s.name))) out.set(norm(s.name), s.name.trim());
  return [...out.values()];
}
