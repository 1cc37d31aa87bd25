import { useEffect, useMemo, useState } from 'react';
import { getDb } from '../../../data/local-db';
import { refillNumbers } from '../records/numbers';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { ConfirmDialog } from '../../../app/ui/Dialog';
import { todayIso } from '../../../domain/dates';
import { ClientsTab } from '../clients/ClientsTab';
import { useClients } from '../clients/queries';
import { makeInvoiceModel } from '../records/invoice-document';
import { useInvoices } from '../records/invoice-queries';
import { useBusinessRecords } from '../common/business';
import { makeQuoteModel } from '../records/quote-document';
import { deviceTimeZone } from '../common/download';
import { PageHeader } from '../../../app/ui/PageHeader';
import { useQuotes } from '../records/quote-queries';
import { reviseQuote } from '../records/quote-mutations';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { remindWithLink } from './money-actions';
import { downloadWithToast, useOfflineReady } from '../common/useDocumentActions';
import type { HubContext } from './context';
import type { DocCardHandlers } from './DocCard';
import { DocumentDialog, type DialogTarget } from './DocumentDialog';
import { DocumentsTab } from './DocumentsTab';
import { HubTabs, isHubTab, type HubTab } from './HubTabs';
import { MarkPaidDialog } from './MarkPaidDialog';
import { ClaimDialog } from './ClaimDialog';
import { PaymentDialog } from './PaymentDialog';
import { SendDialog, type SendTarget } from './SendDialog';
import { MoneyTools } from './MoneyTools';
import { estimateDoc, invoiceDoc, overviewStats, recentActivity, type HubDoc } from './model';
import { OverviewTab } from './OverviewTab';
import { SignatureDialog } from './SignatureDialog';
import { useHubActions } from './useHubActions';
import '../common/documents.css';
import './estimates.css';

