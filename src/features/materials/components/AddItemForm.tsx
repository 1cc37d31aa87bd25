import { useId } from 'react';
import type { ItemDraft } from '../item-input';
import { PlusIcon } from './icons';

/**
 * The Add Item fields (name, quantity, unit, notes). Controlled by the parent, so a Save or Create can take an item
 * that was typed but not yet added instead of silently dropping it.
 */
export function AddItemForm({
  draft,
  onChange,
  error,
  onAdd,
}: {
  draft: ItemDraft;
  onChange: (d: ItemDraft) => void;
  error: string | null;
  onAdd: () => void;
}) {
  const id = useId();
  const set = (field: keyof ItemDraft) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...draft, [field]: e.target.value });
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onAdd();
    }
  };
  return (
    <fieldset className="mat-add">
      <legend className="label">Add item</legend>
      <div className="field">
        <label className="sr-only" htmlFor={`${id}-name`}>
          Item name
        </label>
        <input
          id={`${id}-name`}
          className={`input ${error ? 'input-error' : ''}`}
          placeholder="Item name, e.g. Grout 5 kg"
          value={draft.name}
          onChange={set('name')}
          onKeyDown={onEnter}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
          maxLength={200}
        />
        {error && (
          <p id={`${id}-err`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="mat-add-row">
        <div className="field">
          <label className="small muted" htmlFor={`${id}-qty`}>
            Quantity
          </label>
          <input
            id={`${id}-qty`}
            className="input"
            inputMode="numeric"
            value={draft.quantity}
            onChange={set('quantity')}
            onKeyDown={onEnter}
          />
        </div>
        <div className="field">
          <label className="small muted" htmlFor={`${id}-unit`}>
            Unit
          </label>
          <input id={`${id}-unit`} className="input" value={draft.unit} onChange={set('unit')} onKeyDown={onEnter} maxLength={20} />
        </div>
      </div>
      <div className="field">
        <label className="small muted" htmlFor={`${id}-notes`}>
          Notes (optional)
        </label>
        <input id={`${id}-notes`} className="input" value={draft.notes} onChange={set('notes')} onKeyDown={onEnter} maxLength={1000} />
      </div>
      <button type="button" className="btn btn-outline btn-sm" onClick={onAdd}>
        <PlusIcon /> Add item
      </button>
    </fieldset>
  );
}
