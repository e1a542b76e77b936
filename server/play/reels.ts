import type { RandomSource } from '../random';

export type Reels = [number, number, number];

/**
 * The demo slot's pay table: three alike pay 42 times the bet, a pair twice, anything else
 * nothing. Of the 1,000 equally likely stops, 10 are three alike and 270 a pair, so a bet of 1
 * returns (10 × 42 + 270 × 2) / 1000 = 0.96 on average: the house keeps 4 %. Whole multipliers
 * keep every payout a whole number of paise. The table used to pay 50× for three alike, which
 * returned 104 % (issue 21): a game must never pay back more than it takes.
 */
export const THREE_ALIKE_MULTIPLIER = 42;
export const PAIR_MULTIPLIER = 2;
/** The return to player the table above states; test/unit/reelsRtp.test.ts derives it from the table itself. */
export const STATED_RTP = 0.96;

const digit = (random: RandomSource) => Math.min(9, Math.floor(random() * 10));

/** Where the three reels stop: drawn on the server, never by the page. */
export const drawReels = (random: RandomSource): Reels => [digit(random), digit(random), digit(random)];

export function prizeMultiplier(reels: Reels): number {
  const kinds = new Set(reels).size;
  if (kinds === 1) return THREE_ALIKE_MULTIPLIER;
  return kinds === 2 ? PAIR_MULTIPLIER : 0;
}
