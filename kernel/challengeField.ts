import * as v from 'valibot';

/**
 * The request field of a solved proof-of-work challenge (CHALLENGE_FIELD of challenge.ts) in the
 * login, SMS code and registration schemas: empty when the client sent none (the server then
 * refuses). Apart from challenge.ts so the schemas of the first download do not pull that in.
 */
export const challengeField = v.optional(v.pipe(v.string(), v.maxLength(4096)), '');
