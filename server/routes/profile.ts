import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_SMS_EXPIRED_MINUTES } from '../../kernel/account';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { isTrialType } from '../../kernel/platform';
import {
  BIND_CODE_RULE,
  BIND_EMAIL_RULE,
  bindCodeResponse,
  bindContactResponse,
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
  MAIL_CODE_EXPIRED_MINUTES,
  type Profile,
  profileResponse,
} from '../../kernel/profile';
import { checkField } from '../../kernel/validation';
import { parsePhone } from '../accountRules';
import type { AppEnv } from '../appEnv';
import { readToken, requireMember } from '../auth';
import { clientIp } from '../clientIdentity';
import type { ServerContext } from '../context';
import { maskEmail, maskMobile } from '../deviceVerification';
import { type Lang, localise } from '../i18n';
import { BIND_MAIL } from '../profileMessages';
import { randomIntBetween } from '../random';
import { EVERYONE } from '../rateLimit';
import { refuseOverLimit, tooManyRequests } from '../rateLimitGuard';
import { ApiError, fail, ok } from '../respond';
import { syncVipStanding } from '../rewards/vipStanding';
import { checkSmsCode, SMS_CODE_MAX_WRONG, sendSmsCode } from '../sms';
import { refuseSend } from '../smsRefusal';
import type { MemberRow } from '../store/members';
import { vipLabelOf } from '../store/vipLevels';
import { readJsonBody } from '../validate';

/** The profile the security center shows: names, VIP level, masked contacts, and the login before this one. */
export function profileOf(ctx: ServerContext, member: MemberRow, token: string, lang: Lang): Profile {
  // The level by the VIP levels' thresholds, as member info and the reward center show it.
  const { level } = syncVipStanding(ctx, member, ctx.clock());
  return {
    userName: member.username,
    nickname: member.nickname,
    vipLevel: level,
    vipLabel: vipLabelOf(level, lang),
    mobileMasked: member.mobile && member.countryDialingCode ? maskMobile(member.countryDialingCode, member.mobile) : null,
    emailMasked: member.email ? maskEmail(member.email) : null,
    previousLogin: ctx.stores.sessions.previousLogin(member.id, token),
  };
}

/** A unique-constraint failure of SQLite (a mobile bound by another account between the check and the update). */
const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

type CodeCheck = 'ok' | 'wrong' | 'expired';

/** Checks an answer against the newest code mailed to the member for the address (as checkSmsCode does for SMS). */
function checkMailCode(ctx: ServerContext, memberId: number, email: string, answer: string): CodeCheck {
  const now = ctx.clock();
  const latest = ctx.stores.mailCodes.latest(memberId, email);
  if (!latest || latest.usedAt !== null) return 'wrong';
  if (latest.expiresAt <= now) return 'expired';
  if (answer !== latest.code) {
    if (ctx.stores.mailCodes.recordWrong(latest.id) >= SMS_CODE_MAX_WRONG) ctx.stores.mailCodes.spend(latest.id, now);
    return 'wrong';
  }
  return ctx.stores.mailCodes.spend(latest.id, now) ? 'ok' : 'wrong';
}

/**
 * The security center's calls (all T; a trial account is told to register first): the profile,
 * and binding or changing the mobile and the email with a code sent to them. Sending a code is
 * counted like the SMS calls (per client and overall, then 3 per number or address in 5 minutes);
 * a mobile or an address another account has is refused both when the code is asked for and when
 * it is bound.
 */
