import { type RandomSource, randomIntBetween } from '../random';
import { digitsOf, distinctNumbers } from './draws';

/** How a lotto game of the catalogue draws: how often, and which numbers. */
export type LottoRule = { readonly intervalMinutes: number; readonly draw: (random: RandomSource) => string[] };

const digits = (count: number) => (random: RandomSource) => digitsOf(random, count).split('');
const dice = (count: number) => (random: RandomSource) => Array.from({ length: count }, () => String(randomIntBetween(random, 1, 6)));
const permutation = (size: number) => (random: RandomSource) => {
  const order = Array.from({ length: size }, (_, index) => String(index + 1).padStart(2, '0'));
  for (let index = order.length - 1; index > 0; index--) {
    const pick = randomIntBetween(random, 0, index);
    [order[index], order[pick]] = [order[pick] ?? '', order[index] ?? ''];
  }
  return order;
};

const DAILY = 24 * 60;

/**
 * Rules by game name (server/seed/gameNames.ts names the lottery games): Wingo draws a digit,
 * K3 and Fast 3 three dice, 5D five digits, Keno 20 of 80, Lucky 10 a race order of ten, the 6/45
 * and 6/55 games six numbers a day. A name's 'N Min' sets the interval.
 */
const RULES: readonly (readonly [RegExp, LottoRule])[] = [
  [/^Wingo\b/, { intervalMinutes: 1, draw: digits(1) }],
  [/^(K3|Fast 3)\b/, { intervalMinutes: 10, draw: dice(3) }],
  [/^5D\b/, { intervalMinutes: 5, draw: digits(5) }],
  [/^Keno\b/, { intervalMinutes: 5, draw: (random) => distinctNumbers(random, 20, 1, 80, 2) }],
  [/^Lucky 10\b/, { intervalMinutes: 5, draw: permutation(10) }],
  [/^Mega 6\/45\b/, { intervalMinutes: DAILY, draw: (random) => distinctNumbers(random, 6, 1, 45, 2) }],
  [/^Power 6\/55\b/, { intervalMinutes: DAILY, draw: (random) => distinctNumbers(random, 6, 1, 55, 2) }],
  [/^Quick 3D\b/, { intervalMinutes: 5, draw: digits(3) }],
  [/^Thai Lotto\b/, { intervalMinutes: DAILY, draw: digits(6) }],
  [/^Vietnam\b/, { intervalMinutes: DAILY, draw: digits(5) }],
];
const FALLBACK: LottoRule = { intervalMinutes: 10, draw: digits(5) };

export function lottoRuleFor(gameName: string): LottoRule {
  const rule = RULES.find(([pattern]) => pattern.test(gameName))?.[1] ?? FALLBACK;
  const minutes = /\b(\d+) Min\b/.exec(gameName)?.[1];
  return minutes === undefined ? rule : { ...rule, intervalMinutes: Number(minutes) };
}
