import { createHash, randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { Jwt } from 'hono/utils/jwt';
import { languageOfTag } from '../../kernel/languages';
import type { SocialChannel, SocialProvider } from '../../kernel/socialLogin';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { resolveLanguage } from '../i18n';
import { renderAuthorizePage, renderRefusedPage } from './authorizePage';
import { redirectUrisOf } from './config';
import { DEMO_IDENTITIES, type DemoIdentity } from './identities';
import { ID_TOKEN_ALG, type SigningKey } from './keys';

/** An authorization code lives a minute and works once (RFC 6749 4.1.2 recommends at most ten). */
export const CODE_LIFETIME_MS = 60_000;
/** Id and access tokens of the demo provider last ten minutes. */
export const TOKEN_LIFETIME_S = 600;

export type DemoProvider = { channel: SocialChannel; name: string; config: SocialProvider; key: SigningKey };

type PendingCode = { clientId: string; redirectUri: string; codeChallenge: string; nonce: string | null; identity: DemoIdentity; expiresAt: number };

/** Base64url of SHA-256 of the verifier: RFC 7636 S256. */
const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');
const opaque = () => randomBytes(24).toString('base64url');

/** The page's own policy: its inline style and the product's font faces, a form posted to itself, never framed. */
const PAGE_POLICY = "default-src 'none'; style-src 'self' 'unsafe-inline'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const htmlAnswer = (c: Context<AppEnv>, html: string, status: 200 | 400 = 200) =>
  c.body(html, status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_POLICY, 'Cache-Control': 'no-store' });

/** OAuth errors of the token and userinfo endpoints (RFC 6749 5.2). */
const oauthError = (c: Context<AppEnv>, error: string, status: 400 | 401 = 400) => c.json({ error }, status, { 'Cache-Control': 'no-store' });

/** The page's language: OIDC's ui_locales (a BCP 47 tag such as hi or en), else the merchant's default. */
const pageLanguage = (uiLocales: string | undefined) => resolveLanguage(languageOfTag((uiLocales ?? '').split(' ')[0] ?? '') ?? undefined);

/**
 * A small OpenID Connect provider per social channel, for the demo merchant: discovery, an
 * authorize page with two demo identities, a token endpoint (authorization code with PKCE S256,
 * public client), userinfo and the JWKS. Id tokens are signed with Hono's JWT helpers (ES256).
 */
