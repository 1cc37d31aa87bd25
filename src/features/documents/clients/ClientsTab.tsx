import { useId, useMemo, useState } from 'react';
import { toast, toastFailure } from '../../../app/toast/store';
import { ConfirmDialog } from '../../../app/ui/Dialog';
import { formatCents } from '../../../domain/money';
import type { InvoiceRow } from '../records/invoice-queries';
import type { QuoteRow } from '../records/quote-queries';
import { VirtualList } from '../../../app/ui/VirtualList';
import { ClientDialog } from './ClientDialog';
import { createClient, deleteClient } from './mutations';
import type { ClientRow } from './queries';
import { clientTotals, documentCountWords, documentCustomers, type ClientTotals, type DocumentCustomer } from './totals';

type Entry = { kind: 'saved'; client: ClientRow } | { kind: 'documents'; customer: DocumentCustomer };

function matches(c: Pick<ClientRow, 'name' | 'email' | 'phone' | 'address'>, q: string): boolean {
  if (!q) return true;
  return [c.name, c.email, c.phone, c.address].some((f) => f?.toLocaleLowerCase('en-AU').includes(q));
}

/** Clients tab: search, Add Client, and each client's jobs and revenue worked out from their documents. */
export function ClientsTab({
  userId,
  clients,
  quotes,
  invoices,
}: {
  userId: string;
  clients: readonly ClientRow[];
  quotes: readonly QuoteRow[];
  invoices: readonly InvoiceRow[];
}) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ client: ClientRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ClientRow | null>(null);
  const searchId = useId();
  const totals = useMemo(() => clientTotals(clients, quotes, invoices), [clients, quotes, invoices]);
  const fromDocs = useMemo(() => documentCustomers(clients, quotes, invoices), [clients, quotes, invoices]);
  const total = clients.length + fromDocs.length;
  const shown = useMemo(() => {
    const q = search.trim().toLocaleLowerCase('en-AU');
    return [
      ...clients.filter((c) => matches(c, q)).map((client): Entry => ({ kind: 'saved', client })),
      ...fromDocs.filter((c) => matches(c, q)).map((customer): Entry => ({ kind: 'documents', customer })),
    ];
  }, [clients, fromDocs, search]);

  async function saveFromDocuments(c: DocumentCustomer) {
    try {
      await createClient(userId, { name: c.name, email: c.email, phone: c.phone, address: c.address });
      toast({ title: 'Client Saved', description: `${c.name} is now in your clients.` });
    } catch (err) {
      toastFailure('Client save', err, 'Error', 'Failed to save client. Please try again.');
    }
  }

  async function confirmDelete() {
    const c = deleting;
    setDeleting(null);
    if (!c) return;
    try {
      await deleteClient(userId, c.id);
      toast({ title: 'Deleted Successfully' });
    } catch (err) {
      toastFailure('Client delete', err, 'Delete Failed', 'There was an error deleting the item. Please try again.');
    }
  }

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={searchId} className="label">
          Search clients
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, email, phone or address"
        />
      </div>
      <div className="row-between">
        <p className="muted small" aria-live="polite">
          {shown.length} of {total} clients
        </p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({ client: null })}>
          Add Client
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="empty card">{total === 0 ? 'No clients yet. Add your first client.' : 'No clients match.'}</p>
      ) : (
        <VirtualList
          label="Clients"
          items={shown}
          getKey={(e) => (e.kind === 'saved' ? e.client.id : `doc:${e.customer.key}`)}
          estimateSize={150}
          renderItem={(e) => {
            if (e.kind === 'documents') return <DocumentCustomerCard c={e.customer} onSave={() => void saveFromDocuments(e.customer)} />;
            const c = e.client;
            const t = totals.get(c.id) ?? { estimates: 0, invoices: 0, revenueCents: 0, owingCents: 0 };
            return (
              <article className="card doc-card" aria-label={`Client ${c.name}`}>
                <h3 className="doc-card-title">{c.name}</h3>
                <p className="small doc-card-meta client-contact">
                  {c.email && <a href={`mailto:${c.email}`}>{c.email}</a>}
                  {c.phone && <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a>}
                  {c.address && <span className="muted">{c.address}</span>}
                </p>
                <ClientTotalsLine t={t} />
                <div className="row doc-card-actions">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => setEditing({ client: c })}
                    aria-label={`Edit client ${c.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm doc-delete"
                    onClick={() => setDeleting(c)}
                    aria-label={`Delete client ${c.name}`}
                  >
                    Delete
                  </button>
                </div>
              </article>
            );
          }}
        />
      )}
      <ClientDialog open={editing !== null} client={editing?.client ?? null} userId={userId} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Client"
        message={deleting ? `Delete ${deleting.name}? Their estimates and invoices stay.` : ''}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

function ClientTotalsLine({ t }: { t: ClientTotals }) {
  return (
    <p className="small client-totals">
      <span>{documentCountWords(t)}</span>
      <span>
        <strong>{formatCents(t.revenueCents)}</strong> revenue
      </span>
      {t.owingCents > 0 && (
        <span>
          <strong>{formatCents(t.owingCents)}</strong> owing
        </span>
      )}
    </p>
  );
}

/** A customer known only from documents: shown with their totals, one tap saves them as a client. */
function DocumentCustomerCard({ c, onSave }: { c: DocumentCustomer; onSave: () => void }) {
  return (
    <article className="card doc-card" aria-label={`Client ${c.name}`}>
      <h3 className="doc-card-title">{c.name}</h3>
      <p className="small doc-card-meta client-contact">
        {c.email && <a href={`mailto:${c.email}`}>{c.email}</a>}
        {c.phone && <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a>}
        {c.address && <span className="muted">{c.address}</span>}
        <span className="muted">From your documents</span>
      </p>
      <ClientTotalsLine t={c} />
      <div className="row doc-card-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={onSave} aria-label={`Save ${c.name} as a client`}>
          Save as client
        </button>
      </div>
    </article>
  );
}
