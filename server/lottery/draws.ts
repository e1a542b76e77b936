import type { VnPrize, VnRegion } from '../../kernel/lottery';
import { mulberry32, type RandomSource, randomIntBetween } from '../random';
import { SEED } from '../seed/seedNumber';

/** FNV-1a, 32 bits: a stable number from a text. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The random stream of one draw: the seed number, the game and the draw instant decide it, so a
 * draw shows the same numbers whenever it is asked for, and different draws differ.
 */
export const drawRandom = (gameCode: string, drawAt: number): RandomSource => mulberry32(hashText(`${SEED}|${gameCode}|${drawAt}`));

/** `digits` random decimal digits as text ('04719'). */
export const digitsOf = (random: RandomSource, digits: number) => Array.from({ length: digits }, () => String(randomIntBetween(random, 0, 9))).join('');

/** `count` distinct numbers in [min, max], ascending, zero-padded to `width`. */
export function distinctNumbers(random: RandomSource, count: number, min: number, max: number, width: number): string[] {
  const pool = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  for (let index = 0; index < count; index++) {
    const pick = randomIntBetween(random, index, pool.length - 1);
    [pool[index], pool[pick]] = [pool[pick] ?? 0, pool[index] ?? 0];
  }
  return pool
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((number) => String(number).padStart(width, '0'));
}

/** Prize tiers of a draw: [prize, how many numbers, digits each], special prize first. */
const NORTH_PRIZES: readonly (readonly [VnPrize, number, number])[] = [
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
];
const CENTRAL_SOUTH_PRIZES: readonly (readonly [VnPrize, number, number])[] = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
];

/** The opened numbers of a VN draw: 27 numbers in the North, 18 in the Central and South draws. */
export function vnDrawNumbers(region: VnRegion, gameCode: string, drawAt: number): { prize: VnPrize; numbers: string[] }[] {
  const random = drawRandom(gameCode, drawAt);
  return (region === 'NORTH' ? NORTH_PRIZES : CENTRAL_SOUTH_PRIZES).map(([prize, count, digits]) => ({
    prize,
    numbers: Array.from({ length: count }, () => digitsOf(random, digits)),
  }));
}