export function oidcProviderRoutes(ctx: ServerContext, providers: readonly DemoProvider[]) {
  const routes = new Hono<AppEnv>();
  const redirectUris = redirectUrisOf(ctx.publicOrigin);

  for (const provider of providers) {
    const { config } = provider;
    const base = new URL(config.issuer).pathname;
    const codes = new Map<string, PendingCode>();
    const accessTokens = new Map<string, { identity: DemoIdentity; expiresAt: number }>();
    const identities = DEMO_IDENTITIES[provider.channel];
    /** The authorization request's parameters, when the client and redirect URI are the registered ones. */
    const checkRequest = (params: Record<string, string | undefined>) =>
      params.client_id === config.clientId && redirectUris.includes(params.redirect_uri ?? '') ? (params as Record<string, string>) : null;

    routes.get(`${base}/.well-known/openid-configuration`, (c) =>
      c.json({
        issuer: config.issuer,
        authorization_endpoint: config.authorizationEndpoint,
        token_endpoint: config.tokenEndpoint,
        userinfo_endpoint: `${config.issuer}/userinfo`,
        jwks_uri: config.jwksUri,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
        scopes_supported: ['openid', 'profile', 'email'],
        token_endpoint_auth_methods_supported: ['none'],
        code_challenge_methods_supported: ['S256'],
        authorization_response_iss_parameter_supported: true,
        claims_supported: ['sub', 'name', 'email', 'email_verified', 'nonce'],
      }),
    );

    routes.get(`${base}/jwks`, (c) => c.json({ keys: [provider.key.publicJwk] }));

    routes.get(`${base}/authorize`, (c) => {
      const query = c.req.query();
      const lang = pageLanguage(query.ui_locales);
      const params = checkRequest(query);
      if (!params) return htmlAnswer(c, renderRefusedPage(lang), 400);
      const keep = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'response_type', 'scope', 'ui_locales'];
      const hidden = Object.fromEntries(keep.flatMap((name) => (params[name] === undefined ? [] : [[name, params[name]]])));
      return htmlAnswer(c, renderAuthorizePage({ lang, providerName: provider.name, identities, params: hidden }));
    });

    routes.post(`${base}/authorize`, async (c) => {
      const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([name, value]) => [name, typeof value === 'string' ? value : '']));
      const lang = pageLanguage(form.ui_locales);
      const params = checkRequest(form);
      if (!params) return htmlAnswer(c, renderRefusedPage(lang), 400);
      const back = new URL(params.redirect_uri ?? '');
      if (params.state) back.searchParams.set('state', params.state);
      back.searchParams.set('iss', config.issuer);
      const identity = identities.find((candidate) => candidate.choice === form.identity);
      const fault =
        form.cancel || !identity
          ? 'access_denied'
          : params.response_type !== 'code' || !(params.scope ?? '').split(' ').includes('openid')
            ? 'invalid_request'
            : params.code_challenge_method !== 'S256' || !params.code_challenge
              ? 'invalid_request'
              : null;
      if (fault || !identity) {
        back.searchParams.set('error', fault ?? 'access_denied');
        return c.redirect(back.toString(), 303);
      }
      const code = opaque();
      codes.set(code, {
        clientId: params.client_id ?? '',
        redirectUri: params.redirect_uri ?? '',
        codeChallenge: params.code_challenge ?? '',
        nonce: params.nonce || null,
        identity,
        expiresAt: ctx.clock() + CODE_LIFETIME_MS,
      });
      back.searchParams.set('code', code);
      return c.redirect(back.toString(), 303);
    });

    routes.post(`${base}/token`, async (c) => {
      const body = await c.req.parseBody();
      const form = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      if (form('grant_type') !== 'authorization_code') return oauthError(c, 'unsupported_grant_type');
      const pending = codes.get(form('code'));
      // Single use: a code is gone from the first exchange on, whether it succeeds or not.
      codes.delete(form('code'));
      const now = ctx.clock();
      if (!pending || pending.expiresAt <= now) return oauthError(c, 'invalid_grant');
      if (form('client_id') !== pending.clientId) return oauthError(c, 'invalid_client', 401);
      if (form('redirect_uri') !== pending.redirectUri) return oauthError(c, 'invalid_grant');
      if (!form('code_verifier') || s256(form('code_verifier')) !== pending.codeChallenge) return oauthError(c, 'invalid_grant');
      const nowS = Math.floor(now / 1000);
      const { identity } = pending;
      const idToken = await Jwt.sign(
        {
          iss: config.issuer,
          sub: identity.subject,
          aud: pending.clientId,
          iat: nowS,
          exp: nowS + TOKEN_LIFETIME_S,
          auth_time: nowS,
          ...(pending.nonce ? { nonce: pending.nonce } : {}),
          name: identity.name,
          email: identity.email,
          email_verified: true,
        },
        provider.key.privateJwk,
        ID_TOKEN_ALG,
      );
      const accessToken = opaque();
      accessTokens.set(accessToken, { identity, expiresAt: now + TOKEN_LIFETIME_S * 1000 });
      return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S, id_token: idToken, scope: 'openid profile email' }, 200, {
        'Cache-Control': 'no-store',
      });
    });

    routes.get(`${base}/userinfo`, (c) => {
      const token = (c.req.header('Authorization') ?? '').replace(/^Bearer\s+/i, '');
      const grant = accessTokens.get(token);
      if (!grant || grant.expiresAt <= ctx.clock()) return oauthError(c, 'invalid_token', 401);
      const { identity } = grant;
      return c.json({ sub: identity.subject, name: identity.name, email: identity.email, email_verified: true });
    });
  }
  return routes;
}
