import { randomBytes } from 'node:crypto';
import type { LoginVerificationChallenge, LoginVerificationType } from '../kernel/account';
import { checkAuthenticatorCode } from './authenticator';
import type { ServerContext } from './context';
import { moduleOn } from './moduleGate';
import { checkSmsCode } from './sms';
import type { LoginTicketRow } from './store/loginTickets';
import type { MemberRow } from './store/members';

/**
 * SPEC 4: a password login from an IP the account has not used asks for one of the answers the
 * account has bound: an SMS code to its mobile, its email typed in full, its bank account name,
 * or its authenticator code. The login answers LOGIN_VERIFICATION_REQUIRED with a ticket; the
 * right answer to POST loginVerification registers the IP and logs in. An account with nothing
 * bound cannot be asked anything, so its new IP is simply registered.
 */

/** A ticket lives five minutes. */
export const LOGIN_TICKET_TTL_MS = 5 * 60_000;
/** Wrong answers a ticket survives; the fifth spends it (log in again). */
export const TICKET_MAX_WRONG = 5;

/** The answers an account can give, in the order the client offers them. */
export function verificationTypes(member: MemberRow): LoginVerificationType[] {
  const types: LoginVerificationType[] = [];
  if (member.mobile && member.countryDialingCode) types.push('MOBILE_CODE');
  if (member.email) types.push('EMAIL');
  if (member.bankAccountName) types.push('BANK_ACCOUNT_NAME');
  if (member.authenticatorSecret) types.push('AUTHENTICATOR');
  return types;
}

/** '+91 91******89': the dialling code, the first two and the last two digits. */
export function maskMobile(countryDialingCode: string, mobile: string): string {
  const hidden = Math.max(mobile.length - 4, 0);
  return `${countryDialingCode} ${mobile.slice(0, 2)}${'*'.repeat(hidden)}${mobile.slice(2 + hidden)}`;
}

/** 'de***@example.com': the first two characters of the local part (one when it is that short). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** LOGINIPVERF3 is on, the account has something to answer with, and the IP is new to it. */
export function needsDeviceVerification(ctx: ServerContext, member: MemberRow, ip: string): boolean {
  return moduleOn(ctx, 'LOGINIPVERF3') && verificationTypes(member).length > 0 && !ctx.stores.members.isRegisteredIp(member.id, ip);
}

/** Opens a ticket for the login and describes what the client may ask the user. */
export function openChallenge(ctx: ServerContext, member: MemberRow, ip: string, now: number): LoginVerificationChallenge {
  // Never from the injectable random source: a ticket stands in for a password until answered.
  const ticket = randomBytes(24).toString('hex');
  ctx.stores.loginTickets.create({ ticket, memberId: member.id, ip, now, expiresAt: now + LOGIN_TICKET_TTL_MS });
  return {
    ticket,
    types: verificationTypes(member),
    maskedMobile: member.mobile && member.countryDialingCode ? maskMobile(member.countryDialingCode, member.mobile) : null,
    maskedEmail: member.email ? maskEmail(member.email) : null,
  };
}

/** The ticket when it can still be answered (known, unused, not expired), else null. */
export function liveTicket(ctx: ServerContext, ticket: string): LoginTicketRow | null {
  const row = ctx.stores.loginTickets.byTicket(ticket);
  return row && row.usedAt === null && row.expiresAt > ctx.clock() ? row : null;
}

/** Names compare trimmed, with runs of spaces as one, ignoring case. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/gu, ' ').toUpperCase() === b.trim().replace(/\s+/gu, ' ').toUpperCase();

export type AnswerCheck = 'ok' | 'wrong' | 'codeExpired';

/** Checks an answer of a type the account has bound (any other type is simply wrong). */
export function checkVerificationAnswer(ctx: ServerContext, member: MemberRow, type: LoginVerificationType, answer: string): AnswerCheck {
  if (!verificationTypes(member).includes(type)) return 'wrong';
  switch (type) {
    case 'MOBILE_CODE': {
      const result = checkSmsCode(ctx, 'login', member.countryDialingCode ?? '', member.mobile ?? '', answer);
      return result === 'expired' ? 'codeExpired' : result;
    }
    case 'EMAIL':
      return answer.trim().toLowerCase() === (member.email ?? '').toLowerCase() ? 'ok' : 'wrong';
    case 'BANK_ACCOUNT_NAME':
      return sameName(answer, member.bankAccountName ?? '') ? 'ok' : 'wrong';
    case 'AUTHENTICATOR':
      return checkAuthenticatorCode(member.authenticatorSecret ?? '', answer, ctx.clock()) ? 'ok' : 'wrong';
  }
}
