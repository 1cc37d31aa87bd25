/** Wall tiling: kitchen splashbacks, shower walls, or plain tiled walls. */
import type { Dimensions } from '../dimensions';
import { runLength, typedRectangle } from '../plan';
import { buy, fmt, rectanglePerimeter } from '../quantities';
import { item, recognised, type JobEstimator } from '../result';
import type { MaterialItem } from '../schema';
import { silicone, tilesAndGlue, trims, waterproofing } from './tiling-materials';
import { floorTiling } from './floor-tiling';

const WALL_ADHESIVE_M2_PER_BAG = 6; // 6 mm notched trowel, lighter wall tiles
const SPACERS_M2_PER_BAG = 10; // 2 mm spacers, bag of 200
const SHOWER_MEMBRANE_HEIGHT_M = 1.8; // Housing Provisions 10.2: shower walls to at least 1800 mm
const DOOR_OPENING_M2 = 0.9 * 2.1;
const CEILING_HEIGHT_M = 2.4;
const SPLASHBACK = { length: 3, height: 0.6 };
const SHOWER = { length: 1.2, width: 0.9 };
const ROOM = { length: 2.5, width: 2 };

interface WallGeometry {
  kind: 'Splashback' | 'Shower wall' | 'Wall';
  label: string;
  area: number;
  assumptions: string[];
  extras: { items: MaterialItem[]; assumptions: string[] };
}

function guessed(what: string, example: string): string {
  return `No size found, so assumed ${what}. Add the size (e.g. '${example}') for real quantities.`;
}

function splashback(dims: Dimensions): WallGeometry {
  const height = dims.height ?? dims.width ?? SPLASHBACK.height;
  const length = dims.area !== undefined ? dims.area / height : (dims.length ?? dims.run ?? SPLASHBACK.length);
  const area = dims.area ?? length * height;
  const typed = dims.area !== undefined || dims.length !== undefined || dims.run !== undefined;
  const edges = length + 2 * height;
  return {
    kind: 'Splashback',
    label: `${fmt(length)} x ${fmt(height)} m`,
    area,
    assumptions: [
      ...(typed ? [] : [guessed(`a ${fmt(length)} m long, ${fmt(height)} m high splashback`, '3 x 0.6 m splashback')]),
      `Splashback ${fmt(length)} m long x ${fmt(height)} m high = ${fmt(area)} m².`,
      `Trim along the top and both ends: ${fmt(length)} + 2 x ${fmt(height)} = ${fmt(edges)} m; silicone along the benchtop.`,
    ],
    extras: { items: [trims(edges, 'top edge and ends'), silicone(length, 'benchtop joint')], assumptions: [] },
  };
}

function showerWalls(dims: Dimensions): WallGeometry {
  const height = dims.height ?? CEILING_HEIGHT_M;
  const rect = typedRectangle(dims) ?? SHOWER;
  const typed = rect !== SHOWER;
  const long = Math.max(rect.length, rect.width);
  const short = Math.min(rect.length, rect.width);
  // A recess has a back wall (the long side) and two returns; the fourth side is the screen.
  const run = dims.area !== undefined && !typed ? dims.area / height : long + 2 * short;
  const area = dims.area !== undefined && !typed ? dims.area : run * height;
  const membraneArea = run * SHOWER_MEMBRANE_HEIGHT_M;
  const corners = 2 * height;
  const wp = waterproofing(membraneArea, run + 2 * SHOWER_MEMBRANE_HEIGHT_M, `${fmt(run)} m of wall x ${SHOWER_MEMBRANE_HEIGHT_M} m high`);
  return {
    kind: 'Shower wall',
    label: dims.area !== undefined && !typed ? `${fmt(area)} m²` : `${fmt(long)} x ${fmt(short)} m`,
    area,
    assumptions: [
      ...(typed || dims.area !== undefined
        ? []
        : [guessed(`a ${fmt(long)} x ${fmt(short)} m shower recess`, '1.2 x 0.9 m shower, 2.4 m high')]),
      `Three walls (back wall ${fmt(long)} m + two ${fmt(short)} m returns = ${fmt(run)} m) tiled ${fmt(height)} m high = ${fmt(area)} m²; the fourth side is the screen.`,
      `Shower walls waterproofed to ${SHOWER_MEMBRANE_HEIGHT_M * 1000} mm above the floor (ABCB Housing Provisions 10.2); the shower floor is a separate floor tiling job.`,
      `Trim on the two exposed vertical edges (2 x ${fmt(height)} m); silicone in the internal corners and along the base.`,
    ],
    extras: {
      items: [...wp.items, trims(corners, 'exposed vertical edges'), silicone(corners + run, 'internal corners and base')],
      assumptions: wp.assumptions,
    },
  };
}

