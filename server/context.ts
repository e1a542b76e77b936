import type { ChallengeGuard } from './challenge';
import type { SealingKeys } from './crypto';
import type { DevState } from './devState';
import type { RandomSource } from './random';
import type { RateLimiter } from './rateLimit';
import type { NonceRegistry } from './sealedFreshness';
import type { SmsSender } from './smsSender';
import type { Stores } from './store/index';
import type { Clock, Db } from './types';

/** Everything a route needs, built once per server by createServer. */
export type ServerContext = {
  readonly db: Db;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly merchant: string;
  readonly devControls: boolean;
  /** The demo payment gateway runs (CreateServerOptions.demoMoney). */
  readonly demoMoney: boolean;
  readonly keys: SealingKeys;
  readonly stores: Stores;
  readonly dev: DevState;
  /** Gets every SMS code sent (besides the dev outbox); a no-op unless createServer is given one. */
  readonly sms: SmsSender;
  /** scheme://host[:port] of the site, from configuration (server/publicOrigin.ts), never from a request. */
  readonly publicOrigin: string;
  /** Nonces of the sealed bodies accepted lately, so none is accepted twice (server/sealedFreshness.ts). */
  readonly sealedNonces: NonceRegistry;
  /** Addresses whose X-Forwarded-For is believed (server/clientIdentity.ts), in canonical form. */
  readonly trustedProxies: readonly string[];
  /** Counts logins, captchas, SMS codes and registrations against server/rateLimit.ts. */
  readonly rateLimiter: RateLimiter;
  /** The proof-of-work challenges login, SMS code requests and registration must carry (server/challenge.ts). */
  readonly challenges: ChallengeGuard;
};
