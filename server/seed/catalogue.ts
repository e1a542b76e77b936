import type { GameCategory } from '../../kernel/platform';

/** How a vendor's game names are made (see gameNames.ts). */
export type NameStyle = 'slot' | 'live' | 'fish' | 'card' | 'sports' | 'esports' | 'lottery' | 'instant' | 'cockfight';

/** Vendor kinds: 'GAME' launches or lists games; 'VASSALAGE' is a vendor group (SPEC 2: opens a popup game list). */
export const VENDOR_KIND = { game: 'GAME', group: 'VASSALAGE' } as const;

type VendorBase = {
  readonly code: string;
  readonly name: string;
  readonly group?: boolean;
  /** The vendor launches one game directly (lottery pages, single-vendor categories), whose code it carries. */
  readonly launchesDirectly?: boolean;
  /** Its games open on the /seamless page instead of the game popup (default: 'iframe'). */
  readonly launchMode?: 'seamless';
  /** Added lately: listed by the new vendors call. */
  readonly isNew?: boolean;
  /** The whole vendor is under maintenance: none of its games launch. */
  readonly maintenance?: boolean;
  /** 1-based positions (game codes <vendor>0001, ...) of single games under maintenance. */
  readonly maintenanceGames?: readonly number[];
};

/** Games drawn from the seed's random source: their count (exact, or a [min, max] range) and names in the vendor's style. */
type DrawnGames = { readonly games: number | readonly [number, number]; readonly style: NameStyle; readonly names?: undefined };

/**
 * Hand-named games, listed as they are: the vendor draws nothing from the seed's random source
 * (its games are neither hot, nor new, nor typed), so a vendor added this way changes nothing
 * drawn after it.
 */
type NamedGames = { readonly names: readonly string[]; readonly games?: undefined; readonly style?: undefined };

export type VendorPlan = VendorBase & (DrawnGames | NamedGames);

/**
 * The vendors of every category. RNG has more than ten vendors (SPEC 2: the large drop-down) and
 * MEGA has exactly 5,000 games so paging is exercised; ELOTT, COCKFIGHT and BGS have one vendor
 * each, so those categories launch directly. Codes follow SPEC 3 where it names them.
 * Maintenance (SPEC 8: 'game maintenance message suggesting other games'): the whole of WM Casino
 * (LIVE) and three single games, PG0003 and JL0004 (RNG) and JDB0002 (FISH). The sports vendors
 * launch seamless; HABA, RT, MEGA, MP and TF are the new vendors. The mini games (SPEC 1) came
 * last and are hand-named, so they draw nothing and everything else the seed draws stayed the same;
 * two vendors make the category open its own list page (SPEC 2: a single vendor launches directly).
 */
