import * as v from 'valibot';
import { envelope } from './envelope';
import { loginRequestSchema, userInfoSchema } from './session';

/**
 * Social login (SPEC 2 one-click icons, SPEC 4 'Social login (Google or Facebook) lets the user link
 * an account or register new', SPEC 3 firebaseChannel and firebaseIdToken): the channels, the
 * provider configuration the client reads from the backend, and the calls that finish a login by
 * identity. The id token comes from an OpenID Connect provider; which one is merchant configuration.
 */
export const SOCIAL_CHANNELS = ['google', 'facebook'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
export const socialChannelSchema = v.picklist(SOCIAL_CHANNELS);

/** Reference backend additions: where the social login's provider configuration, link and register calls live. */
export const SOCIAL_PATH = {
  providers: '/wps/system/socialLogin/providers',
  link: '/wps/session/socialLogin/link',
  register: '/wps/session/socialLogin/register',
} as const;

/** One provider as the client needs it to run the authorization code flow with PKCE (public client). */
export const socialProviderSchema = v.object({
  channel: socialChannelSchema,
  issuer: v.pipe(v.string(), v.url()),
  clientId: v.pipe(v.string(), v.minLength(1)),
  authorizationEndpoint: v.pipe(v.string(), v.url()),
  tokenEndpoint: v.pipe(v.string(), v.url()),
  jwksUri: v.pipe(v.string(), v.url()),
  scope: v.string(),
});
export type SocialProvider = v.InferOutput<typeof socialProviderSchema>;
/** The enabled providers (modules GOOGLELOGIN3, FBLOGIN3); an empty list when both are off. */
export const socialProvidersResponse = envelope(v.array(socialProviderSchema));

/** SPEC 3 login payload with type 'firebase': the identity's id token instead of a name and password. */
export const firebaseLoginRequestSchema = v.object({
  type: v.literal('firebase'),
  firebaseChannel: socialChannelSchema,
  firebaseIdToken: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
  /** The nonce the client put in its authorization request; the id token must carry it, and it is used once. */
  firebaseNonce: v.pipe(v.string(), v.minLength(16), v.maxLength(128)),
  site: v.optional(v.picklist(['member']), 'member'),
});
export type FirebaseLoginRequest = v.InferInput<typeof firebaseLoginRequestSchema>;

/**
 * What the login call reads: a login by identity (type 'firebase'), else the name-and-password or SMS one.
 * Chosen by its type, so a refusal names what is wrong in the login it is (a union would name neither's field).
 */
export const anyLoginRequestSchema = v.variant('type', [firebaseLoginRequestSchema, loginRequestSchema]);
export const isFirebaseLogin = (request: v.InferOutput<typeof anyLoginRequestSchema>): request is v.InferOutput<typeof firebaseLoginRequestSchema> =>
  request.type === 'firebase' && 'firebaseIdToken' in request;

/** The value of a SOCIAL_NOT_LINKED refusal: a short-lived ticket naming the verified identity, and a name to offer. */
export const socialLinkTicketSchema = v.object({
  ticket: v.string(),
  channel: socialChannelSchema,
  /** The identity's display name, for the step that asks to link or register. */
  displayName: v.string(),
  /** An account name the register step may start from (letters and digits of the identity's name). */
  suggestedUsername: v.string(),
  expiresAt: v.number(),
});
export type SocialLinkTicket = v.InferOutput<typeof socialLinkTicketSchema>;

/** Link the ticket's identity to an existing account, proven by its password; logs in. */
export const socialLinkRequestSchema = v.object({
  ticket: v.pipe(v.string(), v.minLength(1)),
  username: v.pipe(v.string(), v.trim(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
});
export type SocialLinkRequest = v.InferInput<typeof socialLinkRequestSchema>;

/** Register a new account with the ticket's identity attached; logs in. */
export const socialRegisterRequestSchema = v.object({
  ticket: v.pipe(v.string(), v.minLength(1)),
  username: v.pipe(v.string(), v.trim()),
  password: v.string(),
  confirmPassword: v.string(),
});
export type SocialRegisterRequest = v.InferInput<typeof socialRegisterRequestSchema>;

export const socialLoginResponse = envelope(userInfoSchema);
