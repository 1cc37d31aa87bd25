import { useState } from 'react';
import { toastFailure } from '../../../app/toast/store';
import { toEditable } from '../edit-diff';
import { downloadListPdf, setItemCompleted } from '../mutations';
import { COLLAPSED_ITEM_COUNT, type EditableList, type MaterialsListView } from '../types';
import { ChevronIcon, DownloadIcon, EditIcon, TrashIcon } from './icons';
import { ItemRow } from './ItemRow';
import { ListEditor } from './ListEditor';
import { ListProgress } from './ListProgress';
import { useOptimisticTicks } from '../useOptimisticTicks';
import { PriceListButton } from '../../price-book';

interface Props {
  userId: string;
  list: MaterialsListView;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onDelete: () => void;
}

const createdLabel = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** One list: collapsed shows 3 items, expanded shows all and offers Edit (spec §2, §4). */
export function ListCard({ userId, list, expanded, onExpandedChange, onDelete }: Props) {
  const [editing, setEditing] = useState<EditableList | null>(null);
  const [downloading, setDownloading] = useState(false);

  const ticks = useOptimisticTicks(list.items);
  const shownItems = list.items.map((item) => ({ ...item, completed: ticks.completedOf(item) }));

  const quickToggle = (item: MaterialsListView['items'][number]) => {
    ticks
      .toggle(item, (completed) => setItemCompleted(userId, item, completed))
      .catch((err: unknown) => {
        toastFailure('Ticking the item', err, 'Error', 'Failed to update list. Please try again.');
      });
  };

  // Collapsed, only the job itself; the assumptions that follow it show once the list is opened.
  const description = expanded ? list.description : list.description.split(/\n\s*\n/)[0];
  const shown = expanded ? shownItems : shownItems.slice(0, COLLAPSED_ITEM_COUNT);
  const hidden = shownItems.length - shown.length;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadListPdf(userId, list);
    } catch (err) {
      toastFailure('Materials PDF', err, 'Download failed', 'Unable to download the materials list. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className="card mat-card" aria-labelledby={`mat-${list.id}`}>
      <header className="mat-card-head">
        <div className="mat-card-heading">
          <h2 id={`mat-${list.id}`} className="mat-card-title">
            {list.title}
          </h2>
          <p className="mat-card-meta">
            {list.projectType && <span className="badge badge-blue">{list.projectType}</span>}
            <span>Created {createdLabel(list.createdAt)}</span>
          </p>
        </div>
        {!editing && (
          <button type="button" className="icon-btn mat-delete" onClick={onDelete} aria-label={`Delete ${list.title}`}>
            <TrashIcon />
          </button>
        )}
      </header>
      {description && <p className={`mat-desc ${expanded ? '' : 'mat-clamp'}`}>{description}</p>}
      {!editing && <ListProgress items={shownItems} />}

      {editing ? (
        <ListEditor userId={userId} before={editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          {list.items.length ? (
            <ul className="mat-items">
              {shown.map((item) => (
                <ItemRow key={item.id} item={item} onToggle={() => quickToggle(item)} />
              ))}
            </ul>
          ) : (
            <p className="muted small">No items yet. Expand and Edit to add some.</p>
          )}
          {hidden > 0 && (
            <button type="button" className="btn btn-ghost btn-sm mat-more" onClick={() => onExpandedChange(true)}>
              Show all {list.items.length} items
            </button>
          )}
          <div className="mat-actions">
            <button type="button" className="btn btn-outline btn-sm" aria-expanded={expanded} onClick={() => onExpandedChange(!expanded)}>
              <ChevronIcon up={expanded} /> {expanded ? 'Collapse' : 'Expand'}
            </button>
            {expanded && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(toEditable(list))}>
                <EditIcon /> Edit
              </button>
            )}
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void download()} disabled={downloading}>
              <DownloadIcon /> {downloading ? 'Making PDF…' : 'Download PDF'}
            </button>
            <PriceListButton userId={userId} list={list} />
          </div>
        </>
      )}
    </article>
  );
}
