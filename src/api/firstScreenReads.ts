import { ANNOUNCEMENT_TYPES, PLATFORM_SHORT, type PopupExecution } from '../../kernel/platform';

export type Query = Record<string, string | number | boolean | undefined>;

/** SPEC 7 announcements: banners, player notices, popups, promotions and help (of one execution, when given). */
export const announcementsQuery = (execution?: PopupExecution): Query => ({ types: ANNOUNCEMENT_TYPES.join(','), platform: PLATFORM_SHORT, execution });
/** SPEC 4: the popup announcements of the given executions (A, B, F). */
export const popupAnnouncementsQuery = (executions: readonly PopupExecution[]): Query => ({ types: 'PU', platform: PLATFORM_SHORT, execution: executions.join(',') });

/** A read's address without the base: its path and its defined query values, in order. */
export function readAddress(path: string, query?: Query): string {
  const values = Object.entries(query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  return values.length === 0 ? path : `${path}?${new URLSearchParams(values.map(([key, value]) => [key, String(value)]))}`;
}

/** The name under which public/first-paint.js leaves its reads on the window. */
export const FIRST_SCREEN_READS_GLOBAL = '__firstScreenReads';

/** A read that public/first-paint.js made: the answer's status and text (status 0: it never answered). */
export type EarlyAnswer = { status: number; text: string };

/** first-paint.js keys each read by its address, the language it asked in and the session token it asked with ('' for none). */
export const earlyReadKey = (address: string, language: string, token: string | null) => `${address}|${language}|${token ?? ''}`;

/**
 * The early answer to this read, taken (a read is answered early once: a later one, such as a
 * status poll, asks the server), or undefined when the page made none for it.
 */
export function takeEarlyRead(path: string, query: Query | undefined, language: string, token: string | null): Promise<EarlyAnswer> | undefined {
  const reads = (globalThis as Record<string, unknown>)[FIRST_SCREEN_READS_GLOBAL] as Record<string, Promise<EarlyAnswer> | undefined> | undefined;
  if (!reads) return undefined;
  const key = earlyReadKey(readAddress(path, query), language, token);
  const answer = reads[key];
  delete reads[key];
  return answer;
}
