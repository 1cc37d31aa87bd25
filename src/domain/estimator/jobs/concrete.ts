/** Concrete slabs, paths and driveways poured on ground. */
import { planAssumption, planSize } from '../plan';
import { buy, fmt } from '../quantities';
import { item, recognised, sizeLabel, type JobEstimator } from '../result';
import type { MaterialItem } from '../schema';

const DEFAULT_THICKNESS_M = 0.1;
const CONCRETE_WASTE = 0.1;
const BAGS_PER_M3 = 108; // 20 kg premix bags
const BAGGED_UP_TO_M3 = 0.25; // below this, hand-mixed bags beat a truck's minimum charge
const MESH_SHEET = { length: 6, width: 2.4, lap: 0.2 };
const MESH_COVER_M2 = (MESH_SHEET.length - MESH_SHEET.lap) * (MESH_SHEET.width - MESH_SHEET.lap); // 12.76 m²
const BAR_CHAIRS_PER_M2 = 2;
const FORMWORK_WASTE = 0.1;
const PEG_SPACING_M = 1;
const MEMBRANE_LAPS = 0.15;
const SUB_BASE_DEPTH_M = 0.075;

interface Kind {
  pattern: RegExp;
  name: string;
  mesh: 'SL72' | 'SL82';
  typical: { length: number; width: number };
}

const KINDS: Kind[] = [
  { pattern: /\bdrive\s*ways?\b/, name: 'driveway', mesh: 'SL82', typical: { length: 6, width: 3 } },
  { pattern: /\b(?:foot\s*)?path(?:way)?s?\b|\bwalkways?\b/, name: 'path', mesh: 'SL72', typical: { length: 6, width: 1.2 } },
];
const SLAB: Kind = { pattern: /./, name: 'slab', mesh: 'SL82', typical: { length: 6, width: 3 } };

export const concrete: JobEstimator = {
  matches: (text) => /\bconcret(?:e|ing|er)\b|\bslabs?\b|\bdrive\s*ways?\b/.test(text),
  estimate({ text, description, dims }) {
    const kind = KINDS.find((k) => k.pattern.test(text)) ?? SLAB;
    const plan = planSize(dims, kind.typical);
    const thickness = dims.thickness ?? dims.depth ?? DEFAULT_THICKNESS_M;
    const { area, perimeter } = plan;
    const volume = area * thickness * (1 + CONCRETE_WASTE);
    const bagged = volume <= BAGGED_UP_TO_M3;
    const mm = Math.round(thickness * 1000);

    const concreteItem: MaterialItem = bagged
      ? item('Concrete premix (20 kg bag)', buy(volume * BAGS_PER_M3), 'bag', `${fmt(volume)} m³ at ${BAGS_PER_M3} bags per m³`)
      : item('Ready-mix concrete 25 MPa', buy(volume), 'm³', `Needs ${fmt(volume)} m³; most plants sell in 0.2 m³ steps`);

    return recognised({
      title: `Concrete ${kind.name} — ${sizeLabel(plan)}, ${mm} mm thick`,
      description,
      projectType: 'Concreting',
      assumptions: [
        ...planAssumption(plan, `a ${kind.name}`),
        ...(dims.thickness === undefined && dims.depth === undefined ? [`No thickness given, so ${DEFAULT_THICKNESS_M * 1000} mm.`] : []),
        `Concrete: ${fmt(area)} m² x ${fmt(thickness)} m + 10% waste = ${fmt(volume)} m³` +
          (bagged
            ? `, small enough to hand-mix from bags (${BAGS_PER_M3} x 20 kg per m³).`
            : ', ordered as ready-mix and rounded up to whole m³.'),
        `Mesh: ${kind.mesh} sheets 6 x 2.4 m, lapped 200 mm each way so each covers ${fmt(MESH_COVER_M2)} m²; ` +
          `${kind.mesh === 'SL72' ? 'SL72 suits paths' : 'SL82 suits slabs and driveways'}. An engineer's design overrides this.`,
        `Bar chairs about ${BAR_CHAIRS_PER_M2} per m² to hold the mesh at cover.`,
        `Formwork around the perimeter (${fmt(perimeter)} m) + 10% for laps, pegged every ${PEG_SPACING_M} m.`,
        `Plastic membrane (200 µm) over the area + 15% for laps and edges; ${SUB_BASE_DEPTH_M * 1000} mm of compacted crushed rock under it.`,
      ],
      items: [
        concreteItem,
        item(
          `Reinforcing mesh ${kind.mesh} (6 x 2.4 m sheet)`,
          buy(area / MESH_COVER_M2),
          'sheet',
          `${fmt(area)} m² / ${fmt(MESH_COVER_M2)} m² per sheet`,
        ),
        item('Bar chairs 40/50 mm', buy(area * BAR_CHAIRS_PER_M2), 'pc', `${BAR_CHAIRS_PER_M2} per m²`),
        item(`Formwork timber (${mm} mm deep)`, buy(perimeter * (1 + FORMWORK_WASTE)), 'm', `Perimeter ${fmt(perimeter)} m + 10%`),
        item('Formwork pegs', buy(perimeter / PEG_SPACING_M), 'pc', `One per ${PEG_SPACING_M} m of form`),
        item('Plastic membrane 200 µm', buy(area * (1 + MEMBRANE_LAPS)), 'm²', `${fmt(area)} m² + 15% for laps`),
        item('Crushed rock sub-base (20 mm)', buy(area * SUB_BASE_DEPTH_M), 'm³', `${fmt(area)} m² x ${SUB_BASE_DEPTH_M} m compacted`),
      ],
    });
  },
};
