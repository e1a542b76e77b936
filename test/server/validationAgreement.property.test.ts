import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_IDS } from '@kernel/validation';
import { boundsFor, valuesFor } from './catalogueArbitraries';
import { judge, TESTED_FIELDS } from './catalogueHarness';

/**
 * For every pattern id of the SPEC 5 catalogue, 1,000 generated values: the client's verdict
 * (checkField after the forms' trimming), the backend's (validateRegistration, the function the
 * register route calls) and an independent plain-code reading of SPEC 5 must all agree on
 * accepting or refusing each value, and on why. Values are biased to the pattern's own alphabet
 * and shapes, mixed with Devanagari, Thai, Korean, Kana and Kanji, full-width forms, spaces,
 * emoji, control characters, lone surrogates, empty and very long values, and dates.
 */
const RUNS = 1000;
/** Each pattern's generators must produce both verdicts often enough to mean something. */
const MIN_SHARE = 0.03;

describe('the client and the backend agree on every pattern of the catalogue', () => {
  it.each(PATTERN_IDS.map((patternId) => [patternId]))('pattern %i', (patternId) => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...TESTED_FIELDS),
        boundsFor(patternId).chain((bounds) => fc.tuple(fc.constant(bounds), valuesFor(patternId, bounds))),
        fc.boolean(),
        (field, [{ min, max }, value], required) => {
          const judgement = judge({ field, patternId, min, max, required, value });
          // accept or refuse alike, for the same reason and with the same message parameters
          expect(judgement.server?.kind ?? null).toBe(judgement.client?.kind ?? null);
          if (judgement.client?.kind === 'invalid') {
            expect(judgement.server).toEqual({ kind: 'invalid', patternId: judgement.client.patternId, min, max });
          }
          // a value the client accepts leaves nothing for the backend to refuse in that registration
          expect(judgement.serverAccepted).toBe(judgement.client === null);
          // and both read SPEC 5 the way the plain-code oracle does
          expect(judgement.oracle).toBe(judgement.client?.kind ?? null);
          if (judgement.client === null) accepted++;
          else refused++;
        },
      ),
      { numRuns: RUNS },
    );
    const total = accepted + refused;
    expect(total).toBeGreaterThanOrEqual(RUNS);
    expect(accepted / total).toBeGreaterThan(MIN_SHARE);
    expect(refused / total).toBeGreaterThan(MIN_SHARE);
  });
});
