import { useSession } from '../../../app/session';
import { useAnsweredQuotes } from '../records/quote-queries';
import { useCustomerAnswerNotices } from './useCustomerAnswerNotices';
import { useEmailNotices } from './useEmailNotices';

/**
 * Mounted once for every signed-in screen (src/app/SignedInChrome.tsx): a customer's accept or decline arrives as a
 * toast and a system notification wherever the tradie is in the app, not only on the Estimates & Invoices screen; so
 * does an email given up after 24 hours of retries (issue 19).
 */
export default function CustomerAnswerNotices() {
  const userId = useSession((s) => s.user?.id) ?? '';
  useCustomerAnswerNotices(userId, useAnsweredQuotes(userId));
  useEmailNotices(userId);
  return null;
}
