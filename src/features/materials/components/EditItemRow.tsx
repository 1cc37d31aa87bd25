import { useState } from 'react';
import { parseQuantity } from '../item-input';
import type { EditableItem } from '../types';
import { TrashIcon } from './icons';

/**
 * One item in edit mode: its name, quantity and unit are fields (walk-through, issue 12: edit mode could only tick or
 * remove an existing item, so a wrong quantity meant deleting and retyping it). The quantity is tidied to a whole
 * number of at least 1 when the field is left, like Add Item does.
 */
export function EditItemRow({
  item,
  onChange,
  onRemove,
}: {
  item: EditableItem;
  onChange: (item: EditableItem) => void;
  onRemove: () => void;
}) {
  const [quantity, setQuantity] = useState(String(item.quantity));
  const label = item.name.trim() || 'item';
  return (
    <li className={`mat-item mat-item-edit ${item.completed ? 'is-done' : ''}`}>
      <input
        type="checkbox"
        className="mat-check"
        aria-label={`${item.name}, ${item.quantity} ${item.unit}`}
        checked={item.completed}
        onChange={() => onChange({ ...item, completed: !item.completed })}
      />
      <span className="mat-item-fields">
        <input
          className="input"
          aria-label={`Name of ${label}`}
          value={item.name}
          maxLength={200}
          aria-invalid={item.name.trim() === '' || undefined}
          onChange={(e) => onChange({ ...item, name: e.target.value })}
        />
        <span className="mat-item-qty-fields">
          <input
            className="input"
            aria-label={`How many ${label}`}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => {
              setQuantity(e.target.value);
              onChange({ ...item, quantity: parseQuantity(e.target.value) });
            }}
            onBlur={() => setQuantity(String(parseQuantity(quantity)))}
          />
          <input
            className="input"
            aria-label={`Unit of ${label}`}
            value={item.unit}
            maxLength={20}
            onChange={(e) => onChange({ ...item, unit: e.target.value })}
          />
        </span>
      </span>
      <button type="button" className="icon-btn mat-remove" aria-label={`Remove ${label}`} onClick={onRemove}>
        <TrashIcon size={18} />
      </button>
    </li>
  );
}
