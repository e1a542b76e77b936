import { type Context, Hono } from 'hono';
import {
  affiliateQuerySchema,
  affiliateResponse,
  changePasswordSchema,
  feedbackSchema,
  forgotByEmailSchema,
  forgotByPhoneResponse,
  forgotByPhoneSchema,
  okResponse,
  REGISTRATION_DETAIL_FIELDS,
  registerResponse,
  registrationSchema,
} from '../../kernel/account';
import { ErrorCode } from '../../kernel/errorCodes';
import { PATH } from '../../kernel/paths';
import { HEADER, isAgentType, isTrialType } from '../../kernel/platform';
import { type RegistrationMode, validateChangePassword, validateFeedback, validateForgotByEmail, validateForgotByPhone, validateRegistration } from '../accountRules';
import type { AppEnv } from '../appEnv';
import { memberForToken, readToken, requireMember, signIn } from '../auth';
import { checkCaptcha } from '../captcha/service';
import { requireSolvedChallenge } from '../challenge';
import { clientIp, clientKey, userAgentOf } from '../clientIdentity';
import type { ServerContext } from '../context';
import { localise } from '../i18n';
import { MESSAGE } from '../messages';
import { assertModule, moduleOn } from '../moduleGate';
import { hashPassword, verifyPassword } from '../passwords';
import { EVERYONE, isLoginFailureKeyOf } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { refuse } from '../refusal';
import { ApiError, fail, ok } from '../respond';
import { checkSmsCode } from '../sms';
import type { MemberRow } from '../store/members';
import { parseInput, readJsonBody, readQuery, readSealedBody } from '../validate';

/** The sender of feedback sent without a login. */
export const GUEST_SENDER = 'guest';

/** Type of a member created by registration (SPEC 3: 0 is a plain member). */
const MEMBER_TYPE = 0;

