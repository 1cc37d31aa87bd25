import { useEffect, useRef, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { measureAfterLayout } from '../../app/measure-after-layout';
import { rowContent, useOverscanAfterFirstFrame, usePageTop } from '../../app/ui/VirtualList';

/**
 * Rows that scroll with the page, only those near the screen rendered (a supplier file can put 50,000 items in the
 * price book). `onNearEnd` asks for the next page of results when the last rows come into view.
 * The drawn rows sit in normal flow under one offset (not each at its own measured position), so a row not measured yet
 * cannot overlap its neighbours: its real size comes from the ResizeObserver after the browser's layout
 * (measureAfterLayout), never from a forced layout inside a keystroke's commit.
 * Rows are keyed by their place in the list, not by item: a search's new results reuse the row elements on screen (text
 * and attributes change in place; no element is made or removed), and a place's measured size stays with the element
 * that has it (its ResizeObserver reports when new text changes its height).
 */
export function VirtualRows<T>({
  items,
  render,
  label,
  estimate = 76, // px: an item row on a 390 px phone
  onNearEnd,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  label: string;
  estimate?: number;
  onNearEnd?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const margin = usePageTop(ref) ?? 0;
  const v = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: useOverscanAfterFirstFrame(4), // the screen's rows first (see there)
    scrollMargin: margin,
    measureElement: measureAfterLayout,
  });
  const rows = v.getVirtualItems();
  const last = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (onNearEnd && items.length && last >= items.length - 10) onNearEnd();
  }, [last, items.length, onNearEnd]);
  return (
    <div ref={ref} className="pb-virtual" style={{ height: v.getTotalSize(), position: 'relative' }}>
      <div
        role="list"
        aria-label={label}
        style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${(rows[0]?.start ?? margin) - margin}px)` }}
      >
        {rows.map((row) => (
          <div key={row.key} role="listitem" data-index={row.index} ref={v.measureElement}>
            {rowContent(items[row.index], render)}
          </div>
        ))}
      </div>
    </div>
  );
}
