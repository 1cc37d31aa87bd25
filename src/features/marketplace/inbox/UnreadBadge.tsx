import { useUnreadCount } from './queries';

/** The landing card's count of unread marketplace messages (loaded apart, so the landing screen's first code stays light). */
export default function UnreadBadge({ userId }: { userId: string }) {
  const n = useUnreadCount(userId);
  if (!n) return null;
  return <span className="badge badge-amber landing-card-badge">{n === 1 ? '1 unread message' : `${n} unread messages`}</span>;
}
