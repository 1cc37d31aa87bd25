/** Laying a new lawn from turf. */
import { planAssumption, planSize } from '../plan';
import { buy, fmt } from '../quantities';
import { item, recognised, sizeLabel, type JobEstimator } from '../result';

const TURF_SPARE = 0.05; // cuts at the edges
const UNDERLAY_DEPTH_M = 0.1;
const FERTILISER_M2_PER_BAG = 100; // 2.5 kg starter fertiliser
const EDGING_LENGTH_M = 2.4;
const TYPICAL_LAWN = { length: 10, width: 5 };

export const turf: JobEstimator = {
  matches: (text) => /\b(?:turf(?:ing)?|lawns?|sod|instant\s+lawn)\b/.test(text),
  estimate({ text, description, dims }) {
    const plan = planSize(dims, TYPICAL_LAWN);
    const { area, perimeter } = plan;
    const wantsEdging = /\bedg(?:e|es|ing)\b/.test(text);
    const items = [
      item('Turf', buy(area * (1 + TURF_SPARE)), 'm²', `${fmt(area)} m² + 5%`),
      item('Turf underlay soil', buy(area * UNDERLAY_DEPTH_M), 'm³', `${fmt(area)} m² x ${UNDERLAY_DEPTH_M * 1000} mm`),
      item('Lawn starter fertiliser (2.5 kg bag)', buy(area / FERTILISER_M2_PER_BAG), 'bag', `About ${FERTILISER_M2_PER_BAG} m² per bag`),
    ];
    if (wantsEdging) {
      items.push(
        item(`Lawn edging (${EDGING_LENGTH_M} m length)`, buy(perimeter / EDGING_LENGTH_M), 'length', `${fmt(perimeter)} m perimeter`),
      );
    }
    return recognised({
      title: `New turf — ${sizeLabel(plan)}`,
      description,
      projectType: 'Landscaping',
      assumptions: [
        ...planAssumption(plan, 'a lawn'),
        `Lawn area ${fmt(area)} m²; turf sold by the m², 5% extra for cuts at the edges.`,
        `${UNDERLAY_DEPTH_M * 1000} mm of turf underlay over the prepared ground = ${fmt(area * UNDERLAY_DEPTH_M)} m³, rounded up to whole m³.`,
        `Starter fertiliser: one 2.5 kg bag per ${FERTILISER_M2_PER_BAG} m².`,
        ...(wantsEdging ? [`Edging around the ${fmt(perimeter)} m perimeter in ${EDGING_LENGTH_M} m lengths.`] : []),
        'Lay turf the day it arrives and water it in well.',
      ],
      items,
    });
  },
};
