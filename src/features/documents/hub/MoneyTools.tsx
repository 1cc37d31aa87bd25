import { numberBlocksHint } from '../../../domain/numbering';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, errorMessage } from '../../../data/api';
import { toast, toastError } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { SelectField, TextField } from '../../../app/ui/Field';
import { addDaysIso, isIsoDate, todayIso } from '../../../domain/dates';
import type { DocumentSettings } from '../../../domain/schemas/document-settings';
import { deviceTimeZone } from '../common/download';

const FORMATS = [
  { value: 'xero', label: 'Xero (sales invoice import)' },
  { value: 'myob', label: 'MYOB AccountRight (sales import)' },
  { value: 'plain', label: 'Plain CSV (invoices and payments)' },
];

/**
 * The Overview's money tools: numbering and payment settings, and the accountant's export (both need a connection), and
 * the way to /bank, where a bank statement is matched to invoices on the phone (issue 23; works offline).
 */
export function MoneyTools() {
  const [open, setOpen] = useState<'settings' | 'export' | null>(null);
  // One close function for the component's life: the settings dialog loads when `open` or `onClose` changes, so a new
  // function on every re-render (a sync pull re-renders the page) reloaded it and wiped what the tradie had typed.
  const close = useCallback(() => setOpen(null), []);
  return (
    <section className="card stack" aria-labelledby="money-tools-h">
      <h2 id="money-tools-h">Numbers, payments and your accountant</h2>
      <div className="row">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen('settings')}>
          Numbers & payment terms
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen('export')}>
          Export for accountant
        </button>
        <Link to="/bank" className="btn btn-outline btn-sm">
          Match bank payments
        </Link>
      </div>
      <SettingsDialog open={open === 'settings'} onClose={close} />
      <ExportDialog open={open === 'export'} onClose={close} />
    </section>
  );
}

function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [s, setS] = useState<DocumentSettings | null>(null);
  const [loaded, setLoaded] = useState<DocumentSettings | null>(null);
  const [reminders, setReminders] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setS(null);
    api<DocumentSettings>('GET', '/api/document-settings')
      .then((r) => {
        setS(r);
        setLoaded(r);
        setReminders(r.reminderDays.join(', '));
      })
      .catch(() => {
        toastError('Needs a Connection', 'Numbering settings are kept on the server. Try again when you have signal.');
        onClose();
      });
  }, [open, onClose]);
  const set = <K extends keyof DocumentSettings>(k: K, v: DocumentSettings[K]) => setS((x) => (x ? { ...x, [k]: v } : x));

  async function save() {
    if (!s || !loaded) return;
    const reminderDays = reminders
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(Number);
    const next: DocumentSettings = { ...s, reminderDays, payId: s.payId?.trim() || null };
    // Only what the tradie changed: this device reserves number blocks in the background, so the next numbers loaded
    // when the dialog opened may be behind the server's, and sending them back unchanged would be refused as lowering.
    const changed = Object.fromEntries(
      Object.entries(next).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(loaded[k as keyof DocumentSettings])),
    );
    setBusy(true);
    try {
      if (Object.keys(changed).length) await api('PUT', '/api/document-settings', changed);
      toast({ title: 'Settings Saved' });
      onClose();
    } catch (err) {
      toastError('Not Saved', errorMessage(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Numbers & payment terms"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={!s || busy} onClick={() => void save()}>
            Save
          </button>
        </>
      }
    >
      {!s ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <TextField label="Invoice prefix" value={s.invoicePrefix} onChange={(e) => set('invoicePrefix', e.target.value)} />
          <TextField
            label="Next invoice number"
            inputMode="numeric"
            value={String(s.invoiceNextNumber)}
            hint={numberBlocksHint(s.invoicePrefix)}
            onChange={(e) => set('invoiceNextNumber', Number(e.target.value) || 1)}
          />
          <TextField label="Quote prefix" value={s.quotePrefix} onChange={(e) => set('quotePrefix', e.target.value)} />
          <TextField
            label="Next quote number"
            inputMode="numeric"
            value={String(s.quoteNextNumber)}
            hint={numberBlocksHint(s.quotePrefix)}
            onChange={(e) => set('quoteNextNumber', Number(e.target.value) || 1)}
          />
          <TextField
            label="Payment terms (days)"
            inputMode="numeric"
            value={String(s.paymentTermsDays)}
            onChange={(e) => set('paymentTermsDays', Number(e.target.value) || 0)}
          />
          <TextField
            label="PayID (optional)"
            value={s.payId ?? ''}
            onChange={(e) => set('payId', e.target.value)}
            hint="Shown with your bank details on invoices and the customer's page."
          />
          <TextField
            label="Overdue reminders (days after the due date)"
            value={reminders}
            onChange={(e) => setReminders(e.target.value)}
            hint="e.g. 7, 14 — an email to the customer at each step, stopped by payment. Leave empty for none."
          />
        </>
      )}
    </Dialog>
  );
}

function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const today = todayIso(Date.now(), deviceTimeZone());
  const [from, setFrom] = useState(addDaysIso(today, -30));
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState('xero');
  const ok = isIsoDate(from) && isIsoDate(to) && from <= to;
  const href = `/api/export/invoices.csv?from=${from}&to=${to}&format=${format}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Export for accountant"
      description="Sent and paid invoices dated in the range (the plain file adds the payments received in it)."
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Close
          </button>
          {ok ? (
            <a className="btn btn-primary" href={href} download>
              Download CSV
            </a>
          ) : (
            <button type="button" className="btn btn-primary" disabled>
              Download CSV
            </button>
          )}
        </>
      }
    >
      <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <TextField
        label="To"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={from > to ? 'The end date is before the start date' : null}
      />
      <SelectField label="Format" value={format} onChange={(e) => setFormat(e.target.value)} options={FORMATS} />
    </Dialog>
  );
}
