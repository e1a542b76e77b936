import type { SmsPurpose } from '../src/contract/account';
import type { Phone } from './accountRules';
import type { ServerContext } from './context';
import { randomIntBetween } from './random';

/** An SMS the backend 'sends': handed to the injected sender and kept for the dev SMS outbox. */
export type SentSms = {
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobile: string;
  code: string;
  expiresAt: number;
};

/** Where codes go besides the outbox (createServer's `sms` option; e.g. the dev console). */
export type SmsSender = (sms: SentSms) => void;

/** Wrong answers a code survives; the fifth spends it (so 6 digits cannot be walked through). */
export const SMS_CODE_MAX_WRONG = 5;

/** What the caller tells the client: the code went out (or, for pretendSmsCode, seems to), or when to retry. */
export type SendOutcome = { sent: true; expiredMinutes: number } | { sent: false; retryAt: number };

/**
 * SPEC 8 / 9: more than 3 codes to one number for one purpose within 5 minutes is too many
 * (SMS_PER_NUMBER); none goes out until five minutes after the first of those three.
 */
function takeNumberQuota(ctx: ServerContext, purpose: SmsPurpose, phone: Phone): SendOutcome | null {
  const verdict = ctx.rateLimiter.take('SMS_PER_NUMBER', `${purpose}|${phone.country.code}|${phone.mobile}`);
  return verdict.allowed ? null : { sent: false, retryAt: verdict.retryAt };
}

/** Sends a 6-digit code (drawn from the injected random source) to a number for a purpose, within its quota. */
export function sendSmsCode(ctx: ServerContext, purpose: SmsPurpose, phone: Phone, expiredMinutes: number): SendOutcome {
  const refused = takeNumberQuota(ctx, purpose, phone);
  if (refused) return refused;
  const now = ctx.clock();
  const countryDialingCode = phone.country.code;
  const code = String(randomIntBetween(ctx.random, 0, 999_999)).padStart(6, '0');
  const expiresAt = now + expiredMinutes * 60_000;
  ctx.stores.smsCodes.save({ purpose, countryDialingCode, mobile: phone.mobile, code, now, expiresAt });
  ctx.sms({ purpose, countryDialingCode, mobile: phone.mobile, code, expiresAt });
  return { sent: true, expiredMinutes };
}

/**
 * What sendSmsCode would answer, for a number no account has, sending nothing: it counts against
 * the same quota, so neither the answer nor a later refusal tells registered numbers apart.
 */
export function pretendSmsCode(ctx: ServerContext, purpose: SmsPurpose, phone: Phone, expiredMinutes: number): SendOutcome {
  return takeNumberQuota(ctx, purpose, phone) ?? { sent: true, expiredMinutes };
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
  if (answer.trim() !== latest.code) {
    if (ctx.stores.smsCodes.recordWrong(latest.id) >= SMS_CODE_MAX_WRONG) ctx.stores.smsCodes.spend(latest.id, now);
    return 'wrong';
  }
  return ctx.stores.smsCodes.spend(latest.id, now) ? 'ok' : 'wrong';
}

/** An SmsSender for the dev servers: prints each code on the console. */
export const logSms: SmsSender = (sms) =>
  console.log(`  [sms] ${sms.purpose} code ${sms.code} to ${sms.countryDialingCode} ${sms.mobile} (valid until ${new Date(sms.expiresAt).toISOString()})`);
