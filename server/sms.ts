import { TOO_MANY_REQUESTS_WAIT_MS, type SmsPurpose } from '../src/contract/account';
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

/** SPEC 8 / 9: more than 3 codes to one number for one purpose within 5 minutes is too many. */
export const SMS_RATE_LIMIT = { maxSends: 3, windowMs: TOO_MANY_REQUESTS_WAIT_MS } as const;
/** Wrong answers a code survives; the fifth spends it (so 6 digits cannot be walked through). */
export const SMS_CODE_MAX_WRONG = 5;

export type SendOutcome = { sent: true; expiredMinutes: number } | { sent: false; retryAt: number };

/**
 * Sends a 6-digit code (drawn from the injected random source) to a number for a purpose, unless
 * three were sent to it for that purpose in the last five minutes: then none is sent until five
 * minutes after the first of those three.
 */
export function sendSmsCode(ctx: ServerContext, purpose: SmsPurpose, phone: Phone, expiredMinutes: number): SendOutcome {
  const now = ctx.clock();
  const countryDialingCode = phone.country.code;
  const recent = ctx.stores.smsCodes.sentAfter(purpose, countryDialingCode, phone.mobile, now - SMS_RATE_LIMIT.windowMs);
  if (recent.count >= SMS_RATE_LIMIT.maxSends && recent.first !== null) return { sent: false, retryAt: recent.first + SMS_RATE_LIMIT.windowMs };

  const code = String(randomIntBetween(ctx.random, 0, 999_999)).padStart(6, '0');
  const expiresAt = now + expiredMinutes * 60_000;
  ctx.stores.smsCodes.save({ purpose, countryDialingCode, mobile: phone.mobile, code, now, expiresAt });
  ctx.sms({ purpose, countryDialingCode, mobile: phone.mobile, code, expiresAt });
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
  if (answer.trim() !== latest.code) {
    if (ctx.stores.smsCodes.recordWrong(latest.id) >= SMS_CODE_MAX_WRONG) ctx.stores.smsCodes.spend(latest.id, now);
    return 'wrong';
  }
  return ctx.stores.smsCodes.spend(latest.id, now) ? 'ok' : 'wrong';
}

/** An SmsSender for the dev servers: prints each code on the console. */
export const logSms: SmsSender = (sms) =>
  console.log(`  [sms] ${sms.purpose} code ${sms.code} to ${sms.countryDialingCode} ${sms.mobile} (valid until ${new Date(sms.expiresAt).toISOString()})`);
