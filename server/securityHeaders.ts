/**
 * The security headers of every response, from the production server (server/staticSite.ts) and
 * the dev server (server/vitePlugin.ts) alike: one policy, so what passes in development passes
 * in production.
 *
 * The content-security policy allows scripts, styles, fonts and calls from this site only, with
 * no inline script or style and no eval. What the product really embeds comes on top: the lobby's
 * YouTube videos (frames), the captcha (a data: PNG), and, for a real deployment, the operator's
 * game, chat and lottery hosts and its image CDN, named by environment variables.
 */

/**
 * Hosts the lobby's video banners play from: the same hosts `isYoutubeLink` (machines/banner.rules.ts)
 * accepts, so a video the rules let through is never blocked by the policy.
 */
export const YOUTUBE_FRAME_SOURCES = [
  'https://youtube.com',
  'https://*.youtube.com',
  'https://youtube-nocookie.com',
  'https://*.youtube-nocookie.com',
  'https://youtu.be',
] as const;

/** Origins, besides this site, that the product embeds in a real deployment (none for the reference backend). */
export type EmbeddedOrigins = {
  /** Game vendors, the live-chat provider, the lottery: pages shown in iframes. */
  frames: readonly string[];
  /** An image CDN for banners, game and vendor art. */
  images: readonly string[];
  /** The operator's API gateway when the client is built with VITE_API_BASE on another origin. */
  connect: readonly string[];
};

export const NO_EMBEDDED_ORIGINS: EmbeddedOrigins = { frames: [], images: [], connect: [] };

/** The environment variables a deployment names its extra origins in (comma or space separated). */
export const EMBEDDED_ORIGIN_VARIABLES = {
  frames: 'CSP_FRAME_ORIGINS',
  images: 'CSP_IMG_ORIGINS',
  connect: 'CSP_CONNECT_ORIGINS',
} as const satisfies Record<keyof EmbeddedOrigins, string>;

/**
 * An https origin, or http for a local host, optionally with a `*.` wildcard label: nothing that
 * could end the directive (`;`, `,`, quotes) or widen it to a whole scheme.
 */
const ORIGIN_SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$|^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** The origins one variable names; throws on anything that is not an origin, so a typo never weakens the policy silently. */
export function parseOriginList(name: string, value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!ORIGIN_SOURCE.test(origin.toLowerCase())) {
      throw new Error(`${name}: ${JSON.stringify(origin)} is not an origin such as https://games.example.com or https://*.example-cdn.com`);
    }
  }
  return origins.map((origin) => origin.toLowerCase());
}

/** The extra origins a deployment configured (see EMBEDDED_ORIGIN_VARIABLES). */
export function embeddedOriginsFromEnv(env: Record<string, string | undefined>): EmbeddedOrigins {
  return {
    frames: parseOriginList(EMBEDDED_ORIGIN_VARIABLES.frames, env[EMBEDDED_ORIGIN_VARIABLES.frames]),
    images: parseOriginList(EMBEDDED_ORIGIN_VARIABLES.images, env[EMBEDDED_ORIGIN_VARIABLES.images]),
    connect: parseOriginList(EMBEDDED_ORIGIN_VARIABLES.connect, env[EMBEDDED_ORIGIN_VARIABLES.connect]),
  };
}

export type PolicyOptions = {
  embedded?: EmbeddedOrigins;
  /**
   * Development only: the per-request nonce Vite puts on the scripts and styles it injects (the
   * React refresh preamble, CSS modules as <style> tags). Production has no inline script or style.
   */
  nonce?: string;
  /** Production: the hashes ('sha256-…', base64) of index.html's inline scripts (the first-paint script), the only inline code that runs. */
  scriptHashes?: readonly string[];
};

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const embedded = options.embedded ?? NO_EMBEDDED_ORIGINS;
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...nonce, ...hashes],
    'style-src': ["'self'", ...nonce],
    // data: is the captcha image (SPEC: the captcha call answers a PNG data URL).
    'img-src': ["'self'", 'data:', ...embedded.images],
    'font-src': ["'self'"],
    // 'self' also covers ws: to this host and port (CSP level 3), which Vite's HMR client uses in development.
    'connect-src': ["'self'", ...embedded.connect],
    // The proof-of-work challenge is solved in Web Workers (src/api/challengeWorker.ts) loaded from this
    // site; named so no blob: or data: worker could ever be started, whatever script-src becomes.
    'worker-src': ["'self'"],
    // Games, live chat and the lottery are this site's pages in the reference backend.
    'frame-src': ["'self'", ...YOUTUBE_FRAME_SOURCES, ...embedded.frames],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every header this module sets. Referrer-Policy keeps the origin on cross-origin requests because
 * YouTube refuses to play an embed that names no referrer, and sends no path or query (which may
 * hold a play ticket or a token) to anyone else.
 */
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The legacy companion of frame-ancestors, for browsers without CSP level 2.
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * Pages the backend renders itself (the demo game, live chat, the payment page) carry a policy of
 * their own, made for their inline script: the site's never replaces or joins it (two policies
 * would both apply and block that script).
 */
export function missingSecurityHeaders(present: (name: string) => boolean, headers: Record<string, string>): [string, string][] {
  return Object.entries(headers).filter(([name]) => !present(name));
}
