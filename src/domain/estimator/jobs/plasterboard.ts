/** Plasterboard lining of walls and/or ceilings. */
import { parseDimensions } from '../dimensions';
import { runLength, typedRectangle } from '../plan';
import { buy, fmt, rectanglePerimeter, squarePerimeter, stockLengthFor } from '../quantities';
import { item, recognised, type JobEstimator } from '../result';
import type { MaterialItem } from '../schema';

const SHEET_WIDTH_M = 1.2;
const CEILING_SHEET_LENGTH_M = 3.6;
const WALL_SHEET_LENGTHS_M = [2.4, 2.7, 3.0, 3.6];
const SHEET_WASTE = 0.1;
const WALL_HEIGHT_M = 2.4;
const DOOR_OPENING_M2 = 0.9 * 2.1;
const ROOM = { length: 4, width: 3 };
const SCREWS_PER_M2 = 10;
const SCREWS_PER_BOX = 500;
const ADHESIVE_M2_PER_CARTRIDGE = 10;
const BASE_COAT_M2_PER_BAG = 40; // 20 kg bag
const TOP_COAT_M2_PER_PAIL = 50; // 15 L pail
const TAPE_M_PER_M2 = 1;
const TAPE_ROLL_M = 75;
const CORNICE_LENGTH_M = 4.8;
const CORNICE_WASTE = 0.1;
const CORNICE_CEMENT_M_PER_BAG = 60;

/** A sheet size typed in the description ("3600 x 1200 sheets") is not the room size. */
const SHEET_SIZE_RE = /\b\d{4}\s*(?:mm)?\s*x\s*1200\s*(?:mm)?\s*(?:sheets?|boards?)?/g;

