/** Replacing or installing LED downlights. */
import { countOf } from '../dimensions';
import { item, recognised, type JobEstimator } from '../result';

const TYPICAL_COUNT = 6;
const CABLE_M_PER_LIGHT = 3; // loop between fittings
const CABLE_M_TO_SWITCH = 10; // run back to the switch and supply

export const ELECTRICAL_LICENCE_NOTE =
  "Electrical work must be done by a licensed electrician, who tests it and gives the customer the state's " +
  'certificate of compliance (e.g. CCEW in NSW, COES in Victoria).';

export const downlights: JobEstimator = {
  matches: (text) => /\bdown\s*-?\s*lights?\b/.test(text) || /\bled\s+(?:ceiling\s+)?lights?\b/.test(text),
  estimate({ text, description, dims }) {
    const counted = countOf(dims, ['downlight', 'light', 'down']);
    const count = counted ?? TYPICAL_COUNT;
    const isNew =
      /\b(?:new|install|installing|add|adding|extra|additional)\b/.test(text) &&
      !/\b(?:replace|replacing|replacement|swap|swapping|change|changing|upgrade|upgrading|retrofit)\b/.test(text);
    const cable = count * CABLE_M_PER_LIGHT + CABLE_M_TO_SWITCH;
    const plural = count === 1 ? 'downlight' : 'downlights';

    const items = [
      item('LED downlight (IC-4 rated, 90 mm cut-out, with driver)', count, 'pc', 'Dimmable if on a dimmer; pick one colour temperature'),
      item('Plug base and flex connector', count, 'pc', 'Many LED kits include the flex and plug'),
    ];
    if (isNew) {
      items.push(
        item('TPS cable 1.5 mm² twin and earth', cable, 'm', `${count} x ${CABLE_M_PER_LIGHT} m + ${CABLE_M_TO_SWITCH} m to the switch`),
        item('Light switch', 1, 'pc'),
      );
    }
    return recognised({
      title: `${isNew ? 'Install' : 'Replace'} ${count} ${plural}`,
      description,
      projectType: 'Electrical',
      assumptions: [
        ELECTRICAL_LICENCE_NOTE,
        ...(counted === undefined
          ? [`No number of downlights found, so assumed ${TYPICAL_COUNT}. Add the count (e.g. '8 downlights').`]
          : []),
        isNew
          ? 'IC-4 rated fittings can be covered by ceiling insulation.'
          : 'IC-4 rated fittings can be covered by ceiling insulation; check the cut-out size of the old fittings (use cover plates if larger).',
        isNew
          ? `New lights: ${CABLE_M_PER_LIGHT} m of cable per light plus ${CABLE_M_TO_SWITCH} m back to the switch = ${cable} m; a new or altered circuit needs 30 mA RCD protection (AS/NZS 3000).`
          : 'Replacement on the existing wiring: no new cable. A like-for-like swap is a repair under AS/NZS 3000; altering the circuit would need 30 mA RCD protection.',
      ],
      items,
    });
  },
};
