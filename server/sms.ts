import type { SmsPurpose } from '../kernel/account';
import { indianDateOf, indianDayStart } from '../kernel/records';
import type { Phone } from './accountRules';
import type { ServerContext } from './context';
import { randomIntBetween } from './random';
import type { SentSms, SmsSender } from './smsSender';
import { UNSENT_CODE_MARK } from './store/smsCodes';

/** Wrong answers a code survives; the fifth spends it (so 6 digits cannot be walked through). */
export const SMS_CODE_MAX_WRONG = 5;

/** Why the merchant's SMS sender sends nothing (SPEC 8 phone authentication); an ErrorCode and a MESSAGE key alike. */
export type SenderRefusal = 'smsNotEnabled' | 'smsQuotaExceeded';

/**
 * What the caller tells the client: the code went out (or, for pretendSmsCode, seems to), when to
 * retry, or that the merchant's sender refuses.
 */
export type SendOutcome = { sent: true; expiredMinutes: number } | { sent: false; retryAt: number } | { sent: false; refusal: SenderRefusal };

/** Codes the merchant's sender has sent since the start of the merchant's day (India time). */
export const smsSentToday = (ctx: ServerContext) => ctx.stores.smsCodes.sentSince(indianDayStart(indianDateOf(ctx.clock())));

/**
 * SPEC 8: a sender switched off answers 'function not enabled'; one that has sent its day's budget,
 * 'quota not sufficient'. Asked before the number's quota, so a refused request costs the number
 * nothing; and for pretended codes too, so the refusal is the same whether or not an account has
 * the number (pretended codes are not sent, so they do not spend the budget).
 */
function senderRefusal(ctx: ServerContext): SendOutcome | null {
  const { enabled, dailyBudget } = ctx.dev.smsSender;
  if (!enabled) return { sent: false, refusal: 'smsNotEnabled' };
  return smsSentToday(ctx) >= dailyBudget ? { sent: false, refusal: 'smsQuotaExceeded' } : null;
}

/**
 * SPEC 8 / 9: more than 3 codes to one number for one purpose within 5 minutes is too many
 * (SMS_PER_NUMBER); none goes out until five minutes after the first of those three.
 */
function takeNumberQuota(ctx: ServerContext, purpose: SmsPurpose, phone: Phone): SendOutcome | null {
  const verdict = ctx.rateLimiter.take('SMS_PER_NUMBER', `${purpose}|${phone.country.code}|${phone.mobile}`);
  return verdict.allowed ? null : { sent: false, retryAt: verdict.retryAt };
}

/** Keeps a code for the number and purpose, valid for expiredMinutes. */
function issueCode(ctx: ServerContext, purpose: SmsPurpose, phone: Phone, expiredMinutes: number, code: string): SentSms {
  const now = ctx.clock();
  const expiresAt = now + expiredMinutes * 60_000;
  const sms = { purpose, countryDialingCode: phone.country.code, mobile: phone.mobile, code, expiresAt };
  ctx.stores.smsCodes.save({ ...sms, now });
  return sms;
}

/** Sends a code to a number for a purpose, within its quota. */
export function sendSmsCode(ctx: ServerContext, purpose: SmsPurpose, phone: Phone, expiredMinutes: number): SendOutcome {
  const refused = senderRefusal(ctx) ?? takeNumberQuota(ctx, purpose, phone);
  if (refused) return refused;
  // 6 digits drawn from the injected random source (predictable in tests).
  ctx.sms(issueCode(ctx, purpose, phone, expiredMinutes, String(randomIntBetween(ctx.random, 0, 999_999)).padStart(6, '0')));
  return { sent: true, expiredMinutes };
}

/**
 * What sendSmsCode would answer, for a number no account has, sending nothing: it counts against
 * the same quota, so neither the answer nor a later refusal tells registered numbers apart. The
 * code is kept all the same, marked unsent (no answer matches it; the dev outbox leaves it out):
 * a later check of it is wrong, then expired, exactly as for a number whose code was sent.
 */
export function pretendSmsCode(ctx: ServerContext, purpose: SmsPurpose, phone: Phone, expiredMinutes: number): SendOutcome {
  const refused = senderRefusal(ctx) ?? takeNumberQuota(ctx, purpose, phone);
  if (refused) return refused;
  issueCode(ctx, purpose, phone, expiredMinutes, UNSENT_CODE_MARK);
  return { sent: true, expiredMinutes };
}

export type CodeCheck = 'ok' | 'wrong' | 'expired';

/**
 * Checks an answer against the newest code sent to the number for the purpose. A code works once
 * and only until it expires; a wrong answer counts against it (the fifth spends it).
 */
export function checkSmsCode(ctx: ServerContext, purpose: SmsPurpose, countryDialingCode: string, mobile: string, answer: string): CodeCheck {
  const now = ctx.clock();
  const latest = ctx.stores.smsCodes.latest(purpose, countryDialingCode, mobile);
  if (!latest || latest.usedAt !== null) return 'wrong';
  if (latest.expiresAt <= now) return 'expired';
  // An unsent code is never the right answer; a wrong one counts against it as against any other.
  if (answer.trim() !== latest.code || latest.code.startsWith(UNSENT_CODE_MARK)) {
    if (ctx.stores.smsCodes.recordWrong(latest.id) >= SMS_CODE_MAX_WRONG) ctx.stores.smsCodes.spend(latest.id, now);
    return 'wrong';
  }
  return ctx.stores.smsCodes.spend(latest.id, now) ? 'ok' : 'wrong';
}

/** An SmsSender for the dev servers: prints each code on the console. */
export const logSms: SmsSender = (sms) =>
  console.log(`  [sms] ${sms.purpose} code ${sms.code} to ${sms.countryDialingCode} ${sms.mobile} (valid until ${new Date(sms.expiresAt).toISOString()})`);
