import { SUPPORT_EMAIL, PRODUCT_NAME } from '../domain/constants';

/** en-AU long-ish date: "21 Nov 2027" (spec §9: dates use en-AU). */
export const formatEndDate = (iso: string | null): string | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(d);
};

/**
 * What the account's status means for the person, in the app's own words. The rules behind it live on the server
 * (api/repos/admin.ts): expired keeps everything made readable and downloadable and pauses paid AI calls; cancelled
 * (access removed by an admin) cannot sign in; inactive is the pre-launch default with full use.
 */
export function subscriptionMeaning(status: string, plan: string | null, end: string | null): { headline: string; detail: string } {
  const until = formatEndDate(end);
  switch (status) {
    case 'active':
      if (plan === 'admin') return { headline: 'Full access', detail: 'Admin accounts always have every feature.' };
      return {
        headline: 'Full access',
        detail:
          plan === 'test_account'
            ? `Test access from an admin: every feature${until ? ` until ${until}` : ''}.`
            : `Every feature is on: the assistant, image tools, quotes, invoices and materials lists${until ? `, until ${until}` : ''}.`,
      };
    case 'expired':
      return {
        headline: 'AI features paused',
        detail: `Your subscription ended${until ? ` on ${until}` : ''}. Your quotes, invoices, materials lists and chats are still here to view, edit and download. The AI assistant's provider answers, photo analysis, voice and image tools are paused until you renew.`,
      };
    case 'cancelled':
      return {
        headline: 'Access removed',
        detail: `An admin removed this account's access. Contact support to have it restored.`,
      };
    default:
      return {
        headline: 'No paid subscription',
        detail: `While ${PRODUCT_NAME} is in pre-launch you can use every feature without one.`,
      };
  }
}

export const supportMailto = (email: string) =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} subscription`)}&body=${encodeURIComponent(`Account: ${email}\n\n`)}`;
