import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ErrorCode } from '../kernel/errorCodes';
import type { AppEnv } from './appEnv';
import { limitApiBodies } from './bodyLimits';
import { type ChallengeCost, createChallengeGuard } from './challenge';
import { canonicalIp } from './clientIdentity';
import type { ServerContext } from './context';
import { generateSealingKeys, type SealingKeys } from './crypto';
import { migrate } from './db/migrate';
import { openMemoryDatabase } from './db/open';
import { DEV_PREFIX, devControlGuard } from './devControlGuard';
import { createDevState } from './devState';
import { faultInjector } from './faults';
import { languageMiddleware, merchantGuard } from './middleware';
import { createSocialLogin } from './oidc/socialLogin';
import type { StyleSheetFile } from './pages/pageFonts';
import { DEFAULT_PUBLIC_ORIGIN, parsePublicOrigin } from './publicOrigin';
import { type RandomSource, secureRandom } from './random';
import { createRateLimiter, RATE_LIMITS, type RateLimits } from './rateLimit';
import { ApiError, errorResponse, fail } from './respond';
import { accountRoutes } from './routes/account';
import { accountGameRoutes } from './routes/accountGames';
import { agencyRoutes } from './routes/agency';
import { announcementRoutes } from './routes/announcements';
import { artRoutes } from './routes/art';
import { bonusDetailsRoutes } from './routes/bonusDetails';
import { challengeRoutes } from './routes/challenge';
import { contractRoutes } from './routes/contracts';
import { depositRoutes } from './routes/deposit';
import { devRoutes } from './routes/dev';
import { devAgencyRoutes } from './routes/devAgency';
import { devHostileContentRoutes } from './routes/devHostileContent';
import { deviceSessionRoutes } from './routes/deviceSessions';
import { devMissionRoutes } from './routes/devMissions';
import { devPromotionRoutes } from './routes/devPromotions';
import { devRewardRoutes } from './routes/devRewards';
import { gameSearchRoutes } from './routes/gameSearch';
import { gameRoutes } from './routes/games';
import { inboxRoutes } from './routes/inbox';
import { launchRoutes } from './routes/launch';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
import { memberIconRoutes } from './routes/memberIcon';
import { missionRoutes } from './routes/missions';
import { pageRoutes } from './routes/pages';
import { payGatewayRoutes } from './routes/payGateway';
import { playRoutes } from './routes/play';
import { playerSafetyRoutes } from './routes/playerSafety';
import { pointRoutes } from './routes/points';
import { profileRoutes } from './routes/profile';
import { promotionRoutes } from './routes/promotions';
import { recordRoutes } from './routes/records';
import { referralRoutes } from './routes/referral';
import { rewardCenterRoutes } from './routes/rewardCenter';
import { saferGamblingRoutes } from './routes/saferGambling';
import { sessionRoutes } from './routes/session';
import { smsRoutes } from './routes/sms';
import { supportRoutes } from './routes/support';
import { systemRoutes } from './routes/system';
import { transferUplineRoutes } from './routes/transferUpline';
import { twoFactorRoutes } from './routes/twoFactor';
import { vendorRoutes } from './routes/vendors';
import { walletRoutes } from './routes/wallet';
import { withdrawRoutes } from './routes/withdraw';
import { withdrawConfirmationRoutes } from './routes/withdrawConfirmation';
import { createNonceRegistry } from './sealedFreshness';
import { isSeeded, seedDatabase } from './seed/index';
import { DEFAULT_MERCHANT } from './seed/merchant';
import type { SmsSender } from './smsSender';
import { createStores } from './store/index';
import type { Clock, Db } from './types';

