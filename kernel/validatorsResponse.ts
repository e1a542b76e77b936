import * as v from 'valibot';
import { envelope } from './envelope';
import { PATTERN_IDS } from './patternIds';

/** A field's length bounds, as the merchant's register settings give them (SPEC 3 field config). */
export const lengthBoundsSchema = v.object({ minLength: v.pipe(v.number(), v.integer()), maxLength: v.pipe(v.number(), v.integer()) });
export type LengthBounds = v.InferOutput<typeof lengthBoundsSchema>;

/**
 * Registration validators: the pattern catalogue as the server publishes it. SPEC 5: each pattern's
 * message has min and max filled in, and the bounds come from server config; so each validator
 * carries the bounds of every registration field checked by its pattern, by field name (one pattern
 * serves fields of different lengths: digits for a 10-digit mobile and a 6-digit code). A gateway
 * that sends none leaves the forms' own bounds.
 */
export const servedValidatorSchema = v.object({
  patternId: v.picklist(PATTERN_IDS),
  acceptedPattern: v.string(),
  bounds: v.optional(v.record(v.string(), lengthBoundsSchema)),
});
export type ServedValidator = v.InferOutput<typeof servedValidatorSchema>;
export const validatorsResponse = envelope(v.array(servedValidatorSchema));
