import { randomInt } from 'node:crypto';

/** A source of numbers in [0, 1), like Math.random; injectable so tests can make draws predictable. */
export type RandomSource = () => number;

/** The default runtime source: the operating system's CSPRNG (captcha texts must not be guessable). */
export const secureRandom: RandomSource = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * mulberry32: a tiny seeded PRNG. The seed uses it so the same seed number always yields the
 * same games, names and figures on every machine.
 */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max], both included. */
export function randomIntBetween(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pickOne needs a non-empty list');
  return item;
}

/** True with the given probability. */
export function chance(random: RandomSource, probability: number): boolean {
  return random() < probability;
}
