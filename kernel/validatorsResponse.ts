import * as v from 'valibot';
import { envelope } from './envelope';
import { PATTERN_IDS } from './patternIds';

/** Registration validators: the pattern catalogue as the server publishes it. */
export const servedValidatorSchema = v.object({ patternId: v.picklist(PATTERN_IDS), acceptedPattern: v.string() });
export type ServedValidator = v.InferOutput<typeof servedValidatorSchema>;
export const validatorsResponse = envelope(v.array(servedValidatorSchema));
