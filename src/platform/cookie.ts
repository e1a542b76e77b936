import { mayWrite } from './storage';

/**
 * A cookie, built and encoded in this one place, if the storage gate lets its key be written (a
 * preference cookie waits for the player's leave; the one cookie today is remember-me, whose tick
 * is the consent). Apart from storage.ts so the entry chunk does not carry it: only the login popup writes one.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  if (typeof document === 'undefined' || !mayWrite(name)) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; every cookie the site writes is built here.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}