export const CATALOGUE: Readonly<Record<GameCategory, readonly VendorPlan[]>> = {
  RNG: [
    { code: 'PG', name: 'PG Soft', games: [150, 400], style: 'slot', maintenanceGames: [3] },
    { code: 'JL', name: 'JILI', games: [150, 400], style: 'slot', maintenanceGames: [4] },
    { code: 'PT', name: 'Playtech', games: [150, 400], style: 'slot' },
    { code: 'JDB', name: 'JDB Gaming', games: [150, 400], style: 'slot' },
    { code: 'CQ9', name: 'CQ9 Gaming', games: [150, 400], style: 'slot' },
    { code: 'FC', name: 'Fa Chai', games: [150, 400], style: 'slot' },
    { code: 'EG2', name: 'EG Gaming', games: [150, 400], style: 'slot' },
    { code: 'PP', name: 'Pragmatic Play', games: [150, 400], style: 'slot' },
    { code: 'SPADE', name: 'Spadegaming', games: [150, 400], style: 'slot' },
    { code: 'HABA', name: 'Habanero', games: [150, 400], style: 'slot', isNew: true },
    { code: 'RT', name: 'Red Tiger', games: [150, 400], style: 'slot', isNew: true },
    { code: 'MG', name: 'Microgaming', games: [150, 400], style: 'slot' },
    { code: 'MEGA', name: 'MEGA', games: 5000, style: 'slot', isNew: true },
  ],
  LIVE: [
    { code: 'EVO', name: 'Evolution', games: [30, 48], style: 'live', group: true },
    { code: 'SEXY', name: 'AE Sexy', games: [12, 20], style: 'live' },
    { code: 'PT', name: 'Playtech Live', games: [15, 25], style: 'live' },
    { code: 'DG', name: 'Dream Gaming', games: [10, 18], style: 'live' },
    { code: 'SA', name: 'SA Gaming', games: [10, 18], style: 'live' },
    { code: 'WM', name: 'WM Casino', games: [8, 14], style: 'live', maintenance: true },
  ],
  FISH: [
    { code: 'JDB', name: 'JDB Fishing', games: [8, 14], style: 'fish', maintenanceGames: [2] },
    { code: 'JL', name: 'JILI Fishing', games: [8, 14], style: 'fish' },
    { code: 'FC', name: 'Fa Chai Fishing', games: [6, 10], style: 'fish' },
    { code: 'CQ9', name: 'CQ9 Fishing', games: [6, 10], style: 'fish' },
  ],
  PVP: [
    { code: 'KY', name: 'Kaiyuan', games: [20, 32], style: 'card' },
    { code: 'V8', name: 'V8 Poker', games: [15, 25], style: 'card' },
    { code: 'JL', name: 'JILI Cards', games: [15, 25], style: 'card' },
    { code: 'MP', name: 'Mplay', games: [10, 18], style: 'card', isNew: true },
  ],
  SPORTS: [
    { code: 'SABA', name: 'SABA Sports', games: 1, style: 'sports', launchMode: 'seamless' },
    { code: 'SBO', name: 'SBOBET', games: 1, style: 'sports', launchMode: 'seamless' },
    { code: 'CMD', name: 'CMD368', games: 1, style: 'sports', launchMode: 'seamless' },
  ],
  ESPORTS: [
    { code: 'AV', name: 'AV eSports', games: 1, style: 'esports' },
    { code: 'IMES', name: 'IM eSports', games: 1, style: 'esports' },
    { code: 'IA', name: 'IA eSports', games: 1, style: 'esports' },
    { code: 'AI', name: 'AI eSports', games: 1, style: 'esports' },
    { code: 'TF', name: 'TF Gaming', games: 1, style: 'esports', isNew: true },
  ],
  ELOTT: [{ code: 'TCG_ELOTT', name: 'TCG e-Lottery', games: 10, style: 'lottery', launchesDirectly: true }],
  LOTT: [
    { code: 'TCG', name: 'TCG Lotto', games: 6, style: 'lottery', launchesDirectly: true },
    { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lotto', games: 4, style: 'lottery', launchesDirectly: true },
    { code: 'TCG_SEA', name: 'TCG SEA Lotto', games: 4, style: 'lottery', launchesDirectly: true },
  ],
  COCKFIGHT: [{ code: 'SV388', name: 'SV388', games: 2, style: 'cockfight', launchesDirectly: true }],
  BGS: [{ code: 'BGS', name: 'In-house Games', games: 12, style: 'instant', launchesDirectly: true }],
  MINI: [
    {
      code: 'SPRIBE',
      name: 'Spribe',
      names: ['Sky Pilot', 'Gem Mines', 'Peg Drop', 'Lucky Dice', 'Hi-Lo Cards', 'Goal Rush', 'Mini Keno', 'Mini Roulette'],
    },
    {
      code: 'SMARTSOFT',
      name: 'SmartSoft Gaming',
      names: ['Jet Climb', 'Balloon Pop', 'Coin Flip', 'Tower Stack', 'Wheel of Colours', 'Lucky Cases'],
    },
  ],
};
