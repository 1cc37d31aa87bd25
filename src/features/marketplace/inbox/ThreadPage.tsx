import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { toast, toastError } from '../../../app/toast/store';
import { ConfirmDialog } from '../../../app/ui/Dialog';
import { PageHeader } from '../../../app/ui/PageHeader';
import { errorMessage } from '../../../data/api';
import { isUnreadFor } from '../../../domain/marketplace/inbox';
import { useListing, useOnline } from '../queries';
import { blockedPeople, blockPerson, markConversationRead, sendMarketMessage, unblockPerson } from './mutations';
import { useConversation } from './queries';
import { ReportPersonDialog } from './ReportPersonDialog';
import '../marketplace.css';

/**
 * One conversation (/marketplace/inbox/:listingId/:buyerId): the buyer and the seller of a listing, each seeing the
 * other's name only. Written offline (the outbox sends it when back), read live (a message the other side sends shows
 * while this screen is open), marked read while open. Block and report the other person (online).
 */
export default function ThreadPage() {
  const userId = useSession((s) => s.user?.id);
  const { listingId = '', buyerId = '' } = useParams();
  return userId ? <Thread userId={userId} listingId={listingId} buyerId={buyerId} /> : null;
}

function Thread({ userId, listingId, buyerId }: { userId: string; listingId: string; buyerId: string }) {
  const online = useOnline();
  const messages = useConversation(listingId, buyerId);
  const listing = useListing(listingId);
  const [text, setText] = useState('');
  const [blocked, setBlocked] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);

  const first = messages?.[0];
  const asBuyer = buyerId === userId;
  const otherId = asBuyer ? (first?.sellerId ?? listing?.ownerId ?? '') : buyerId;
  const otherName = asBuyer ? (first?.sellerName ?? listing?.sellerName ?? 'Seller') : (first?.buyerName ?? 'Buyer');
  const title = first?.listingTitle || listing?.title || 'Listing';

  // Seen while open: the other side's messages up to the newest are read (here at once, on the server by the outbox).
  const newestUnread = messages?.filter((m) => isUnreadFor(m, userId)).at(-1)?.createdAt;
  useEffect(() => {
    if (newestUnread) void markConversationRead(userId, listingId, buyerId, newestUnread).catch(() => {});
  }, [newestUnread, userId, listingId, buyerId]);

  useEffect(() => {
    if (!online || !otherId) return;
    let live = true;
    blockedPeople()
      .then((ids) => live && setBlocked(ids.includes(otherId)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [online, otherId]);

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    try {
      await sendMarketMessage(userId, listingId, buyerId, body);
      setText('');
    } catch (err) {
      toastError('Message not sent', err instanceof Error ? err.message : 'Please try again');
    }
  };
  const toggleBlock = async () => {
    try {
      if (blocked) await unblockPerson(otherId);
      else await blockPerson(otherId);
      setBlocked(!blocked);
      toast({ title: blocked ? `${otherName} unblocked` : `${otherName} blocked` });
    } catch (err) {
      toastError('Error', errorMessage(err, 'Please try again'));
    }
  };

  return (
    <>
      <PageHeader title={otherName} backTo="/marketplace/inbox" />
      <main className="page stack mk-thread">
        <Link className="small" to={`/marketplace/${listingId}`}>
          About: {title}
        </Link>
        {!online && <div className="banner banner-info">Offline: messages you write are sent when you’re back online.</div>}
        <ol className="list stack mk-messages" aria-label="Messages" aria-live="polite">
          {(messages ?? []).map((m) => (
            <li key={m.id} className={`mk-message ${m.senderId === userId ? 'mk-message-mine' : ''}`}>
              <span className="mk-message-body">{m.body}</span>
              <span className="small muted">
                {m.senderId === userId ? 'You' : otherName} ·{' '}
                {new Date(m.createdAt).toLocaleString('en-AU', { dateStyle: 'short', timeStyle: 'short' })}
                {m.pending ? ' · Waiting to send' : ''}
              </span>
            </li>
          ))}
        </ol>
        {blocked ? (
          <p className="banner banner-info">You blocked {otherName}: no messages pass between you until you unblock them.</p>
        ) : (
          <form
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <textarea
              className="textarea"
              rows={3}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label="Your message"
              placeholder={`Write to ${otherName}`}
            />
            <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
              Send
            </button>
            <span className="small muted">Neither of your email addresses is shown: replies stay here.</span>
          </form>
        )}
        {otherId && (
          <div className="row" style={{ gap: '0.5rem' }}>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={!online}
              onClick={() => (blocked ? void toggleBlock() : setConfirmBlock(true))}
            >
              {blocked ? `Unblock ${otherName}` : `Block ${otherName}`}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={!online} onClick={() => setReportOpen(true)}>
              Report {otherName}
            </button>
          </div>
        )}
      </main>
      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${otherName}?`}
        message="Neither of you can send the other a message until you unblock them."
        confirmLabel="Block"
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          void toggleBlock();
        }}
      />
      <ReportPersonDialog
        open={reportOpen}
        onClose={() => setReportOpen(false)}
        personId={otherId}
        name={otherName}
        listingId={listingId}
      />
    </>
  );
}
