import type { SocialChannel, SocialProvider } from '../../kernel/socialLogin';

/** Where the reference backend's own OpenID Connect providers live: /__oidc/<channel>/... */
export const OIDC_PREFIX = '/__oidc/';
/** The page on the site's origin the provider sends the browser back to (public/oidc-callback.html). */
export const CALLBACK_PATH = '/oidc-callback.html';
/** The client id the demo merchant is registered with at its providers. */
export const DEMO_CLIENT_ID = 'demo-web';

/**
 * The merchant's social login configuration: per channel, its provider's issuer, client id and
 * endpoints. The reference backend configures its own demo providers; a deployment names a real
 * provider by the same fields (issuer, client id, endpoints, JWKS), and the client follows them.
 */
export function demoProviderConfig(publicOrigin: string, channel: SocialChannel): SocialProvider {
  const issuer = `${publicOrigin}${OIDC_PREFIX}${channel}`;
  return {
    channel,
    issuer,
    clientId: DEMO_CLIENT_ID,
    authorizationEndpoint: `${issuer}/authorize`,
    tokenEndpoint: `${issuer}/token`,
    jwksUri: `${issuer}/jwks`,
    scope: 'openid profile email',
  };
}

/** The redirect URIs a provider accepts for the merchant's client: the callback page of the site. */
export const redirectUrisOf = (publicOrigin: string) => [`${publicOrigin}${CALLBACK_PATH}`];
