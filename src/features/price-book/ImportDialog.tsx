import { useEffect, useRef, useState } from 'react';
import { syncNow } from '../../data/sync/scheduler';
import { Dialog } from '../../app/ui/Dialog';
import { formatCents } from '../../domain/money';
import { FIELD_LABELS, gstNote, guessMapping, headerIncludesGst, MAPPED_FIELDS, mappingProblem } from '../../domain/price-book/csv';
import { supplierUnitKey, UNIT_SUGGESTIONS, unplacedUnits } from '../../domain/price-book/units';
import { matchKey } from '../../domain/price-book/ids';
import { formatMarkup, parseMarkupPercent } from '../../domain/price-book/markup';
import type { ColumnMapping } from '../../domain/sync/features/price-book';
import { startImportWorker } from './import-client';
import { holdPriceBookIndex } from './search-client';
import type { ImportResponse, PlanSummary } from './protocol';
import { useSupplierMappings } from './queries';
import { count } from './format';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'map'; headers: string[]; sample: string[][]; lines: number; remembered: boolean; distinct: Array<string[] | null> }
  | { kind: 'planning' }
  | { kind: 'preview'; plan: PlanSummary }
  | { kind: 'writing'; written: number; total: number }
  | { kind: 'done'; result: Omit<PlanSummary, 'preview'> }
  | { kind: 'error'; message: string };

const SHOWN_REASONS = 200;

/**
 * Import a supplier's price file (CSV). The file is read, checked and written by a worker (import.worker.ts); this
 * dialog asks for the supplier and, on that supplier's first file, which column is which (remembered for next time),
 * shows a preview with what will be added, updated and skipped, then the counts and each skipped line's reason.
 */
