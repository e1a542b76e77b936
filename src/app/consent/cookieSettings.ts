/**
 * The footer's Cookie settings asks for the storage settings dialog (issue 26, item 6). A counter,
 * not a flag: the consent layer opens the dialog once for each ask, those made before its chunk
 * arrived included. Tiny and in the entry: the footer is on every page.
 */
let asks = 0;
const listeners = new Set<() => void>();

export const cookieSettingsAsks = () => asks;

export function askCookieSettings() {
  asks += 1;
  for (const listener of listeners) listener();
}

export function onCookieSettingsAsked(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
