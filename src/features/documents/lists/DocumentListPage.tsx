import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { toast, toastFailure } from '../../../app/toast/store';
import { ConfirmDialog } from '../../../app/ui/Dialog';
import type { DocModel } from '../../../domain/documents';
import { useBusinessRecords, type BusinessRecords } from '../common/business';
import type { DocKind } from '../records/doc-kind';
import { PageHeader } from '../../../app/ui/PageHeader';
import { StatusBadge } from '../../../app/ui/StatusBadge';
import { downloadWithToast, useOfflineReady } from '../common/useDocumentActions';
import { VirtualList } from '../../../app/ui/VirtualList';
import { useReleaseChromeExtras } from '../../../app/chrome-extras';
import { useFirstCards } from '../../../app/first-cards';
import '../common/documents.css';

/** Rows read per step of the list (a phone screen shows about four cards). */
const PAGE = 60;

interface ListedDocument {
  id: string;
  status: string;
}

/** What tells My Quotes from My Invoices; the list, its actions and their toasts are the same. */
export interface DocumentListKind<T extends ListedDocument> extends DocKind {
  /** the newest `limit` rows by index and how many there are (undefined while loading) */
  usePage(userId: string | undefined, limit: number): { rows: T[]; total: number } | undefined;
  remove(userId: string, id: string): Promise<void>;
  makeModel(row: T, records: BusinessRecords): Promise<DocModel>;
  /** How the card's buttons name the row, e.g. `invoice INV-0001` (Edit …, Download … as PDF, Delete …). */
  name(row: T): string;
  cardLabel(row: T): string;
  deletePrompt(row: T): string;
  title(row: T): ReactNode;
  /** The card's lines between the title and the buttons. */
  details(row: T): ReactNode;
}

/** My Quotes / My Invoices (spec §2): every document on the device, newest first, with edit, download and delete. */
export function DocumentListPage<T extends ListedDocument>({ kind }: { kind: DocumentListKind<T> }) {
  useOfflineReady();
  const userId = useSession((s) => s.user?.id);
  // the first cards come from one short index read; the window doubles as the person scrolls towards its end (a jump
  // to the end of 10,000 is 8 reads, not 166)
  const [limit, setLimit] = useState(PAGE);
  // Issue 24: the rows' answer renders as a transition (time-sliced: the cards, their totals and dates are drawn in
  // slices of ~5 ms, not one long task); the document's snapshot of the first cards stays on screen meanwhile.
  const page = useDeferredValue(kind.usePage(userId, limit));
  const rows = page?.rows;
  const total = page?.total ?? 0;
  useReleaseChromeExtras(rows !== undefined);
  useFirstCards(rows !== undefined, Boolean(rows?.length));
  const records = useBusinessRecords(userId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<T | null>(null);
  const { noun, Noun, generatorPath } = kind;

  async function confirmDelete() {
    const row = deleting;
    setDeleting(null);
    if (!row || !userId) return;
    try {
      await kind.remove(userId, row.id);
      toast({ title: 'Deleted Successfully' });
    } catch (err) {
      toastFailure(`${Noun} delete`, err, 'Error', `Failed to delete ${noun}. Please try again.`);
    }
  }

  const download = (row: T, ext: 'pdf' | 'docx') => downloadWithToast(() => kind.makeModel(row, records), ext);

  return (
    <>
      <PageHeader title={`My ${Noun}s`} backTo="/estimates-invoices">
        <Link to={generatorPath} className="btn btn-primary btn-sm">
          New {Noun}
        </Link>
      </PageHeader>
      <main className="page docs-page">
        {rows === undefined ? (
          <p className="empty">Loading {noun}s…</p>
        ) : rows.length === 0 ? (
          <div className="empty card">
            <p>No {noun}s yet.</p>
            <Link to={generatorPath} className="btn btn-primary">
              New {Noun}
            </Link>
          </div>
        ) : (
          <>
            <p className="muted small" aria-live="polite">
              {total} {total === 1 ? noun : `${noun}s`}
            </p>
            <VirtualList
              label={`${Noun}s`}
              items={rows}
              getKey={(r) => r.id}
              setSize={total}
              onNearEnd={rows.length < total ? () => setLimit((n) => (n > rows.length ? n : n * 2)) : undefined}
              renderItem={(row) => (
                <article className="card doc-card" aria-label={kind.cardLabel(row)}>
                  <div className="row-between">
                    <h2 className="doc-card-title" elementtiming="list-card">
                      {kind.title(row)}
                    </h2>
                    <StatusBadge status={row.status} />
                  </div>
                  {kind.details(row)}
                  <div className="row doc-card-actions">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => navigate(`${generatorPath}?edit=${row.id}`)}
                      aria-label={`Edit ${kind.name(row)}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => void download(row, 'pdf')}
                      aria-label={`Download ${kind.name(row)} as PDF`}
                    >
                      PDF
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => void download(row, 'docx')}
                      aria-label={`Download ${kind.name(row)} as Word`}
                    >
                      DOCX
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm doc-delete"
                      onClick={() => setDeleting(row)}
                      aria-label={`Delete ${kind.name(row)}`}
                    >
                      Delete
                    </button>
                  </div>
                </article>
              )}
            />
          </>
        )}
      </main>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${Noun}`}
        message={deleting ? kind.deletePrompt(deleting) : ''}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
