import * as v from 'valibot';
import { envelope } from './envelope';
import { webAddressSchema } from './webAddress';

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
  /**
   * The avatar the member chose in the security center (SPEC 7 /wps/member/info/icon), which the
   * header shows; null, or absent from a gateway that does not send it: the default (the initial).
   */
  avatarUrl: v.optional(v.nullable(webAddressSchema)),
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export const balanceSchema = v.object({
  /** Rupees with 2 decimals, as the platform sends it (the header shows it). */
  balance: v.number(),
  /** The same balance in integer paise, straight from the ledger: use it for any arithmetic. */
  balancePaise: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  currencySymbol: v.string(),
});
export type Balance = v.InferOutput<typeof balanceSchema>;

export const memberInfoResponse = envelope(memberInfoSchema);
export const balanceResponse = envelope(balanceSchema);
