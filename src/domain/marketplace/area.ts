/**
 * The area a person keeps offline in the marketplace (issue 21): a locality and a radius, covered by regions —
 * half-degree cells of latitude and longitude. The server keeps every listing of those regions on the person's devices
 * (with their own, favourites and the ones they opened); the rest of Australia is searched online. The cell formula is
 * the database's marketplace_region (db/migrations/202611261201_marketplace_kept.sql): both must agree.
 */

/** Radii a person may keep, in km (the marketplace's distance choices). */
export const KEEP_RADII = [10, 25, 50, 100, 250, 500] as const;
/** Kept when the person chose "Any distance": the whole country is searched online, the neighbourhood kept. */
export const DEFAULT_KEEP_RADIUS_KM = 50;
/** The listings a person opened stay kept until this many newer ones were opened. */
export const KEEP_OPENED = 100;

/** The region of a point: "-68:302" (floor of twice the latitude, floor of twice the longitude). */
export function regionOf(lat: number, lon: number): string {
  return `${Math.floor(lat * 2)}:${Math.floor(lon * 2)}`;
}

const KM_PER_DEGREE = 111.195; // a degree of latitude on the mean Earth radius (6,371 km)

/**
 * Every region a circle of `radiusKm` around a point touches: the cells of its latitude/longitude box (a superset of
 * the circle — the kept set may hold a little more than the radius, never less).
 */
export function regionsWithin(lat: number, lon: number, radiusKm: number): string[] {
  const dLat = radiusKm / KM_PER_DEGREE;
  // the box is widest in longitude on the circle's side nearest a pole
  const widest = Math.min(89, Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)));
  const dLon = Math.min(180, radiusKm / (KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180)));
  const out: string[] = [];
  for (let a = Math.floor((lat - dLat) * 2); a <= Math.floor((lat + dLat) * 2); a++)
    for (let o = Math.floor((lon - dLon) * 2); o <= Math.floor((lon + dLon) * 2); o++) out.push(`${a}:${o}`);
  return out;
}
