/** Plumbing replacements: hot water systems and toilet suites. */
import { countOf } from '../dimensions';
import { item, recognised, type JobEstimator } from '../result';
import type { MaterialItem } from '../schema';

const PLUMBING_LICENCE_NOTE =
  'Plumbing work must be done by a licensed plumber whatever its value, who certifies it (e.g. a certificate of compliance).';

type HeaterKind = 'gas continuous flow' | 'electric continuous flow' | 'gas storage' | 'heat pump' | 'solar' | 'electric storage';

function heaterKind(text: string): HeaterKind {
  const gas = /\bgas\b/.test(text);
  // Continuous flow units are mostly gas; electric ones are named as such.
  if (/\b(?:continuous|instant(?:aneous)?|tankless)\b/.test(text)) {
    return /\belectric\b/.test(text) && !gas ? 'electric continuous flow' : 'gas continuous flow';
  }
  if (/\bheat\s*pump\b/.test(text)) return 'heat pump';
  if (/\bsolar\b/.test(text)) return 'solar';
  if (gas) return 'gas storage';
  return 'electric storage';
}

export const hotWater: JobEstimator = {
  matches: (text) => /\bhot\s*water\b|\bhws\b|\bwater\s+heater\b|\bheat\s*pump\b/.test(text),
  estimate({ text, description }) {
    const kind = heaterKind(text);
    const litres = /(\d{2,3})\s*(?:l|litres?|liters?)\b/.exec(text)?.[1];
    const storage = !kind.endsWith('continuous flow');
    const gas = kind.startsWith('gas');
    const capacity = litres ? `${litres} L` : storage ? 'same capacity as the old unit' : 'same flow rate as the old unit';
    const items: MaterialItem[] = [
      item(`Hot water system, ${kind} (${capacity})`, 1, 'pc', 'Like-for-like unless the household has changed'),
      item('Tempering valve', 1, 'pc', 'Set to deliver 50 °C to bathrooms'),
      item('Cold water isolation and non-return valve (duo valve)', 1, 'pc'),
    ];
    if (storage) {
      items.push(
        item('Expansion control valve', 1, 'pc', 'Where the water authority or manufacturer requires it'),
        item('Pressure limiting valve', 1, 'pc', 'If mains pressure is over 500 kPa'),
      );
    }
    items.push(
      item('Copper pipe 15 mm (5.5 m length)', 1, 'length', 'Reconnection and relief drain line'),
      item('Copper fittings and solder', 1, 'lot'),
      item('Pipe insulation 15 mm (1 m length)', 2, 'length', 'Hot lines near the heater'),
    );
    if (gas) items.push(item('Gas isolation valve and flexible connector', 1, 'pc'));

    return recognised({
      title: `Hot water system replacement — ${kind}`,
      description,
      projectType: 'Plumbing',
      assumptions: [
        PLUMBING_LICENCE_NOTE,
        ...(gas ? ['Gas fitting needs a licensed gas fitter and a gas compliance certificate.'] : []),
        ...(kind === 'electric storage' || kind === 'heat pump'
          ? [
              'Disconnecting and reconnecting the electrical supply needs a licensed electrician (or a plumber holding a restricted electrical licence for it, where the state has one).',
            ]
          : []),
        'Hot water to bathrooms must be delivered at no more than 50 °C (AS/NZS 3500.4), hence the tempering valve.',
        'Replacing like-for-like in the same place; relocating the unit needs more pipe.',
        'Removal and disposal of the old unit are labour, not materials.',
      ],
      items,
    });
  },
};

export const toilet: JobEstimator = {
  matches: (text) =>
    /\b(?:toilets?|wcs?|cisterns?|toilet\s+suites?)\b/.test(text) &&
    /\b(?:replac\w*|install\w*|new|swap\w*|chang\w*|fit\w*|upgrad\w*|supply)\b/.test(text),
  estimate({ description, dims }) {
    const counted = countOf(dims, ['toilet', 'wc', 'suite', 'cistern']);
    const count = counted ?? 1;
    return recognised({
      title: `Toilet replacement — ${count} ${count === 1 ? 'toilet' : 'toilets'}`,
      description,
      projectType: 'Plumbing',
      assumptions: [
        PLUMBING_LICENCE_NOTE,
        'Measure the set-out (wall to centre of the waste) and S- or P-trap before buying the suite.',
        'Suites, hoses and valves must be WaterMark certified; check the WELS star rating.',
        'One tube of silicone does two toilets.',
      ],
      items: [
        item('Toilet suite (close-coupled, to suit the set-out)', count, 'pc'),
        item('Pan connector (S- or P-trap to suit)', count, 'pc'),
        item('Flexible braided connector hose 300 mm', count, 'pc'),
        item('Mini cistern stop tap', count, 'pc'),
        item('Pan fixing kit', count, 'kit', 'If not supplied with the suite'),
        item('Silicone sealant (300 mL)', Math.ceil(count / 2), 'tube', 'Pan to floor'),
      ],
    });
  },
};
