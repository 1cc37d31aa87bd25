/** Interior painting of whole rooms: walls, ceilings, prep and consumables. */
import { countOf } from '../dimensions';
import { typedRectangle } from '../plan';
import { buy, fmt, packsFor, rectanglePerimeter } from '../quantities';
import { item, packItems, recognised, type JobEstimator } from '../result';
import type { MaterialItem } from '../schema';

const ROOM = { length: 3.5, width: 3.5 }; // a typical bedroom
const CEILING_HEIGHT_M = 2.7;
const OPENINGS_M2 = 0.9 * 2.1 + 1.2 * 1.5; // one door and one window per room = 3.69 m²
const COATS = 2;
const COVERAGE_M2_PER_L = 16;
const UNDERCOAT_COVERAGE_M2_PER_L = 16;
const SPOT_PRIMER_L_PER_ROOM = 1;
const TINS = { large: 10, small: 4 };
const PRIMER_TINS = { large: 4, small: 1 };
const SANDPAPER_SHEETS_PER_ROOM = 5;
const ROOMS_PER_FILLER_TUB = 2;
const DROP_SHEETS = 2; // moved from room to room

const ROOM_NOUNS = [
  'bedroom',
  'room',
  'lounge',
  'living',
  'study',
  'office',
  'hallway',
  'hall',
  'dining',
  'kitchen',
  'bathroom',
  'ensuite',
  'laundry',
  'rumpus',
  'family',
  'nursery',
];

