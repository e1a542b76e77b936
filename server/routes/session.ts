import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { loginVerificationSchema } from '../../kernel/account';
import { ErrorCode } from '../../kernel/errorCodes';
import { PATH } from '../../kernel/paths';
import { HEADER, isAgentType, TRIAL_USER_TYPES } from '../../kernel/platform';
import { freePlayRequestSchema, freePlayResponse, loginRequestSchema, loginResponse, logoutResponse } from '../../kernel/session';
import { parsePhone } from '../accountRules';
import type { AppEnv } from '../appEnv';
import { readToken, requireMember, signIn } from '../auth';
import { checkCaptcha } from '../captcha/service';
import { requireSolvedChallenge } from '../challenge';
import { clientIp, clientKey } from '../clientIdentity';
import type { ServerContext } from '../context';
import { checkVerificationAnswer, liveTicket, needsDeviceVerification, openChallenge, TICKET_MAX_WRONG } from '../deviceVerification';
import { postTrialCredit } from '../ledger/postings';
import { assertModule, moduleOn } from '../moduleGate';
import { rupeesToPaise } from '../money';
import { verifyPassword } from '../passwords';
import { secureRandom } from '../random';
import { EVERYONE, loginFailureKey } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { fail, ok } from '../respond';
import { checkSmsCode } from '../sms';
import type { MemberRow } from '../store/members';
import { readJsonBody, readSealedBody } from '../validate';

/** Account types the member site refuses (SPEC 6: the admin label, seeded as demo_admin). */
const NON_MEMBER_TYPES: readonly number[] = [9];

const TRIAL_TYPE = TRIAL_USER_TYPES[0];
const TRIAL_CREDIT_RUPEES = 2000;
const TRIAL_NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The value of a failed login that asks the client to show the captcha. */
const CAPTCHA_NEEDED = { captcha: true };

/** The site checks (SPEC 6), null when the account may log in where it asked to. */
function siteRefusal(c: Context<AppEnv>, member: MemberRow, site: 'member' | 'agent') {
  if (site === 'agent' && !isAgentType(member.type)) return fail(c, ErrorCode.nonAgent, 'nonAgent');
  if (site === 'member' && NON_MEMBER_TYPES.includes(member.type)) return fail(c, ErrorCode.nonMember, 'nonMember');
  return null;
}

type ParsedLogin = v.InferOutput<typeof loginRequestSchema>;

/**
 * Login with type 'sms' (module CODELOGIN3): the username is the mobile number (with
 * countryDialingCode, +91 when empty) and the password the 'login' SMS code, which works once.
 * The code proves the number, so no captcha and no device verification follow.
 */
function smsLogin(c: Context<AppEnv>, ctx: ServerContext, request: ParsedLogin) {
  assertModule(ctx, 'CODELOGIN3');
  const phone = parsePhone(request.username, request.countryDialingCode, ctx.stores.merchant.registerFields());
  if (!phone) return fail(c, ErrorCode.invalidPhone, 'invalidPhone');
  // A number no account has was never sent a code (sms/noLogin only pretends to): its code is
  // simply wrong, so this answer does not tell which numbers are registered either.
  const check = checkSmsCode(ctx, 'login', phone.country.code, phone.mobile, request.password);
  if (check === 'expired') return fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired');
  const member = ctx.stores.members.byMobile(phone.country.code, phone.mobile);
  if (check === 'wrong' || !member) return fail(c, ErrorCode.smsCodeWrong, 'smsCodeWrong');
  return siteRefusal(c, member, request.site) ?? ok(c, loginResponse, signIn(ctx, member, ctx.clock(), clientIp(c, ctx)));
}

/**
 * A fresh trial name, trial_ and six letters or digits, not taken yet. The injected random source
 * comes first (predictable in tests); should it keep repeating a taken name (a constant stub),
 * the CSPRNG takes over so free play never loops forever.
 */
function newTrialName(ctx: ServerContext): string {
  for (let attempt = 0; ; attempt++) {
    const random = attempt < 10 ? ctx.random : secureRandom;
    const suffix = Array.from({ length: 6 }, () => TRIAL_NAME_ALPHABET[Math.floor(random() * TRIAL_NAME_ALPHABET.length)]).join('');
    const name = `trial_${suffix}`;
    if (!ctx.stores.members.byUsername(name)) return name;
  }
}

