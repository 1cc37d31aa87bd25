/** The product's public website (spec: "address not shown"; this is ours). External pages open in a new tab. */
export const PUBLIC_SITE = 'https://tradietoolbox.com.au';
export const TERMS_URL = `${PUBLIC_SITE}/terms`;
export const PRIVACY_URL = `${PUBLIC_SITE}/privacy`;
/** The external signup page that /external-redirect hands over to (its privacy page is PRIVACY_URL). */
export const EXTERNAL_SIGNUP_URL = `${PUBLIC_SITE}/signup`;

/** Opens an external page in a new tab without giving it a handle on this window. */
export function openExternal(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}
