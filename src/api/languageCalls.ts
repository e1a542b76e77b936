import { updateLanguageResponse } from '../../kernel/languageUpdate';
import { PATH } from '../../kernel/paths';
import type { ApiClient } from './client';

/** SPEC 4 and 7: tells the server the language the player switched to (getUpdateLanguage, a language field); loaded with the first change. */
export async function updateLanguage(api: ApiClient, language: string) {
  await api.send('POST', PATH.updateLanguage, updateLanguageResponse, { language });
}
