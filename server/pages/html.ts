import type { Context } from 'hono';
import type { AppEnv } from '../appEnv';

/** Text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * The generated pages are self-contained but for the product's font faces (server/pages/pageFonts.ts):
 * inline style and script, that one style sheet and its fonts from this site, and framed only by
 * this site (the game popup's iframe, the chat window).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "script-src 'unsafe-inline'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** `connectSelf`: the page's script may call this site (the payment page posts its answer). */
export function htmlPage(c: Context<AppEnv>, body: string, options: { connectSelf?: boolean } = {}) {
  return c.body(body, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': options.connectSelf ? `${CONTENT_SECURITY_POLICY}; connect-src 'self'` : CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  });
}
