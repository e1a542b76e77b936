/**
 * Keys for a list whose values may repeat (drawn numbers, chosen file names): each value keyed by
 * itself and by which time it appears (`07#1`, `07#2`), so the same list gets the same keys on every
 * render without the index.
 */
export function occurrenceKeys<T>(values: readonly T[], name: (value: T) => string = String): { value: T; key: string }[] {
  const seen = new Map<string, number>();
  return values.map((value) => {
    const id = name(value);
    const time = (seen.get(id) ?? 0) + 1;
    seen.set(id, time);
    return { value, key: `${id}#${time}` };
  });
}
