import * as v from 'valibot';
import { envelope } from './envelope';
import { PATTERN_IDS } from './validation';

/** Registration validators: the pattern catalogue as the server publishes it. */
export const validatorsResponse = envelope(v.array(v.object({ patternId: v.picklist(PATTERN_IDS), acceptedPattern: v.string() })));
