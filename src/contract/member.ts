import * as v from 'valibot';
import { envelope } from './envelope';

/** SPEC 3: member info plus the account display fields. */
export const memberInfoSchema = v.object({
  id: v.number(),
  account: v.string(),
  nickname: v.string(),
  type: v.number(),
  vip: v.boolean(),
  vipLabel: v.string(),
  vipLevel: v.number(),
  availablePromoCount: v.number(),
  unreadMessageCount: v.number(),
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export const balanceSchema = v.object({
  balance: v.number(),
  currency: v.string(),
  currencySymbol: v.string(),
});
export type Balance = v.InferOutput<typeof balanceSchema>;

export const memberInfoResponse = envelope(memberInfoSchema);
export const balanceResponse = envelope(balanceSchema);
