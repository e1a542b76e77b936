import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { claimRewardRequestSchema, claimRewardResponse, markRewardsSeenRequestSchema, rewardCountResponse, rewardListResponse } from '../../kernel/rewardCenter';
import { vipInfoResponse } from '../../kernel/vip';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { assertModule } from '../moduleGate';
import { fail, ok } from '../respond';
import { claimReward } from '../rewards/rewardClaims';
import { syncVipStanding } from '../rewards/vipStanding';
import { rewardView } from '../store/memberRewards';
import { vipLabelOf } from '../store/vipLevels';
import { readJsonBody } from '../validate';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';

/**
 * The reward center (T, module REWCEN3; kernel/rewardCenter.ts) and its VIP part (module
 * VIP3, a child of REWCEN3; kernel/vip.ts): the VIP levels with the member's standing, the
 * rewards to claim, the badge's count, seeing and claiming. A trial account is asked to register
 * first, as on every money call. Each read brings the member's VIP level up to date first, so a
 * level-up's bonus is in the list as soon as the level is reached.
 */
export function rewardCenterRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.vipInfo, member, (c) => {
    assertModule(ctx, 'VIP3');
    const lang = c.get('lang');
    const { level, totals } = syncVipStanding(ctx, c.get('member'), ctx.clock());
    return ok(c, vipInfoResponse, { levels: ctx.stores.vipLevels.levels(lang), member: { ...totals, level, label: vipLabelOf(level, lang) } });
  });

  routes.get(MEMBER_PATH.rewardList, member, (c) => {
    assertModule(ctx, 'REWCEN3');
    const caller = c.get('member');
    const now = ctx.clock();
    syncVipStanding(ctx, caller, now);
    return ok(c, rewardListResponse, {
      items: ctx.stores.memberRewards.list(caller.id, now, c.get('lang')),
      unreadCount: ctx.stores.memberRewards.unreadCount(caller.id, now),
    });
  });

  routes.get(MEMBER_PATH.rewardUnreadCount, member, (c) => {
    assertModule(ctx, 'REWCEN3');
    const caller = c.get('member');
    const now = ctx.clock();
    syncVipStanding(ctx, caller, now);
    return ok(c, rewardCountResponse, { unreadCount: ctx.stores.memberRewards.unreadCount(caller.id, now) });
  });

  routes.post(MEMBER_PATH.markRewardsSeen, member, async (c) => {
    assertModule(ctx, 'REWCEN3');
    const { ids } = await readJsonBody(c, markRewardsSeenRequestSchema);
    const unreadCount = ctx.stores.memberRewards.markSeen(c.get('member').id, ids, ctx.clock());
    if (unreadCount === null) return fail(c, ErrorCode.rewardNotFound, 'rewardNotFound');
    return ok(c, rewardCountResponse, { unreadCount });
  });

  routes.post(MEMBER_PATH.claimReward, member, async (c) => {
    assertModule(ctx, 'REWCEN3');
    const { rewardId, idempotencyKey } = await readJsonBody(c, claimRewardRequestSchema);
    const caller = c.get('member');
    const now = ctx.clock();
    // The stored answer holds no text: a replay in another language reads the reward afresh.
    const { balancePaise } = runIdempotent(ctx, { memberId: caller.id, key: idempotencyKey, operation: 'claimReward', request: { rewardId } }, now, () =>
      claimReward(ctx, caller.id, rewardId, now),
    );
    const reward = ctx.stores.memberRewards.byId(rewardId);
    if (!reward) return fail(c, ErrorCode.rewardNotFound, 'rewardNotFound');
    return ok(c, claimRewardResponse, {
      reward: rewardView(reward, c.get('lang'), now),
      balancePaise,
      unreadCount: ctx.stores.memberRewards.unreadCount(caller.id, now),
    });
  });

  return routes;
}
