import { Hono } from 'hono';
import { balanceResponse, memberInfoResponse } from '../../kernel/member';
import { PATH } from '../../kernel/paths';
import { isTrialType } from '../../kernel/platform';
import type { AppEnv } from '../appEnv';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { paiseToRupees } from '../money';
import { actionablePromotionCount } from '../promotions/view';
import { ok } from '../respond';
import { syncVipStanding } from '../rewards/vipStanding';
import { vipLabelOf } from '../store/vipLevels';
import { headerBalancePaise } from '../wallet/balance';
import { wornAvatarUrl } from './memberIcon';

/** Member info and balance, both (T). */
export function memberRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  routes.get(PATH.memberInfo, requireMember(ctx), (c) => {
    const member = c.get('member');
    const trial = isTrialType(member.type);
    // The level by the VIP levels' thresholds (server/rewards/vipStanding.ts), as the reward center shows it.
    const { level } = syncVipStanding(ctx, member, ctx.clock());
    return ok(c, memberInfoResponse, {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      vip: level > 0,
      vipLabel: vipLabelOf(level, c.get('lang')),
      vipLevel: level,
      // The promotions the member can join, apply to or claim now; a trial account takes part in none (SPEC 4: not fully registered).
      availablePromoCount: trial ? 0 : actionablePromotionCount(ctx, member.id, ctx.clock()),
      unreadMessageCount: ctx.stores.members.unreadMessageCount(member.id),
      // The header shows the avatar chosen in the security center.
      avatarUrl: wornAvatarUrl(member),
    });
  });

  routes.get(PATH.balance, requireMember(ctx), (c) => {
    const merchant = ctx.stores.merchant.merchant();
    const balancePaise = headerBalancePaise(ctx, c.get('member'));
    return ok(c, balanceResponse, {
      balance: paiseToRupees(balancePaise),
      balancePaise,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    });
  });

  return routes;
}