/** /estimates-invoices (spec §2): the money side in one place, all from the device so it works with no signal. */
export default function EstimatesInvoicesPage() {
  useOfflineReady();
  const userId = useSession((s) => s.user?.id) ?? '';
  const quotes = useQuotes(userId);
  const invoices = useInvoices(userId);
  const clients = useClients(userId);
  const records = useBusinessRecords(userId);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: HubTab = isHubTab(params.get('tab')) ? (params.get('tab') as HubTab) : 'overview';
  const setTab = (t: HubTab) => setParams(t === 'overview' ? {} : { tab: t }, { replace: true });

  const ctx: HubContext = { userId, records, quotes: quotes ?? [], invoices: invoices ?? [] };
  const actions = useHubActions(ctx);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleting, setDeleting] = useState<HubDoc | null>(null);
  const [signingId, setSigningId] = useState<string | null>(null);
  const [payingId, setPayingId] = useState<string | null>(null);
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const [sending, setSending] = useState<SendTarget | null>(null);
  // Keep a block of document numbers on the device for offline use (docs/sync.md "Document numbers").
  useEffect(() => {
    if (userId) void refillNumbers(getDb(), userId);
  }, [userId]);

  const today = todayIso(Date.now(), deviceTimeZone());
  const estimateDocs = useMemo(() => (quotes ?? []).map((q) => estimateDoc(q, invoices ?? [])), [quotes, invoices]);
  const invoiceDocs = useMemo(() => (invoices ?? []).map((i) => invoiceDoc(i, today)), [invoices, today]);
  const quoteById = useMemo(() => new Map((quotes ?? []).map((q) => [q.id, q])), [quotes]);
  const invoiceById = useMemo(() => new Map((invoices ?? []).map((i) => [i.id, i])), [invoices]);

  const handlers: DocCardHandlers = {
    onAction(doc, action) {
      const q = doc.type === 'estimate' ? quoteById.get(doc.id) : undefined;
      const inv = doc.type === 'invoice' ? invoiceById.get(doc.id) : undefined;
      if (action === 'send') {
        // Send asks who it goes to first (walk-through, issue 12), and gives the customer's link.
        if (q)
          setSending({
            kind: 'quote',
            id: q.id,
            name: `estimate ${doc.jobNumber}`,
            email: q.clientEmail,
            customer: q.clientName,
            alreadySent: q.status !== 'draft',
          });
        else if (inv && actions.invoiceSendable(inv))
          setSending({
            kind: 'invoice',
            id: inv.id,
            name: `invoice ${inv.invoiceNumber}`,
            email: inv.customerEmail,
            customer: inv.customerName,
            alreadySent: inv.status !== 'draft',
          });
        return;
      }
      if (action === 'claim') return setClaimingId(doc.id);
      if (action === 'payment') return setRecordingId(doc.id);
      if (action === 'signature') return setSigningId(doc.id);
      if (action === 'approve') return void (q && actions.approveEstimate(q));
      if (action === 'convert') return void (q && actions.convertEstimate(q));
      if (action === 'openInvoice') return void navigate(`/invoice-generator?edit=${doc.convertedInvoiceId}`);
      if (action === 'markPaid') return setPayingId(doc.id);
      if (action === 'remind' && inv && userId) {
        const to = inv.customerEmail?.trim();
        if (!to) return toastError('No Email Address', "Add the customer's email to the invoice to send a reminder.");
        return void remindWithLink(userId, inv.id).then(
          () => toast({ title: 'Reminder Queued', description: `${to} gets what is owing, how to pay and the pay link.` }),
          (err: unknown) => toastFailure('Reminder', err, 'Not Sent', 'The reminder could not be queued. Please try again.'),
        );
      }
      if (action === 'revise' && q && userId)
        return void reviseQuote(userId, q).then((id) => {
          toast({ title: 'New Revision Made', description: 'Check it, then send it for the customer to accept.' });
          navigate(`/quote-generator?edit=${id}`);
        });
    },
    onEdit(doc) {
      if (doc.type === 'estimate') setDialog({ type: 'estimate', row: quoteById.get(doc.id) ?? null });
      else setDialog({ type: 'invoice', row: invoiceById.get(doc.id) ?? null });
    },
    onDelete: setDeleting,
    onDownload(doc) {
      const q = quoteById.get(doc.id);
      const inv = invoiceById.get(doc.id);
      if (doc.type === 'estimate' && q) void downloadWithToast(() => makeQuoteModel(q, records), 'pdf');
      else if (inv) void downloadWithToast(() => makeInvoiceModel(inv, records), 'pdf');
    },
  };

  const loading = quotes === undefined || invoices === undefined || clients === undefined;

  return (
    <>
      <PageHeader title="Estimates & Invoices" backTo="/landing" />
      <main className="page hub">
        <HubTabs active={tab} onChange={setTab} />
        <section role="tabpanel" id={`hub-panel-${tab}`} aria-labelledby={`hub-tab-${tab}`}>
          {loading ? (
            <p className="empty">Loading…</p>
          ) : tab === 'overview' ? (
            <>
              <OverviewTab
                stats={overviewStats(estimateDocs, invoiceDocs)}
                recent={recentActivity(estimateDocs, invoiceDocs)}
                onNewEstimate={() => setDialog({ type: 'estimate', row: null })}
                onNewInvoice={() => setDialog({ type: 'invoice', row: null })}
                onOpen={(d) => setTab(d.type === 'estimate' ? 'estimates' : 'invoices')}
              />
              <MoneyTools />
            </>
          ) : tab === 'estimates' ? (
            <DocumentsTab
              type="estimate"
              docs={estimateDocs}
              handlers={handlers}
              onNew={() => setDialog({ type: 'estimate', row: null })}
            />
          ) : tab === 'invoices' ? (
            <DocumentsTab type="invoice" docs={invoiceDocs} handlers={handlers} onNew={() => setDialog({ type: 'invoice', row: null })} />
          ) : (
            <ClientsTab userId={userId} clients={clients} quotes={quotes} invoices={invoices} />
          )}
        </section>
        <nav className="row hub-links" aria-label="Full editors">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate('/quotes')}>
            My Quotes
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate('/invoices')}>
            My Invoices
          </button>
        </nav>
      </main>
      <DocumentDialog target={dialog} onClose={() => setDialog(null)} ctx={ctx} />
      <SignatureDialog quote={(signingId && quoteById.get(signingId)) || null} userId={userId} onClose={() => setSigningId(null)} />
      <MarkPaidDialog invoice={(payingId && invoiceById.get(payingId)) || null} userId={userId} onClose={() => setPayingId(null)} />
      <PaymentDialog invoice={(recordingId && invoiceById.get(recordingId)) || null} userId={userId} onClose={() => setRecordingId(null)} />
      <SendDialog target={sending} userId={userId} onClose={() => setSending(null)} />
      <ClaimDialog
        quote={(claimingId && quoteById.get(claimingId)) || null}
        invoices={invoices ?? []}
        records={records}
        userId={userId}
        onClose={() => setClaimingId(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.type === 'invoice' ? 'Delete Invoice' : 'Delete Estimate'}
        message={
          deleting ? `Delete ${deleting.type} ${deleting.jobNumber} for ${deleting.clientName || 'no client'}? This cannot be undone.` : ''
        }
        onConfirm={() => {
          const d = deleting;
          setDeleting(null);
          if (d) void actions.remove(d);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
