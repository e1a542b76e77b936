/** SPEC 9: the paginator's margin 1 and range 5, and the page a list shows. */
export const PAGINATOR = { margin: 1, range: 5 } as const;

export const pageSlice = <T>(items: readonly T[], page: number, pageSize: number): T[] => items.slice((page - 1) * pageSize, page * pageSize);

/**
 * The page buttons of a paginator: `margin` pages at each end, a window of `range` pages around
 * the current one, and a gap ('…') wherever pages are skipped.
 */
export function paginatorItems(current: number, total: number, options: { margin: number; range: number } = PAGINATOR): (number | 'gap')[] {
  const half = Math.floor(options.range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + options.range - 1);
  start = Math.max(1, end - options.range + 1);
  const pages = new Set<number>();
  for (let page = 1; page <= Math.min(options.margin, total); page++) pages.add(page);
  for (let page = start; page <= end; page++) pages.add(page);
  for (let page = Math.max(1, total - options.margin + 1); page <= total; page++) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}
