import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, errorMessage } from '../../data/api';
import { usePhotoUrl } from '../../data/photos';
import { useSession } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { ConfirmDialog, Dialog } from '../../app/ui/Dialog';
import { PageHeader } from '../../app/ui/PageHeader';
import { formatPrice, formatRating, listingDateWords, REPORT_REASON_LABELS, REPORT_REASONS } from '../../domain/marketplace';
import { PostDialog } from './components/PostDialog';
import type { LocalListingRow } from './data/types';
import { deleteListing, markSold, reportListing, setFavorite } from './mutations';
import { useFavoriteIds, useListing, useWaitingListingIds, useOnline } from './queries';
import { sendMarketMessage } from './inbox/mutations';
import { useConversation, useUnreadCount } from './inbox/queries';
import './marketplace.css';

/** A listing (/marketplace/:id): photos, description, seller, contact, report; edit, mark sold and delete for its owner. */
export default function ListingPage() {
  const userId = useSession((s) => s.user?.id);
  const { id = '' } = useParams();
  return userId ? <ListingScreen userId={userId} id={id} /> : null;
}

function Photo({ path }: { path: string }) {
  const src = usePhotoUrl(path);
  return src ? <img src={src} alt="" /> : null;
}

function ListingScreen({ userId, id }: { userId: string; id: string }) {
  const navigate = useNavigate();
  const online = useOnline();
  const local = useListing(id);
  const favorites = useFavoriteIds(userId);
  const waiting = useWaitingListingIds(userId);
  // Not on the device (sold, or not yet pulled): ask the server.
  const [remote, setRemote] = useState<LocalListingRow | null | undefined>(undefined);
  const onDevice = local === undefined ? 'loading' : local ? 'yes' : 'no';
  useEffect(() => {
    if (onDevice === 'loading' || !online) return;
    // Online, the server's copy is asked for even when the device has one: the seller's verified mark and name live on
    // the seller's account, not the listing row, so the device's copy does not change when they do (issue 21).
    let live = true;
    api<LocalListingRow & { sellerId: string }>('GET', `/api/marketplace/listings/${id}`)
      .then((r) => live && setRemote({ ...r, ownerId: r.sellerId }))
      .catch(() => live && setRemote(null));
    return () => {
      live = false;
    };
  }, [id, onDevice, online]);
  // A listing opens at its top (photo and title), not at the scroll position of the page before it.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  const [editOpen, setEditOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const [details, setDetails] = useState('');
  const [message, setMessage] = useState('');
  const conversation = useConversation(id, userId);
  const unread = useUnreadCount(userId, id);

  const row = local ? (remote ? { ...local, sellerVerified: remote.sellerVerified, sellerName: remote.sellerName } : local) : remote;
  if (row === undefined) return <div className="center-screen spinner" aria-label="Loading" />;
  if (row === null)
    return (
      <main className="page">
        <p className="empty card">{online ? 'This listing is no longer available.' : 'This listing is not saved on this device.'}</p>
        <button type="button" className="btn btn-outline" onClick={() => navigate('/marketplace')}>
          Back to the marketplace
        </button>
      </main>
    );
  const isOwner = row.ownerId === userId;
  const isFavorited = favorites.has(row.id);

  const run = async (fn: () => Promise<void>, done: string, fail: string) => {
    try {
      await fn();
      toast({ title: done });
    } catch (err) {
      toastError(fail, err instanceof Error ? errorMessage(err, err.message || 'Please try again') : 'Please try again');
    }
  };

  return (
    <>
      <PageHeader title="Listing" backTo="/marketplace">
        <button
          type="button"
          className={`icon-btn mk-fav-inline ${isFavorited ? 'mk-fav-on' : ''}`}
          aria-pressed={isFavorited}
          aria-label={isFavorited ? `Remove ${row.title} from favourites` : `Add ${row.title} to favourites`}
          onClick={() => void setFavorite(userId, row.id, !isFavorited)}
        >
          {isFavorited ? '♥' : '♡'}
        </button>
      </PageHeader>
      <main className="page stack">
        {!online && <div className="banner banner-info">Offline: this is the copy from your last visit and may be out of date.</div>}
        {waiting.has(row.id) && <span className="badge badge-amber">Waiting to upload</span>}
        {row.status !== 'live' && <span className="badge badge-grey">{row.status === 'sold' ? 'Sold' : 'Taken down'}</span>}
        {row.photos.length > 0 && (
          <div className="mk-detail-photos">
            {row.photos.map((p) => (
              <Photo key={p} path={p} />
            ))}
          </div>
        )}
        <h2>{row.title}</h2>
        <div className="mk-detail-price">{formatPrice(row.priceCents)}</div>
        <div className="small muted">
          {[row.category, row.condition, row.location].filter(Boolean).join(' · ')} · {listingDateWords(row.createdAt)}
        </div>
        {row.description && <p style={{ whiteSpace: 'pre-wrap' }}>{row.description}</p>}
        <section className="card stack" aria-label="Seller">
          <strong>{isOwner ? 'Your listing' : row.sellerName}</strong>
          <span className="small">
            {row.sellerRating !== null ? `★ ${formatRating(row.sellerRating)}` : 'No ratings yet'}
            {row.sellerVerified ? ' · ✓ Verified (confirmed email and a valid ABN)' : ' · Not verified'}
          </span>
        </section>
        {isOwner ? (
          <div className="row mk-owner-actions">
            <button type="button" className="btn btn-outline" onClick={() => setEditOpen(true)} disabled={row.status === 'removed'}>
              Edit
            </button>
            {row.status === 'live' && (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void run(() => markSold(userId, row.id), 'Marked as sold', 'Error')}
              >
                Mark as sold
              </button>
            )}
            <button type="button" className="btn btn-destructive" onClick={() => setConfirmDelete(true)}>
              Delete
            </button>
            <Link className="btn btn-outline" to={`/marketplace/inbox?listing=${row.id}`}>
              Messages{unread > 0 ? ` (${unread} unread)` : ''}
            </Link>
          </div>
        ) : (
          <>
            <section className="card stack" aria-label="Contact the seller">
              <strong>Message the seller</strong>
              <span className="small muted">
                Your message goes to the seller’s inbox in the app, and their reply to yours. Neither of your email addresses or phone
                numbers is shown.
              </span>
              {conversation && conversation.length > 0 && (
                <Link className="btn btn-outline" to={`/marketplace/inbox/${row.id}/${userId}`}>
                  Open your conversation{unread > 0 ? ` (${unread} unread)` : ''}
                </Link>
              )}
              <textarea
                className="textarea"
                rows={3}
                value={message}
                maxLength={2000}
                onChange={(e) => setMessage(e.target.value)}
                aria-label="Message"
              />
              <button
                type="button"
                className="btn btn-primary"
                disabled={!message.trim()}
                onClick={() =>
                  void run(
                    async () => {
                      await sendMarketMessage(userId, row.id, userId, message);
                      setMessage('');
                      void navigate(`/marketplace/inbox/${row.id}/${userId}`);
                    },
                    online ? 'Message sent' : 'Message saved: it is sent when you’re back online',
                    'Message not sent',
                  )
                }
              >
                Send message
              </button>
            </section>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setReportOpen(true)} disabled={!online}>
              Report this listing
            </button>
          </>
        )}
      </main>
      {isOwner && editOpen && (
        <PostDialog
          open
          onClose={() => setEditOpen(false)}
          userId={userId}
          editing={{
            id: row.id,
            draft: {
              title: row.title,
              description: row.description,
              price: (row.priceCents / 100).toFixed(2),
              category: row.category,
              condition: row.condition ?? '',
              location: row.location,
            },
          }}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this listing?"
        message="It disappears from the marketplace and its photos are deleted."
        confirmLabel="Delete"
        destructive
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void run(
            async () => {
              await deleteListing(userId, row.id);
              void navigate('/marketplace');
            },
            'Listing deleted',
            'Error',
          );
        }}
      />
      <Dialog
        open={reportOpen}
        onClose={() => setReportOpen(false)}
        title="Report listing"
        footer={
          <button
            type="button"
            className="btn btn-destructive"
            onClick={() => {
              setReportOpen(false);
              void run(() => reportListing(row.id, reason, details), 'Thanks: an admin will review it', 'Report not sent');
            }}
          >
            Send report
          </button>
        }
      >
        <div className="stack">
          {REPORT_REASONS.map((r) => (
            <label key={r} className="row">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} /> {REPORT_REASON_LABELS[r]}
            </label>
          ))}
          <textarea
            className="textarea"
            rows={2}
            placeholder="Anything the admin should know (optional)"
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        </div>
      </Dialog>
    </>
  );
}