export type CreateServerOptions = {
  /** A better-sqlite3 database; default: a new in-memory one. It is migrated, and seeded when empty. */
  db?: Db;
  /** Milliseconds since the epoch; default Date.now. Token and captcha expiry follow it, plus the dev clock control's offset. */
  clock?: Clock;
  /** Numbers in [0, 1) for captcha texts, SMS codes and trial names; default the OS CSPRNG. */
  random?: RandomSource;
  /** Gets every SMS code the backend sends (they also go to the dev SMS outbox); default: nowhere. */
  sms?: SmsSender;
  /** Mounts the /__dev controls and lets faults apply. */
  devControls: boolean;
  /** The merchant code requests must name in the Merchant header; default 'DEMO'. */
  merchant?: string;
  /**
   * The site's public origin (scheme://host[:port]): the addresses the backend gives out, and the
   * only origin its dev controls answer; default DEFAULT_PUBLIC_ORIGIN. Never taken from a request.
   */
  publicOrigin?: string;
  /**
   * Addresses of the reverse proxies in front of the server, whose X-Forwarded-For names the
   * client; default none: the server takes connections directly and believes no such header.
   */
  trustedProxies?: readonly string[];
  /**
   * Runs as a demo: the demo payment gateway (and its page) credits deposits. Off in a production
   * serve unless DEMO_MONEY=1, so no member can credit itself there; on for `npm start` and tests.
   */
  demoMoney?: boolean;
  /** Replaces some of RATE_LIMITS (tests); the others, and all of them by default, stay in force. */
  rateLimits?: Partial<RateLimits>;
  /** The work a proof-of-work challenge asks for (server/challenge.ts); default PRODUCT_CHALLENGE_COST, tests ask for less. */
  challengeCost?: ChallengeCost;
  /** The RSA key pair bodies are sealed for; default a new one (tests share one, since making it costs a CPU-bound 0.1-0.5 s). */
  keys?: SealingKeys;
  /** The product's style sheets, whose font faces the backend's own pages use (server/pages/pageFonts.ts); default none: system fonts. */
  pageStyleSheets?: () => readonly StyleSheetFile[];
};

export type ReferenceServer = {
  /** Handles every API path (and the generated art); serves no static files. */
  app: Hono<AppEnv>;
  db: Db;
  /** The RSA-OAEP key pair (E) bodies are sealed for; pass it to sealForTest. */
  keys: SealingKeys;
  /** The server's time (the injected clock plus the dev clock control's move), as the public key publishes it. */
  clock: Clock;
};

/** Path prefixes the app answers; everything else belongs to the SPA (see server/main.ts). */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__dev/', '/assets-gen/', '/__oidc/'] as const;
export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Builds the reference backend. Async because the key pair comes from WebCrypto and the seed's
 * password hashes from async scrypt; both run in parallel.
 */
