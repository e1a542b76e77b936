import * as v from 'valibot';
import { envelope } from './envelope';

/**
 * SPEC 7 Language update (getUpdateLanguage): the platform code of the language the player
 * switched to. Its own module: only a language change needs it, never the first screen.
 */
export const updateLanguageRequestSchema = v.object({ language: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)) });
export const updateLanguageResponse = envelope(v.object({ language: v.string() }));
