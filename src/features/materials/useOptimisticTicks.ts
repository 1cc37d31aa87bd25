import { useEffect, useState } from 'react';

/**
 * A tick shows on the frame it is tapped, before the Dexie write and the live query come back round (a tradie taps
 * down a list quickly). An override is dropped once the stored value agrees, or if the write fails, so a later change
 * from another device is never masked.
 */
export function useOptimisticTicks(items: readonly { id: string; completed: boolean }[]) {
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());

  useEffect(() => {
    if (!overrides.size) return;
    const settled = items.filter((i) => overrides.get(i.id) === i.completed).map((i) => i.id);
    const gone = [...overrides.keys()].filter((id) => !items.some((i) => i.id === id));
    if (settled.length || gone.length) {
      setOverrides((prev) => {
        const next = new Map(prev);
        for (const id of [...settled, ...gone]) next.delete(id);
        return next;
      });
    }
  }, [items, overrides]);

  const completedOf = (item: { id: string; completed: boolean }) => overrides.get(item.id) ?? item.completed;

  /** Shows the new value now; `write` stores it, and a failure puts the stored value back. */
  const toggle = (item: { id: string; completed: boolean }, write: (completed: boolean) => Promise<void>): Promise<void> => {
    const next = !completedOf(item);
    setOverrides((prev) => new Map(prev).set(item.id, next));
    return write(next).catch((err: unknown) => {
      setOverrides((prev) => {
        const map = new Map(prev);
        map.delete(item.id);
        return map;
      });
      throw err;
    });
  };

  return { completedOf, toggle };
}
