import { solveChallengeWorkers } from 'altcha-lib';
import { type Challenge, encodeChallengePayload } from '../../kernel/challenge';
import { ChallengeErrorCode } from '../../kernel/challengeErrorCodes';
import { PATH } from '../../kernel/paths';
import { ApiError } from './errors';

/** At most this many workers: each tries every n-th counter, so n of them finish n times sooner. */
const MAX_WORKERS = 4;
/** A solve that has not finished by then (a very slow or busy device) gives up; the form says so. */
const SOLVE_TIMEOUT_MS = 30_000;

const workerCount = () => Math.min(MAX_WORKERS, Math.max(1, globalThis.navigator?.hardwareConcurrency ?? 1));

/** The failure a form shows when this browser cannot solve the challenge (no workers, WebCrypto, time). */
const unsolved = () =>
  new ApiError('business', 'The security check could not be completed in this browser', { path: PATH.challenge, code: ChallengeErrorCode.challengeUnsolved });

/**
 * Solves a challenge in Web Workers (altcha-lib's solveChallengeWorkers, PBKDF2 in WebCrypto) and
 * returns the request field that carries it (SPEC 3 challenge fields). `signal` (the form closed)
 * stops the workers, so a closed form costs no more CPU.
 */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let solution: Awaited<ReturnType<typeof solveChallengeWorkers>>;
  try {
    solution = await solveChallengeWorkers({
      challenge,
      controller,
      concurrency: workerCount(),
      createWorker: () => new Worker(new URL('./challengeWorker.ts', import.meta.url), { type: 'module' }),
      timeout: SOLVE_TIMEOUT_MS,
    });
  } catch {
    throw unsolved();
  }
  if (!solution) throw unsolved();
  return encodeChallengePayload({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey, time: solution.time } });
}
