import type { Locality } from '../places';
import type * as PlacesModule from '../places';

type Places = Pick<typeof PlacesModule, 'findLocalities' | 'localitiesByPostcode' | 'placeKey'>;

/** "Parramatta NSW 2150": how a listing's (or viewer's) locality is written and shown. */
export function formatLocality(l: Pick<Locality, 'name' | 'state' | 'postcode'>): string {
  return `${l.name} ${l.state} ${l.postcode}`;
}

/**
 * Resolves what a person typed as a locality: "Parramatta NSW 2150", "Parramatta, NSW", "Parramatta 2150", "2150" or
 * "Parramatta". A postcode narrows to its localities (the named one if it is among them, else the first); a name alone
 * takes the only match, or the one in the given state, or the first. Null when nothing matches.
 * Takes the places module as an argument so the client can load it lazily (a dynamic import) and the server directly.
 */
export function resolveLocality(places: Places, text: string): Locality | null {
  let rest = text.replace(/,/g, ' ').trim().replace(/\s+/g, ' ');
  if (!rest) return null;
  let postcode: string | undefined;
  const pc = /(?:^|\s)(\d{3,4})$/.exec(rest);
  if (pc) {
    postcode = pc[1].padStart(4, '0');
    rest = rest.slice(0, pc.index).trim();
  }
  let state: string | undefined;
  const st = /(?:^|\s)(nsw|vic|qld|wa|sa|tas|act|nt)$/i.exec(rest);
  if (st) {
    state = st[1].toUpperCase();
    rest = rest.slice(0, st.index).trim();
  }
  const key = places.placeKey(rest);
  if (postcode) {
    const inPostcode = places.localitiesByPostcode(postcode);
    if (!inPostcode.length) return null;
    return inPostcode.find((l) => key && places.placeKey(l.name) === key) ?? (key ? null : inPostcode[0]);
  }
  if (!key) return null;
  const named = places.findLocalities(rest);
  return named.find((l) => !state || l.state === state) ?? null;
}
