const keys = new WeakMap<object, string>();
let next = 0;

/**
 * A key for an object that has no id of its own but stays the same object while it is listed (a
 * chosen File): the same object gets the same key on every render, two equal-looking ones do not.
 */
export function identityKey(value: object): string {
  let key = keys.get(value);
  if (key === undefined) {
    next += 1;
    key = `object-${next}`;
    keys.set(value, key);
  }
  return key;
}
