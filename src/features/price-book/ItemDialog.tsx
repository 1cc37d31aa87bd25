import { useState } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { Dialog } from '../../app/ui/Dialog';
import { centsToDecimalString, parseDollars } from '../../domain/money';
import { formatMarkup, parseMarkupPercent, sellFromCost } from '../../domain/price-book/markup';
import type { PriceItemRow } from '../../domain/price-book/rows';
import { MAX_UNIT_LENGTH, UNIT_SUGGESTIONS, type PriceUnit } from '../../domain/price-book/units';
import { MutationInputError } from '../../data/sync/mutate';
import { createPriceItem, deletePriceItem, updatePriceItem } from './mutations';

interface Draft {
  description: string;
  code: string;
  supplier: string;
  unit: PriceUnit;
  cost: string;
  markup: string;
  sell: string;
  gstFree: boolean;
}

const fromRow = (r: PriceItemRow | null): Draft =>
  r
    ? {
        description: r.description,
        code: r.code,
        supplier: r.supplier,
        unit: r.unit,
        cost: centsToDecimalString(r.costCents),
        markup: '',
        sell: centsToDecimalString(r.sellCents),
        gstFree: r.gstFree,
      }
    : { description: '', code: '', supplier: '', unit: 'ea', cost: '', markup: '', sell: '', gstFree: false };

/** Add or edit one item. A markup % typed with a cost fills the sell rate (src/domain/price-book/markup.ts). */
export function ItemDialog({
  userId,
  item,
  open,
  onClose,
}: {
  userId: string;
  item: PriceItemRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const [d, setD] = useState<Draft>(() => fromRow(item));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(k: K, value: Draft[K]) => setD((x) => ({ ...x, [k]: value }));

  function withMarkup(next: Draft): Draft {
    const cost = parseDollars(next.cost);
    const bp = parseMarkupPercent(next.markup);
    if (cost === null || cost < 0 || bp === null || next.markup.trim() === '') return next;
    return { ...next, sell: centsToDecimalString(sellFromCost(cost, bp)) };
  }

  async function save() {
    const costCents = d.cost.trim() === '' ? 0 : parseDollars(d.cost);
    const sellCents = parseDollars(d.sell);
    if (costCents === null || costCents < 0) return toastError('Check the cost', 'Enter the cost in dollars, e.g. 12.50.');
    if (sellCents === null || sellCents <= 0) return toastError('Check the sell rate', 'Enter a sell rate above $0.');
    const fields = {
      description: d.description,
      code: d.code,
      supplier: d.supplier,
      unit: d.unit,
      costCents,
      sellCents,
      gstFree: d.gstFree,
    };
    setBusy(true);
    try {
      if (item) await updatePriceItem(userId, item.id, fields);
      else await createPriceItem(userId, fields);
      toast({ title: item ? 'Item saved' : 'Item added' });
      onClose();
    } catch (err) {
      toastError('Not saved', err instanceof MutationInputError ? err.message.replace(/^[\w.]+: /, '') : 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!item) return;
    await deletePriceItem(userId, item.id);
    toast({ title: 'Item deleted' });
    onClose();
  }

  const markupHint = (() => {
    const cost = parseDollars(d.cost);
    const sell = parseDollars(d.sell);
    if (!cost || !sell || d.markup) return undefined;
    const bp = Math.round(((sell - cost) * 10_000) / cost);
    return bp >= 0 ? `Now ${formatMarkup(bp)}% over cost` : undefined;
  })();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={item ? 'Edit item' : 'Add item'}
      footer={
        <>
          {item && (
            <button type="button" className="btn btn-outline pb-danger" onClick={() => void remove()}>
              Delete
            </button>
          )}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save item'}
          </button>
        </>
      }
    >
      <form
        className="stack pb-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="field">
          <span className="label">Description *</span>
          <input className="input" value={d.description} onChange={(e) => set('description', e.target.value)} maxLength={500} />
        </label>
        <div className="pb-two">
          <label className="field">
            <span className="label">Code</span>
            <input className="input" value={d.code} onChange={(e) => set('code', e.target.value)} maxLength={100} />
          </label>
          <label className="field">
            <span className="label">Supplier</span>
            <input className="input" value={d.supplier} onChange={(e) => set('supplier', e.target.value)} maxLength={120} />
          </label>
        </div>
        <div className="pb-two">
          <label className="field">
            <span className="label">Unit</span>
            <input
              className="input"
              list="pb-unit-suggestions"
              value={d.unit}
              maxLength={MAX_UNIT_LENGTH}
              onChange={(e) => set('unit', e.target.value)}
              autoComplete="off"
            />
            <datalist id="pb-unit-suggestions">
              {UNIT_SUGGESTIONS.map((u) => (
                <option key={u} value={u} />
              ))}
            </datalist>
          </label>
          <label className="field">
            <span className="label">Cost ($)</span>
            <input
              className="input"
              inputMode="decimal"
              value={d.cost}
              onChange={(e) => setD((x) => withMarkup({ ...x, cost: e.target.value }))}
            />
          </label>
        </div>
        <div className="pb-two">
          <label className="field">
            <span className="label">Markup (%)</span>
            <input
              className="input"
              inputMode="decimal"
              value={d.markup}
              placeholder="e.g. 25"
              onChange={(e) => setD((x) => withMarkup({ ...x, markup: e.target.value }))}
            />
          </label>
          <label className="field">
            <span className="label">Sell rate ($) *</span>
            <input
              className="input"
              inputMode="decimal"
              value={d.sell}
              onChange={(e) => setD((x) => ({ ...x, sell: e.target.value, markup: '' }))}
            />
          </label>
        </div>
        {markupHint && <p className="small muted">{markupHint}</p>}
        <label className="check">
          <input type="checkbox" checked={d.gstFree} onChange={(e) => set('gstFree', e.target.checked)} />
          <span>GST-free</span>
        </label>
      </form>
    </Dialog>
  );
}
