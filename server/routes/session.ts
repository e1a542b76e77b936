import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { loginVerificationSchema } from '../../kernel/account';
import type { LoginResult } from '../../kernel/deviceSessions';
import { ErrorCode } from '../../kernel/errorCodes';
import { PATH } from '../../kernel/paths';
import { HEADER, isAgentType, TRIAL_USER_TYPES } from '../../kernel/platform';
import { freePlayRequestSchema, freePlayResponse, type loginRequestSchema, loginResponse, logoutResponse } from '../../kernel/session';
import { anyLoginRequestSchema, isFirebaseLogin } from '../../kernel/socialLogin';
import { parsePhone } from '../accountRules';
import type { AppEnv } from '../appEnv';
import { readToken, requireMember, signIn } from '../auth';
import { checkCaptcha } from '../captcha/service';
import { requireSolvedChallenge } from '../challenge';
import { clientIp, clientKey, userAgentOf } from '../clientIdentity';
import type { ServerContext } from '../context';
import { checkVerificationAnswer, liveTicket, needsDeviceVerification, openChallenge, TICKET_MAX_WRONG } from '../deviceVerification';
import { postTrialCredit } from '../ledger/postings';
import { assertModule, moduleOn } from '../moduleGate';
import { rupeesToPaise } from '../money';
import { firebaseLogin } from '../oidc/socialLogin';
import { verifyPassword } from '../passwords';
import { secureRandom } from '../random';
import { EVERYONE, loginFailureKey } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { fail, ok } from '../respond';
import { loginBreakRefusal } from '../saferGambling/playerSafety';
import { checkSmsCode } from '../sms';
import type { MemberRow } from '../store/members';
import { readJsonBody, readSealedBody } from '../validate';
import { twoFactorRequired } from './twoFactor';

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

/** Keeps a refused login of a known account in its history (a success is kept by signIn). */
function noteRefusal(c: Context<AppEnv>, ctx: ServerContext, member: MemberRow | null, result: Exclude<LoginResult, 'success'>) {
  if (member) ctx.stores.sessions.recordAttempt(member.id, ctx.clock(), result, userAgentOf(c), clientIp(c, ctx));
}

