import { PATH } from '../../kernel/paths';
import { loginResponse } from '../../kernel/session';
import {
  type FirebaseLoginRequest,
  SOCIAL_PATH,
  type SocialLinkRequest,
  type SocialRegisterRequest,
  socialLoginResponse,
  socialProvidersResponse,
} from '../../kernel/socialLogin';
import type { ApiClient } from './client';

/** The social login's calls (issue 24): provider configuration, the login by identity, link and register. */
export function createSocialCalls(api: ApiClient) {
  return {
    getSocialProviders: async () => (await api.get(SOCIAL_PATH.providers, socialProvidersResponse)).value,
    /** SPEC 3: the login call with type 'firebase', firebaseChannel and firebaseIdToken (sealed like every login). */
    socialLogin: async (request: FirebaseLoginRequest) => (await api.sendSealed('POST', PATH.login, loginResponse, request)).value,
    socialLink: async (request: SocialLinkRequest) => (await api.sendSealed('POST', SOCIAL_PATH.link, socialLoginResponse, request)).value,
    socialRegister: async (request: SocialRegisterRequest) => (await api.sendSealed('POST', SOCIAL_PATH.register, socialLoginResponse, request)).value,
  };
}
export type SocialCalls = ReturnType<typeof createSocialCalls>;
