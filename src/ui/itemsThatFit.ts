/**
 * How many of a row's items, from its start, fit its width: all of them when they fit together;
 * else as many as fit beside the "More" item that takes the rest (at least none).
 * `widths` are the items' widths, `gap` the space between two items.
 */
export function itemsThatFit(widths: readonly number[], available: number, gap: number, moreWidth: number): number {
  const rowWidth = (count: number, extra = 0) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + extra + gap * Math.max(0, count + (extra > 0 ? 1 : 0) - 1);
  if (rowWidth(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowWidth(count, moreWidth) > available) count -= 1;
  return count;
}
