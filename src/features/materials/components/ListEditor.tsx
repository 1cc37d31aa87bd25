import { useState } from 'react';
import { toast, toastError } from '../../../app/toast/store';
import { TextField } from '../../../app/ui/Field';
import { nextPosition } from '../item-input';
import { saveListEdits } from '../mutations';
import type { EditableList } from '../types';
import { useItemDraft } from '../useItemDraft';
import { AddItemForm } from './AddItemForm';
import { ItemRow } from './ItemRow';
import { ListProgress } from './ListProgress';

/**
 * Edit mode (spec §4): ticks, added and removed items and the name are held here until Save, which sends only what
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
    const typed = adder.pending(nextPosition(positions));
    const after = typed ? { ...draft, items: [...draft.items, typed] } : draft;
    setSaving(true);
    try {
      if (await saveListEdits(userId, before, after)) toast({ title: 'List updated' });
      onDone();
    } catch (err) {
      console.error('Saving the list failed', err);
      toastError('Error', 'Failed to update list. Please try again.');
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
            <ItemRow
              key={item.id}
              item={item}
              onToggle={() =>
                setDraft((d) => ({ ...d, items: d.items.map((i) => (i.id === item.id ? { ...i, completed: !i.completed } : i)) }))
              }
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
