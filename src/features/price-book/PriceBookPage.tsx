import { memo, useState } from 'react';
import { useSession } from '../../app/session';
import { toast } from '../../app/toast/store';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { PageHeader } from '../../app/ui/PageHeader';
import { useReleaseChromeExtras } from '../../app/chrome-extras';
import { useFirstCards } from '../../app/first-cards';
import { EditIcon, PlusIcon, TrashIcon, UploadIcon } from '../../app/ui/icons';
import { formatCents } from '../../domain/money';
import type { PriceItemRow } from '../../domain/price-book/rows';
import { ImportDialog } from './ImportDialog';
import { ItemDialog } from './ItemDialog';
import { KitDialog } from './KitDialog';
import { deleteKit } from './mutations';
import { usePriceItemCount, useKits, kitTotal, type KitView } from './queries';
import { usePriceSearchBox } from './search-client';
import { count, itemMeta, priceLabel } from './format';
import { VirtualRows } from './VirtualRows';
import './price-book.css';

/** /price-book (issue 13): saved items and kits, searchable on the device with no signal; supplier files import here. */
export default function PriceBookPage() {
  const userId = useSession((s) => s.user?.id);
  return userId ? <PriceBookScreen userId={userId} /> : null;
}

function PriceBookScreen({ userId }: { userId: string }) {
  const [tab, setTab] = useState<'items' | 'kits'>('items');
  const [editing, setEditing] = useState<PriceItemRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [newKit, setNewKit] = useState(false);
  return (
    <>
      <PageHeader title="Price book" backTo="/landing" />
      <main className="page stack pb-page">
        <div className="pb-tabs" role="tablist" aria-label="Price book">
          {(['items', 'kits'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              className={`btn btn-sm ${tab === t ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => setTab(t)}
            >
              {t === 'items' ? 'Items' : 'Kits'}
            </button>
          ))}
        </div>
        {tab === 'items' ? (
          <>
            <div className="pb-toolbar">
              <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
                <PlusIcon /> Add item
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setImporting(true)}>
                <UploadIcon /> Import supplier file
              </button>
            </div>
            <ItemList userId={userId} onEdit={setEditing} />
          </>
        ) : (
          <>
            <div className="pb-toolbar">
              <button type="button" className="btn btn-primary" onClick={() => setNewKit(true)}>
                <PlusIcon /> New kit
              </button>
            </div>
            <KitList userId={userId} />
          </>
        )}
      </main>
      {editing && <ItemDialog userId={userId} item={editing === 'new' ? null : editing} open onClose={() => setEditing(null)} />}
      {importing && <ImportDialog userId={userId} open onClose={() => setImporting(false)} />}
      {newKit && <KitDialog userId={userId} open onClose={() => setNewKit(false)} />}
    </>
  );
}

function ItemList({ userId, onEdit }: { userId: string; onEdit: (r: PriceItemRow) => void }) {
  const total = usePriceItemCount(userId);
  // the search runs in the worker and the box's text is not React state: a keystroke renders nothing; the answer
  // renders the status line and the rows in one commit (search-client.ts)
  const { result, searching, loadMore, type } = usePriceSearchBox(userId, 40);
  useReleaseChromeExtras(result !== undefined && total !== undefined);
  // kept for the next load's document: the first rows with nothing typed (the box's text is not in the markup)
  useFirstCards(result !== undefined && total !== undefined, Boolean(result?.rows.length) && !result?.text.trim() && !searching);
  return (
    <>
      <SearchBox onType={type} />
      <p
        className="small muted"
        aria-live="polite"
        data-results-for={result && total !== undefined && !searching ? result.text : undefined}
      >
        {total === undefined || !result
          ? 'Loading…'
          : searching
            ? 'Searching…'
            : result.text.trim()
              ? `${count(result.total, 'match', 'matches')} of ${count(total, 'item')}`
              : count(total, 'item')}
      </p>
      {result && result.total === 0 && !result.text.trim() && (
        <div className="card empty">
          <h2>No items yet</h2>
          <p>Add the things you sell often, or import a supplier’s price file.</p>
        </div>
      )}
      {result && <VirtualRowsItems rows={result.rows} onEdit={onEdit} onNearEnd={loadMore} />}
    </>
  );
}

/**
 * The search box: uncontrolled, its text kept outside React (search-client.ts), and never drawn again by an answer —
 * re-rendering it gave React a new onChange to set on the input and an input to update on every search.
 */
const SearchBox = memo(function SearchBox({ onType }: { onType: (text: string) => void }) {
  return (
    <label className="field">
      <span className="label">Search the price book</span>
      <input
        className="input"
        type="search"
        defaultValue=""
        onChange={(e) => onType(e.target.value)}
        placeholder="Description, code or supplier"
      />
    </label>
  );
});

/** The rows, drawn again only when the results change (not on the keystroke that asked for them). */
const VirtualRowsItems = memo(function VirtualRowsItems({
  rows,
  onEdit,
  onNearEnd,
}: {
  rows: PriceItemRow[];
  onEdit: (r: PriceItemRow) => void;
  onNearEnd: () => void;
}) {
  return <VirtualRows items={rows} label="Price book items" onNearEnd={onNearEnd} render={(r) => <ItemRow row={r} onEdit={onEdit} />} />;
});

/** One item row: drawn again only when its row changes (search-client keeps an unchanged row the same object). */
const ItemRow = memo(function ItemRow({ row: r, onEdit }: { row: PriceItemRow; onEdit: (r: PriceItemRow) => void }) {
  return (
    <button type="button" className="pb-row" onClick={() => onEdit(r)} aria-label={`Edit ${r.description}`}>
      <span className="pb-grow">
        <span className="pb-desc" elementtiming="list-card">
          {r.description}
        </span>
        <span className="small muted">{itemMeta(r)}</span>
      </span>
      <span className="pb-price">
        <span>{priceLabel(r)}</span>
        <span className="small muted">cost {formatCents(r.costCents)}</span>
      </span>
    </button>
  );
});

function KitList({ userId }: { userId: string }) {
  const kits = useKits(userId);
  const [editing, setEditing] = useState<KitView | null>(null);
  const [deleting, setDeleting] = useState<KitView | null>(null);
  if (!kits) return <p className="muted">Loading…</p>;
  if (!kits.length)
    return (
      <div className="card empty">
        <h2>No kits yet</h2>
        <p>A kit is a named group of items with quantities, added to a quote in one tap.</p>
      </div>
    );
  return (
    <>
      <ul className="list stack" aria-label="Kits">
        {kits.map((k) => (
          <li key={k.id} className="card pb-kit">
            <div className="pb-kit-head">
              <h2 className="card-title">{k.name}</h2>
              <div className="pb-kit-actions">
                <button type="button" className="icon-btn" aria-label={`Edit kit ${k.name}`} onClick={() => setEditing(k)}>
                  <EditIcon />
                </button>
                <button type="button" className="icon-btn" aria-label={`Delete kit ${k.name}`} onClick={() => setDeleting(k)}>
                  <TrashIcon />
                </button>
              </div>
            </div>
            <ul className="small">
              {k.lines.map((l, i) => (
                <li key={i}>
                  {l.quantity} × {l.item ? `${l.item.description} (${priceLabel(l.item)})` : 'an item since deleted'}
                </li>
              ))}
            </ul>
            <p className="pb-kit-total">Sell total {formatCents(kitTotal(k))}</p>
          </li>
        ))}
      </ul>
      {editing && <KitDialog key={editing.id} userId={userId} kit={editing} open onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this kit?"
        message={deleting ? `“${deleting.name}” will be deleted. Its items stay in the price book.` : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const k = deleting;
          setDeleting(null);
          if (k) void deleteKit(userId, k.id).then(() => toast({ title: 'Kit deleted', description: k.name }));
        }}
      />
    </>
  );
}