/** Login (E), free play and logout (T). */
export function sessionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.post(PATH.login, async (c) => {
    // Before the body is unsealed: a flood costs no RSA work once it is over the limit.
    const overLimit = refuseOverLimit(c, ctx, [
      ['LOGIN_PER_CLIENT', clientIp(c, ctx)],
      ['LOGIN_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    const request = await readSealedBody(c, ctx, loginRequestSchema);
    await requireSolvedChallenge(ctx.challenges, request.altcha);
    if (request.type === 'sms') return smsLogin(c, ctx, request);
    const now = ctx.clock();
    const client = clientKey(c, ctx);
    const accountName = request.username.toLowerCase();
    // One failure for this name or from this browser puts both behind a captcha.
    const subjects = [`user:${accountName}`, `client:${client}`];

    if (ctx.stores.loginChallenges.isRequired(subjects)) {
      if (!request.captcha.trim()) return fail(c, ErrorCode.captchaRequired, 'captchaRequired', { value: CAPTCHA_NEEDED });
      const passed = checkCaptcha(ctx, { clientKey: client, captchaId: c.req.header(HEADER.captchaId), answer: request.captcha });
      if (!passed) return fail(c, ErrorCode.captchaWrong, 'captchaWrong', { value: CAPTCHA_NEEDED });
    }

    // The attempt counts as a failure from here on, synchronously, before the password check
    // yields to other requests: parallel guesses then find the captcha (and the lock-out) already
    // required instead of all slipping past while the first is being hashed. Success undoes it.
    // The lock-out is per name and IP, so a stranger's guesses lock out the stranger only; the
    // ceiling over every IP bounds guessing from many addresses and spares those the account has
    // logged in from (the captcha after a failure is asked of everyone).
    const ip = clientIp(c, ctx);
    const member = ctx.stores.members.byUsername(request.username);
    const knownClient = member !== null && ctx.stores.members.isRegisteredIp(member.id, ip);
    const locked = refuseOverLimit(c, ctx, [
      ['LOGIN_FAILURES_PER_CLIENT', loginFailureKey(accountName, ip)],
      ...(knownClient ? [] : [['LOGIN_FAILURES_PER_ACCOUNT', accountName] as const]),
    ]);
    if (locked) return locked;
    ctx.stores.loginChallenges.recordFailure(subjects, now);

    // verifyPassword checks a decoy hash when there is no such member, so timing does not tell.
    if (!(await verifyPassword(request.password, member?.passwordHash ?? null)) || !member) {
      return fail(c, ErrorCode.badCredentials, 'badCredentials', { value: CAPTCHA_NEEDED });
    }
    ctx.stores.loginChallenges.clear(subjects);
    ctx.rateLimiter.forget('LOGIN_FAILURES_PER_CLIENT', loginFailureKey(accountName, ip));

    const refusal = siteRefusal(c, member, request.site);
    if (refusal) return refusal;
    if (needsDeviceVerification(ctx, member, ip)) {
      return fail(c, ErrorCode.verificationRequired, 'verificationRequired', { value: openChallenge(ctx, member, ip, now) });
    }
    return ok(c, loginResponse, signIn(ctx, member, now, ip));
  });

  // The answer to a LOGIN_VERIFICATION_REQUIRED login: right, the IP is registered and the login done.
  routes.post(PATH.loginVerification, async (c) => {
    const request = await readSealedBody(c, ctx, loginVerificationSchema);
    assertModule(ctx, 'LOGINIPVERF3');
    const ticket = liveTicket(ctx, request.ticket);
    const member = ticket ? ctx.stores.members.byId(ticket.memberId) : null;
    if (!ticket || !member) return fail(c, ErrorCode.verificationExpired, 'verificationExpired');

    const now = ctx.clock();
    const check = checkVerificationAnswer(ctx, member, request.type, request.answer);
    if (check !== 'ok') {
      if (ctx.stores.loginTickets.recordWrong(ticket.ticket) >= TICKET_MAX_WRONG) ctx.stores.loginTickets.spend(ticket.ticket, now);
      return check === 'codeExpired' ? fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired') : fail(c, ErrorCode.verificationWrong, 'verificationWrong');
    }
    if (!ctx.stores.loginTickets.spend(ticket.ticket, now)) return fail(c, ErrorCode.verificationExpired, 'verificationExpired');
    return ok(c, loginResponse, signIn(ctx, member, now, ticket.ip));
  });

  routes.post(PATH.freePlay, async (c) => {
    // Each call makes an account: counted per client and overall before anything else.
    const overLimit = refuseOverLimit(c, ctx, [
      ['FREE_PLAY_PER_CLIENT', clientIp(c, ctx)],
      ['FREE_PLAY_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    await readJsonBody(c, freePlayRequestSchema);
    if (!moduleOn(ctx, 'FREEPLAY3')) return fail(c, ErrorCode.moduleDisabled, 'moduleDisabled', { status: 404 });
    const now = ctx.clock();
    const username = newTrialName(ctx);
    const member = ctx.stores.members.create({
      username,
      passwordHash: null,
      type: TRIAL_TYPE,
      parentId: null,
      nickname: username,
      vipLevel: 0,
      now,
    });
    // Free-play credit in the DEMO currency: it never mixes with real money.
    postTrialCredit(ctx.stores.journal, member.id, rupeesToPaise(TRIAL_CREDIT_RUPEES), now);
    return ok(c, freePlayResponse, signIn(ctx, member, now, clientIp(c, ctx)));
  });

  routes.delete(PATH.logout, requireMember(ctx), (c) => {
    const token = readToken(c);
    if (token) ctx.stores.sessions.revoke(token, ctx.clock());
    return ok(c, logoutResponse, true);
  });

  return routes;
}