export function ImportDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const mappings = useSupplierMappings(userId);
  const [supplier, setSupplier] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({ code: '', description: '', unit: '', cost: '', sell: '' });
  const [markup, setMarkup] = useState('0');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const worker = useRef<ReturnType<typeof startImportWorker> | null>(null);
  const stepRef = useRef(step);
  stepRef.current = step;

  // Leaving the screen mid-write lets the worker finish (its messages still release the search index and start the
  // sync); before that, the worker is stopped with the dialog.
  useEffect(
    () => () => {
      if (stepRef.current.kind !== 'writing') worker.current?.stop();
    },
    [],
  );

  const remembered = mappings?.find((m) => matchKey(m.supplier) === matchKey(supplier));

  function onMessage(m: ImportResponse) {
    if (m.type === 'read') {
      const known = remembered && !mappingProblem(remembered.columns, m.headers) ? remembered : null;
      setMapping(known ? known.columns : guessMapping(m.headers));
      setMarkup(known ? formatMarkup(known.markupBasisPoints) : '0');
      setStep({ kind: 'map', headers: m.headers, sample: m.sample, lines: m.lines, remembered: Boolean(known), distinct: m.distinct });
    } else if (m.type === 'plan') setStep({ kind: 'preview', plan: m });
    else if (m.type === 'progress') setStep({ kind: 'writing', written: m.written, total: m.total });
    else if (m.type === 'done') {
      holdPriceBookIndex(false);
      setStep({ kind: 'done', result: m });
      if (navigator.onLine) void syncNow();
    } else {
      holdPriceBookIndex(false);
      setStep({ kind: 'error', message: m.message });
    }
  }

  function read() {
    if (!file || !supplier.trim()) return;
    worker.current?.stop();
    worker.current = startImportWorker((m) => onMessage(m));
    setStep({ kind: 'reading' });
    worker.current.send({ type: 'read', file });
  }

  const markupBp = parseMarkupPercent(markup || '0');
  const problem =
    step.kind === 'map'
      ? (mappingProblem(mapping, step.headers) ?? (markupBp === null ? 'Enter the markup as a percentage, e.g. 25.' : null))
      : null;

  function close() {
    if (step.kind === 'writing') return; // the batches already queued stay; let it finish
    worker.current?.stop();
    worker.current = null;
    setStep({ kind: 'choose' });
    setFile(null);
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} title="Import a supplier price file" wide>
      <div className="stack pb-import">
        {(step.kind === 'choose' || step.kind === 'reading' || step.kind === 'error') && (
          <>
            <label className="field">
              <span className="label">Supplier *</span>
              <input
                className="input"
                list="pb-suppliers"
                value={supplier}
                onChange={(e) => setSupplier(e.target.value)}
                placeholder="e.g. Reece"
                maxLength={120}
              />
              <datalist id="pb-suppliers">
                {mappings?.map((m) => (
                  <option key={m.id} value={m.supplier} />
                ))}
              </datalist>
            </label>
            <label className="field">
              <span className="label">Price file (CSV) *</span>
              <input
                className="input"
                type="file"
                accept=".csv,text/csv,text/plain"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </label>
            {remembered && <p className="small muted">The columns you picked for {remembered.supplier} last time will be used.</p>}
            {step.kind === 'error' && (
              <p className="pb-error" role="alert">
                {step.message}
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={!file || !supplier.trim() || step.kind === 'reading'}
              onClick={read}
            >
              {step.kind === 'reading' ? 'Reading…' : 'Read file'}
            </button>
          </>
        )}

        {step.kind === 'map' && (
          <>
            <p className="small">
              {count(step.lines, 'line')} in the file.{' '}
              {step.remembered
                ? `Columns remembered for ${supplier.trim()}.`
                : `Which column holds what? This is remembered for ${supplier.trim()}.`}
            </p>
            <div className="pb-mapping">
              {MAPPED_FIELDS.map((f) => (
                <label key={f} className="field">
                  <span className="label">
                    {FIELD_LABELS[f]}
                    {f === 'code' || f === 'description' ? ' *' : ''}
                  </span>
                  <select
                    className="input"
                    value={mapping[f]}
                    onChange={(e) => {
                      const col = e.target.value;
                      setMapping((m) => ({
                        ...m,
                        [f]: col,
                        ...(f === 'cost' ? { costIncludesGst: headerIncludesGst(col) } : {}),
                        ...(f === 'sell' ? { sellIncludesGst: headerIncludesGst(col) } : {}),
                      }));
                    }}
                  >
                    <option value="">(none)</option>
                    {step.headers.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <label className="field">
                <span className="label">Markup on cost (%)</span>
                <input className="input" inputMode="decimal" value={markup} onChange={(e) => setMarkup(e.target.value)} />
              </label>
            </div>
            <PriceGst mapping={mapping} onChange={setMapping} />
            <UnitWords step={step} mapping={mapping} onChange={setMapping} />
            <p className="small muted">Lines without a sell price get cost plus the markup.</p>
            {problem && (
              <p className="pb-error" role="alert">
                {problem}
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={Boolean(problem)}
              onClick={() => {
                setStep({ kind: 'planning' });
                worker.current?.send({ type: 'plan', userId, supplier, mapping, markupBasisPoints: markupBp ?? 0 });
              }}
            >
              Preview
            </button>
          </>
        )}

        {step.kind === 'planning' && <p aria-busy="true">Checking every line…</p>}

        {step.kind === 'preview' && (
          <>
            <Counts c={step.plan} future />
            <div className="pb-preview-wrap">
              <table className="pb-preview">
                <caption className="sr-only">Preview</caption>
                <thead>
                  <tr>
                    <th>Code</th>
                    <th>Description</th>
                    <th>Unit</th>
                    <th className="pb-num">Sell (ex GST)</th>
                  </tr>
                </thead>
                <tbody>
                  {step.plan.preview.map((p) => (
                    <tr key={p.code}>
                      <td className="pb-nowrap">{p.code}</td>
                      <td>
                        {p.description} {p.change === 'update' && <span className="badge badge-blue">update</span>}
                      </td>
                      <td className="pb-nowrap">{p.unit}</td>
                      <td className="pb-nowrap pb-num">{formatCents(p.sellCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Skipped list={step.plan.skipped} />
            <button
              type="button"
              className="btn btn-primary"
              disabled={step.plan.added + step.plan.updated === 0}
              onClick={() => {
                setStep({ kind: 'writing', written: 0, total: step.plan.added + step.plan.updated });
                holdPriceBookIndex(true);
                worker.current?.send({ type: 'commit', userId });
              }}
            >
              Import {count(step.plan.added + step.plan.updated, 'item')}
            </button>
          </>
        )}

        {step.kind === 'writing' && (
          <div>
            <p>
              Saving {step.written.toLocaleString('en-AU')} of {count(step.total, 'item')}…
            </p>
            <progress max={step.total || 1} value={step.written} aria-label="Import progress" />
          </div>
        )}

        {step.kind === 'done' && (
          <>
            <h3 className="pb-done">Import finished</h3>
            <Counts c={step.result} />
            <Skipped list={step.result.skipped} />
            <button type="button" className="btn btn-primary" onClick={close}>
              Done
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}

/** Whether the file's prices include GST: guessed from the headers (an RRP usually does), said, and changeable. */
function PriceGst({ mapping, onChange }: { mapping: ColumnMapping; onChange: (f: (m: ColumnMapping) => ColumnMapping) => void }) {
  const note = gstNote(mapping);
  return (
    <fieldset className="pb-gst">
      <legend className="label">GST in the file’s prices</legend>
      {mapping.cost && (
        <label className="check">
          <input
            type="checkbox"
            checked={Boolean(mapping.costIncludesGst)}
            onChange={(e) => onChange((m) => ({ ...m, costIncludesGst: e.target.checked }))}
          />{' '}
          Cost prices include GST
        </label>
      )}
      {mapping.sell && (
        <label className="check">
          <input
            type="checkbox"
            checked={Boolean(mapping.sellIncludesGst)}
            onChange={(e) => onChange((m) => ({ ...m, sellIncludesGst: e.target.checked }))}
          />{' '}
          Sell prices include GST
        </label>
      )}
      <p className="small muted">{note ?? 'Prices are kept without GST; quotes and invoices add GST once, on the total.'}</p>
    </fieldset>
  );
}

/**
 * The supplier's unit words that are not ours (LEN, ROLL, PR, LTR …): map each to one of ours or keep it as written.
 * Remembered with the columns for this supplier.
 */
function UnitWords({
  step,
  mapping,
  onChange,
}: {
  step: { headers: string[]; distinct: Array<string[] | null> };
  mapping: ColumnMapping;
  onChange: (f: (m: ColumnMapping) => ColumnMapping) => void;
}) {
  if (!mapping.unit) return null;
  const values = step.distinct[step.headers.indexOf(mapping.unit)];
  if (values === null) return <p className="small muted">Units that are not one of ours are kept as the supplier writes them.</p>;
  const unplaced = new Set(unplacedUnits(values ?? []).map(supplierUnitKey));
  const words = [...new Map((values ?? []).map((v) => [supplierUnitKey(v), v.trim()])).entries()]
    .filter(([key]) => key && (unplaced.has(key) || mapping.units?.[key] !== undefined))
    .map(([, v]) => v);
  if (!words.length) return null;
  return (
    <fieldset className="pb-units">
      <legend className="label">Units in this file that are not ours</legend>
      <p className="small muted">Map each to one of ours, or keep the supplier’s word. Remembered for this supplier.</p>
      {words.map((w) => {
        const key = supplierUnitKey(w);
        return (
          <label key={key} className="field pb-unit-word">
            <span>{w}</span>
            <select
              className="input"
              aria-label={`Unit ${w}`}
              value={mapping.units?.[key] ?? ''}
              onChange={(e) => onChange((m) => ({ ...m, units: { ...m.units, [key]: e.target.value } }))}
            >
              <option value="">Keep as written ({w})</option>
              {UNIT_SUGGESTIONS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}

function Counts({ c, future }: { c: Omit<PlanSummary, 'preview'>; future?: boolean }) {
  return (
    <ul className="pb-counts" aria-label={future ? 'What the import will do' : 'Import result'}>
      <li>
        <strong>{c.added.toLocaleString('en-AU')}</strong> {future ? 'to add' : 'added'}
      </li>
      <li>
        <strong>{c.updated.toLocaleString('en-AU')}</strong> {future ? 'to update' : 'updated'}
      </li>
      {c.unchanged > 0 && (
        <li>
          <strong>{c.unchanged.toLocaleString('en-AU')}</strong> unchanged
        </li>
      )}
      <li>
        <strong>{c.skipped.length.toLocaleString('en-AU')}</strong> skipped
      </li>
    </ul>
  );
}

function Skipped({ list }: { list: Array<{ line: number; reason: string }> }) {
  if (!list.length) return null;
  return (
    <details className="pb-skipped" open={list.length <= 20}>
      <summary>Skipped lines and why</summary>
      <ul aria-label="Skipped lines">
        {list.slice(0, SHOWN_REASONS).map((s) => (
          <li key={s.line}>{s.reason}</li>
        ))}
      </ul>
      {list.length > SHOWN_REASONS && <p className="small muted">and {count(list.length - SHOWN_REASONS, 'more line')}</p>}
    </details>
  );
}
