/** Timber decks: a new deck on stumps, or re-oiling an existing one. */
import { planAssumption, planSize, type PlanSize } from '../plan';
import { buy, fmt, packsFor, roundUp } from '../quantities';
import { item, packItems, recognised, sizeLabel, type JobEstimator } from '../result';
import type { EstimateResult } from '../schema';

const JOIST_CENTRES_M = 0.45;
const BEARER_SPACING_M = 1.8; // also the joist span
const STUMP_SPACING_M = 1.8; // bearer span
const BOARD_COVER_M = 0.09 + 0.005; // 90 mm board + 5 mm gap
const BOARD_WASTE = 0.1;
const SCREWS_PER_CROSSING = 2;
const SCREWS_PER_BOX = 500;
const CONCRETE_BAGS_PER_STUMP = 3; // 20 kg bags for a ~250 mm x 600 mm deep footing
const OIL_M2_PER_L_PER_COAT = 10;
const OIL_COATS = 2;
const OIL_TINS = { large: 10, small: 4 };
const CLEANER_M2_PER_L = 10;
const CLEANER_PACKS = { large: 4, small: 1 };
const SANDING_M2_PER_PACK = 10; // pack of 10 discs
const TYPICAL_DECK = { length: 4.8, width: 3.6 };

function oilItems(area: number): { items: ReturnType<typeof packItems>; assumption: string } {
  const litres = (area * OIL_COATS) / OIL_M2_PER_L_PER_COAT;
  return {
    items: packItems(
      'Decking oil',
      packsFor(litres, OIL_TINS.large, OIL_TINS.small),
      OIL_TINS,
      'tin',
      `${fmt(litres)} L for ${OIL_COATS} coats`,
    ),
    assumption:
      `Decking oil: ${OIL_COATS} coats at about ${OIL_M2_PER_L_PER_COAT} m²/L per coat = ${fmt(area)} x ${OIL_COATS} / ` +
      `${OIL_M2_PER_L_PER_COAT} = ${fmt(litres)} L, in 10 L/4 L tins (a 10 L tin once 4 L tins would hold 7.5 L or more).`,
  };
}

function refresh(plan: PlanSize, description: string): EstimateResult {
  const oil = oilItems(plan.area);
  const cleanerLitres = plan.area / CLEANER_M2_PER_L;
  return recognised({
    title: `Deck re-oil — ${sizeLabel(plan)}`,
    description,
    projectType: 'Decking',
    assumptions: [
      ...planAssumption(plan, 'a deck'),
      `Deck area ${fmt(plan.area)} m².`,
      `Deck cleaner at about ${CLEANER_M2_PER_L} m²/L; sanding discs: one pack of 10 per ${SANDING_M2_PER_PACK} m².`,
      oil.assumption,
    ],
    items: [
      ...packItems(
        'Deck cleaner',
        packsFor(cleanerLitres, CLEANER_PACKS.large, CLEANER_PACKS.small),
        CLEANER_PACKS,
        'bottle',
        `${fmt(cleanerLitres)} L`,
      ),
      item('Sanding discs 80 grit (pack of 10)', buy(plan.area / SANDING_M2_PER_PACK), 'pack'),
      ...oil.items,
      item('Decking oil applicator', 1, 'pc'),
    ],
  });
}

function build(plan: PlanSize, description: string): EstimateResult {
  // Boards run along the length; joists span across the width, bearers run along the length.
  const length = Math.max(plan.length ?? Math.sqrt(plan.area), plan.width ?? Math.sqrt(plan.area));
  const width = plan.area / length;
  const joists = roundUp(length / JOIST_CENTRES_M) + 1;
  const bearers = roundUp(width / BEARER_SPACING_M) + 1;
  const stumpsPerBearer = roundUp(length / STUMP_SPACING_M) + 1;
  const stumps = bearers * stumpsPerBearer;
  const rows = roundUp(width / BOARD_COVER_M);
  const boardMetres = rows * length * (1 + BOARD_WASTE);
  const screws = rows * joists * SCREWS_PER_CROSSING;
  const oil = oilItems(plan.area);

  return recognised({
    title: `Timber deck — ${sizeLabel(plan)}`,
    description,
    projectType: 'Decking',
    assumptions: [
      ...planAssumption(plan, 'a deck'),
      `Deck ${fmt(length)} m long x ${fmt(width)} m wide = ${fmt(plan.area)} m², low-level on stumps; boards run along the length.`,
      `Joists at ${JOIST_CENTRES_M * 1000} mm centres: ${fmt(length)} / ${JOIST_CENTRES_M} rounded up + 1 = ${joists} joists x ${fmt(width)} m.`,
      `Bearers at ${BEARER_SPACING_M} m spacing: ${fmt(width)} / ${BEARER_SPACING_M} rounded up + 1 = ${bearers} bearers x ${fmt(length)} m.`,
      `Stumps every ${STUMP_SPACING_M} m along each bearer: ${stumpsPerBearer} per bearer x ${bearers} = ${stumps}, each in ${CONCRETE_BAGS_PER_STUMP} x 20 kg bags of concrete.`,
      `Decking: 90 mm boards with 5 mm gaps = ${rows} rows x ${fmt(length)} m + 10% = ${fmt(boardMetres)} m.`,
      `Screws: ${SCREWS_PER_CROSSING} per board at every joist = ${rows} x ${joists} x ${SCREWS_PER_CROSSING} = ${screws} (about 47 per m²), boxes of ${SCREWS_PER_BOX}.`,
      oil.assumption,
      'Check member sizes against the AS 1684 span tables for your timber grade and deck height; timber is ordered in lengths to suit, with joins over supports.',
      'Decks are structural landscaping or carpentry work that needs a licence above the state threshold (e.g. NSW over $5,000).',
    ],
    items: [
      item('Bearers 140 x 45 mm H3 treated pine', buy(bearers * length), 'm', `${bearers} x ${fmt(length)} m`),
      item('Joists 90 x 45 mm H3 treated pine', buy(joists * width), 'm', `${joists} x ${fmt(width)} m`),
      item('Stumps (galvanised adjustable stirrup or 90 x 90 mm H4 post)', stumps, 'pc', `${bearers} bearers x ${stumpsPerBearer}`),
      item('Concrete mix (20 kg bag)', stumps * CONCRETE_BAGS_PER_STUMP, 'bag', `${CONCRETE_BAGS_PER_STUMP} per stump footing`),
      item('Joist hangers / triple grips', joists * bearers, 'pc', `One at each joist–bearer crossing: ${joists} x ${bearers}`),
      item('Decking boards 90 mm', buy(boardMetres), 'm', `${rows} rows x ${fmt(length)} m + 10%`),
      item(`Decking screws (box of ${SCREWS_PER_BOX})`, buy(screws / SCREWS_PER_BOX), 'box', `${screws} screws`),
      ...oil.items,
    ],
  });
}

export const deck: JobEstimator = {
  matches: (text) => /\bdeck(?:s|ing)?\b/.test(text),
  estimate({ text, description, dims }) {
    const plan = planSize(dims, TYPICAL_DECK);
    const isBuild = /\b(?:build|built|new|construct|install|make)\b/.test(text);
    const isRefresh = /\b(?:re-?oil|oil|oiling|re-?stain|stain|staining|sand|sanding|clean|restore|re-?coat|paint)\b/.test(text);
    return isRefresh && !isBuild ? refresh(plan, description) : build(plan, description);
  },
};
