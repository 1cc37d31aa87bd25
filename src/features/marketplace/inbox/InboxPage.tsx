import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { PageHeader } from '../../../app/ui/PageHeader';
import { listingDateWords } from '../../../domain/marketplace';
import { useThreads } from './queries';
import '../marketplace.css';

/**
 * The marketplace inbox (/marketplace/inbox, issue 21): every conversation the user is in, as buyer or seller, newest
 * first, each with its unread count; `?listing=<id>` shows one listing's conversations (a seller's buyers).
 */
export default function InboxPage() {
  const userId = useSession((s) => s.user?.id);
  const [params] = useSearchParams();
  const listing = params.get('listing');
  const threads = useThreads(userId ?? '');
  const shown = threads?.filter((t) => !listing || t.listingId === listing);
  return (
    <>
      <PageHeader title="Messages" backTo={listing ? `/marketplace/${listing}` : '/marketplace'} />
      <main className="page stack">
        {shown === undefined ? (
          <p className="muted">Loading…</p>
        ) : !shown.length ? (
          <p className="empty card">No messages yet. Message a seller from a listing; buyers’ messages to you arrive here.</p>
        ) : (
          <ul className="list stack" aria-label="Conversations">
            {shown.map((t) => (
              <li key={t.key}>
                <Link className="card mk-thread-row" to={`/marketplace/inbox/${t.listingId}/${t.buyerId}`}>
                  <span className="mk-thread-head">
                    <strong>{t.otherName}</strong>
                    {t.unread > 0 && (
                      <span className="badge badge-amber" aria-label={`${t.unread} unread`}>
                        {t.unread}
                      </span>
                    )}
                  </span>
                  <span className="small">{t.listingTitle}</span>
                  <span className="small muted mk-thread-last">
                    {t.last.senderId === userId ? 'You: ' : ''}
                    {t.last.body} · {listingDateWords(t.last.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
