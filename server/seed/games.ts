import { GAME_CATEGORIES, type GameCategory } from '../../kernel/platform';
import type { GameClassify } from '../../kernel/queries';
import { chance, type RandomSource, randomIntBetween } from '../random';
import type { Db } from '../types';
import { CATALOGUE, VENDOR_KIND, type VendorPlan } from './catalogue';
import { gameDetailsOf } from './gameDetails';
import { gameNames } from './gameNames';

/** Node ids start here so they look like the platform's (and never collide with small test ids). */
const FIRST_NODE_ID = 100_001;

/** Share of games flagged hot and new (about 10 % and 8 %). */
const HOT_SHARE = 0.1;
const NEW_SHARE = 0.08;

/** Which type filters (SPEC 2: JP jackpot, TG table, AC arcade, BG bingo) a category's games get, and how often. */
const CLASSIFY_SHARES: Partial<Record<GameCategory, readonly (readonly [GameClassify, number])[]>> = {
  RNG: [
    ['JP', 0.08],
    ['AC', 0.06],
    ['TG', 0.04],
    ['BG', 0.02],
  ],
  FISH: [
    ['AC', 0.3],
    ['JP', 0.1],
  ],
  LIVE: [['TG', 0.6]],
  PVP: [
    ['TG', 0.5],
    ['AC', 0.1],
  ],
};

export type SeededGame = { nodeId: number; category: GameCategory };

function drawClassify(random: RandomSource, category: GameCategory): GameClassify | null {
  const roll = random();
  let threshold = 0;
  for (const [classify, share] of CLASSIFY_SHARES[category] ?? []) {
    threshold += share;
    if (roll < threshold) return classify;
  }
  return null;
}

/** A vendor's game names: drawn in its style, or its hand-named list as it is (drawing nothing). */
function namesOf(random: RandomSource, plan: VendorPlan): readonly string[] {
  if (plan.names !== undefined) return plan.names;
  const count = typeof plan.games === 'number' ? plan.games : randomIntBetween(random, plan.games[0], plan.games[1]);
  return gameNames(plan.style, count, random, plan.name);
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '_')
    .replaceAll(/^_|_$/g, '');

/** Writes every vendor and game of the catalogue; returns the games for the winners board. */
export function seedGames(db: Db, random: RandomSource): SeededGame[] {
  const insertVendor = db.prepare(
    `INSERT INTO vendor (category, code, name, is_game, game_code, sort, launch_mode, is_new, maintenance)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertGame = db.prepare(
    `INSERT INTO game (node_id, category, vendor_code, game_code, game_id, name, is_hot, is_new, is_game, classify, sort, maintenance,
       rtp_bp, volatility, min_bet_paise, max_bet_paise, has_demo, plays, released_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const seeded: SeededGame[] = [];
  let nodeId = FIRST_NODE_ID;
  let vendorSort = 0;

  for (const category of GAME_CATEGORIES) {
    for (const plan of CATALOGUE[category]) {
      const names = namesOf(random, plan);
      // A hand-named vendor draws nothing (VendorPlan.names): its games are neither hot, nor new, nor typed.
      const drawn = plan.names === undefined;
      const codes = names.map((_, index) => `${plan.code}${String(index + 1).padStart(4, '0')}`);
      insertVendor.run(
        category,
        plan.code,
        plan.name,
        plan.group ? VENDOR_KIND.group : VENDOR_KIND.game,
        plan.launchesDirectly ? (codes[0] ?? null) : null,
        ++vendorSort,
        plan.launchMode ?? 'iframe',
        plan.isNew ? 1 : 0,
        plan.maintenance ? 1 : 0,
      );
      names.forEach((name, index) => {
        // Drawn in this order (hot, new, type) so the seed's draws stay as they were.
        const isHot = drawn && chance(random, HOT_SHARE);
        const isNew = drawn && chance(random, NEW_SHARE);
        const classify = drawn ? drawClassify(random, category) : null;
        const details = gameDetailsOf(nodeId, category, isHot, isNew);
        insertGame.run(
          nodeId,
          category,
          plan.code,
          codes[index],
          `${plan.code}_${slug(name)}`,
          name,
          isHot ? 1 : 0,
          isNew ? 1 : 0,
          VENDOR_KIND.game,
          classify,
          // node ids grow in catalogue order, so they double as the list order
          nodeId,
          plan.maintenanceGames?.includes(index + 1) ? 1 : 0,
          details.rtpBasisPoints,
          details.volatility,
          details.minBetPaise,
          details.maxBetPaise,
          details.hasDemo ? 1 : 0,
          details.plays,
          details.releasedOn,
        );
        seeded.push({ nodeId, category });
        nodeId++;
      });
    }
  }
  return seeded;
}
