import * as v from 'valibot';

/**
 * Server-given addresses become locations, hrefs, iframe sources and windows. A `javascript:`
 * or `data:` address there runs on the site's origin (the live-chat popup shares the opener's
 * session storage, token included), so only two shapes are ever accepted:
 * - an absolute http(s) URL;
 * - a path on this site: one leading slash, never `//host` or `/\host`, which browsers read as
 *   another host.
 */
const SITE_PATH = /^\/(?![/\\])/;
/** The C0 controls and DEL (Unicode's Cc also holds the C1 controls, which no address needs either). */
const CONTROL_CHARACTERS = /\p{Cc}/u;

export function isSitePath(text: string): boolean {
  return SITE_PATH.test(text) && !CONTROL_CHARACTERS.test(text);
}

export function isHttpAddress(text: string): boolean {
  // Browsers strip tabs and newlines inside a scheme ('java\tscript:'); refuse them outright.
  if (CONTROL_CHARACTERS.test(text)) return false;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export const isWebAddress = (text: string) => isHttpAddress(text) || isSitePath(text);

/** The address when it is safe to navigate to, else null (the sink then shows nothing). */
export const safeWebAddress = (text: string | null | undefined): string | null => (text && isWebAddress(text) ? text : null);

const NOT_A_WEB_ADDRESS = 'not an http(s) address or a path on this site';

/** An http(s) URL or a path on this site. */
export const webAddressSchema = v.pipe(v.string(), v.check(isWebAddress, NOT_A_WEB_ADDRESS));

/** Like webAddressSchema, but empty means 'none' (a resource the merchant has not set). */
export const optionalWebAddressSchema = v.pipe(
  v.string(),
  v.check((text) => text === '' || isWebAddress(text), NOT_A_WEB_ADDRESS),
);