/** The forgot-by-email notice (nothing is mailed: the dev mail outbox shows it). */
const RESET_MAIL = {
  subject: { EN: 'Password reset request', HI: 'पासवर्ड रीसेट अनुरोध' },
  text: {
    EN: 'Hello {username}, a password reset was requested for your {merchant} account at {origin}. To choose a new password, use Forgot password > By phone with your bound mobile number, or contact customer service. If you did not ask for this, ignore this mail.',
    HI: 'नमस्ते {username}, {origin} पर आपके {merchant} खाते के लिए पासवर्ड रीसेट का अनुरोध किया गया है। नया पासवर्ड चुनने के लिए अपने जुड़े मोबाइल नंबर से पासवर्ड भूल गए > फ़ोन द्वारा का उपयोग करें, या ग्राहक सेवा से संपर्क करें। यदि आपने यह अनुरोध नहीं किया है, तो इस मेल को अनदेखा करें।',
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A unique-constraint failure of SQLite (a name or number taken between the check and the insert). */
const isUniqueViolation = (error: unknown): error is Error & { code: string } => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Registration (E), the affiliate check, change password (T, E), forgot password by email (form)
 * and by phone (E), and feedback (T optional). Each checks its payload with server/accountRules.ts
 * first (INVALID_INPUT, TERMS_REQUIRED, INVALID_PHONE), then what needs the database.
 */
export function accountRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const fields = () => ctx.stores.merchant.registerFields();

  /** REGMOBVERF3, as both the whitelabel setting and the module tree say it. */
  const smsVerificationOn = () => ctx.stores.merchant.settingFlags().REGMOBVERF3 === true && moduleOn(ctx, 'REGMOBVERF3');

  /**
   * Whose an invitation code is: an agent's (the new member joins its downline) or a member's own
   * (the new member is its invited friend, module REFERRAL3). A trial account has no code.
   */
  const inviterByCode = (code: string): MemberRow | null => {
    const inviter = ctx.stores.members.byInvitationCode(code);
    if (!inviter || isTrialType(inviter.type)) return null;
    return isAgentType(inviter.type) || moduleOn(ctx, 'REFERRAL3') ? inviter : null;
  };

  /** 'm' and the last 8 digits of the number, with a digit added while that name is taken. */
  const usernameForMobile = (mobile: string): string => {
    const base = `m${mobile.slice(-8)}`;
    for (let suffix = 0; ; suffix++) {
      const name = suffix === 0 ? base : `${base}${suffix}`;
      if (!ctx.stores.members.byUsername(name)) return name;
    }
  };

  const captchaPassed = (c: Context<AppEnv>, answer: string) => checkCaptcha(ctx, { clientKey: clientKey(c, ctx), captchaId: c.req.header(HEADER.captchaId), answer });

  async function register(c: Context<AppEnv>, mode: RegistrationMode) {
    const overLimit = refuseOverLimit(c, ctx, [
      ['REGISTER_PER_CLIENT', clientIp(c, ctx)],
      ['REGISTER_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    const request = await readSealedBody(c, ctx, registrationSchema);
    await requireSolvedChallenge(ctx.challenges, request.altcha);
    assertModule(ctx, 'REG3');
    if (mode === 'mobile') assertModule(ctx, 'MOBILENUMREG3');
    const verdict = validateRegistration(request, { fields: fields(), mode, smsVerification: smsVerificationOn() });
    if (!verdict.ok) return refuse(c, verdict.refusal);
    const form = verdict.value;

    if (form.captchaRequired && !captchaPassed(c, form.captcha)) return fail(c, ErrorCode.captchaWrong, 'captchaWrong');
    const username = form.username || usernameForMobile(form.mobileNum);
    if (ctx.stores.members.byUsername(username)) return fail(c, ErrorCode.usernameTaken, 'usernameTaken');
    const country = form.country;
    let parent: MemberRow | null = null;
    let referrer: MemberRow | null = null;
    for (const code of [form.affiliateCode, form.referralCode]) {
      if (!code) continue;
      const inviter = inviterByCode(code);
      if (!inviter) return fail(c, ErrorCode.invalidAffiliate, 'invalidAffiliate');
      if (isAgentType(inviter.type)) parent ??= inviter;
      else referrer ??= inviter;
    }
    if (form.smsCodeRequired) {
      const check = checkSmsCode(ctx, 'register', country?.code ?? '', form.mobileNum, form.verificationCode);
      if (check === 'expired') return fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired');
      if (check === 'wrong') return fail(c, ErrorCode.smsCodeWrong, 'smsCodeWrong');
    }
    // After the SMS code (when one is asked for): only whoever holds the phone learns it is taken.
    if (form.mobileNum && country && ctx.stores.members.byMobile(country.code, form.mobileNum)) {
      return fail(c, ErrorCode.mobileTaken, 'mobileTaken');
    }

    const passwordHash = await hashPassword(form.password);
    const now = ctx.clock();
    let member: MemberRow;
    try {
      member = ctx.stores.members.create({
        username,
        passwordHash,
        type: MEMBER_TYPE,
        parentId: parent?.id ?? null,
        // SPEC 3: the nickname the form asked for, else the user name (as before the field existed).
        nickname: form.nickname || username,
        vipLevel: 0,
        now,
        details: Object.fromEntries(REGISTRATION_DETAIL_FIELDS.map((field) => [field, form[field] || null])),
        email: form.email || null,
        mobile: form.mobileNum || null,
        countryDialingCode: form.mobileNum && country ? country.code : null,
        bankAccountName: form.payeeName || null,
        firstLoginPending: 1,
        referrerId: referrer?.id ?? null,
      });
    } catch (error) {
      // Taken while the password was being hashed.
      if (!isUniqueViolation(error)) throw error;
      return error.message.includes('member.username') ? fail(c, ErrorCode.usernameTaken, 'usernameTaken') : fail(c, ErrorCode.mobileTaken, 'mobileTaken');
    }
    const ip = clientIp(c, ctx);
    if (form.login) return ok(c, registerResponse, signIn(ctx, member, now, ip, userAgentOf(c)));
    ctx.stores.members.registerIp(member.id, ip, now);
    return ok(c, registerResponse, null);
  }

  routes.put(PATH.register, (c) => register(c, 'username'));
  routes.put(PATH.registerMobile, (c) => register(c, 'mobile'));

  routes.get(PATH.affiliate, (c) => {
    const { code } = readQuery(c, affiliateQuerySchema);
    const inviter = code.trim() ? inviterByCode(code.trim()) : null;
    // A member's code is valid too; only an agent is named (a member's name stays private).
    return ok(c, affiliateResponse, { valid: inviter !== null, agentName: inviter && isAgentType(inviter.type) ? inviter.nickname : null });
  });

  routes.post(PATH.changePassword, requireMember(ctx), async (c) => {
    const request = await readSealedBody(c, ctx, changePasswordSchema);
    assertModule(ctx, 'PASS3');
    const verdict = validateChangePassword(request, fields());
    if (!verdict.ok) return refuse(c, verdict.refusal);
    const member = c.get('member');
    if (!(await verifyPassword(verdict.value.oldPassword, member.passwordHash))) return fail(c, ErrorCode.oldPasswordWrong, 'oldPasswordWrong');
    const now = ctx.clock();
    ctx.stores.members.setPassword(member.id, await hashPassword(verdict.value.newPassword), now);
    // The other sessions of the account end; this one goes on.
    ctx.stores.sessions.revokeOthers(member.id, readToken(c) ?? '', now);
    return ok(c, okResponse, true);
  });

  // A form post (application/x-www-form-urlencoded or multipart), as SPEC 7 says.
  routes.post(PATH.forgotByEmail, async (c) => {
    const overLimit = refuseOverLimit(c, ctx, [['FORGOT_MAIL_PER_CLIENT', clientIp(c, ctx)]]);
    if (overLimit) return overLimit;
    const contentType = c.req.header('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)) {
      throw new ApiError(400, ErrorCode.invalidInput, 'invalidInput', 'the body must be a form (application/x-www-form-urlencoded)');
    }
    const request = parseInput(forgotByEmailSchema, await c.req.parseBody());
    assertModule(ctx, 'PASS3');
    const verdict = validateForgotByEmail(request, fields());
    if (!verdict.ok) return refuse(c, verdict.refusal);
    const { username, email } = verdict.value;
    // Counted by what was asked for, known or not, so a refusal does not tell accounts apart either.
    const overTarget = refuseOverLimit(c, ctx, [
      ['FORGOT_MAIL_PER_TARGET', `user:${username.toLowerCase()}`],
      ['FORGOT_MAIL_PER_TARGET', `email:${email.toLowerCase()}`],
      ['FORGOT_MAIL_OVERALL', EVERYONE],
    ]);
    if (overTarget) return overTarget;
    const lang = c.get('lang');
    const member = ctx.stores.members.byUsername(username);
    // Mailed only when the name and the email belong together; answered alike either way.
    if (member?.email && member.email.toLowerCase() === email.toLowerCase()) {
      const values = { username: member.username, merchant: ctx.stores.merchant.merchant().name, origin: ctx.publicOrigin };
      ctx.stores.mail.send({
        to: member.email,
        username: member.username,
        subject: localise(RESET_MAIL.subject, lang),
        text: fill(localise(RESET_MAIL.text, lang), values),
        sentAt: ctx.clock(),
      });
    }
    // okResponse, with a message that promises nothing about the account.
    return c.json({ success: true, message: localise(MESSAGE.resetMailMaybeSent, lang), value: true });
  });

  routes.post(PATH.forgotByPhone, async (c) => {
    // Before the body is unsealed: a flood costs no RSA work once it is over the limit.
    const overLimit = refuseOverLimit(c, ctx, [['FORGOT_PHONE_PER_CLIENT', clientIp(c, ctx)]]);
    if (overLimit) return overLimit;
    const request = await readSealedBody(c, ctx, forgotByPhoneSchema);
    assertModule(ctx, 'PASS3');
    const verdict = validateForgotByPhone(request, fields());
    if (!verdict.ok) return refuse(c, verdict.refusal);
    const form = verdict.value;
    const overTarget = refuseOverLimit(c, ctx, [
      ['FORGOT_PHONE_PER_NUMBER', `${form.country.code}|${form.mobileNum}`],
      ['FORGOT_PHONE_OVERALL', EVERYONE],
    ]);
    if (overTarget) return overTarget;
    // The code first, then the account: a number no account has was never sent a code (sms/forgot
    // only pretends to), so its check fails as a wrong code does and tells nobody it is unknown.
    const check = checkSmsCode(ctx, 'forgot', form.country.code, form.mobileNum, form.verificationCode);
    if (check === 'expired') return fail(c, ErrorCode.smsCodeExpired, 'smsCodeExpired');
    const member = ctx.stores.members.byMobile(form.country.code, form.mobileNum);
    if (check === 'wrong' || !member) return fail(c, ErrorCode.smsCodeWrong, 'smsCodeWrong');
    const now = ctx.clock();
    ctx.stores.members.setPassword(member.id, await hashPassword(form.newPassword), now);
    // Every session ends, and a captcha or lock-out after failed logins is lifted for this name.
    ctx.stores.sessions.revokeOthers(member.id, '', now);
    ctx.stores.loginChallenges.clear([`user:${member.username.toLowerCase()}`]);
    const accountName = member.username.toLowerCase();
    ctx.rateLimiter.forget('LOGIN_FAILURES_PER_ACCOUNT', accountName);
    ctx.rateLimiter.forgetWhere('LOGIN_FAILURES_PER_CLIENT', (key) => isLoginFailureKeyOf(key, accountName));
    return ok(c, forgotByPhoneResponse, { username: member.username });
  });

  // Feedback (FEEDBACK3): a token is optional; without one the sender is 'guest', with one the
  // account's name (whatever `sender` says); a token that is no longer valid is refused (401).
  routes.put(PATH.feedback, async (c) => {
    const token = readToken(c);
    const member = memberForToken(ctx, token);
    if (token && !member) throw new ApiError(401, ErrorCode.notLoggedIn, 'notLoggedIn');
    const request = await readJsonBody(c, feedbackSchema);
    assertModule(ctx, 'FEEDBACK3');
    const verdict = validateFeedback(request, fields());
    if (!verdict.ok) return refuse(c, verdict.refusal);
    if (!captchaPassed(c, verdict.value.captcha)) return fail(c, ErrorCode.captchaWrong, 'captchaWrong');
    ctx.stores.feedback.save({
      memberId: member?.id ?? null,
      sender: member?.username ?? GUEST_SENDER,
      type: verdict.value.type,
      content: verdict.value.content,
      createdAt: ctx.clock(),
    });
    return ok(c, okResponse, true);
  });

  return routes;
}
