/**
 * Names of the journal's accounts. An account is opened the first time a posting names it; its
 * owner, purpose and currency follow from the name, so callers never open accounts by hand.
 *
 *   member:<id>:main          the member's main wallet (INR)
 *   member:<id>:game:<CODE>   a game wallet, CODE a vendor code of game_wallet (INR)
 *   member:<id>:hold          money held by the member's pending withdrawals (INR)
 *   member:<id>:demo          a trial account's free-play credit (DEMO, never mixes with INR)
 *   house:<name>              the platform's side of every movement (may go below zero)
 */

export const CURRENCIES = ['INR', 'DEMO'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The house accounts: where money comes from and goes to outside the members' wallets. */
export const HOUSE = {
  /** Equity behind the seeded opening balances. */
  opening: 'house:opening',
  /** The payment gateway: paid deposits come from it. */
  gateway: 'house:gateway',
  /** Withdrawals paid out to bank accounts go to it. */
  payout: 'house:payout',
  /** Withdrawal fees. */
  fees: 'house:fees',
  /** Deposit bonuses are paid from it. */
  bonus: 'house:bonus',
  /** The games' side of real-money bets: stakes go to it, payouts come from it. */
  games: 'house:games',
  /** Issues the free-play credit of trial accounts (DEMO). */
  demo: 'house:demo',
  /** The games' side of free-play bets (DEMO). */
  demoGames: 'house:demoGames',
  /** Pays the agents' contract settlements (salaries, dividends) and their daily commission. */
  agency: 'house:agency',
  /** Pays the members' commission on their invited friends' valid bets (server/referral/commission.ts). */
  referral: 'house:referral',
  /** Pays the rewards: promotion bonuses, reward-center rewards and mission prizes (server/rewards/bonusGrants.ts). */
  rewards: 'house:rewards',
  /** Pays the members' rebate on their own valid bets (manual rebate). */
  rebate: 'house:rebate',
  /** Pays the money members convert their points into (server/points/convert.ts). */
  points: 'house:points',
} as const;
export type HouseAccount = (typeof HOUSE)[keyof typeof HOUSE];

const HOUSE_CURRENCY: Record<HouseAccount, Currency> = {
  [HOUSE.opening]: 'INR',
  [HOUSE.gateway]: 'INR',
  [HOUSE.payout]: 'INR',
  [HOUSE.fees]: 'INR',
  [HOUSE.bonus]: 'INR',
  [HOUSE.games]: 'INR',
  [HOUSE.demo]: 'DEMO',
  [HOUSE.demoGames]: 'DEMO',
  [HOUSE.agency]: 'INR',
  [HOUSE.referral]: 'INR',
  [HOUSE.rewards]: 'INR',
  [HOUSE.rebate]: 'INR',
  [HOUSE.points]: 'INR',
};

/** A member's accounts by name. */
export const memberAccount = {
  main: (memberId: number) => `member:${memberId}:main`,
  game: (memberId: number, walletCode: string) => `member:${memberId}:game:${walletCode}`,
  hold: (memberId: number) => `member:${memberId}:hold`,
  demo: (memberId: number) => `member:${memberId}:demo`,
};

export type AccountSpec =
  | { code: string; owner: 'member'; memberId: number; purpose: 'main' | 'game' | 'hold' | 'demo'; walletCode: string | null; currency: Currency }
  | { code: string; owner: 'house'; memberId: null; purpose: string; walletCode: null; currency: Currency };

const MEMBER_CODE = /^member:([1-9]\d{0,15}):(main|hold|demo|game:([A-Z0-9_]{1,20}))$/;

/** What an account name stands for, or null for a name outside the scheme above. */
export function parseAccountCode(code: string): AccountSpec | null {
  if (code in HOUSE_CURRENCY) {
    return { code, owner: 'house', memberId: null, purpose: code.slice('house:'.length), walletCode: null, currency: HOUSE_CURRENCY[code as HouseAccount] };
  }
  const match = MEMBER_CODE.exec(code);
  if (!match) return null;
  const memberId = Number(match[1]);
  const kind = match[2] ?? '';
  if (kind.startsWith('game:')) return { code, owner: 'member', memberId, purpose: 'game', walletCode: match[3] ?? null, currency: 'INR' };
  const purpose = kind as 'main' | 'hold' | 'demo';
  return { code, owner: 'member', memberId, purpose, walletCode: null, currency: purpose === 'demo' ? 'DEMO' : 'INR' };
}
