import { unitFor } from '../../../domain/documents/format';
import type { EditableItem } from '../types';
import { TrashIcon } from './icons';

/**
 * One item: the whole row is the tick box's label, so a thumb anywhere on it ticks the item at the counter.
 * Without onToggle (a list still being written) there is no tick box.
 */
export function ItemRow({ item, onToggle, onRemove }: { item: EditableItem; onToggle?: () => void; onRemove?: () => void }) {
  const body = (
    <span className="mat-item-body">
      <span className="mat-item-name">{item.name}</span>
      <span className="mat-item-qty">
        {item.quantity} {unitFor(item.quantity, item.unit)}
      </span>
      {item.notes && <span className="mat-item-notes">{item.notes}</span>}
    </span>
  );
  return (
    <li className={`mat-item ${item.completed ? 'is-done' : ''}`}>
      {onToggle ? (
        <label className="mat-item-label">
          <input
            type="checkbox"
            className="mat-check"
            aria-label={`${item.name}, ${item.quantity} ${item.unit}`}
            checked={item.completed}
            onChange={onToggle}
          />
          {body}
        </label>
      ) : (
        <span className="mat-item-label">{body}</span>
      )}
      {onRemove && (
        <button type="button" className="icon-btn mat-remove" aria-label={`Remove ${item.name}`} onClick={onRemove}>
          <TrashIcon size={18} />
        </button>
      )}
    </li>
  );
}
