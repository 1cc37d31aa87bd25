import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  /** px: a row's height before it is measured */
  estimateSize?: number;
  /** called when the rendered rows reach near the end of `items` (a paged list reads its next page) */
  onNearEnd?: () => void;
  /** how many rows the whole list has, when `items` is only its first page (for aria-setsize) */
  setSize?: number;
  /** px: every row's height, fixed by its CSS; rows are then never measured */
  rowHeight?: number;
}

/** rows drawn beyond each edge of the screen, measured rows (a fling's worth before the next frame draws more) */
const OVERSCAN = 6;
/**
 * The same for fixed-height rows: their rows are tall cards (a 1,000-credit statement's are 172 px), so 3 is over 500 px
 * either side; the fewer rows a new list draws at once, the shorter its first commit on a throttled phone.
 */
const FIXED_OVERSCAN = 3;

/**
 * Rows drawn beyond the screen: none in a list's first commit, `full` from the frame after it (issue 24: the first
 * commit of a list's cards was one task of 100–150 ms at 4× CPU, and the overscan rows — as many again as the screen
 * shows — were half of its rows; they come in a commit of their own, a transition, once the screen's rows are painted).
 */
export function useOverscanAfterFirstFrame(full: number): number {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (typeof requestAnimationFrame === 'undefined') return setOverscan(full);
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setOverscan(full)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [full]);
  return overscan;
}

/**
 * Where an element starts on the page (px from the page's top, whatever the scroll): a window virtualiser's
 * scrollMargin, so it counts rows from where the list is, not from the top of the window. null until the element is
 * drawn. Read when drawn, then whenever the page's size changes (content above the list grew or shrank) — read there,
 * after the browser's own layout, rather than after every render, where reading it forces a layout of the whole page
 * (a forced layout per keystroke was most of a search's time at 4× CPU).
 */
export function usePageTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setTop(el.getBoundingClientRect().top + window.scrollY);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(read);
    seen.observe(document.body);
    return () => seen.disconnect();
  }, [ref]);
  return top;
}

/**
 * A row's content, rendered again only when its item or the list's renderItem changes. The list re-renders itself when
 * it learns where it sits and how tall its rows are (in the commit that first draws them: a layout effect's and the
 * rows' measurements, which React renders synchronously); its rows' places change then, their content does not
 * (issue 24: rendering every row's content twice was ~20 ms of the first cards' commit at 4× CPU).
 */
const RowContent = memo(function RowContent({ item, renderItem }: { item: unknown; renderItem: (item: unknown) => ReactNode }) {
  return renderItem(item);
});

/** RowContent for a list of T (the price book's VirtualRows too). */
export function rowContent<T>(item: T, renderItem: (item: T) => ReactNode): ReactNode {
  return <RowContent item={item} renderItem={renderItem as (item: unknown) => ReactNode} />;
}

/**
 * A list that scrolls with the page but only renders the rows near the screen, so thousands of documents stay smooth
 * on a cheap phone. Rows may differ in height: each is measured once it renders (@tanstack/react-virtual). With
 * `rowHeight` every row is that tall, and which rows are on screen is plain arithmetic on where the list is: no row is
 * measured and no per-row size table is built (the virtualiser's pass over a 1,000-credit statement each time the
 * list grew was a long task at 4× CPU throttle, scripts/bench/bank.ts).
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  return props.rowHeight === undefined ? <MeasuredList {...props} /> : <FixedList {...props} rowHeight={props.rowHeight} />;
}

/**
 * Which rows of a fixed-height list to draw: those within the screen plus `overscan` either side. `top` is where the
 * list starts relative to the top of the screen (negative once scrolled past), `end` is exclusive.
 */
export function fixedRange(top: number, screenHeight: number, rowHeight: number, count: number, overscan = FIXED_OVERSCAN) {
  const start = Math.min(count, Math.max(0, Math.floor(-top / rowHeight) - overscan));
  const end = Math.min(count, Math.max(start, Math.ceil((screenHeight - top) / rowHeight) + overscan));
  return { start, end };
}

function FixedList<T>({ items, getKey, renderItem, label, onNearEnd, setSize, rowHeight }: VirtualListProps<T> & { rowHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Where the list sits on the screen, read after layout and then once a frame while the page scrolls or resizes.
  const [place, setPlace] = useState<{ top: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const top = Math.round(el.getBoundingClientRect().top);
      const height = window.innerHeight;
      setPlace((p) => (p && p.top === top && p.height === height ? p : { top, height }));
    };
    const later = () => {
      frame ||= requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    // content above the list grew or shrank
    const seen = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    seen?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      seen?.disconnect();
    };
  }, []);
  const count = items.length;
  const overscan = useOverscanAfterFirstFrame(FIXED_OVERSCAN);
  // Before the first read: a screenful from the top (the list is drawn where the page starts).
  const { start, end } = fixedRange(place?.top ?? 0, place?.height ?? window.innerHeight, rowHeight, count, overscan);
  useEffect(() => {
    if (onNearEnd && end > 0 && end - 1 >= count - 12) onNearEnd();
  }, [onNearEnd, end, count]);
  const rows: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const item = items[i];
    rows.push(
      <div
        key={getKey(item)}
        role="listitem"
        aria-setsize={setSize ?? count}
        aria-posinset={i + 1}
        data-index={i}
        className="virtual-row"
        style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: rowHeight, transform: `translateY(${i * rowHeight}px)` }}
      >
        {rowContent(item, renderItem)}
      </div>,
    );
  }
  return (
    <div ref={ref} role="list" aria-label={label} className="virtual-list" style={{ height: count * rowHeight, position: 'relative' }}>
      {rows}
    </div>
  );
}

function MeasuredList<T>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize = 190, // px: a document card on a 390 px phone measures ~191
  onNearEnd,
  setSize,
}: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollMargin = usePageTop(ref) ?? 0;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: useOverscanAfterFirstFrame(OVERSCAN),
    scrollMargin,
    // its size cache is keyed by the item's key (a row keeps its measured height when rows before it come or go)
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
          key={getKey(items[row.index])}
          role="listitem"
          aria-setsize={setSize ?? items.length}
          aria-posinset={row.index + 1}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="virtual-row"
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {rowContent(items[row.index], renderItem)}
        </div>
      ))}
    </div>
  );
}
