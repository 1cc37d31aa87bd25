/**
 * The kinds of work a compliance certificate covers. Apart from certificates.ts so the synced definitions (and with
 * them the service worker) need not carry the business-day calendar.
 */
export const CERT_WORKS = ['electrical', 'plumbing', 'gas'] as const;
export type CertWork = (typeof CERT_WORKS)[number];
