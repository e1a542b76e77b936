import type { RandomSource } from '../random';

export type Reels = [number, number, number];

/** The demo slot's rule: three alike pay 50 times the bet, a pair twice, anything else nothing. */
export const THREE_ALIKE_MULTIPLIER = 50;
export const PAIR_MULTIPLIER = 2;

const digit = (random: RandomSource) => Math.min(9, Math.floor(random() * 10));

/** Where the three reels stop: drawn on the server, never by the page. */
export const drawReels = (random: RandomSource): Reels => [digit(random), digit(random), digit(random)];

export function prizeMultiplier(reels: Reels): number {
  const kinds = new Set(reels).size;
  if (kinds === 1) return THREE_ALIKE_MULTIPLIER;
  return kinds === 2 ? PAIR_MULTIPLIER : 0;
}
