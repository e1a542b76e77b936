import { createCalls } from '../api/calls';
import { createApiClient } from '../api/client';
import { apiConfig } from '../api/config';
import { createGameCalls } from '../api/gameCalls';
import { keepMerchantCode } from '../api/merchantCode';
import { sessionToken } from '../api/sessionToken';
import { createSupportCalls } from '../api/supportCalls';

/**
 * The platform calls, bound to the current language and session token. The handlers are set by
 * the root actors once they exist (the client is needed to create them).
 */
const hooks = { language: () => 'HI', sessionExpired: () => {} };

export const api = createApiClient({
  ...apiConfig,
  getLanguage: () => hooks.language(),
  getToken: sessionToken.read,
  onSessionExpired: () => hooks.sessionExpired(),
});

keepMerchantCode(apiConfig.merchant);
export const calls = createCalls(api, apiConfig.merchant, () => hooks.language());
export type Calls = typeof calls;
export const supportCalls = createSupportCalls(api, () => hooks.language());
export const gameCalls = createGameCalls(api, () => hooks.language());

/** The current request language, for call sets created in lazy chunks (lottery). */
export const currentLanguage = () => hooks.language();

export function bindServiceHooks(next: Partial<typeof hooks>) {
  Object.assign(hooks, next);
}
