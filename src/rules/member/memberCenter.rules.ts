import { DEFAULT_MEMBER_PAGE, isMemberPageEnabled, isMemberPageId, MEMBER_PAGE_IDS, type MemberPageId } from '@kernel/memberPages';
import type { ModuleNode } from '@kernel/modules';

/** SPEC 2 Member center: the left menu, in order, without the pages whose module is off. */
export const memberMenu = (modules: readonly ModuleNode[]): MemberPageId[] => MEMBER_PAGE_IDS.filter((page) => isMemberPageEnabled(modules, page));

export type PageResolution = { page: MemberPageId /** The address named another page (unknown, missing or switched off). */; redirected: boolean };

/**
 * The page /member?page=<requested> shows: the requested one when it exists and its module is on,
 * else the default page (securityCenter); a missing `page` is the default without a redirect.
 */
export function resolveMemberPage(requested: string | null, modules: readonly ModuleNode[]): PageResolution {
  if (requested === null || requested === '') return { page: DEFAULT_MEMBER_PAGE, redirected: false };
  if (isMemberPageId(requested) && isMemberPageEnabled(modules, requested)) return { page: requested, redirected: false };
  return { page: DEFAULT_MEMBER_PAGE, redirected: true };
}

/** A badge's text: nothing at zero, the count up to 99, then 99+. */
export const badgeText = (count: number): string | null => (count <= 0 ? null : count > 99 ? '99+' : String(count));
