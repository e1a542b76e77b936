import { pickOne, type RandomSource, randomIntBetween } from '../random';
import type { NameStyle } from './catalogue';

/** Word lists for deterministic, plausible game names ('Golden Dragon Fortune'). */
const SLOT_FIRST = [
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Wild',
  'Mystic',
  'Blazing',
  'Crystal',
  'Diamond',
  'Emerald',
  'Fiery',
  'Frozen',
  'Glorious',
  'Hidden',
  'Imperial',
  'Jade',
  'Legendary',
  'Magic',
  'Midnight',
  'Neon',
  'Ancient',
  'Radiant',
  'Ruby',
  'Sacred',
  'Sapphire',
  'Secret',
  'Shining',
  'Silver',
  'Storm',
  'Sunny',
  'Thunder',
  'Twin',
  'Ultra',
  'Velvet',
  'Wealthy',
  'Cosmic',
  'Electric',
  'Eternal',
  'Jungle',
  'Lotus',
] as const;
const SLOT_SECOND = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Elephant',
  'Peacock',
  'Cobra',
  'Lion',
  'Monkey',
  'Koi',
  'Treasure',
  'Temple',
  'Palace',
  'Empire',
  'Garden',
  'Jewels',
  'Coins',
  'Gems',
  'Riches',
  'Reels',
  'Fruits',
  'Sevens',
  'Stars',
  'Moon',
  'Sun',
  'Rajah',
  'Maharaja',
  'Bazaar',
  'Festival',
  'Carnival',
  'Pharaoh',
  'Pirate',
  'Samurai',
  'Ninja',
  'Genie',
  'Wizard',
  'Unicorn',
  'Buffalo',
  'Falcon',
  'Wolf',
] as const;
const SLOT_THIRD = [
  '',
  '',
  '',
  '',
  'Fortune',
  'Deluxe',
  'Megaways',
  'Hold & Win',
  'Link',
  'Rush',
  'Bonanza',
  'Ways',
  'Jackpot',
  'Gold',
  'Xtreme',
  'Blitz',
  'Quest',
  'Party',
  'Legends',
  'Spins',
] as const;

const LIVE_TABLES = [
  'Baccarat',
  'Speed Baccarat',
  'Squeeze Baccarat',
  'Roulette',
  'Lightning Roulette',
  'Auto Roulette',
  'Blackjack',
  'Dragon Tiger',
  'Sic Bo',
  'Teen Patti',
  'Andar Bahar',
  'Fan Tan',
  "Casino Hold'em",
  'Dream Catcher',
  'Mega Wheel',
] as const;
const FISH_GAMES = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Mega Fishing',
  'Royal Fishing',
  'Boom Legend',
  'Jackpot Fishing',
  'Happy Fishing',
  'Dinosaur Tycoon',
  'All-star Fishing',
  'Bombing Fishing',
  'Shark Hunter',
  'Golden Toad',
  'Ocean Lord',
  'Fishing Disco',
  'Lucky Fishing',
  'Monster Awaken',
  'Deep Sea Party',
] as const;
const CARD_GAMES = [
  'Teen Patti',
  'Andar Bahar',
  'Rummy',
  'Ludo',
  'Dragon Tiger',
  "Texas Hold'em",
  'Blackjack',
  'Baccarat',
  'Niu Niu',
  'Sam Gong',
  'Pai Gow',
  'Jhandi Munda',
  'Poker King',
  'Mahjong',
  'Callbreak',
  '7 Up 7 Down',
  'Car Roulette',
  'Domino QQ',
] as const;
const CARD_VARIANTS = ['', 'Classic', 'Joker', 'Pro', 'Turbo', 'Royal', 'Muflis', 'Blitz'] as const;
const LOTTERY_GAMES = [
  'Wingo 1 Min',
  'Wingo 3 Min',
  'Wingo 5 Min',
  'K3 1 Min',
  'K3 3 Min',
  '5D 1 Min',
  '5D 5 Min',
  'Keno 1 Min',
  'Lucky 10',
  'Fast 3',
  'Mega 6/45',
  'Power 6/55',
  'Quick 3D',
  'Thai Lotto',
  'Vietnam North',
  'Vietnam South',
] as const;
const INSTANT_GAMES = [
  'Sky Rocket',
  'Crash X',
  'Mines',
  'Plinko',
  'Dice',
  'Limbo',
  'Hilo',
  'Keno Rush',
  'Tower Climb',
  'Coin Flip',
  'Lucky Wheel',
  'Goal Rush',
  'Hot Line',
  'Double Up',
] as const;

function slotName(random: RandomSource): string {
  return [pickOne(random, SLOT_FIRST), pickOne(random, SLOT_SECOND), pickOne(random, SLOT_THIRD)].filter(Boolean).join(' ');
}

/** A candidate name in the vendor's style; `attempt` numbers repeats of fixed lists ('Baccarat 3'). */
function candidate(style: NameStyle, random: RandomSource, vendorName: string, attempt: number): string {
  switch (style) {
    case 'slot':
      return slotName(random);
    case 'live':
      return `${pickOne(random, LIVE_TABLES)} ${randomIntBetween(random, 1, 12)}`;
    case 'fish':
      return attempt < FISH_GAMES.length ? (FISH_GAMES[attempt] ?? 'Fishing') : `${pickOne(random, FISH_GAMES)} ${attempt}`;
    case 'card':
      return [pickOne(random, CARD_GAMES), pickOne(random, CARD_VARIANTS)].filter(Boolean).join(' ');
    case 'sports':
      return `${vendorName} Sportsbook`;
    case 'esports':
      return `${vendorName} Arena`;
    case 'lottery':
      return LOTTERY_GAMES[attempt % LOTTERY_GAMES.length] ?? 'Lotto';
    case 'instant':
      return INSTANT_GAMES[attempt % INSTANT_GAMES.length] ?? 'Instant';
    case 'cockfight':
      return attempt === 0 ? `${vendorName} Cockfight Arena` : `${vendorName} Derby ${attempt}`;
  }
}

/**
 * `count` distinct names for one vendor. Drawing stops repeating a name; after many misses a
 * numbered name is used, so even the 5,000-game vendor always completes.
 */
export function gameNames(style: NameStyle, count: number, random: RandomSource, vendorName: string): string[] {
  const names = new Set<string>();
  let attempt = 0;
  while (names.size < count) {
    let name = candidate(style, random, vendorName, attempt);
    if (names.has(name)) name = attempt > count * 8 ? `${name} ${attempt}` : '';
    if (name) names.add(name);
    attempt++;
  }
  return [...names];
}
