import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styles from './VirtualGameGrid.module.css';

const COLUMNS = 6;
const GAP_PX = 16;
/** The tile's name and vendor lines under its square art. */
const CAPTION_PX = 48;
/**
 * Rows drawn beyond the screen on each side: a little more than one screen (about 3.5 rows at
 * 1440 × 900), so a page-down finds the rows it shows already drawn, while a filter switch or a
 * scroll mounts and unmounts no more tiles than it must.
 */
export const OVERSCAN_ROWS = 4;

type GridProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Keep it stable (useCallback): a new one redraws every row on screen. */
  renderItem: (item: T) => ReactNode;
};

/**
 * A grid of 6 columns that draws only the rows near the screen (the page itself scrolls), so a
 * list of thousands of games filters and scrolls as fast as a list of twenty. A row redraws only
 * when its own items change: a page arriving at the end, or a scroll, leaves the rows on screen alone.
 */
function VirtualGameGridView<T>({ items, itemKey, renderItem }: GridProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ width: 1200, top: 0 });
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY };
      // A resize that leaves the grid as it was (height changes as pages arrive) redraws nothing.
      setLayout((current) => (current.width === next.width && current.top === next.top ? current : next));
    };
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
  // The virtualizer keeps the row sizes it estimated until the row count changes: a new width
  // (a resize, the first measure) must place the rows again.
  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);
  return (
    <div ref={container} className={styles.grid} style={{ height: virtualizer.getTotalSize() }} data-testid="game-grid">
      {virtualizer.getVirtualItems().map((row) => (
        <GridRow
          key={row.key}
          rowItems={items.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS)}
          offset={row.start - layout.top}
          height={rowHeight - GAP_PX}
          itemKey={itemKey as (item: unknown) => string}
          renderItem={renderItem as (item: unknown) => ReactNode}
        />
      ))}
    </div>
  );
}

type RowProps = {
  rowItems: readonly unknown[];
  offset: number;
  height: number;
  itemKey: (item: unknown) => string;
  renderItem: (item: unknown) => ReactNode;
};

/** A row is a fresh slice on every grid render: it is the same row when it holds the same items at the same place. */
const sameRow = (before: RowProps, after: RowProps) =>
  before.offset === after.offset &&
  before.height === after.height &&
  before.itemKey === after.itemKey &&
  before.renderItem === after.renderItem &&
  before.rowItems.length === after.rowItems.length &&
  before.rowItems.every((item, index) => item === after.rowItems[index]);

const GridRow = memo(function GridRow({ rowItems, offset, height, itemKey, renderItem }: RowProps) {
  return (
    <div className={styles.row} style={{ height, transform: `translateY(${offset}px)` }}>
      {rowItems.map((item) => (
        <div key={itemKey(item)}>{renderItem(item)}</div>
      ))}
    </div>
  );
}, sameRow);

/** Memoised: a parent that re-renders with the same items and handlers does not redraw the grid. */
export const VirtualGameGrid = memo(VirtualGameGridView) as typeof VirtualGameGridView;
