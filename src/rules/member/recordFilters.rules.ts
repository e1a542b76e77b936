/** The record pages' filter fields as the views draw them: the vendors offered, the team levels, the user name. */
import { MAX_TEAM_LEVEL } from '@kernel/agency';
import { AgencyErrorCode } from '@kernel/agencyErrorCodes';
import type { GameMenu } from '@kernel/games';
import type { RecordQuery, RecordVendor } from '@machines/member/recordFilters.rules';

/** Every vendor of the categories once per category, in menu order. */
export function vendorsOfMenus(menus: readonly GameMenu[]): RecordVendor[] {
  return menus.flatMap((menu) => menu.vendors.map((vendor) => ({ code: vendor.vassalage, name: vendor.name, category: menu.gameCategory })));
}

/** The team levels a report filters by: 1 (direct downlines) to MAX_TEAM_LEVEL. */
export const TEAM_LEVELS: readonly number[] = Array.from({ length: MAX_TEAM_LEVEL }, (_, index) => index + 1);

/** The longest user name the reports take (the contract's report query, kernel/agency.ts). */
export const USER_NAME_MAX_LENGTH = 32;

/**
 * The user name the backend refused as outside the agent's team (NOT_IN_TEAM), or null when the
 * failure is another one. Said under the user filter: trying again cannot help, another name can.
 */
export function refusedUserName(query: RecordQuery, error: unknown): string | null {
  const code = (error as { details?: { code?: unknown } } | null | undefined)?.details?.code;
  return query.userName !== undefined && code === AgencyErrorCode.notInTeam ? query.userName : null;
}
