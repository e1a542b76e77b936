import { type PointBalance, type PointConfig, type PointReward, pointsToPaise, type RedeemBlock, redeemBlockOf } from '@kernel/points';
import { failureCode } from '../wallet/writeOutcome.rules';

/** What the points mall shows at once (SPEC 3 Points): the member's points, the ratio and rules, the catalogue. */
export type PointMallData = { balance: PointBalance; config: PointConfig; rewards: PointReward[] };

/** SPEC 6: the backend answers a call of a switched-off module MODULE_DISABLED. */
export const MODULE_DISABLED_CODE = 'MODULE_DISABLED';
export const isModuleDisabled = (error: unknown) => failureCode(error) === MODULE_DISABLED_CODE;

/** What the member's current points are worth at the ratio, in paise (rounded down). */
export const currentWorthPaise = (data: PointMallData) => pointsToPaise(data.balance.currentPoints, data.config.ratio);

/** A reward of the catalogue with why it cannot be redeemed now (null: it can) and the points still missing for it. */
export type RewardCard = PointReward & { block: RedeemBlock | null; pointsShort: number };
export const rewardCardsOf = (data: PointMallData): RewardCard[] =>
  data.rewards.map((reward) => ({
    ...reward,
    block: redeemBlockOf(reward, data.balance.currentPoints),
    pointsShort: Math.max(0, reward.points - data.balance.currentPoints),
  }));

/** The member's points and password state the redeem and convert forms check against. */
export const holdingsOf = (data: PointMallData) => ({ currentPoints: data.balance.currentPoints, hasWithdrawPassword: data.balance.hasWithdrawPassword });
