import { useState } from 'react';
import { toast, toastFailure } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { TextAreaField, TextField } from '../../../app/ui/Field';
import { nextPosition } from '../item-input';
import { createListByHand } from '../mutations';
import type { EditableItem } from '../types';
import { useItemDraft } from '../useItemDraft';
import { AddItemForm } from './AddItemForm';
import { ItemRow } from './ItemRow';

/** A list written by hand: a tradie often knows exactly what the job needs. */
export function NewListDialog({
  userId,
  open,
  onClose,
  onCreated,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [items, setItems] = useState<EditableItem[]>([]);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const adder = useItemDraft();

  const reset = () => {
    setTitle('');
    setDescription('');
    setItems([]);
    setTitleError(null);
    adder.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const addItem = () => {
    const item = adder.add(nextPosition(items));
    if (item) setItems([...items, item]);
  };

  const create = async () => {
    if (!title.trim()) {
      setTitleError('List name is required');
      return;
    }
    const typed = adder.pending(nextPosition(items));
    setSaving(true);
    try {
      const id = await createListByHand(userId, { title, description, items: typed ? [...items, typed] : items });
      toast({ title: 'List created' });
      reset();
      onCreated(id);
    } catch (err) {
      toastFailure('Creating the list', err, 'Error', 'Failed to create list. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="New list"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={close} disabled={saving}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void create()} disabled={saving}>
            {saving ? 'Saving…' : 'Create list'}
          </button>
        </>
      }
    >
      <TextField
        label="List name"
        placeholder="e.g. Smith bathroom — tiling"
        value={title}
        error={titleError}
        maxLength={200}
        onChange={(e) => {
          setTitle(e.target.value);
          if (e.target.value.trim()) setTitleError(null);
        }}
      />
      <TextAreaField
        label="Description (optional)"
        value={description}
        maxLength={2000}
        rows={2}
        onChange={(e) => setDescription(e.target.value)}
      />
      {items.length > 0 && (
        <ul className="mat-items" aria-label="Items">
          {items.map((item) => (
            <ItemRow key={item.id} item={item} onRemove={() => setItems(items.filter((i) => i.id !== item.id))} />
          ))}
        </ul>
      )}
      <AddItemForm draft={adder.draft} onChange={adder.setDraft} error={adder.error} onAdd={addItem} />
    </Dialog>
  );
}
