/** Boundary fencing: Colorbond steel or timber paling. */
import type { Dimensions } from '../dimensions';
import { runLength } from '../plan';
import { buy, fmt, rectanglePerimeter, roundUp, stockLengthFor } from '../quantities';
import { item, recognised, type JobEstimator } from '../result';
import type { MaterialItem } from '../schema';

const POST_SPACING_M = 2.4;
const DEFAULT_HEIGHT_M = 1.8;
const DEFAULT_LENGTH_M = 20;
const POST_EMBED_M = 0.6;
const POST_LENGTHS_M = [2.1, 2.4, 2.7, 3.0];
const CONCRETE_BAGS_PER_POST = 2; // 20 kg rapid-set
const COLORBOND_SHEETS_PER_BAY = 3;
const PALINGS_PER_M = 10; // 100 mm palings butted
const PALING_SPARE = 0.05; // splits and rejects
const NAILS_PER_PALING_PER_RAIL = 2;
const NAILS_PER_KG = 250; // 50 x 2.8 mm galvanised

function fenceLength(dims: Dimensions): { length: number; note?: string } {
  const run = runLength(dims);
  if (run !== undefined) return { length: run };
  if (dims.length !== undefined && dims.width !== undefined) {
    const length = rectanglePerimeter(dims.length, dims.width);
    return {
      length,
      note: `Fencing all four sides of ${fmt(dims.length)} x ${fmt(dims.width)} m = ${fmt(length)} m; take off any side that is a wall or an existing fence.`,
    };
  }
  return { length: DEFAULT_LENGTH_M, note: `No length found, so assumed ${DEFAULT_LENGTH_M} m. Add the length (e.g. '30 m of fence').` };
}

export const fencing: JobEstimator = {
  // Pool fences have their own barrier rules and materials; better unrecognised than wrong.
  matches: (text) => /\b(?:fenc(?:e|es|ing)|palings?)\b/.test(text) && !/\bpool\b/.test(text),
  estimate({ text, description, dims }) {
    const { length, note } = fenceLength(dims);
    const height = dims.height ?? DEFAULT_HEIGHT_M;
    const timber = /\b(?:palings?|timber|pine|wooden|lapped)\b/.test(text) && !/\bcolou?rbond\b/.test(text);
    const bays = roundUp(length / POST_SPACING_M);
    const posts = bays + 1;
    const postLength = stockLengthFor(height + POST_EMBED_M, POST_LENGTHS_M);
    const concreteBags = posts * CONCRETE_BAGS_PER_POST;
    const assumptions = [
      ...(note ? [note] : []),
      ...(dims.height === undefined ? [`No height given, so ${DEFAULT_HEIGHT_M} m.`] : []),
      `Posts at ${POST_SPACING_M} m spacing: ${fmt(length)} / ${POST_SPACING_M} rounded up = ${bays} bays, + 1 = ${posts} posts, ` +
        `${fmt(postLength)} m long (${POST_EMBED_M * 1000} mm in the ground), each set in ${CONCRETE_BAGS_PER_POST} x 20 kg bags of rapid-set concrete.`,
    ];
    let items: MaterialItem[];
    if (timber) {
      const railsPerBay = height > 1.5 ? 3 : 2;
      const palings = buy(length * PALINGS_PER_M * (1 + PALING_SPARE));
      const nails = palings * railsPerBay * NAILS_PER_PALING_PER_RAIL;
      items = [
        item(`Fence posts 100 x 75 mm H4 treated pine, ${fmt(postLength)} m`, posts, 'pc'),
        item('Fence rails 75 x 50 mm H3 treated pine, 2.4 m', bays * railsPerBay, 'pc', `${railsPerBay} per bay x ${bays} bays`),
        item(`Palings 100 x 12 mm treated pine, ${fmt(height)} m`, palings, 'pc', `${PALINGS_PER_M} per m + 5%`),
        item('Galvanised nails 50 x 2.8 mm', buy(nails / NAILS_PER_KG), 'kg', `${nails} nails, about ${NAILS_PER_KG} per kg`),
        item('Rapid-set concrete (20 kg bag)', concreteBags, 'bag', `${CONCRETE_BAGS_PER_POST} per post`),
      ];
      assumptions.push(
        `${railsPerBay} rails per bay (3 for fences over 1.5 m high); 100 mm palings butted, ${PALINGS_PER_M} per metre + 5% spare.`,
        `Nails: ${NAILS_PER_PALING_PER_RAIL} per paling at each rail = ${palings} x ${railsPerBay} x ${NAILS_PER_PALING_PER_RAIL} = ${nails}.`,
      );
    } else {
      items = [
        item(`Colorbond fence posts, ${fmt(postLength)} m`, posts, 'pc'),
        item('Colorbond fence rails (top and bottom), 2.4 m', bays * 2, 'pc', `2 per bay x ${bays} bays`),
        item(
          `Colorbond infill sheets, ${fmt(height)} m`,
          bays * COLORBOND_SHEETS_PER_BAY,
          'sheet',
          `${COLORBOND_SHEETS_PER_BAY} per bay x ${bays} bays`,
        ),
        item('Rapid-set concrete (20 kg bag)', concreteBags, 'bag', `${CONCRETE_BAGS_PER_POST} per post`),
      ];
      assumptions.push(
        ...(/\bcolou?rbond\b/.test(text) ? [] : ['No fence type given, so Colorbond steel.']),
        `Each 2.4 m bay: top and bottom rail and ${COLORBOND_SHEETS_PER_BAY} infill sheets.`,
      );
    }
    assumptions.push(
      'Fencing needs a licence above the state threshold in some states (e.g. NSW over $5,000); a boundary fence ' +
        "also needs the neighbour's agreement under the state's dividing fences law.",
    );

    return recognised({
      title: `${timber ? 'Timber paling' : 'Colorbond'} fence — ${fmt(length)} m x ${fmt(height)} m high`,
      description,
      projectType: 'Fencing',
      assumptions,
      items,
    });
  },
};