export function profileRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);
  const registered = createMiddleware<AppEnv>(async (c, next) => {
    if (isTrialType(c.get('member').type)) throw new ApiError(200, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    await next();
  });
  // The SMS calls' allowance per client and overall: a script cannot send more by switching calls.
  const limitCodeRequests = createMiddleware<AppEnv>(async (c, next) => {
    const overLimit = refuseOverLimit(c, ctx, [
      ['SMS_PER_CLIENT', clientIp(c, ctx)],
      ['SMS_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    await next();
  });

  const answerProfile = (c: Context<AppEnv>, memberId: number) => {
    const fresh = ctx.stores.members.byId(memberId);
    if (!fresh) throw new ApiError(401, ErrorCode.notLoggedIn, 'notLoggedIn');
    return ok(c, bindContactResponse, profileOf(ctx, fresh, readToken(c) ?? '', c.get('lang')));
  };
  const phoneOf = (mobile: string, countryDialingCode: string) => parsePhone(mobile, countryDialingCode, ctx.stores.merchant.registerFields());
  const takenByOther = (owner: MemberRow | null, memberId: number) => owner !== null && owner.id !== memberId;

  routes.get(MEMBER_PATH.profile, member, (c) => ok(c, profileResponse, profileOf(ctx, c.get('member'), readToken(c) ?? '', c.get('lang'))));

  routes.post(MEMBER_PATH.smsBindCode, member, registered, limitCodeRequests, async (c) => {
    const request = await readJsonBody(c, bindMobileCodeRequestSchema);
    const phone = phoneOf(request.mobileNum, request.countryDialingCode);
    if (!phone) return fail(c, ErrorCode.invalidPhone, 'invalidPhone');
    if (takenByOther(ctx.stores.members.byMobile(phone.country.code, phone.mobile), c.get('member').id)) {
      return fail(c, ErrorCode.mobileTaken, 'mobileTaken');
    }
    const outcome = sendSmsCode(ctx, 'bind', phone, DEFAULT_SMS_EXPIRED_MINUTES);
    return outcome.sent ? ok(c, bindCodeResponse, { expiredMinutes: outcome.expiredMinutes }) : refuseSend(c, outcome);
  });

  routes.post(MEMBER_PATH.bindMobile, member, registered, async (c) => {
    const request = await readJsonBody(c, bindMobileRequestSchema);
    const memberId = c.get('member').id;
    const phone = phoneOf(request.mobileNum, request.countryDialingCode);
    if (!phone) return fail(c, ErrorCode.invalidPhone, 'invalidPhone');
    const code = request.verificationCode.trim();
    if (checkField(code, BIND_CODE_RULE)) return fail(c, ErrorCode.invalidInput, 'verificationCodeInvalid');
    if (takenByOther(ctx.stores.members.byMobile(phone.country.code, phone.mobile), memberId)) return fail(c, ErrorCode.mobileTaken, 'mobileTaken');
    const check = checkSmsCode(ctx, 'bind', phone.country.code, phone.mobile, code);
    if (check === 'expired') return fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired');
    if (check === 'wrong') return fail(c, ErrorCode.smsCodeWrong, 'smsCodeWrong');
    try {
      ctx.stores.members.setMobile(memberId, phone.country.code, phone.mobile);
    } catch (error) {
      if (isUniqueViolation(error)) return fail(c, ErrorCode.mobileTaken, 'mobileTaken');
      throw error;
    }
    return answerProfile(c, memberId);
  });

  routes.post(MEMBER_PATH.mailBindCode, member, registered, limitCodeRequests, async (c) => {
    const request = await readJsonBody(c, bindEmailCodeRequestSchema);
    const account = c.get('member');
    const email = request.email.trim();
    if (checkField(email, BIND_EMAIL_RULE)) return fail(c, ErrorCode.invalidInput, 'emailInvalid');
    if (takenByOther(ctx.stores.members.byEmail(email), account.id)) return fail(c, ErrorCode.emailTaken, 'emailTaken');
    // 3 codes to one address in 5 minutes, as SMS_PER_NUMBER allows to one number.
    const verdict = ctx.rateLimiter.take('SMS_PER_NUMBER', `mail-bind|${email.toLowerCase()}`);
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAt);
    const now = ctx.clock();
    const code = String(randomIntBetween(ctx.random, 0, 999_999)).padStart(6, '0');
    ctx.stores.mailCodes.save({ memberId: account.id, email, code, now, expiresAt: now + MAIL_CODE_EXPIRED_MINUTES * 60_000 });
    const lang = c.get('lang');
    const values: Record<string, string> = {
      username: account.username,
      merchant: ctx.stores.merchant.merchant().name,
      code,
      minutes: String(MAIL_CODE_EXPIRED_MINUTES),
    };
    ctx.stores.mail.send({
      to: email,
      username: account.username,
      subject: localise(BIND_MAIL.subject, lang),
      text: localise(BIND_MAIL.text, lang).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
      sentAt: now,
    });
    return ok(c, bindCodeResponse, { expiredMinutes: MAIL_CODE_EXPIRED_MINUTES });
  });

  routes.post(MEMBER_PATH.bindEmail, member, registered, async (c) => {
    const request = await readJsonBody(c, bindEmailRequestSchema);
    const memberId = c.get('member').id;
    const email = request.email.trim();
    if (checkField(email, BIND_EMAIL_RULE)) return fail(c, ErrorCode.invalidInput, 'emailInvalid');
    const code = request.verificationCode.trim();
    if (checkField(code, BIND_CODE_RULE)) return fail(c, ErrorCode.invalidInput, 'verificationCodeInvalid');
    if (takenByOther(ctx.stores.members.byEmail(email), memberId)) return fail(c, ErrorCode.emailTaken, 'emailTaken');
    const check = checkMailCode(ctx, memberId, email, code);
    if (check === 'expired') return fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired');
    if (check === 'wrong') return fail(c, ErrorCode.smsCodeWrong, 'smsCodeWrong');
    ctx.stores.members.setEmail(memberId, email);
    return answerProfile(c, memberId);
  });

  return routes;
}
