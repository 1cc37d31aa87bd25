import { KB_ENTRIES } from './entries/index';
import { normaliseState } from './parse';
import type { Grade, RegulatorArea, State } from './types';

export interface RegulatorInfo {
  area: RegulatorArea;
  name: string;
  url: string;
  grade: Grade;
  entryId: string;
  /** True for national bodies (Safe Work Australia, the ATO) listed for every state. */
  national: boolean;
}

const AREA_ORDER: RegulatorArea[] = [
  'building',
  'electrical',
  'plumbing',
  'gas',
  'homeWarranty',
  'safety',
  'tax',
  'wages',
  'standards',
  'payments',
  'refrigerant',
  'levies',
];

/** Who to ask in a state or territory (sheet §0, plus the WHS and tax bodies the sheet names). */
export function listRegulators(state: State | string): RegulatorInfo[] {
  const s = normaliseState(state);
  if (!s) return [];
  const out: RegulatorInfo[] = [];
  for (const e of KB_ENTRIES) {
    if (!e.regulator || e.superseded) continue;
    const national = e.states.includes('ALL');
    if (!national && !e.states.includes(s)) continue;
    out.push({ area: e.regulator.area, name: e.regulator.name, url: e.source.url, grade: e.source.grade, entryId: e.id, national });
  }
  // State bodies before national ones within an area, so "safety" in NSW names SafeWork NSW first.
  return out.sort((a, b) => AREA_ORDER.indexOf(a.area) - AREA_ORDER.indexOf(b.area) || Number(a.national) - Number(b.national));
}

/** The regulator for an area, falling back to the state's building regulator when the sheet has none for that area. */
export function regulatorFor(state: State, area: RegulatorArea): { regulator: RegulatorInfo; exact: boolean } | undefined {
  const all = listRegulators(state);
  const exact = all.find((r) => r.area === area);
  if (exact) return { regulator: exact, exact: true };
  const building = all.find((r) => r.area === 'building');
  return building ? { regulator: building, exact: false } : undefined;
}

const AREA_BY_CONCEPT: Array<[string, RegulatorArea]> = [
  // the question names the body itself
  ['#esv', 'electrical'],
  ['#eso', 'electrical'],
  ['#energysafetywa', 'electrical'],
  ['#rshq', 'gas'],
  ['#plumbingboard', 'plumbing'],
  ['#otr', 'electrical'],
  // a construction-industry levy (long service leave, training) is the levy body's, whatever the job
  ['#levy', 'levies'],
  // refrigerant handling is licensed nationally (ARC), not by the state's building or electrical body
  ['#refrigerant', 'refrigerant'],
  ['#electricalpaper', 'electrical'],
  ['#standardtext', 'standards'],
  ['#surcharge', 'payments'],
  // an unpaid invoice or payment claim is security of payment, which the state's building regulator runs, whatever the trade
  ['#sop', 'building'],
  ['#wages', 'wages'],
  // what a contract may say (deposit, cooling-off) is the building regulator's, whoever asks
  ['#deposit', 'building'],
  ['#coolingoff', 'building'],
  ['#contract', 'building'],
  // an owner-builder's permit is the building regulator's, whatever course or card it takes
  ['#ownerbuilder', 'building'],
  ['#workerscomp', 'safety'],
  ['#homewarranty', 'homeWarranty'],
  ['#rcd', 'electrical'],
  ['#solar', 'electrical'],
  ['#electrical', 'electrical'],
  ['#gas', 'gas'],
  ['#plumbing', 'plumbing'],
  ['#hotwater', 'plumbing'],
  ['#backflow', 'plumbing'],
  ['#pca', 'plumbing'],
  ['#asbestos', 'safety'],
  ['#swms', 'safety'],
  ['#hrcw', 'safety'],
  ['#heights', 'safety'],
  ['#whitecard', 'safety'],
  ['#plantticket', 'safety'],
  ['#silica', 'safety'],
  // a notice of work or Form 4 is the building (or plumbing) regulator's, however an invoice dates it
  ['#notice', 'building'],
  ['#gst', 'tax'],
  ['#bas', 'tax'],
  ['#incometax', 'tax'],
  ['#wagetax', 'tax'],
  ['#abn', 'tax'],
  ['#invoice', 'tax'],
  ['#tpar', 'tax'],
  ['#super', 'tax'],
  ['#records', 'tax'],
  ['#turnover', 'tax'],
  // a WHS regulator named ("WorkSafe"), when nothing else the question names has a body of its own
  ['#worksafe', 'safety'],
];

const AREA_BY_TRADE: Record<string, RegulatorArea> = { electrician: 'electrical', plumber: 'plumbing', gasfitter: 'gas' };

/** Which kind of regulator a question is for: what it talks about first, then who is asking. */
export function areaForQuestion(concepts: string[], trade?: string): RegulatorArea {
  for (const [concept, area] of AREA_BY_CONCEPT) if (concepts.includes(concept)) return area;
  return (trade && AREA_BY_TRADE[trade]) || 'building';
}
