import { useState } from 'react';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { TextField } from '../../../app/ui/Field';
import { nextPosition } from '../item-input';
import { saveListEdits } from '../mutations';
import { NEW_ITEM_UNIT, type EditableList } from '../types';
import { useItemDraft } from '../useItemDraft';
import { AddItemForm } from './AddItemForm';
import { EditItemRow } from './EditItemRow';
import { ListProgress } from './ListProgress';

/**
 * Edit mode (spec §4): ticks, added, removed and edited items (name, quantity, unit) and the list name are held here until Save, which sends only what
 * changed. Cancel forgets the draft.
 */
export function ListEditor({ userId, before, onDone }: { userId: string; before: EditableList; onDone: () => void }) {
  const [draft, setDraft] = useState<EditableList>(before);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const adder = useItemDraft();

  const positions = [...before.items, ...draft.items];
  const addItem = () => {
    const item = adder.add(nextPosition(positions));
    if (item) setDraft((d) => ({ ...d, items: [...d.items, item] }));
  };

  const save = async () => {
    if (!draft.title.trim()) {
      setTitleError('List name is required');
      return;
    }
    if (draft.items.some((i) => !i.name.trim())) {
      toastError('Item name is required', 'Give every item a name, or remove it.');
      return;
    }
    const typed = adder.pending(nextPosition(positions));
    const named = { ...draft, items: draft.items.map((i) => ({ ...i, name: i.name.trim(), unit: i.unit.trim() || NEW_ITEM_UNIT })) };
    const after = typed ? { ...named, items: [...named.items, typed] } : named;
    setSaving(true);
    try {
      if (await saveListEdits(userId, before, after)) toast({ title: 'List updated' });
      onDone();
    } catch (err) {
      toastFailure('Saving the list', err, 'Error', 'Failed to update list. Please try again.');
      setSaving(false);
    }
  };

  return (
    <div className="mat-editor">
      <ListProgress items={draft.items} />
      <TextField
        label="List name"
        value={draft.title}
        error={titleError}
        maxLength={200}
        onChange={(e) => {
          setDraft({ ...draft, title: e.target.value });
          if (e.target.value.trim()) setTitleError(null);
        }}
      />
      {draft.items.length ? (
        <ul className="mat-items">
          {draft.items.map((item) => (
            <EditItemRow
              key={item.id}
              item={item}
              onChange={(next) => setDraft((d) => ({ ...d, items: d.items.map((i) => (i.id === item.id ? next : i)) }))}
              onRemove={() => setDraft((d) => ({ ...d, items: d.items.filter((i) => i.id !== item.id) }))}
            />
          ))}
        </ul>
      ) : (
        <p className="muted small">No items. Add the first one below.</p>
      )}
      <AddItemForm draft={adder.draft} onChange={adder.setDraft} error={adder.error} onAdd={addItem} />
      <div className="mat-actions mat-actions-end">
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </div>
  );
}
