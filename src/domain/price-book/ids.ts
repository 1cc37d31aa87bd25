/**
 * Ids derived from what names a row, so two devices that import the same supplier's file while offline make the same
 * row (same id: the server keeps one, last write wins) instead of two copies. cyrb128 — a fast, non-cryptographic
 * 128-bit string hash — is enough: the user's own id is in the input, so ids can only collide within one account,
 * and only by chance (2^-122 per pair). Sync and cheap: a 50,000-line file needs 50,000 of them.
 */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A UUID (version nibble 8, "custom") from the parts, stable across devices and runs. */
export function derivedUuid(...parts: string[]): string {
  const hex = cyrb128(parts.join('\u001f'))
    .map((n) => n.toString(16).padStart(8, '0'))
    .join('');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How supplier names and codes are compared: case, outer and doubled spaces don't matter ("ACME  Supply" = "acme supply"). */
export function matchKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A supplier line's item: one per user, supplier and code. */
export const importedItemId = (userId: string, supplier: string, code: string) =>
  derivedUuid('price-item', userId, matchKey(supplier), matchKey(code));

/** The remembered column mapping of one supplier: one per user and supplier. */
export const supplierMappingId = (userId: string, supplier: string) => derivedUuid('supplier-mapping', userId, matchKey(supplier));
