import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { ErrorCode } from '../../kernel/errorCodes';
import type { ModuleId } from '../../kernel/modules';
import { loginResponse } from '../../kernel/session';
import {
  type firebaseLoginRequestSchema,
  SOCIAL_CHANNELS,
  SOCIAL_PATH,
  type SocialChannel,
  type SocialLinkTicket,
  socialLinkRequestSchema,
  socialLoginResponse,
  socialProvidersResponse,
  socialRegisterRequestSchema,
} from '../../kernel/socialLogin';
import { validateDownlineRegistration } from '../accountRules';
import type { AppEnv } from '../appEnv';
import { signIn } from '../auth';
import { clientIp, userAgentOf } from '../clientIdentity';
import type { ServerContext } from '../context';
import { needsDeviceVerification } from '../deviceVerification';
import { assertModule, moduleOn } from '../moduleGate';
import { hashPassword, verifyPassword } from '../passwords';
import { EVERYONE, loginFailureKey } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { refuse } from '../refusal';
import { fail, ok } from '../respond';
import { twoFactorRequired } from '../routes/twoFactor';
import { loginBreakRefusal } from '../saferGambling/playerSafety';
import { readSealedBody } from '../validate';
import { demoProviderConfig } from './config';
import { DEMO_IDENTITIES } from './identities';
import { type Jwk, makeSigningKey } from './keys';
import { socialFail } from './messages';
import { linkIdentity } from './pendingLink';
import { type DemoProvider, oidcProviderRoutes } from './provider';
import { createSocialStore, type SocialStore } from './store';
import { verifyIdToken } from './verifyIdToken';

/** A link ticket lasts ten minutes: time to type a password or fill the register step. */
export const LINK_TICKET_TTL_MS = 10 * 60_000;

/** The module that switches each channel on (SPEC 2: one-click icons, when enabled). */
export const CHANNEL_MODULE: Readonly<Record<SocialChannel, ModuleId>> = { google: 'GOOGLELOGIN3', facebook: 'FBLOGIN3' };
const PROVIDER_NAMES: Readonly<Record<SocialChannel, string>> = { google: 'Google', facebook: 'Facebook' };
const MEMBER_TYPE = 0;

export type SocialLogin = {
  routes: Hono<AppEnv>;
  store: SocialStore;
  providers: readonly DemoProvider[];
  /** The keys an id token of the channel's provider is checked against (its JWKS). */
  keysOf: (channel: SocialChannel) => Promise<Jwk[]>;
};

/** One per server, found from the context by the login call (server/routes/session.ts). */
const INSTANCES = new WeakMap<ServerContext, SocialLogin>();

/** An account name to offer from the identity's name: its letters and digits, at most 16. */
const suggestedUsername = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 16);

type FirebaseLogin = v.InferOutput<typeof firebaseLoginRequestSchema>;

/**
 * SPEC 3 login with type 'firebase' (firebaseChannel, firebaseIdToken): the id token is checked
 * against its provider; a linked identity logs its member in, another one is answered
 * SOCIAL_NOT_LINKED with a ticket for the link or register step. The token proves the person, as an
 * SMS code does, so no captcha, proof-of-work or device verification follows; like the SMS code, it
 * is the first factor only: an account with two-factor on is asked for the code (issue 26 item 2).
 */
