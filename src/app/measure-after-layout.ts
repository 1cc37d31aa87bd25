import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualiser's `measureElement` that never forces a layout while React commits (issue 24 item 5). The default reads
 * `offsetHeight` from the ref callback of every row it has not measured yet, so each keystroke's new results paid for
 * a synchronous style and layout of the page inside the commit, and then a second render for the sizes. Here a row
 * the virtualiser has not measured keeps its cached size or the estimate until the ResizeObserver (which the
 * virtualiser already has on every row) reports its real size after the browser's own layout, before that frame paints.
 */
export function measureAfterLayout<S extends Element | Window, E extends Element>(
  element: E,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, E>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}
