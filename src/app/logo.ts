/**
 * The logo is served by our API (/api/objects/{id}, same origin, sent with the session cookie). Anything else in the
 * field (an old absolute URL, a typo) is not rendered: an <img> with an arbitrary src could leak that the user is online.
 */
export function displayableLogo(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^\/api\/objects\/[0-9a-f-]{36}$/i.test(url) ? url : null;
}