export async function firebaseLogin(c: Context<AppEnv>, ctx: ServerContext, request: FirebaseLogin) {
  const social = INSTANCES.get(ctx);
  const provider = social?.providers.find((candidate) => candidate.channel === request.firebaseChannel);
  if (!social || !provider || !moduleOn(ctx, CHANNEL_MODULE[provider.channel])) return socialFail(c, ErrorCode.socialChannelOff, 'channelOff');
  const now = ctx.clock();
  seedDemoLinks(ctx, social.store);
  const identity = await verifyIdToken(request.firebaseIdToken, {
    provider: provider.config,
    keys: () => social.keysOf(provider.channel),
    nonce: request.firebaseNonce,
    now,
  });
  // The nonce is spent by the first login that shows it: a captured token is not accepted again.
  if (!identity || !social.store.spendNonce(`${provider.channel}:${request.firebaseNonce}`, now)) return socialFail(c, ErrorCode.socialTokenInvalid, 'tokenInvalid');
  const memberId = social.store.memberIdOf(provider.channel, identity.subject);
  const member = memberId === null ? null : ctx.stores.members.byId(memberId);
  if (member) {
    const ip = clientIp(c, ctx);
    return (
      // Issue 26: refused while the member's time-out or self-exclusion runs, saying until when.
      loginBreakRefusal(c, ctx, member) ??
      // Issue 26 item 2: two-factor on asks for the code, with a ticket, as the password login does.
      twoFactorRequired(c, ctx, member, ip, now) ??
      ok(c, loginResponse, signIn(ctx, member, now, ip, userAgentOf(c)))
    );
  }
  const ticket: SocialLinkTicket = {
    ticket: randomBytes(24).toString('hex'),
    channel: provider.channel,
    displayName: identity.name,
    suggestedUsername: suggestedUsername(identity.name),
    expiresAt: now + LINK_TICKET_TTL_MS,
  };
  social.store.openTicket({ ticket: ticket.ticket, channel: provider.channel, subject: identity.subject, displayName: identity.name, expiresAt: ticket.expiresAt });
  return socialFail(c, ErrorCode.socialNotLinked, 'notLinked', ticket);
}

/**
 * The demo links (DEMO_IDENTITIES linkedTo: Ravi is demo_member's), made at start and again before
 * each login by identity, since the dev reset seeds the accounts afresh; kept once made.
 */
function seedDemoLinks(ctx: ServerContext, store: SocialStore) {
  for (const channel of SOCIAL_CHANNELS) {
    for (const identity of DEMO_IDENTITIES[channel]) {
      const member = identity.linkedTo ? ctx.stores.members.byUsername(identity.linkedTo) : null;
      if (member && !store.hasChannel(member.id, channel)) store.linkIfFree(channel, identity.subject, member.id, ctx.clock());
    }
  }
}

