import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { isTrialType } from '../../kernel/platform';
import { referralFriendsQuerySchema, referralFriendsResponse, referralProgrammeResponse } from '../../kernel/referral';
import type { AppEnv } from '../appEnv';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { assertModule } from '../moduleGate';
import { settleReferralCommission } from '../referral/commission';
import { ApiError, fail, ok } from '../respond';
import type { MemberRow } from '../store/members';
import { readQuery } from '../validate';

/**
 * Invite friends (T, module REFERRAL3; kernel/referral.ts): the member's code (made on the
 * first request when it has none) with the programme's terms, and a page of the friends who
 * registered with it. A trial account invites nobody: it is asked to register first, as on the
 * money calls. Each call settles the commission of the days that ended since the last settlement,
 * so what is shown has been paid.
 */
export function referralRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  /** The module first (off for everyone alike), then the account. */
  const referrer = (caller: MemberRow) => {
    assertModule(ctx, 'REFERRAL3');
    if (isTrialType(caller.type)) throw new ApiError(200, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    return caller;
  };

  routes.get(MEMBER_PATH.referralProgramme, member, (c) => {
    const { id } = referrer(c.get('member'));
    const code = ctx.stores.referrals.ensureCode(id, ctx.random);
    if (code === null) return fail(c, ErrorCode.referralCodeUnavailable, 'referralCodeUnavailable');
    return ok(c, referralProgrammeResponse, { code, ...ctx.stores.referrals.terms(), payout: 'daily' });
  });

  routes.get(MEMBER_PATH.referralFriends, member, (c) => {
    const { id } = referrer(c.get('member'));
    const query = readQuery(c, referralFriendsQuerySchema);
    const now = ctx.clock();
    settleReferralCommission(ctx, now);
    return ok(c, referralFriendsResponse, ctx.stores.referrals.friendsPage(id, query.pageNo, query.pageSize, now));
  });

  return routes;
}
