/** Floor tiling: bathroom, ensuite, laundry, toilet, kitchen or any floor. */
import { planAssumption, planSize } from '../plan';
import { buy, fmt } from '../quantities';
import { capitalise, item, recognised, sizeLabel, type JobEstimator } from '../result';
import { silicone, tilesAndGlue, trims, waterproofing } from './tiling-materials';

const FLOOR_ADHESIVE_M2_PER_BAG = 4; // 10 mm notched trowel
const CLIPS_PER_M2 = 10; // 600 x 300 mm tiles
const CLIPS_PER_BAG = 100;
const UPTURN_M = 0.15; // AS 3740: membrane turned up 150 mm at the walls

interface Room {
  pattern: RegExp;
  name: string;
  /** A wet area under AS 3740, so the floor is waterproofed. */
  wet: boolean;
  typical: { length: number; width: number };
}

// Order matters: "ensuite bathroom" is an ensuite, "laundry toilet" a laundry.
const ROOMS: Room[] = [
  { pattern: /\bensuite\b/, name: 'ensuite', wet: true, typical: { length: 2.4, width: 1.8 } },
  { pattern: /\bbath(?:room)?s?\b/, name: 'bathroom', wet: true, typical: { length: 2.5, width: 2 } },
  { pattern: /\blaundry\b/, name: 'laundry', wet: true, typical: { length: 2, width: 1.8 } },
  { pattern: /\b(?:toilet|wc|powder room)\b/, name: 'toilet', wet: true, typical: { length: 1.5, width: 0.9 } },
  { pattern: /\bshower\b/, name: 'shower', wet: true, typical: { length: 1.2, width: 0.9 } },
  { pattern: /\bkitchen\b/, name: 'kitchen', wet: false, typical: { length: 4, width: 3 } },
];
const ANY_FLOOR: Room = { pattern: /./, name: 'floor', wet: false, typical: { length: 4, width: 3 } };

export const floorTiling: JobEstimator = {
  matches: (text) => /\b(?:re-?)?til(?:e|es|ed|ing|er)\b/.test(text),
  estimate({ text, description, dims }) {
    const room = ROOMS.find((r) => r.pattern.test(text)) ?? ANY_FLOOR;
    const plan = planSize(dims, room.typical);
    const { area, perimeter } = plan;
    const roomLabel = room === ANY_FLOOR ? 'Floor tiling' : `${capitalise(room.name)} floor tiling`;
    const tiling = tilesAndGlue(area, FLOOR_ADHESIVE_M2_PER_BAG, '10 mm notched trowel');

    const items = [...tiling.items];
    const assumptions = [
      ...planAssumption(plan, room === ANY_FLOOR ? 'a floor' : `a ${room.name} floor`),
      `Floor ${sizeLabel(plan)}: ${fmt(area)} m², perimeter ${fmt(perimeter)} m.`,
      ...tiling.assumptions,
    ];
    if (room.wet) {
      const membraneArea = area + perimeter * UPTURN_M;
      const wp = waterproofing(membraneArea, perimeter, `floor ${fmt(area)} m² + 150 mm upturn x ${fmt(perimeter)} m perimeter`);
      items.push(...wp.items);
      assumptions.push(...wp.assumptions);
      if (/\bshower\b/.test(text) && !/\bwalls?\b/.test(text)) {
        assumptions.push(
          'Shower walls must also be waterproofed to at least 1800 mm above the floor: estimate them as a separate wall tiling job.',
        );
      }
    } else {
      assumptions.push(`A ${room.name} is not a wet area under AS 3740, so no membrane is listed.`);
    }
    if (/\bwalls?\b/.test(text)) {
      assumptions.push('Walls are not included: estimate them as a separate wall tiling job.');
    }
    items.push(
      trims(perimeter, 'edges (full perimeter)'),
      item(
        `Tile levelling clips (bag of ${CLIPS_PER_BAG})`,
        buy((area * CLIPS_PER_M2) / CLIPS_PER_BAG),
        'bag',
        `About ${CLIPS_PER_M2} per m²; wedges are reused`,
      ),
      silicone(perimeter, 'perimeter movement joint'),
    );
    assumptions.push(
      'Trim: edge trim around the full perimeter in 2.5 m lengths (fewer if the wall tiles come down to the floor).',
      `Levelling clips: about ${CLIPS_PER_M2} per m² (600 x 300 mm tiles), bags of ${CLIPS_PER_BAG}.`,
      'Silicone: perimeter movement joint and around fixtures, about 8 m per 300 mL tube.',
    );

    return recognised({
      title: `${roomLabel} — ${sizeLabel(plan)}`,
      description,
      projectType: 'Tiling',
      assumptions,
      items,
    });
  },
};