const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && (error as { code: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Builds the social login of a server: its demo providers (keys made now), their routes, and the
 * calls the client finishes a login by identity with (provider configuration, link, register).
 */
export async function createSocialLogin(ctx: ServerContext): Promise<SocialLogin> {
  const store = createSocialStore(ctx.db);
  const providers: DemoProvider[] = await Promise.all(
    SOCIAL_CHANNELS.map(async (channel) => ({
      channel,
      name: PROVIDER_NAMES[channel],
      config: demoProviderConfig(ctx.publicOrigin, channel),
      key: await makeSigningKey(),
    })),
  );
  seedDemoLinks(ctx, store);
  const keysOf = async (channel: SocialChannel) => providers.filter((provider) => provider.channel === channel).map((provider) => provider.key.publicJwk);

  const routes = new Hono<AppEnv>();
  routes.route('/', oidcProviderRoutes(ctx, providers));

  routes.get(SOCIAL_PATH.providers, (c) =>
    ok(
      c,
      socialProvidersResponse,
      providers.filter((provider) => moduleOn(ctx, CHANNEL_MODULE[provider.channel])).map((provider) => provider.config),
    ),
  );

  /** The ticket of a link or register request, unless it is spent or expired. */
  const liveTicket = (ticket: string) => store.liveTicket(ticket, ctx.clock());

  routes.post(SOCIAL_PATH.link, async (c) => {
    const ip = clientIp(c, ctx);
    const overLimit = refuseOverLimit(c, ctx, [
      ['LOGIN_PER_CLIENT', ip],
      ['LOGIN_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    const request = await readSealedBody(c, ctx, socialLinkRequestSchema);
    const ticket = liveTicket(request.ticket);
    if (!ticket) return socialFail(c, ErrorCode.socialTicketExpired, 'ticketExpired');
    const accountName = request.username.toLowerCase();
    // The same lock-out as the login's: guessing a password through the link step costs as much.
    const locked = refuseOverLimit(c, ctx, [['LOGIN_FAILURES_PER_CLIENT', loginFailureKey(accountName, ip)]]);
    if (locked) return locked;
    const member = ctx.stores.members.byUsername(request.username);
    if (!(await verifyPassword(request.password, member?.passwordHash ?? null)) || !member) {
      return fail(c, ErrorCode.badCredentials, 'badCredentials');
    }
    ctx.rateLimiter.forget('LOGIN_FAILURES_PER_CLIENT', loginFailureKey(accountName, ip));
    // A password typed from a device the account never used asks the login's device check first.
    if (needsDeviceVerification(ctx, member, ip)) return fail(c, ErrorCode.verificationRequired, 'verificationRequired');
    // Issue 26: refused while the member's time-out or self-exclusion runs, saying until when.
    const onBreak = loginBreakRefusal(c, ctx, member);
    if (onBreak) return onBreak;
    const now = ctx.clock();
    if (store.hasChannel(member.id, ticket.channel)) return socialFail(c, ErrorCode.socialAlreadyLinked, 'alreadyLinked');
    // Issue 26 item 2: the password is the first factor only. With two-factor on, nothing is linked
    // yet: the login's second step links the identity once the code is given (server/oidc/pendingLink.ts).
    const secondFactor = twoFactorRequired(c, ctx, member, ip, now, ticket.ticket);
    if (secondFactor) return secondFactor;
    const refused = linkIdentity(c, store, ticket.ticket, member.id, now);
    if (refused) return refused;
    return ok(c, socialLoginResponse, signIn(ctx, member, now, ip, userAgentOf(c)));
  });

  routes.post(SOCIAL_PATH.register, async (c) => {
    const ip = clientIp(c, ctx);
    const overLimit = refuseOverLimit(c, ctx, [
      ['REGISTER_PER_CLIENT', ip],
      ['REGISTER_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    const request = await readSealedBody(c, ctx, socialRegisterRequestSchema);
    assertModule(ctx, 'REG3');
    const ticket = liveTicket(request.ticket);
    if (!ticket) return socialFail(c, ErrorCode.socialTicketExpired, 'ticketExpired');
    // The account fields of the register popup, held to the same configuration and catalogue.
    const verdict = validateDownlineRegistration({ ...request, nickname: '' }, ctx.stores.merchant.registerFields());
    if (!verdict.ok) return refuse(c, verdict.refusal);
    const form = verdict.value;
    if (ctx.stores.members.byUsername(form.username)) return fail(c, ErrorCode.usernameTaken, 'usernameTaken');
    const passwordHash = await hashPassword(form.password);
    const now = ctx.clock();
    if (!store.spendTicket(ticket.ticket, now)) return socialFail(c, ErrorCode.socialTicketExpired, 'ticketExpired');
    const create = ctx.db.transaction(() => {
      const member = ctx.stores.members.create({
        username: form.username,
        passwordHash,
        type: MEMBER_TYPE,
        parentId: null,
        nickname: ticket.displayName.slice(0, 20) || form.username,
        vipLevel: 0,
        now,
        firstLoginPending: 1,
      });
      store.link(ticket.channel, ticket.subject, member.id, now);
      return member;
    });
    try {
      return ok(c, socialLoginResponse, signIn(ctx, create(), now, ip, userAgentOf(c)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Taken while the password was hashed (the name), or linked meanwhile by another tab (the identity).
      return String((error as Error).message).includes('member.username')
        ? fail(c, ErrorCode.usernameTaken, 'usernameTaken')
        : socialFail(c, ErrorCode.socialAlreadyLinked, 'alreadyLinked');
    }
  });

  const social: SocialLogin = { routes, store, providers, keysOf };
  INSTANCES.set(ctx, social);
  return social;
}
