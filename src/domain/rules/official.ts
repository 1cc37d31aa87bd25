/**
 * Which addresses may back a stated figure. Grade A ("official source") only for the official domains below; an
 * industry body or law firm only as a labelled explainer beside an official source; the refused kinds of site never.
 */

/** Hosts (and their subdomains) that publish law or the regulator's own word. */
const OFFICIAL_SUFFIXES = [
  '.gov.au', // Commonwealth, state and territory governments, regulators, councils, legislation registers, ABCB
  'austlii.edu.au', // AustLII, for legislation text
  'standards.org.au', // Standards Australia, for where to get a standard
];

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function endsWithDomain(host: string, suffix: string): boolean {
  return suffix.startsWith('.') ? host.endsWith(suffix) : host === suffix || host.endsWith(`.${suffix}`);
}

/** True for an address on an official domain: the only kind that may be graded A. */
export function isOfficialUrl(url: string): boolean {
  const host = hostOf(url);
  return !!host && OFFICIAL_SUFFIXES.some((s) => endsWithDomain(host, s));
}

/** Kinds of site never cited, with how each is recognised. */
const REFUSED: Array<[kind: string, test: (host: string) => boolean]> = [
  ['bare IP address', (h) => /^\d{1,3}(?:\.\d{1,3}){3}$/.test(h) || h.includes(':')],
  [
    'static-site mirror',
    (h) => /\.(?:pages\.dev|netlify\.app|vercel\.app|github\.io|squarespace\.com|mystrikingly\.com|wixsite\.com|web\.app)$/.test(h),
  ],
  [
    'document-sharing site',
    (h) =>
      /(?:^|\.)(?:pdfslide\.(?:us|net|tips)|vdocument\.in|vdocuments\.(?:site|mx|net)|fdocuments\.(?:net|in)|scribd\.com|joomag\.com|issuu\.com|dokumen\.tips|documents\.pub|yumpu\.com|pdfcoffee\.com)$/.test(
        h,
      ),
  ],
  ['package registry', (h) => /(?:^|\.)(?:pypi\.org|npmjs\.com|crates\.io|docs\.rs|rubygems\.org)$/.test(h)],
  ['software documentation', (h) => /^(?:docs\.oracle\.com|www\.odoo\.com|odoo\.com)$/.test(h) || h.startsWith('docs.')],
  ['unrelated or generated site', (h) => /(?:^|\.)(?:mathgen\.ch|wiki\.sarg\.dev|sarg\.dev)$/.test(h)],
  ['AI summary or case-chat site', (h) => /(?:^|\.)(?:zoelaw\.ai|casechat\.au)$/.test(h)],
  ['copy of a regulator page on a news or reseller site', (h) => /(?:^|\.)(?:miragenews\.com|mybig\.com\.au|govscanner\.com\.au)$/.test(h)],
  ['look-alike of a legal information institute', (h) => /(?:^|\.)(?:austlii\.community|worldlii\.org)$/.test(h)],
];

/** The refused kind of site an address is, or null when it may be cited (as grade B or C unless official). */
export function refusedKind(url: string): string | null {
  const host = hostOf(url);
  if (!host) return 'not a web address';
  for (const [kind, test] of REFUSED) if (test(host)) return kind;
  return null;
}
