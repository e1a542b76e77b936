import type { GameCategory } from './platform';

/**
 * SPEC 1 'trial players use free demo play': the categories whose games have a demo mode (slots,
 * fishing, in-house games, and the mini games of /mini, instant games like the in-house ones). A
 * trial account launches these and plays them with its DEMO credit; every other category (live
 * tables, sports books, lotteries, cockfight, PVP rooms) needs a registered account and answers
 * 'Please register an account first' (TRIAL_NOT_ALLOWED), as SPEC 4 says for real games.
 */
export const DEMO_PLAY_CATEGORIES = ['RNG', 'FISH', 'BGS', 'MINI'] as const satisfies readonly GameCategory[];
export const hasDemoPlay = (category: string): boolean => (DEMO_PLAY_CATEGORIES as readonly string[]).includes(category);