export async function createServer(options: CreateServerOptions): Promise<ReferenceServer> {
  const db = options.db ?? openMemoryDatabase();
  const baseClock = options.clock ?? Date.now;
  const dev = createDevState();
  // Business time (expiry, settlements) follows the dev clock control; it starts at no offset.
  // Sealed bodies are dated on the server time the public key publishes (this clock), and a client
  // whose copy went stale after a move is told STALE_REQUEST, fetches the key again and retries.
  const clock = () => baseClock() + dev.clockOffsetMs;
  const merchant = options.merchant ?? DEFAULT_MERCHANT;
  const publicOrigin = parsePublicOrigin(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN);
  migrate(db);
  const [keys] = await Promise.all([options.keys ?? generateSealingKeys(), isSeeded(db) ? Promise.resolve() : seedDatabase(db, { merchant, now: clock() })]);

  const ctx: ServerContext = {
    db,
    clock,
    random: options.random ?? secureRandom,
    merchant,
    devControls: options.devControls,
    demoMoney: options.demoMoney ?? false,
    keys,
    stores: createStores(db),
    dev,
    sms: options.sms ?? (() => {}),
    sealedNonces: createNonceRegistry(),
    publicOrigin,
    trustedProxies: (options.trustedProxies ?? []).map(canonicalIp),
    rateLimiter: createRateLimiter(clock, { ...RATE_LIMITS, ...options.rateLimits }),
    challenges: createChallengeGuard(clock, options.challengeCost),
  };

  // Social login (issue 24): the demo OpenID Connect providers and the calls that finish a login by identity.
  const social = await createSocialLogin(ctx);

  const app = new Hono<AppEnv>();
  // gzip for answers of 1 KB and more (game lists, generated art) when the client takes it; first,
  // so it wraps every answer, faults included.
  app.use('*', compress());
  app.use('*', languageMiddleware);
  // Before anything reads a body (faults, guards, handlers), so an oversized one is never buffered.
  app.use('*', limitApiBodies());
  app.use('*', faultInjector(ctx));
  app.use('/wps/*', merchantGuard(ctx));
  app.use('/lgw/*', merchantGuard(ctx));
  app.use('/lotto/*', merchantGuard(ctx));
  if (options.devControls) app.use(`${DEV_PREFIX}*`, devControlGuard(ctx));

  app.route('/', systemRoutes(ctx));
  app.route('/', sessionRoutes(ctx));
  app.route('/', twoFactorRoutes(ctx));
  app.route('/', social.routes);
  app.route('/', memberRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', smsRoutes(ctx));
  app.route('/', challengeRoutes(ctx));
  app.route('/', gameRoutes(ctx));
  app.route('/', gameSearchRoutes(ctx));
  app.route('/', vendorRoutes(ctx));
  app.route('/', accountGameRoutes(ctx));
  app.route('/', launchRoutes(ctx));
  app.route('/', lotteryRoutes(ctx));
  app.route('/', supportRoutes(ctx));
  app.route('/', announcementRoutes(ctx));
  app.route('/', artRoutes(ctx));
  app.route('/', pageRoutes(ctx, options.pageStyleSheets));
  app.route('/', playRoutes(ctx));
  app.route('/', recordRoutes(ctx));
  // money (issue 8): wallets, deposits and their payment page, withdrawals, confirmations, upline transfers
  app.route('/', walletRoutes(ctx));
  app.route('/', depositRoutes(ctx));
  if (ctx.demoMoney) app.route('/', payGatewayRoutes(ctx));
  app.route('/', withdrawRoutes(ctx));
  app.route('/', withdrawConfirmationRoutes(ctx));
  app.route('/', transferUplineRoutes(ctx));
  app.route('/', agencyRoutes(ctx));
  app.route('/', contractRoutes(ctx));
  app.route('/', profileRoutes(ctx));
  app.route('/', memberIconRoutes(ctx));
  app.route('/', deviceSessionRoutes(ctx));
  app.route('/', saferGamblingRoutes(ctx));
  app.route('/', playerSafetyRoutes(ctx));
  app.route('/', inboxRoutes(ctx));
  app.route('/', referralRoutes(ctx));
  app.route('/', rewardCenterRoutes(ctx));
  app.route('/', pointRoutes(ctx));
  if (options.devControls) app.route('/', devRoutes(ctx));
  if (options.devControls) app.route('/', devAgencyRoutes(ctx));
  if (options.devControls) app.route('/', devHostileContentRoutes(ctx));
  if (options.devControls) app.route('/', devRewardRoutes(ctx));
  app.route('/', missionRoutes(ctx));
  app.route('/', bonusDetailsRoutes(ctx));
  if (options.devControls) app.route('/', devRoutes(ctx));
  if (options.devControls) app.route('/', devAgencyRoutes(ctx));
  if (options.devControls) app.route('/', devHostileContentRoutes(ctx));
  if (options.devControls) app.route('/', devMissionRoutes(ctx));
  app.route('/', promotionRoutes(ctx));
  if (options.devControls) app.route('/', devRoutes(ctx));
  if (options.devControls) app.route('/', devAgencyRoutes(ctx));
  if (options.devControls) app.route('/', devHostileContentRoutes(ctx));
  if (options.devControls) app.route('/', devPromotionRoutes(ctx));

  app.notFound((c) => fail(c, ErrorCode.notFound, 'notFound', { status: 404 }));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error('[server] unexpected error on', c.req.method, c.req.path, error);
    return fail(c, ErrorCode.serverError, 'unknownError', { status: 500 });
  });

  return { app, db, keys, clock };
}
