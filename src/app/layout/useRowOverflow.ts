import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { itemsThatFit } from '@/ui/itemsThatFit';

const ALL = Number.POSITIVE_INFINITY;

/**
 * How many of a row's items (its children marked `data-row-item`) stay in the row, the rest going
 * behind its "More" item (`data-row-more`): measured with every item drawn (before paint) whenever
 * `contentKey` changes (new labels, a language), and again from those widths when the row resizes.
 * The measure waits for the ResizeObserver's first note, which comes after the browser's own layout
 * and before its paint: measuring in the layout effect would force that layout inside React's commit
 * task, one long task of the first screen instead of two shorter ones.
 */
export function useRowOverflow(rowRef: RefObject<HTMLElement | null>, contentKey: string): number {
  const [fitted, setFitted] = useState({ key: contentKey, count: ALL });
  const shown = fitted.key === contentKey ? fitted.count : ALL;
  const measured = useRef<{ key: string; widths: number[]; more: number } | null>(null);

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const place = () => {
      const style = getComputedStyle(row);
      const available = row.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
      const gap = Number.parseFloat(style.columnGap) || 0;
      if (measured.current?.key !== contentKey) {
        const items = [...row.querySelectorAll<HTMLElement>(':scope > [data-row-item]')];
        const more = row.querySelector<HTMLElement>(':scope > [data-row-more]');
        measured.current = { key: contentKey, widths: items.map((item) => item.getBoundingClientRect().width), more: more?.getBoundingClientRect().width ?? 0 };
      }
      const count = itemsThatFit(measured.current.widths, available, gap, measured.current.more);
      return (before: { key: string; count: number }) => (before.key === contentKey && before.count === count ? before : { key: contentKey, count });
    };
    if (typeof ResizeObserver !== 'function') {
      if (shown === ALL) setFitted(place());
      return;
    }
    // Applied before the paint that follows the observer's note, so the row never shows its overflow.
    const observer = new ResizeObserver(() => flushSync(() => setFitted(place())));
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef, shown, contentKey]);

  return shown;
}
