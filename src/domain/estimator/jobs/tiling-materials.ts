/** Tiling materials shared by floor and wall tiling, with the coverage rates behind them. */
import { buy, fmt, packsFor } from '../quantities';
import { item, packItems } from '../result';
import type { MaterialItem } from '../schema';

export const TILE_WASTE = 0.1; // cuts and breakages
export const GROUT_M2_PER_BAG = 10; // 5 kg bag, 300–600 mm tiles with 2–3 mm joints
export const MEMBRANE_L_PER_M2 = 1.5; // two coats of liquid membrane
export const MEMBRANE_PAILS = { large: 15, small: 4 }; // L
export const PRIMER_M2_PER_L = 8;
export const PRIMER_PACKS = { large: 4, small: 1 }; // L
export const TRIM_LENGTH_M = 2.5;
export const SEALANT_M_PER_CARTRIDGE = 8; // 300 mL, 6 mm bead

export interface Takeoff {
  items: MaterialItem[];
  assumptions: string[];
}

export function tilesAndGlue(area: number, adhesiveM2PerBag: number, trowel: string): Takeoff {
  return {
    items: [
      item('Tiles', buy(area * (1 + TILE_WASTE)), 'm²', `${fmt(area)} m² + 10% for cuts and breakages; buy whole boxes`),
      item('Tile adhesive (20 kg bag)', buy(area / adhesiveM2PerBag), 'bag', `About ${adhesiveM2PerBag} m² per bag`),
      item('Grout (5 kg bag)', buy(area / GROUT_M2_PER_BAG), 'bag', `About ${GROUT_M2_PER_BAG} m² per bag`),
    ],
    assumptions: [
      'Tiles: 10% extra for cuts and breakages, rounded up to whole m² (buy whole boxes: check the m² per box).',
      `Adhesive: cement-based, ${trowel}, about ${adhesiveM2PerBag} m² per 20 kg bag.`,
      `Grout: about ${GROUT_M2_PER_BAG} m² per 5 kg bag (300–600 mm tiles, 2–3 mm joints); mosaics need more.`,
    ],
  };
}

/** Liquid membrane system for a wet area: membrane, primer and bond breaker at the junctions. */
export function waterproofing(membraneArea: number, junctionLength: number, where: string): Takeoff {
  const litres = membraneArea * MEMBRANE_L_PER_M2;
  const primerLitres = membraneArea / PRIMER_M2_PER_L;
  return {
    items: [
      ...packItems(
        'Waterproofing membrane',
        packsFor(litres, MEMBRANE_PAILS.large, MEMBRANE_PAILS.small),
        MEMBRANE_PAILS,
        'pail',
        `${fmt(litres)} L for ${fmt(membraneArea)} m²`,
      ),
      ...packItems(
        'Waterproofing primer',
        packsFor(primerLitres, PRIMER_PACKS.large, PRIMER_PACKS.small),
        PRIMER_PACKS,
        'bottle',
        `${fmt(primerLitres)} L for ${fmt(membraneArea)} m²`,
      ),
      item(
        'Bond breaker / polyurethane sealant (300 mL)',
        buy(junctionLength / SEALANT_M_PER_CARTRIDGE),
        'cartridge',
        `${fmt(junctionLength)} m of junctions at about ${SEALANT_M_PER_CARTRIDGE} m per cartridge`,
      ),
    ],
    assumptions: [
      `Membrane: ${where} = ${fmt(membraneArea)} m², two coats at ${MEMBRANE_L_PER_M2} L/m² in total = ${fmt(litres)} L; ` +
        `primer at ${PRIMER_M2_PER_L} m²/L = ${fmt(primerLitres)} L (15 L/4 L pails and 4 L/1 L bottles: a larger ` +
        'pack once small ones would hold 75% of it).',
      'Waterproofing must meet AS 3740 (or ABCB Housing Provisions Part 10.2), be done by someone licensed for it ' +
        'where the state requires, and be certified.',
    ],
  };
}

export function trims(length: number, where: string): MaterialItem {
  return item(`Tile trim (${TRIM_LENGTH_M} m length)`, buy(length / TRIM_LENGTH_M), 'length', `${fmt(length)} m of ${where}`);
}

export function silicone(length: number, where: string): MaterialItem {
  return item(
    'Silicone sealant (300 mL)',
    buy(length / SEALANT_M_PER_CARTRIDGE),
    'tube',
    `${fmt(length)} m of ${where} at about ${SEALANT_M_PER_CARTRIDGE} m per tube`,
  );
}
