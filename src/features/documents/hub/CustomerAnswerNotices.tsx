import { useSession } from '../../../app/session';
import { useAnsweredQuotes } from '../records/quote-queries';
import { useCustomerAnswerNotices } from './useCustomerAnswerNotices';

/**
 * Mounted once for every signed-in screen (src/app/SignedInChrome.tsx): a customer's accept or decline arrives as a
 * toast and a system notification wherever the tradie is in the app, not only on the Estimates & Invoices screen.
 */
export default function CustomerAnswerNotices() {
  const userId = useSession((s) => s.user?.id) ?? '';
  useCustomerAnswerNotices(userId, useAnsweredQuotes(userId));
  return null;
}
