import { pickOne, type RandomSource, randomIntBetween } from '../random';
import type { Db } from '../types';
import type { SeededGame } from './games';

const FIRST_NAMES = [
  'rahul',
  'priya',
  'amit',
  'sneha',
  'vikram',
  'anjali',
  'rohit',
  'pooja',
  'arjun',
  'kavya',
  'sanjay',
  'neha',
  'manoj',
  'divya',
  'suresh',
  'ritu',
  'karan',
  'meena',
  'deepak',
  'asha',
  'rajesh',
  'sunita',
  'nikhil',
  'isha',
] as const;

/** Categories whose games make the board: where single wins are big (not sports tickets or lotteries). */
const BOARD_CATEGORIES = new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'BGS']);

const WINNERS = 160;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'rahul1942' becomes 'ra***42': the board never shows a whole user name. */
export const maskCustomerName = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;

/** Recent big wins; amounts are log-uniform between ₹500 and ₹25,00,000 so a few are huge. */
export function seedWinners(db: Db, random: RandomSource, games: readonly SeededGame[], now: number): void {
  const eligible = games.filter((game) => BOARD_CATEGORIES.has(game.category));
  const insert = db.prepare('INSERT INTO winner (customer_name, win_cents, node_id, won_at) VALUES (?, ?, ?, ?)');
  for (let index = 0; index < WINNERS; index++) {
    const name = `${pickOne(random, FIRST_NAMES)}${randomIntBetween(random, 10, 9999)}`;
    const rupees = Math.exp(Math.log(500) + random() * (Math.log(2_500_000) - Math.log(500)));
    insert.run(maskCustomerName(name), Math.round(rupees * 100), pickOne(random, eligible).nodeId, now - Math.floor(random() * 7 * DAY_MS));
  }
}
