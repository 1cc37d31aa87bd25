import { useState } from 'react';
import { emptyItemDraft, itemFromDraft, type ItemDraft } from './item-input';
import type { EditableItem } from './types';

/** The Add Item fields' state: add() gives the item or shows the field error and adds nothing. */
export function useItemDraft() {
  const [draft, setDraftState] = useState<ItemDraft>(emptyItemDraft);
  const [error, setError] = useState<string | null>(null);
  const setDraft = (d: ItemDraft) => {
    setDraftState(d);
    if (error && d.name.trim()) setError(null);
  };
  const add = (position: number): EditableItem | null => {
    const result = itemFromDraft(draft, crypto.randomUUID(), position);
    if ('error' in result) {
      setError(result.error);
      return null;
    }
    setDraftState(emptyItemDraft());
    setError(null);
    return result.item;
  };
  /** The item typed but not added yet, if it has a name (taken along by Save and Create). */
  const pending = (position: number): EditableItem | null => {
    const result = itemFromDraft(draft, crypto.randomUUID(), position);
    return 'item' in result ? result.item : null;
  };
  const reset = () => {
    setDraftState(emptyItemDraft());
    setError(null);
  };
  return { draft, setDraft, error, add, pending, reset };
}
