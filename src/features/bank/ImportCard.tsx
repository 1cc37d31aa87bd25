import { memo, useState } from 'react';
import { toastError } from '../../app/toast/store';
import { SelectField, TextField } from '../../app/ui/Field';
import { BANK_NAMES, bankMappingProblem, type BankColumnMapping, type OpenInvoice } from '../../domain/bank';
import { saveMapping } from './mutations';
import type { CreditListHead } from './protocol';
import { useBankMappings } from './queries';
import { importInWorker, whenStored } from './worker-client';

type Pending = { text: string; sample: string[][]; mapping: BankColumnMapping; bank: string };

const col = (sample: string[][], hasHeader: boolean, i: number) =>
  hasHeader ? `${sample[0]?.[i] || `Column ${i + 1}`}` : `Column ${i + 1}: ${(sample[0]?.[i] ?? '').slice(0, 24)}`;

/**
 * Import a statement: OFX/QFX, QIF, or a CSV. The big four's CSV layouts are known; another bank's columns are
 * picked once and remembered for that bank on this device. Read, kept and matched in a worker in one trip (the main
 * thread gets the list to draw); nothing leaves the device.
 */
export const ImportCard = memo(function ImportCard({
  userId,
  invoices,
  onImported,
  onBusy,
}: {
  userId: string;
  /** the open invoices the credits are matched against */
  invoices: OpenInvoice[];
  /** the screen's list after the import (its first page; the rest follow as pages of request `id`), made with `invoices` */
  onImported: (list: CreditListHead, id: number, invoices: OpenInvoice[]) => void;
  /** while an import runs (until its lines are written), the screen does not ask for the list itself (the import brings it) */
  onBusy: (busy: boolean) => void;
}) {
  const mappings = useBankMappings(userId) ?? [];
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [savedBank, setSavedBank] = useState('');
  // What the last import did, said in the card itself (a toast is a popover re-shown in the top layer: at 4× CPU
  // throttle its show and the page's re-layout were the import's longest main-thread task, scripts/bench/bank.ts).
  const [said, setSaid] = useState<{ title: string; description: string } | null>(null);

  async function run(text: string, mapping: BankColumnMapping | null, bankName: string | null) {
    setBusy(true);
    setSaid(null);
    onBusy(true);
    try {
      const res = await importInWorker(userId, text, mapping, invoices);
      if (res.type === 'needs-mapping') {
        setPending({ text, sample: res.sample, mapping: res.guess, bank: '' });
        return;
      }
      if (res.type === 'error') return toastError('Statement Not Read', res.message);
      if (res.type !== 'imported') return;
      onImported(res.list, res.id, invoices);
      // The list is drawn as soon as it comes, while the worker writes the lines; "imported" is said once they are kept.
      const lost = await whenStored(res.id);
      if (lost) return toastError('Statement Not Kept', `${lost} Its lines are not on this phone; please import it again.`);
      if (mapping && bankName) await saveMapping(userId, bankName, mapping);
      const { added, seen } = res;
      const from = res.bank ? BANK_NAMES[res.bank] : bankName || res.format.toUpperCase();
      setSaid({
        title: 'Statement Imported',
        description: `${from}: ${res.lineCount} lines, ${res.credits} credits. ${added} new${seen ? `, ${seen} already here (not counted twice)` : ''}.${
          res.skipped.length ? ` Skipped ${res.skipped.length}: ${res.skipped.slice(0, 2).join('; ')}` : ''
        }`,
      });
      setPending(null);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    const saved = mappings.find((m) => m.bank === savedBank);
    await run(text, saved?.mapping ?? null, saved?.bank ?? null);
  }

  const p = pending;
  const width = p ? Math.max(...p.sample.map((r) => r.length)) : 0;
  const options = Array.from({ length: width }, (_, i) => ({ value: String(i), label: p ? col(p.sample, p.mapping.hasHeader, i) : '' }));
  const set = (patch: Partial<BankColumnMapping>) => p && setPending({ ...p, mapping: { ...p.mapping, ...patch } });
  const num = (v: string) => (v === '' ? null : Number(v));
  const problem = p
    ? (bankMappingProblem(p.mapping, width) ?? (p.bank.trim() ? null : 'Name the bank, so its columns are remembered.'))
    : null;

  return (
    <section className="card stack" aria-labelledby="bank-import-h">
      <h2 id="bank-import-h" className="card-title">
        Import a statement
      </h2>
      <p className="muted small">
        OFX, QFX, QIF, or CSV from CommBank, Westpac, NAB or ANZ. Other banks: choose the columns once. The lines stay on this phone; only
        payments you confirm are recorded on invoices.
      </p>
      {mappings.length > 0 && (
        <SelectField
          label="Bank (for a CSV from another bank)"
          value={savedBank}
          onChange={(e) => setSavedBank(e.target.value)}
          placeholder="Work it out from the file"
          options={mappings.map((m) => m.bank)}
        />
      )}
      <label className="btn btn-primary btn-block">
        {busy ? 'Reading…' : 'Choose statement file'}
        <input
          type="file"
          className="sr-only"
          accept=".ofx,.qfx,.qif,.csv,.txt,text/csv"
          disabled={busy}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {/* always in the page, so a screen reader hears what the import did when it changes */}
      <p role="status" className="small" data-testid="import-status">
        {said && (
          <>
            <strong>{said.title}.</strong> <span>{said.description}</span>
          </>
        )}
      </p>
      {p && (
        <div className="stack" aria-label="Column mapping">
          <p className="banner banner-info">
            This bank&rsquo;s CSV is new here. Say which column holds what; it is remembered for next time.
          </p>
          <TextField label="Bank name" value={p.bank} onChange={(e) => setPending({ ...p, bank: e.target.value })} maxLength={60} />
          <label className="row small">
            <input type="checkbox" checked={p.mapping.hasHeader} onChange={(e) => set({ hasHeader: e.target.checked })} /> The first row is
            headings
          </label>
          <SelectField
            label="Date"
            value={String(p.mapping.date)}
            onChange={(e) => set({ date: Number(e.target.value) })}
            options={options}
          />
          <SelectField
            label="Amount (signed)"
            value={p.mapping.amount === null ? '' : String(p.mapping.amount)}
            onChange={(e) => set({ amount: num(e.target.value), ...(e.target.value ? { credit: null, debit: null } : {}) })}
            placeholder="Separate credit and debit columns"
            options={options}
          />
          {p.mapping.amount === null && (
            <>
              <SelectField
                label="Credit (money in)"
                value={p.mapping.credit === null ? '' : String(p.mapping.credit)}
                onChange={(e) => set({ credit: num(e.target.value) })}
                placeholder="Choose"
                options={options}
              />
              <SelectField
                label="Debit (money out)"
                value={p.mapping.debit === null ? '' : String(p.mapping.debit)}
                onChange={(e) => set({ debit: num(e.target.value) })}
                placeholder="None"
                options={options}
              />
            </>
          )}
          <SelectField
            label="Description"
            value={String(p.mapping.description[0] ?? '')}
            onChange={(e) => set({ description: e.target.value === '' ? [] : [Number(e.target.value)] })}
            placeholder="Choose"
            options={options}
          />
          <label className="row small">
            <input type="checkbox" checked={p.mapping.monthFirst} onChange={(e) => set({ monthFirst: e.target.checked })} /> Dates are month
            first (12/25/2026)
          </label>
          {problem && <p className="field-error">{problem}</p>}
          <div className="row">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!!problem || busy}
              onClick={() => void run(p.text, p.mapping, p.bank.trim())}
            >
              Import with these columns
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
});
