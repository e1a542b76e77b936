import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { itemsThatFit } from '@/ui/itemsThatFit';

const ALL = Number.POSITIVE_INFINITY;

/**
 * How many of a row's items (its children marked `data-row-item`) stay in the row, the rest going
 * behind its "More" item (`data-row-more`): measured with every item drawn (before paint) whenever
 * `contentKey` changes (new labels, a language), and again from those widths when the row resizes.
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
      setFitted((before) => (before.key === contentKey && before.count === count ? before : { key: contentKey, count }));
    };
    if (shown === ALL) place();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => place());
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef, shown, contentKey]);

  return shown;
}
