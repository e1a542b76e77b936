import { useLingui } from '@lingui/react';

/**
 * Whether the page reads right to left (Arabic, Persian, Hebrew, Urdu: issue 25, item 4), for what
 * CSS cannot mirror by itself (a carousel's sliding direction). The document's `dir` is set with
 * the language (src/i18n/catalogues.ts); the Lingui context re-renders its readers on that change.
 */
export function useReadsRightToLeft(): boolean {
  useLingui();
  return globalThis.document?.documentElement.dir === 'rtl';
}
