import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styles from './VirtualGameGrid.module.css';

const COLUMNS = 6;
const GAP_PX = 16;
/** The tile's name and vendor lines under its square art. */
const CAPTION_PX = 48;
/** Rows drawn beyond the screen on each side (about two screens), so a page-down finds its tiles already drawn. */
const OVERSCAN_ROWS = 8;

/**
 * A grid of 6 columns that draws only the rows near the screen (the page itself scrolls), so a
 * list of thousands of games filters and scrolls as fast as a list of twenty.
 */
export function VirtualGameGrid<T>({ items, itemKey, renderItem }: { items: readonly T[]; itemKey: (item: T) => string; renderItem: (item: T) => ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ width: 1200, top: 0 });
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setLayout({ width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const tileWidth = (layout.width - GAP_PX * (COLUMNS - 1)) / COLUMNS;
  const rowHeight = Math.round(tileWidth + CAPTION_PX + GAP_PX);
  const rows = Math.ceil(items.length / COLUMNS);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout.top,
    // New rows far below render after the scroll's frame, not inside it: the rows in view are already there.
    useFlushSync: false,
  });
  const virtualRows = virtualizer.getVirtualItems();
  return (
    <div ref={container} className={styles.grid} style={{ height: virtualizer.getTotalSize() }} data-testid="game-grid">
      {virtualRows.map((row) => (
        <div
          key={row.key}
          className={styles.row}
          style={{ height: rowHeight - GAP_PX, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {items.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
        </div>
      ))}
    </div>
  );
}
