import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/**
 * A list that scrolls with the page but only renders the rows near the screen, so thousands of documents stay smooth
 * on a cheap phone. Rows may differ in height: each is measured once it renders.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize = 190, // px: a document card on a 390 px phone measures ~191
  onNearEnd,
  setSize,
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
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    // Where the list starts on the page: the virtualiser counts rows from here, not from the top of the window.
    const el = ref.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey: (i) => getKey(items[i]),
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
          key={row.key}
          role="listitem"
          aria-setsize={setSize ?? items.length}
          aria-posinset={row.index + 1}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="virtual-row"
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderItem(items[row.index])}
        </div>
      ))}
    </div>
  );
}
