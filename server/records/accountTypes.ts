import type { AccountRecordType } from '../../kernel/records';

/**
 * The account record's type of each journal kind that reaches a main or game wallet. Only those
 * wallets are listed (not the hold account nor a trial's demo credit), so withdrawPaidToPeer there
 * is always the depositor's side of a peer-to-peer payment: a deposit. A kind not named here (a
 * future one) shows as an adjustment rather than vanishing.
 */
const TYPE_OF_KIND: Readonly<Record<string, AccountRecordType>> = {
  deposit: 'deposit',
  withdrawPaidToPeer: 'deposit',
  withdrawHold: 'withdrawal',
  withdrawReturned: 'withdrawal',
  withdrawPaid: 'withdrawal',
  transferIn: 'transfer',
  transferOut: 'transfer',
  uplineTransfer: 'transfer',
  downlineTransfer: 'transfer',
  depositBonus: 'bonus',
  bonus: 'bonus',
  rebate: 'rebate',
  // a share of the invited friends' valid bets, like a rebate on one's own (server/referral/commission.ts)
  referralCommission: 'rebate',
  // points earned by play, exchanged for money: the platform's reward, not a correction (server/points/convert.ts)
  pointsConvert: 'bonus',
  bet: 'bet',
  betRefund: 'bet',
  payout: 'payout',
  opening: 'adjustment',
  adjustment: 'adjustment',
};

export const accountRecordTypeOf = (kind: string): AccountRecordType => TYPE_OF_KIND[kind] ?? 'adjustment';

/** The journal kinds a type filter selects: the ones named above (an unnamed kind shows only unfiltered). */
export const kindsOfType = (type: AccountRecordType): string[] => Object.keys(TYPE_OF_KIND).filter((kind) => TYPE_OF_KIND[kind] === type);
