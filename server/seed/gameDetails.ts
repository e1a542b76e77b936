import { DEMO_PLAY_CATEGORIES } from '../../kernel/demoPlay';
import type { Volatility } from '../../kernel/games';
import type { GameCategory } from '../../kernel/platform';
import { mulberry32, pickOne, randomIntBetween } from '../random';

/** What the catalogue says of a game beyond its tile: its details panel and its list orders (issue 26, item 5). */
export type GameDetailsRow = {
  rtpBasisPoints: number | null;
  volatility: Volatility | null;
  minBetPaise: number;
  maxBetPaise: number;
  hasDemo: boolean;
  plays: number;
  releasedOn: string;
};

type BetPlan = { rtp: readonly [number, number] | null; minBets: readonly number[]; maxBets: readonly number[] };

/**
 * Per category, as the industry publishes them: slots 94 to 97.5 % RTP and bets from ₹1, fishing and
 * instant games a little more; live tables, sports books, lotteries and cockfight publish no RTP
 * (their return depends on the bet placed) and start at higher stakes. Amounts in paise.
 */
const PLANS: Record<GameCategory, BetPlan> = {
  RNG: { rtp: [9400, 9750], minBets: [100, 200, 500, 1000], maxBets: [50_000, 100_000, 250_000, 500_000] },
  FISH: { rtp: [9500, 9800], minBets: [100, 500, 1000], maxBets: [100_000, 200_000] },
  PVP: { rtp: [9500, 9700], minBets: [1000, 2000, 5000], maxBets: [500_000, 1_000_000] },
  BGS: { rtp: [9600, 9900], minBets: [100, 1000], maxBets: [100_000, 500_000] },
  MINI: { rtp: [9600, 9900], minBets: [100, 1000], maxBets: [100_000, 1_000_000] },
  LIVE: { rtp: null, minBets: [10_000, 20_000, 50_000], maxBets: [2_500_000, 5_000_000, 10_000_000] },
  SPORTS: { rtp: null, minBets: [1000, 5000], maxBets: [10_000_000] },
  ESPORTS: { rtp: null, minBets: [1000, 5000], maxBets: [5_000_000] },
  LOTT: { rtp: null, minBets: [100, 200], maxBets: [1_000_000] },
  ELOTT: { rtp: null, minBets: [100, 200], maxBets: [1_000_000] },
  COCKFIGHT: { rtp: null, minBets: [5000, 10_000], maxBets: [2_500_000] },
};

const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high'];
/** The catalogue's newest games came out in the weeks before this day; the oldest six years before it. */
const LATEST_RELEASE = Date.UTC(2026, 9, 31);
const DAY_MS = 86_400_000;
const NEW_WITHIN_DAYS = 90;
const OLDEST_DAYS = 6 * 365;
/** Hot games are played more than any other: the rest spread over [0, 200,000), a hot one over [200,000, 400,000). */
const HOT_PLAYS_BONUS = 200_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A game's details, drawn from a source of its own seeded by its node id: the same game always gets
 * the same figures, and the seed's shared random source draws nothing more, so every other figure it
 * draws (names, hot and new flags, winners) stays as it was.
 */
export function gameDetailsOf(nodeId: number, category: GameCategory, isHot: boolean, isNew: boolean): GameDetailsRow {
  const random = mulberry32(nodeId * 2_654_435_761);
  const plan = PLANS[category];
  const daysAgo = isNew ? randomIntBetween(random, 0, NEW_WITHIN_DAYS - 1) : randomIntBetween(random, NEW_WITHIN_DAYS, OLDEST_DAYS);
  return {
    rtpBasisPoints: plan.rtp ? randomIntBetween(random, plan.rtp[0], plan.rtp[1]) : null,
    volatility: plan.rtp ? pickOne(random, VOLATILITIES) : null,
    minBetPaise: pickOne(random, plan.minBets),
    maxBetPaise: pickOne(random, plan.maxBets),
    hasDemo: (DEMO_PLAY_CATEGORIES as readonly string[]).includes(category),
    plays: randomIntBetween(random, 0, 199_999) + (isHot ? HOT_PLAYS_BONUS : 0),
    releasedOn: isoDay(LATEST_RELEASE - daysAgo * DAY_MS),
  };
}
