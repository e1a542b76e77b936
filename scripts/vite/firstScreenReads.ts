import type { Plugin } from 'vite';

/** The meta tag's name; public/first-paint.js reads it. */
export const FIRST_SCREEN_READS_META = 'first-screen-reads';

export type FirstScreenReadsOptions = {
  /** The API's base address (src/api/config.ts; '' for the same origin). */
  baseURL: string;
  /** The headers every read carries but the language (ARCHITECTURE: Merchant, Device). */
  headers: Readonly<Record<string, string>>;
  /** The header that names the language (its value is the visitor's language, as first-paint.js decides it). */
  languageHeader: string;
  /** The session-storage key of the session token: a tab with a session makes the signed-in reads, with it. */
  tokenKey: string;
  /** The header that carries the session token. */
  authorizationHeader: string;
  /** A visitor's reads' addresses (src/api/firstScreenReads.ts readAddress). */
  addresses: readonly string[];
  /** The addresses a tab with a session reads. */
  signedInAddresses: readonly string[];
  /** The window property the answers are left on (src/api/firstScreenReads.ts FIRST_SCREEN_READS_GLOBAL). */
  global: string;
};

/**
 * Names, in a `<meta name="first-screen-reads">` of the built index.html, the reads the first screen
 * waits for, so public/first-paint.js can start them from the head (src/api/firstScreenReads.ts says
 * why). Build only: the dev server's page makes them the ordinary way.
 */
export function firstScreenReads(options: FirstScreenReadsOptions): Plugin {
  return {
    name: 'first-screen-reads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { name: FIRST_SCREEN_READS_META, content: JSON.stringify(options) }, injectTo: 'head-prepend' }],
    },
  };
}
