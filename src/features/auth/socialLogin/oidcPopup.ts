import * as oauth from 'oauth4webapi';
import type { SocialChannel, SocialProvider } from '@kernel/socialLogin';
import type { CallbackParams, SocialAttempt } from '@machines/auth/socialLogin.machine';

/** The page on our origin the provider sends the popup back to (public/oidc-callback.html). */
export const CALLBACK_PATH = '/oidc-callback.html';
/** The message the callback page posts to its opener. */
export const CALLBACK_MESSAGE = 'oidc-callback';

const POPUP_FEATURES = 'popup=yes,width=480,height=640';

const authorizationServer = (provider: SocialProvider): oauth.AuthorizationServer => ({
  issuer: provider.issuer,
  authorization_endpoint: provider.authorizationEndpoint,
  token_endpoint: provider.tokenEndpoint,
  jwks_uri: provider.jwksUri,
  authorization_response_iss_parameter_supported: true,
  // oauth4webapi expects RS256 unless told: the demo providers sign with ES256, real ones mostly RS256.
  id_token_signing_alg_values_supported: ['ES256', 'RS256'],
});

/** Plain http is allowed for a provider on this machine only (the reference backend's demo providers). */
const requestOptions = (provider: SocialProvider) => {
  const { protocol, hostname } = new URL(provider.issuer);
  const local = protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]');
  return local ? { [oauth.allowInsecureRequests]: true } : {};
};

type PopupEffects = {
  getProviders: () => Promise<SocialProvider[]>;
  /** The UI language's BCP 47 tag, sent as ui_locales. */
  languageTag: () => string;
  /** Default: the browser's window. */
  win?: Window;
};

/**
 * The popup side of the social login machine: opens the popup in the click, builds the
 * authorization request (PKCE S256, state, nonce) with oauth4webapi, listens for the callback
 * page's message, and exchanges the code for the id token (oauth4webapi checks state, issuer,
 * audience, expiry and the nonce).
 */
export function createOidcPopup({ getProviders, languageTag, win = window }: PopupEffects) {
  let popup: Window | null = null;
  let providers: Promise<SocialProvider[]> | null = null;
  const providerOf = async (channel: SocialChannel) => {
    providers ??= getProviders().catch((error: unknown) => {
      providers = null;
      throw error;
    });
    const provider = (await providers).find((candidate) => candidate.channel === channel);
    if (!provider) throw new Error(`no provider for ${channel}`);
    return provider;
  };
  const redirectUri = () => `${win.location.origin}${CALLBACK_PATH}`;

  return {
    async begin({ channel }: { channel: SocialChannel }): Promise<SocialAttempt> {
      // Opened before anything is awaited: still inside the click, so popup blockers let it through.
      popup = win.open('about:blank', 'socialLogin', POPUP_FEATURES);
      if (!popup) throw { kind: 'popupBlocked' };
      const provider = await providerOf(channel);
      const codeVerifier = oauth.generateRandomCodeVerifier();
      const attempt: SocialAttempt = { state: oauth.generateRandomState(), nonce: oauth.generateRandomNonce(), codeVerifier };
      const url = new URL(provider.authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: redirectUri(),
        scope: provider.scope,
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: languageTag(),
      }).toString();
      popup.location.href = url.toString();
      return attempt;
    },
    /** Sends CALLBACK for the callback page's message: from our origin, from our popup, shaped as expected. */
    listen(onCallback: (params: CallbackParams) => void): () => void {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== win.location.origin || !popup || event.source !== popup) return;
        const data = event.data as { type?: unknown; search?: unknown } | null;
        if (data?.type !== CALLBACK_MESSAGE || typeof data.search !== 'string') return;
        onCallback(Object.fromEntries(new URLSearchParams(data.search)));
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
    isClosed: () => popup === null || popup.closed,
    close() {
      if (popup && !popup.closed) popup.close();
      popup = null;
    },
    async exchange({ channel, params, attempt }: { channel: SocialChannel; params: CallbackParams; attempt: SocialAttempt }): Promise<string> {
      const provider = await providerOf(channel);
      const as = authorizationServer(provider);
      const client: oauth.Client = { client_id: provider.clientId };
      const checked = oauth.validateAuthResponse(as, client, new URLSearchParams({ ...params }), attempt.state);
      const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), checked, redirectUri(), attempt.codeVerifier, requestOptions(provider));
      const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: attempt.nonce, requireIdToken: true });
      if (!result.id_token) throw new Error('no id token');
      return result.id_token;
    },
  };
}
export type OidcPopup = ReturnType<typeof createOidcPopup>;
