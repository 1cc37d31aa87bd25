import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/**
 * A list that scrolls with the page but only renders the rows near the screen, so thousands of documents stay smooth
 * on a cheap phone. Rows may differ in height: each is measured once it renders — or, with `rowHeight`, every row is
 * that tall and none is measured (measuring reads layout once per row drawn, a long task on a throttled phone when a
 * new list draws a screenful at once).
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize = 190, // px: a document card on a 390 px phone measures ~191
  onNearEnd,
  setSize,
  rowHeight,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  estimateSize?: number;
  /** called when the rendered rows reach near the end of `items` (a paged list reads its next page) */
  onNearEnd?: () => void;
  /** how many rows the whole list has, when `items` is only its first page (for aria-setsize) */
  setSize?: number;
  /** px: every row's height, fixed by its CSS; rows are then never measured */
  rowHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    // Where the list starts on the page: the virtualiser counts rows from here, not from the top of the window. Read
    // when drawn, then whenever the page's size changes (content above the list grew or shrank) — read there, after
    // the browser's own layout, rather than after every render, where reading it forces a layout of the whole page.
    const el = ref.current;
    if (!el) return;
    const read = () => setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(read);
    seen.observe(document.body);
    return () => seen.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight ?? estimateSize,
    overscan: 6,
    scrollMargin,
    // Its size cache is keyed by row: by the item's key when rows are measured, by position when all are one height
    // (a cheaper pass over a long list each time it changes).
    getItemKey: rowHeight === undefined ? (i) => getKey(items[i]) : (i) => i,
  });
  const shown = virtualizer.getVirtualItems();
  const lastShown = shown.length ? shown[shown.length - 1].index : -1;
  useEffect(() => {
    if (onNearEnd && lastShown >= items.length - 12) onNearEnd();
  }, [onNearEnd, lastShown, items.length]);
  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      className="virtual-list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {shown.map((row) => (
        <div
          key={getKey(items[row.index])}
          role="listitem"
          aria-setsize={setSize ?? items.length}
          aria-posinset={row.index + 1}
          data-index={row.index}
          ref={rowHeight === undefined ? virtualizer.measureElement : undefined}
          className="virtual-row"
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderItem(items[row.index])}
        </div>
      ))}
    </div>
  );
}
