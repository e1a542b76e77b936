import { vi } from 'vitest';
import type { Challenge } from '@kernel/challenge';

/** A challenge as GET PATH.challenge answers it, and the request field a solve makes of it (kernel/challenge.ts). */
export const CHALLENGE: Challenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'a1', salt: 'b2', cost: 1000, keyLength: 32, keyPrefix: 'c3', keySignature: 'd4', data: { expires: 300_000 } },
  signature: 'e5',
};

/**
 * The challenge calls of a form (fetch, and the solve that runs in Web Workers in the browser);
 * each solve answers a numbered solution, so a test can tell which submission carried which.
 */
export function challengeCalls() {
  let solved = 0;
  return {
    getChallenge: vi.fn(async () => CHALLENGE),
    solveChallenge: vi.fn(async (_challenge: Challenge, _signal?: AbortSignal) => `solution-${++solved}`),
  };
}