export const plasterboard: JobEstimator = {
  matches: (text) =>
    /\b(?:plaster\s*board|plasterboard(?:ing)?|gyprock|drywall|gyp\s*board)\b/.test(text) ||
    /\b(?:sheet|line|lining)\s+(?:the\s+)?(?:walls?|ceilings?)\b/.test(text),
  estimate({ text, description }) {
    const dims = parseDimensions(text.replace(SHEET_SIZE_RE, ' '));
    const mentionsWalls = /\bwalls?\b/.test(dims.textWithoutMeasurements);
    const mentionsCeiling = /\bceilings?\b/.test(dims.textWithoutMeasurements);
    const doCeiling = mentionsCeiling || !mentionsWalls;
    const doWalls = mentionsWalls || !mentionsCeiling;
    const height = dims.height ?? WALL_HEIGHT_M;
    const rect = typedRectangle(dims);
    const typedPlan = rect !== undefined;
    const run = runLength(dims);
    const assumptions: string[] = [];

    let ceilingArea = 0;
    let wallArea = 0;
    let corniceRun = 0;
    let label: string;
    if (dims.area !== undefined && !typedPlan) {
      if (doCeiling) ceilingArea = dims.area;
      else wallArea = dims.area;
      corniceRun = doCeiling ? squarePerimeter(dims.area) : 0;
      label = `${fmt(dims.area)} m²`;
      assumptions.push(`${fmt(dims.area)} m² of ${doCeiling ? 'ceiling' : 'wall'} as given.`);
    } else if (!doCeiling && rect && dims.height === undefined) {
      // Two figures and no height for walls only: one wall, length x height.
      wallArea = rect.length * rect.width;
      label = `${fmt(rect.length)} x ${fmt(rect.width)} m wall`;
      assumptions.push(`One wall ${fmt(rect.length)} m long x ${fmt(rect.width)} m high = ${fmt(wallArea)} m².`);
    } else if (!doCeiling && !typedPlan && run !== undefined) {
      wallArea = run * height;
      label = `${fmt(run)} m of wall`;
      assumptions.push(`${fmt(run)} m of wall x ${fmt(height)} m high = ${fmt(wallArea)} m².`);
    } else {
      const { length, width } = rect ?? ROOM;
      const perimeter = rectanglePerimeter(length, width);
      if (!typedPlan) assumptions.push(`No size found, so assumed a ${fmt(length)} x ${fmt(width)} m room. Add the size (e.g. '4 x 3 m').`);
      if (doCeiling) {
        ceilingArea = length * width;
        corniceRun = perimeter;
        assumptions.push(
          `Ceiling ${fmt(length)} x ${fmt(width)} m = ${fmt(ceilingArea)} m²; cornice around the ${fmt(perimeter)} m perimeter.`,
        );
      }
      if (doWalls) {
        wallArea = perimeter * height - DOOR_OPENING_M2;
        assumptions.push(`Walls: perimeter ${fmt(perimeter)} m x ${fmt(height)} m high, less one 0.9 x 2.1 m door = ${fmt(wallArea)} m².`);
      }
      label = `${fmt(length)} x ${fmt(width)} m room`;
    }

    const items: MaterialItem[] = [];
    const wet = /\b(?:bath(?:room)?|ensuite|laundry|shower|wet area)\b/.test(text);
    const grade = wet ? 'wet area' : 'standard';
    if (ceilingArea > 0) {
      const sheetArea = CEILING_SHEET_LENGTH_M * SHEET_WIDTH_M;
      items.push(
        item(
          `Plasterboard 10 mm ceiling board ${grade}, 3600 x 1200`,
          buy((ceilingArea * (1 + SHEET_WASTE)) / sheetArea),
          'sheet',
          `${fmt(ceilingArea)} m² + 10% / ${fmt(sheetArea)} m² per sheet`,
        ),
      );
    }
    if (wallArea > 0) {
      const sheetLength = stockLengthFor(height, WALL_SHEET_LENGTHS_M);
      const sheetArea = sheetLength * SHEET_WIDTH_M;
      items.push(
        item(
          `Plasterboard 10 mm ${grade}, ${Math.round(sheetLength * 1000)} x 1200`,
          buy((wallArea * (1 + SHEET_WASTE)) / sheetArea),
          'sheet',
          `${fmt(wallArea)} m² + 10% / ${fmt(sheetArea)} m² per sheet, stood vertically`,
        ),
      );
    }
    const board = ceilingArea + wallArea;
    items.push(
      item(
        `Plasterboard screws (box of ${SCREWS_PER_BOX})`,
        buy((board * SCREWS_PER_M2) / SCREWS_PER_BOX),
        'box',
        `About ${SCREWS_PER_M2} per m²`,
      ),
      item(
        'Stud adhesive (cartridge)',
        buy(board / ADHESIVE_M2_PER_CARTRIDGE),
        'cartridge',
        `About ${ADHESIVE_M2_PER_CARTRIDGE} m² per cartridge`,
      ),
      item('Jointing compound base coat (20 kg bag)', buy(board / BASE_COAT_M2_PER_BAG), 'bag', `About ${BASE_COAT_M2_PER_BAG} m² per bag`),
      item(
        'Jointing compound top coat (15 L pail)',
        buy(board / TOP_COAT_M2_PER_PAIL),
        'pail',
        `About ${TOP_COAT_M2_PER_PAIL} m² per pail`,
      ),
      item(
        `Paper joint tape (${TAPE_ROLL_M} m roll)`,
        buy((board * TAPE_M_PER_M2) / TAPE_ROLL_M),
        'roll',
        `About ${TAPE_M_PER_M2} m of joint per m² of board`,
      ),
    );
    if (corniceRun > 0) {
      items.push(
        item(
          `Cove cornice 90 mm (${CORNICE_LENGTH_M} m length)`,
          buy((corniceRun * (1 + CORNICE_WASTE)) / CORNICE_LENGTH_M),
          'length',
          `${fmt(corniceRun)} m + 10%`,
        ),
        item(
          'Cornice cement (20 kg bag)',
          buy(corniceRun / CORNICE_CEMENT_M_PER_BAG),
          'bag',
          `About ${CORNICE_CEMENT_M_PER_BAG} m per bag`,
        ),
      );
    }
    assumptions.push(
      'Sheets: 10% extra for cuts; ceilings in 3600 x 1200 sheets, walls in sheets as long as the wall is high.',
      `Fixing: about ${SCREWS_PER_M2} screws per m² with stud adhesive at ${ADHESIVE_M2_PER_CARTRIDGE} m² per cartridge.`,
      `Jointing: base coat ${BASE_COAT_M2_PER_BAG} m² per 20 kg bag, top coat ${TOP_COAT_M2_PER_PAIL} m² per 15 L pail, ` +
        `tape about ${TAPE_M_PER_M2} m per m² of board.`,
      ...(wet ? ['Wet area: water-resistant board; waterproofing is a separate job.'] : []),
    );

    return recognised({
      title: `Plasterboard ${doWalls && doCeiling ? 'walls and ceiling' : doWalls ? 'walls' : 'ceiling'} — ${label}`,
      description,
      projectType: 'Plastering',
      assumptions,
      items,
    });
  },
};
