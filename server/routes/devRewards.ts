import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { devRewardGrantResponse, devRewardGrantSchema } from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { DEV_PATH } from '../../kernel/paths';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { fail, ok } from '../respond';
import { rewardTitle } from '../rewardCenterMessages';
import { REWARD_LIFETIME_MS } from '../rewards/vipStanding';
import { rewardView } from '../store/memberRewards';
import { readJsonBody } from '../validate';

const MINUTE_MS = 60_000;

/** Dev controls of the reward center: the operator grants a member a reward to claim (mounted when dev controls are on). */
export function devRewardRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.post(DEV_PATH.grantReward, async (c) => {
    const request = await readJsonBody(c, devRewardGrantSchema);
    const member = ctx.stores.members.byUsername(request.username);
    if (!member) return fail(c, ErrorCode.accountNotFound, 'accountNotFound');
    const now = ctx.clock();
    const title = rewardTitle(request.kind);
    const reward = ctx.stores.memberRewards.grant({
      memberId: member.id,
      kind: request.kind,
      grantKey: `dev:${randomBytes(8).toString('hex')}`,
      titleEn: request.titleEn ?? title.EN,
      titleHi: request.titleHi ?? title.HI,
      amountPaise: request.amountPaise,
      turnoverMultiplier: request.turnoverMultiplier,
      grantedAt: now,
      expiresAt: now + (request.expiresInMinutes === undefined ? REWARD_LIFETIME_MS : request.expiresInMinutes * MINUTE_MS),
    });
    return ok(c, devRewardGrantResponse, { username: member.username, reward: rewardView(reward, 'EN', now) });
  });

  return routes;
}
