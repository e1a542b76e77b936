/**
 * The Web Worker that solves proof-of-work challenges (src/api/challengeSolver.ts): altcha-lib's
 * own worker protocol (`work` and `abort` messages, one solution or null back) with WebCrypto's
 * PBKDF2, so the page's thread never does the hashing. Loaded from this site (CSP worker-src 'self').
 */
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
