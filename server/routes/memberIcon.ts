import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { AVATAR_ICON_IDS, type MemberIcon, memberIconResponse, setMemberIconRequestSchema } from '../../kernel/memberIcon';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { isTrialType } from '../../kernel/platform';
import type { AppEnv } from '../appEnv';
import { avatarIconUrl } from '../art/urls';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, fail, ok } from '../respond';
import type { MemberRow } from '../store/members';
import { readJsonBody } from '../validate';

/** The icons on offer and the member's own (an id no longer on offer reads as none). */
const iconOf = (member: MemberRow): MemberIcon => ({
  icon: member.avatarIcon !== null && (AVATAR_ICON_IDS as readonly number[]).includes(member.avatarIcon) ? member.avatarIcon : null,
  icons: AVATAR_ICON_IDS.map((id) => ({ id, url: avatarIconUrl(id) })),
});

/** The address of the avatar the member wears, or null for the default one (the member info carries it for the header). */
export const wornAvatarUrl = (member: MemberRow): string | null => {
  const { icon } = iconOf(member);
  return icon === null ? null : avatarIconUrl(icon);
};

/**
 * SPEC 7 GET /wps/member/info/icon (T): the avatar icons and the member's choice; PUT chooses one
 * (a reference backend addition; a trial account is told to register first, as the member
 * center tells it).
 */
export function memberIconRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  routes.get(MEMBER_PATH.memberIcon, member, (c) => ok(c, memberIconResponse, iconOf(c.get('member'))));

  routes.put(MEMBER_PATH.memberIcon, member, async (c) => {
    const { id, type } = c.get('member');
    if (isTrialType(type)) throw new ApiError(200, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    const { icon } = await readJsonBody(c, setMemberIconRequestSchema);
    if (icon !== null && !(AVATAR_ICON_IDS as readonly number[]).includes(icon)) {
      return fail(c, ErrorCode.invalidInput, 'invalidInput', { detail: `no avatar icon ${icon}` });
    }
    ctx.stores.members.setAvatarIcon(id, icon);
    const fresh = ctx.stores.members.byId(id);
    if (!fresh) throw new ApiError(401, ErrorCode.notLoggedIn, 'notLoggedIn');
    return ok(c, memberIconResponse, iconOf(fresh));
  });

  return routes;
}
