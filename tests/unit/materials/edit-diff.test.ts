import { describe, expect, it } from 'vitest';
import { listEditMutations, toEditable } from '../../../src/features/materials/edit-diff';
import type { EditableItem, EditableList } from '../../../src/features/materials/types';

const LIST = '11111111-1111-4111-8111-111111111111';
const makeItem = (n: number, extra: Partial<EditableItem> = {}): EditableItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Item ${n}`,
  quantity: n,
  unit: 'pc',
  notes: '',
  completed: false,
  position: n,
  ...extra,
});
const makeList = (items: EditableItem[] = [makeItem(1), makeItem(2), makeItem(3)], title = 'Deck'): EditableList => ({
  id: LIST,
  title,
  items,
});

describe('edit-mode diff (before, after) → mutations', () => {
  it('sends nothing when the draft equals the list', () => {
    expect(listEditMutations(makeList(), makeList())).toEqual([]);
  });

  it('sends a tick as an upsert carrying only the completed field', () => {
    const before = makeList();
    const after = makeList([makeItem(1), makeItem(2, { completed: true }), makeItem(3)]);
    expect(listEditMutations(before, after)).toEqual([
      { name: 'materialsItem.upsert', args: { id: makeItem(2).id, listId: LIST, patch: { completed: true } } },
    ]);
  });

  it('sends an added item as an upsert with every field, so the server can create it', () => {
    const added = makeItem(9, { name: 'Oil', quantity: 2, unit: 'L', notes: 'decking oil' });
    const [op] = listEditMutations(makeList(), makeList([...makeList().items, added]));
    expect(op).toEqual({
      name: 'materialsItem.upsert',
      args: {
        id: added.id,
        listId: LIST,
        patch: { name: 'Oil', quantity: 2, unit: 'L', notes: 'decking oil', completed: false, position: 9 },
      },
    });
  });

  it('sends a removed item as a delete and leaves the others alone', () => {
    const ops = listEditMutations(makeList(), makeList([makeItem(1), makeItem(3)]));
    expect(ops).toEqual([{ name: 'materialsItem.delete', args: { id: makeItem(2).id } }]);
  });

  it('sends a rename as a list update with the trimmed title, and ignores whitespace-only changes', () => {
    expect(listEditMutations(makeList(), makeList(undefined, '  Back deck  '))).toEqual([
      { name: 'materialsList.update', args: { id: LIST, patch: { title: 'Back deck' } } },
    ]);
    expect(listEditMutations(makeList(), makeList(undefined, 'Deck '))).toEqual([]);
  });

  it('combines a rename, a removal, a tick and an addition in one save', () => {
    const added = makeItem(7);
    const ops = listEditMutations(makeList(), makeList([makeItem(1, { completed: true }), makeItem(3), added], 'Deck v2'));
    expect(ops.map((o) => `${o.name} ${'id' in o.args ? o.args.id.slice(-1) : ''}`)).toEqual([
      'materialsList.update 1',
      'materialsItem.delete 2',
      'materialsItem.upsert 1',
      'materialsItem.upsert 7',
    ]);
  });

  it('toEditable keeps exactly the fields a save compares, so device-only fields never show up as changes', () => {
    const row = (updatedAt: string): EditableItem => ({ ...makeItem(1), listId: LIST, userId: 'u', updatedAt }) as EditableItem;
    const editable = toEditable({ id: LIST, title: 'Deck', items: [row('2025-01-01T00:00:00Z')] });
    expect(Object.keys(editable.items[0]).sort()).toEqual(['completed', 'id', 'name', 'notes', 'position', 'quantity', 'unit']);
    expect(listEditMutations(editable, toEditable({ id: LIST, title: 'Deck', items: [row('2026-01-01T00:00:00Z')] }))).toEqual([]);
  });
});
