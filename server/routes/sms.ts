import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_SMS_EXPIRED_MINUTES, type SmsPurpose, smsCodeRequestSchema, smsCodeResponse, smsRegisterRequestSchema } from '../../kernel/account';
import { ErrorCode } from '../../kernel/errorCodes';
import { PATH } from '../../kernel/paths';
import { type Phone, parsePhone } from '../accountRules';
import type { AppEnv } from '../appEnv';
import { requireSolvedChallenge } from '../challenge';
import { clientIp } from '../clientIdentity';
import type { ServerContext } from '../context';
import { liveTicket } from '../deviceVerification';
import { assertModule } from '../moduleGate';
import { EVERYONE } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { fail, ok } from '../respond';
import { pretendSmsCode, type SendOutcome, sendSmsCode } from '../sms';
import { refuseSend } from '../smsRefusal';
import { readJsonBody } from '../validate';

/**
 * The three SMS code calls (plain JSON bodies, as SPEC 7 marks none of them (E)). Each is counted
 * per client and overall first, then checks the number (a dialling code of the country list, that
 * country's count of digits), then the merchant's sender (switched on, its day's budget not spent),
 * then the rate (3 codes per number and purpose in 5 minutes), and answers `{ expiredMinutes }`
 * alike whether or not an account has the number. The captcha
 * field of the request is not checked: the rate limits guard.
 */
export function smsRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  // Every purpose shares one allowance per client: a script cannot send more by switching calls.
  const limitSmsRequests = createMiddleware<AppEnv>(async (c, next) => {
    const overLimit = refuseOverLimit(c, ctx, [
      ['SMS_PER_CLIENT', clientIp(c, ctx)],
      ['SMS_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    await next();
  });
  for (const path of [PATH.smsLoginCode, PATH.smsRegisterCode, PATH.smsForgotCode]) routes.post(path, limitSmsRequests);

  const answer = (c: Context<AppEnv>, outcome: SendOutcome) =>
    outcome.sent ? ok(c, smsCodeResponse, { expiredMinutes: outcome.expiredMinutes }) : refuseSend(c, outcome);
  const send = (c: Context<AppEnv>, purpose: SmsPurpose, phone: Phone, expiredMinutes: number) => answer(c, sendSmsCode(ctx, purpose, phone, expiredMinutes));
  const phoneOf = (mobile: string, countryDialingCode: string) => parsePhone(mobile, countryDialingCode, ctx.stores.merchant.registerFields());

  // Login codes: for the SMS login (CODELOGIN3), or with a ticket for the device verification
  // (LOGINIPVERF3), where the code goes to the mobile bound to the ticket's account.
  routes.post(PATH.smsLoginCode, async (c) => {
    const request = await readJsonBody(c, smsCodeRequestSchema);
    await requireSolvedChallenge(ctx.challenges, request.altcha);
    if (request.ticket !== undefined) {
      assertModule(ctx, 'LOGINIPVERF3');
      const ticket = liveTicket(ctx, request.ticket);
      if (!ticket) return fail(c, ErrorCode.verificationExpired, 'verificationExpired');
      const member = ctx.stores.members.byId(ticket.memberId);
      const phone = member?.mobile && member.countryDialingCode ? phoneOf(member.mobile, member.countryDialingCode) : null;
      if (!phone) return fail(c, ErrorCode.accountNotFound, 'accountNotFound');
      return send(c, 'login', phone, DEFAULT_SMS_EXPIRED_MINUTES);
    }
    assertModule(ctx, 'CODELOGIN3');
    const phone = phoneOf(request.mobileNum, request.countryDialingCode);
    if (!phone) return fail(c, ErrorCode.invalidPhone, 'invalidPhone');
    // Answered alike for a number no account has (nothing is sent to it): this call must not
    // tell anyone which mobiles are registered.
    if (!ctx.stores.members.byMobile(phone.country.code, phone.mobile)) return answer(c, pretendSmsCode(ctx, 'login', phone, DEFAULT_SMS_EXPIRED_MINUTES));
    return send(c, 'login', phone, DEFAULT_SMS_EXPIRED_MINUTES);
  });

  routes.post(PATH.smsRegisterCode, async (c) => {
    const request = await readJsonBody(c, smsRegisterRequestSchema);
    await requireSolvedChallenge(ctx.challenges, request.altcha);
    assertModule(ctx, 'REG3');
    const phone = phoneOf(request.mobileNo, request.countryDialingCode);
    if (!phone) return fail(c, ErrorCode.invalidPhone, 'invalidPhone');
    // Sent whether or not an account has the number, so this call tells nobody which are taken:
    // registration says so once the code is right, i.e. only to whoever holds the phone.
    const minutes = ctx.stores.merchant.merchant().smsRegisterExpiredMinutes;
    return send(c, 'register', phone, minutes > 0 ? minutes : DEFAULT_SMS_EXPIRED_MINUTES);
  });

  routes.post(PATH.smsForgotCode, async (c) => {
    const request = await readJsonBody(c, smsCodeRequestSchema);
    await requireSolvedChallenge(ctx.challenges, request.altcha);
    assertModule(ctx, 'PASS3');
    const phone = phoneOf(request.mobileNum, request.countryDialingCode);
    if (!phone) return fail(c, ErrorCode.invalidPhone, 'invalidPhone');
    // Answered alike for a number no account has (nothing is sent to it), as login codes are.
    if (!ctx.stores.members.byMobile(phone.country.code, phone.mobile)) return answer(c, pretendSmsCode(ctx, 'forgot', phone, DEFAULT_SMS_EXPIRED_MINUTES));
    return send(c, 'forgot', phone, DEFAULT_SMS_EXPIRED_MINUTES);
  });

  return routes;
}