/** The site refusal of a login, kept in the account's history. */
function siteRefusalNoted(c: Context<AppEnv>, ctx: ServerContext, member: MemberRow, site: 'member' | 'agent') {
  const refusal = siteRefusal(c, member, site);
  if (refusal) noteRefusal(c, ctx, member, 'wrongSite');
  return refusal;
}

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
  const member = ctx.stores.members.byMobile(phone.country.code, phone.mobile);
  if (check !== 'ok') noteRefusal(c, ctx, member, 'wrongSmsCode');
  if (check === 'expired') return fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired');
  if (check === 'wrong' || !member) return fail(c, ErrorCode.smsCodeWrong, 'smsCodeWrong');
  return (
    siteRefusalNoted(c, ctx, member, request.site) ??
    // Issue 26: refused while the member's time-out or self-exclusion runs, saying until when.
    loginBreakRefusal(c, ctx, member) ??
    // Issue 26 item 2: the SMS code is the first factor; two-factor on asks for the second too.
    twoFactorRequired(c, ctx, member, clientIp(c, ctx), ctx.clock()) ??
    ok(c, loginResponse, signIn(ctx, member, ctx.clock(), clientIp(c, ctx), userAgentOf(c)))
  );
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
    const anyRequest = await readSealedBody(c, ctx, anyLoginRequestSchema);
    // SPEC 3 firebaseChannel and firebaseIdToken: a login by identity (server/oidc/socialLogin.ts).
    if (isFirebaseLogin(anyRequest)) return firebaseLogin(c, ctx, anyRequest);
    const request = anyRequest as ParsedLogin;
    await requireSolvedChallenge(ctx.challenges, request.altcha);
    if (request.type === 'sms') return smsLogin(c, ctx, request);
    const now = ctx.clock();
    const client = clientKey(c, ctx);
    const accountName = request.username.toLowerCase();
    // One failure for this name or from this browser puts both behind a captcha.
    const subjects = [`user:${accountName}`, `client:${client}`];
    const member = ctx.stores.members.byUsername(request.username);

    if (ctx.stores.loginChallenges.isRequired(subjects)) {
      const refusal = !request.captcha.trim()
        ? fail(c, ErrorCode.captchaRequired, 'captchaRequired', { value: CAPTCHA_NEEDED })
        : !checkCaptcha(ctx, { clientKey: client, captchaId: c.req.header(HEADER.captchaId), answer: request.captcha })
          ? fail(c, ErrorCode.captchaWrong, 'captchaWrong', { value: CAPTCHA_NEEDED })
          : null;
      if (refusal) {
        noteRefusal(c, ctx, member, 'captcha');
        return refusal;
      }
    }

    // The attempt counts as a failure from here on, synchronously, before the password check
    // yields to other requests: parallel guesses then find the captcha (and the lock-out) already
    // required instead of all slipping past while the first is being hashed. Success undoes it.
    // The lock-out is per name and IP, so a stranger's guesses lock out the stranger only; the
    // ceiling over every IP bounds guessing from many addresses and spares those the account has
    // logged in from (the captcha after a failure is asked of everyone).
    const ip = clientIp(c, ctx);
    const knownClient = member !== null && ctx.stores.members.isRegisteredIp(member.id, ip);
    const locked = refuseOverLimit(c, ctx, [
      ['LOGIN_FAILURES_PER_CLIENT', loginFailureKey(accountName, ip)],
      ...(knownClient ? [] : [['LOGIN_FAILURES_PER_ACCOUNT', accountName] as const]),
    ]);
    if (locked) {
      noteRefusal(c, ctx, member, 'locked');
      return locked;
    }
    ctx.stores.loginChallenges.recordFailure(subjects, now);

    // verifyPassword checks a decoy hash when there is no such member, so timing does not tell.
    if (!(await verifyPassword(request.password, member?.passwordHash ?? null)) || !member) {
      noteRefusal(c, ctx, member, 'wrongPassword');
      return fail(c, ErrorCode.badCredentials, 'badCredentials', { value: CAPTCHA_NEEDED });
    }
    ctx.stores.loginChallenges.clear(subjects);
    ctx.rateLimiter.forget('LOGIN_FAILURES_PER_CLIENT', loginFailureKey(accountName, ip));

    const refusal = siteRefusalNoted(c, ctx, member, request.site);
    if (refusal) return refusal;
    // Issue 26: refused while the member's time-out or self-exclusion runs, saying until when.
    const onBreak = loginBreakRefusal(c, ctx, member);
    if (onBreak) return onBreak;
    // Issue 26 item 2: with two-factor on, the password opens the second step (server/routes/twoFactor.ts)
    // instead of a session; that step's code stands in for the device verification below.
    const secondFactor = twoFactorRequired(c, ctx, member, ip, now);
    if (secondFactor) return secondFactor;
    if (needsDeviceVerification(ctx, member, ip)) {
      noteRefusal(c, ctx, member, 'verificationRequired');
      return fail(c, ErrorCode.verificationRequired, 'verificationRequired', { value: openChallenge(ctx, member, ip, now) });
    }
    return ok(c, loginResponse, signIn(ctx, member, now, ip, userAgentOf(c)));
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
      noteRefusal(c, ctx, member, 'verificationFailed');
      if (ctx.stores.loginTickets.recordWrong(ticket.ticket) >= TICKET_MAX_WRONG) ctx.stores.loginTickets.spend(ticket.ticket, now);
      return check === 'codeExpired' ? fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired') : fail(c, ErrorCode.verificationWrong, 'verificationWrong');
    }
    if (!ctx.stores.loginTickets.spend(ticket.ticket, now)) return fail(c, ErrorCode.verificationExpired, 'verificationExpired');
    // Issue 26: a break taken since the password step is refused here too.
    const onBreak = loginBreakRefusal(c, ctx, member);
    if (onBreak) return onBreak;
    return ok(c, loginResponse, signIn(ctx, member, now, ticket.ip, userAgentOf(c)));
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
    return ok(c, freePlayResponse, signIn(ctx, member, now, clientIp(c, ctx), userAgentOf(c)));
  });

  routes.delete(PATH.logout, requireMember(ctx), (c) => {
    const token = readToken(c);
    if (token) ctx.stores.sessions.revoke(token, ctx.clock());
    return ok(c, logoutResponse, true);
  });

  return routes;
}