function plainWalls(dims: Dimensions, wetRoom: boolean): WallGeometry {
  const height = dims.height ?? CEILING_HEIGHT_M;
  let area: number;
  let run: number;
  let label: string;
  const notes: string[] = [];
  const single = runLength(dims);
  if (dims.area !== undefined) {
    area = dims.area;
    run = area / height;
    label = `${fmt(area)} m²`;
    notes.push(`${fmt(area)} m² of wall as given; floor junction taken as ${fmt(run)} m (area / ${fmt(height)} m height).`);
  } else if (dims.length !== undefined && dims.width !== undefined && dims.height === undefined) {
    // Two figures and no height: one wall, length x height.
    area = dims.length * dims.width;
    run = dims.length;
    label = `${fmt(dims.length)} x ${fmt(dims.width)} m`;
    notes.push(`One wall ${fmt(dims.length)} m long x ${fmt(dims.width)} m high = ${fmt(area)} m².`);
  } else if (single !== undefined) {
    area = single * height;
    run = single;
    label = `${fmt(run)} m x ${fmt(height)} m`;
    notes.push(`${fmt(run)} m of wall x ${fmt(height)} m high = ${fmt(area)} m².`);
  } else {
    const rect = typedRectangle(dims);
    const { length, width } = rect ?? ROOM;
    run = rectanglePerimeter(length, width);
    area = run * height - DOOR_OPENING_M2;
    label = `${fmt(length)} x ${fmt(width)} m room`;
    if (!rect) notes.push(guessed(`a ${fmt(length)} x ${fmt(width)} m room`, '2.5 x 2 m room, 2.4 m high'));
    notes.push(`Room walls: perimeter ${fmt(run)} m x ${fmt(height)} m high, less one 0.9 x 2.1 m door = ${fmt(area)} m².`);
  }
  return {
    kind: 'Wall',
    label,
    area,
    assumptions: [
      ...notes,
      'Silicone along the floor junction; add trims for any exposed edges.',
      ...(wetRoom ? ['Walls inside the shower need waterproofing to at least 1800 mm: estimate the shower walls as their own job.'] : []),
    ],
    extras: { items: [silicone(run, 'floor junction')], assumptions: [] },
  };
}

export const wallTiling: JobEstimator = {
  matches: (text) =>
    // A floor mentioned anywhere makes it a floor job (the floor tiling list says the walls are separate).
    floorTiling.matches(text) &&
    !/\bfloors?\b/.test(text) &&
    (/\bsplash\s*-?backs?\b/.test(text) || /\bwalls?\b/.test(text) || /\bshower\b/.test(text)),
  estimate({ text, description, dims }) {
    const geometry = /\bsplash\s*-?backs?\b/.test(text)
      ? splashback(dims)
      : /\bshower\b/.test(text)
        ? showerWalls(dims)
        : plainWalls(dims, /\b(?:bath(?:room)?|ensuite)\b/.test(text));
    const tiling = tilesAndGlue(geometry.area, WALL_ADHESIVE_M2_PER_BAG, '6 mm notched trowel');
    return recognised({
      title: `${geometry.kind} tiling — ${geometry.label}`,
      description,
      projectType: 'Tiling',
      assumptions: [
        ...geometry.assumptions,
        ...tiling.assumptions,
        ...geometry.extras.assumptions,
        `Spacers: one bag of 200 per ${SPACERS_M2_PER_BAG} m².`,
      ],
      items: [
        ...tiling.items,
        ...geometry.extras.items,
        item('Tile spacers 2 mm (bag of 200)', buy(geometry.area / SPACERS_M2_PER_BAG), 'bag'),
      ],
    });
  },
};
