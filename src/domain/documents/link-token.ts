/**
 * A customer-link token is 32 random bytes in base64url: 43 characters, the last carrying only 4 bits (so it is one
 * of A E I M Q U Y c g k o s w 0 4 8). A token that could not have come out of that — the wrong last character, or
 * far too few distinct characters (`AAAA…A`; 43 random characters show about 31 distinct ones, and fewer than 16 has
 * a chance below 1 in 10^15) — is refused: a device that sends one has a broken or hostile random source.
 */
export const LINK_TOKEN_MESSAGE = 'must be a link token (32 random bytes, base64url)';

export function isPlausibleLinkToken(token: string): boolean {
  if (!/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/.test(token)) return false;
  return new Set(token).size >= 16;
}
