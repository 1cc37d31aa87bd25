import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { todayIso } from '../../domain/dates';
import { ClientsTab } from '../clients/ClientsTab';
import { useClients } from '../clients/queries';
import { makeInvoiceModel } from '../invoices/document';
import { useInvoices } from '../invoices/queries';
import { useBusinessRecords } from '../quotes/business';
import { makeQuoteModel } from '../quotes/document';
import { deviceTimeZone } from '../quotes/download';
import { PageHeader } from '../quotes/PageHeader';
import { useQuotes } from '../quotes/queries';
import { downloadWithToast, useOfflineReady } from '../quotes/useDocumentActions';
import type { HubContext } from './context';
import type { DocCardHandlers } from './DocCard';
import { DocumentDialog, type DialogTarget } from './DocumentDialog';
import { DocumentsTab } from './DocumentsTab';
import { HubTabs, isHubTab, type HubTab } from './HubTabs';
import { MarkPaidDialog } from './MarkPaidDialog';
import { estimateDoc, invoiceDoc, overviewStats, recentActivity, type HubDoc } from './model';
import { OverviewTab } from './OverviewTab';
import { SignatureDialog } from './SignatureDialog';
import { useHubActions } from './useHubActions';
import '../quotes/documents.css';
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

  const today = todayIso(Date.now(), deviceTimeZone());
  const estimateDocs = useMemo(() => (quotes ?? []).map(estimateDoc), [quotes]);
  const invoiceDocs = useMemo(() => (invoices ?? []).map((i) => invoiceDoc(i, today)), [invoices, today]);
  const quoteById = useMemo(() => new Map((quotes ?? []).map((q) => [q.id, q])), [quotes]);
  const invoiceById = useMemo(() => new Map((invoices ?? []).map((i) => [i.id, i])), [invoices]);

  const handlers: DocCardHandlers = {
    onAction(doc, action) {
      const q = doc.type === 'estimate' ? quoteById.get(doc.id) : undefined;
      const inv = doc.type === 'invoice' ? invoiceById.get(doc.id) : undefined;
      if (action === 'send') return void (q ? actions.sendEstimate(q) : inv && actions.sendInvoice(inv));
      if (action === 'signature') return setSigningId(doc.id);
      if (action === 'approve') return void (q && actions.approveEstimate(q));
      if (action === 'convert') return void (q && actions.convertEstimate(q));
      if (action === 'openInvoice') return navigate(`/invoice-generator?edit=${doc.convertedInvoiceId}`);
      if (action === 'markPaid') return setPayingId(doc.id);
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
            <OverviewTab
              stats={overviewStats(estimateDocs, invoiceDocs)}
              recent={recentActivity(estimateDocs, invoiceDocs)}
              onNewEstimate={() => setDialog({ type: 'estimate', row: null })}
              onNewInvoice={() => setDialog({ type: 'invoice', row: null })}
              onOpen={(d) => setTab(d.type === 'estimate' ? 'estimates' : 'invoices')}
            />
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