export const painting: JobEstimator = {
  matches: (text) => /\b(?:re-?)?paint(?:s|ing|er)?\b/.test(text),
  estimate({ text, description, dims }) {
    const rooms = countOf(dims, ROOM_NOUNS) ?? 1;
    const mentionsWalls = /\bwalls?\b/.test(dims.textWithoutMeasurements);
    const mentionsCeilings = /\bceilings?\b/.test(dims.textWithoutMeasurements);
    const doWalls = mentionsWalls || !mentionsCeilings;
    const doCeilings = mentionsCeilings || !mentionsWalls;
    const isNewPlaster = /\b(?:new|bare|raw|unpainted|fresh)\b/.test(text);
    const rect = typedRectangle(dims);
    const typedPlan = rect !== undefined;
    const { length, width } = rect ?? ROOM;
    const height = dims.height ?? CEILING_HEIGHT_M;
    const onlyBedrooms = dims.counts.length > 0 && dims.counts.every((c) => c.words.includes('bedroom'));
    const roomWord = (onlyBedrooms ? 'bedroom' : 'room') + (rooms === 1 ? '' : 's');

    const assumptions: string[] = [];
    let wallArea = 0;
    let ceilingArea = 0;
    if (dims.area !== undefined && !typedPlan) {
      // An area typed outright is the surface to paint, not a floor plan.
      if (doWalls) wallArea = dims.area;
      else ceilingArea = dims.area;
      assumptions.push(
        `${fmt(dims.area)} m² of ${doWalls ? 'wall' : 'ceiling'} as given${doWalls && doCeilings ? '; ceilings not included' : ''}.`,
      );
    } else {
      if (!typedPlan)
        assumptions.push(`No room size found, so each room is taken as a ${fmt(ROOM.length)} x ${fmt(ROOM.width)} m bedroom.`);
      if (dims.height === undefined) assumptions.push(`Ceilings ${CEILING_HEIGHT_M} m high.`);
      const perRoomWalls = rectanglePerimeter(length, width) * height - OPENINGS_M2;
      if (doWalls) {
        wallArea = perRoomWalls * rooms;
        assumptions.push(
          `Walls per room: perimeter ${fmt(rectanglePerimeter(length, width))} m x ${fmt(height)} m, less one 0.9 x 2.1 m door ` +
            `and one 1.2 x 1.5 m window (${fmt(OPENINGS_M2)} m²) = ${fmt(perRoomWalls)} m²; x ${rooms} = ${fmt(wallArea)} m².`,
        );
      }
      if (doCeilings) {
        ceilingArea = length * width * rooms;
        assumptions.push(`Ceilings: ${fmt(length)} x ${fmt(width)} m x ${rooms} = ${fmt(ceilingArea)} m².`);
      }
    }

    const items: MaterialItem[] = [];
    const wallLitres = (wallArea * COATS) / COVERAGE_M2_PER_L;
    const ceilingLitres = (ceilingArea * COATS) / COVERAGE_M2_PER_L;
    if (wallArea > 0) {
      items.push(
        ...packItems(
          'Interior wall paint (low sheen)',
          packsFor(wallLitres, TINS.large, TINS.small),
          TINS,
          'tin',
          `${fmt(wallLitres)} L for ${COATS} coats`,
        ),
      );
    }
    if (ceilingArea > 0) {
      items.push(
        ...packItems(
          'Ceiling paint (flat white)',
          packsFor(ceilingLitres, TINS.large, TINS.small),
          TINS,
          'tin',
          `${fmt(ceilingLitres)} L for ${COATS} coats`,
        ),
      );
    }
    assumptions.push(
      `${COATS} coats at about ${COVERAGE_M2_PER_L} m²/L: area x ${COATS} / ${COVERAGE_M2_PER_L} = litres, bought in 10 L/4 L tins ` +
        '(a 10 L tin once 4 L tins would hold 7.5 L or more).',
    );

    if (isNewPlaster) {
      const litres = (wallArea + ceilingArea) / UNDERCOAT_COVERAGE_M2_PER_L;
      items.push(...packItems('Sealer undercoat', packsFor(litres, TINS.large, TINS.small), TINS, 'tin', `${fmt(litres)} L, one coat`));
      assumptions.push(`New plaster: one full coat of sealer undercoat at ${UNDERCOAT_COVERAGE_M2_PER_L} m²/L.`);
    } else {
      const litres = SPOT_PRIMER_L_PER_ROOM * rooms;
      items.push(
        ...packItems(
          'Primer undercoat (spot priming)',
          packsFor(litres, PRIMER_TINS.large, PRIMER_TINS.small),
          PRIMER_TINS,
          'tin',
          `About ${SPOT_PRIMER_L_PER_ROOM} L per room for patches and stains`,
        ),
      );
      assumptions.push(`Repaint over sound paint: spot-prime patches and stains only, about ${SPOT_PRIMER_L_PER_ROOM} L per room.`);
    }

    items.push(
      item('Sandpaper 120 grit', SANDPAPER_SHEETS_PER_ROOM * rooms, 'sheet', `${SANDPAPER_SHEETS_PER_ROOM} per room`),
      item('Interior filler (500 g tub)', buy(rooms / ROOMS_PER_FILLER_TUB), 'tub', `One per ${ROOMS_PER_FILLER_TUB} rooms`),
      item('Masking tape 24 mm', rooms, 'roll', 'One per room'),
      item('Drop sheets', DROP_SHEETS, 'pc', 'Moved from room to room'),
      item('Roller covers 230 mm', (wallArea > 0 ? 1 : 0) + (ceilingArea > 0 ? 1 : 0), 'pc', 'One for walls, one for ceilings'),
      item('Roller frame, tray and extension pole', 1, 'set'),
      item('Cutting-in brush 63 mm', 1, 'pc'),
    );
    assumptions.push('Doors, skirtings and architraves are not included.');

    const what = doWalls && doCeilings ? 'walls and ceilings' : doWalls ? 'walls' : 'ceilings';
    const scope =
      dims.area !== undefined && !typedPlan
        ? `${fmt(dims.area)} m²`
        : `${rooms} ${roomWord}${typedPlan ? `, ${fmt(length)} x ${fmt(width)} m` : ''}`;
    return recognised({
      title: `Interior painting — ${scope} (${what})`,
      description,
      projectType: 'Painting',
      assumptions,
      items,
    });
  },
};
