import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  isTotpCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  TWO_FACTOR_TICKET_TTL_MS,
  type TwoFactorEnrolment,
  type TwoFactorMethod,
} from '../../kernel/twoFactor';
import type { ServerContext } from '../context';
import type { MemberRow } from '../store/members';
import type { TwoFactorTicketRow } from '../store/twoFactor';

/**
 * Two-factor authentication (kernel/twoFactor.ts): the TOTP itself is otpauth's (RFC 6238, kept
 * library code, never our own HMAC); the step comes from the injected clock, so tests know the
 * code. Recovery codes and login tickets come from the CSPRNG (never the injectable random source:
 * each stands in for a password) and are kept as SHA-256 hashes: they are random and long, so a
 * slow hash would add nothing.
 */

const SECRET_BYTES = 20;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The TOTP of a base32 secret as an authenticator app reads it from the QR code. */
const totpOf = (secret: string, issuer: string, label: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** Starts (or restarts) a pending enrolment; null when two-factor is already on. */
export function startEnrolment(ctx: ServerContext, member: MemberRow, now: number): TwoFactorEnrolment | null {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  if (!ctx.stores.twoFactor.startPending(member.id, secret, now)) return null;
  return { secret, uri: totpOf(secret, ctx.merchant, member.username).toString() };
}

/**
 * The time step (seconds since the epoch / 30) of the code when it is the secret's code of the step
 * at `now`, or of the step before or after (TOTP_WINDOW_STEPS); null when it is none of them.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!isTotpCode(code)) return null;
  const delta = TOTP.validate({
    token: code.trim(),
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: now,
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

const hashRecoveryCode = (code: string) => sha256(normaliseRecoveryCode(code));

/** Ten fresh recovery codes ('k3m9x-2q7wb'): shown once, kept hashed. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${part()}-${part()}`);
  return [...codes];
}

/**
 * Turns the pending enrolment on with fresh recovery codes; null when nothing is pending. `step`: the
 * confirming code's step, spent as a login's code is (the same code does not also log in).
 */
export function enable(ctx: ServerContext, memberId: number, now: number, step: number): string[] | null {
  const codes = newRecoveryCodes();
  return ctx.stores.twoFactor.enable(memberId, codes.map(hashRecoveryCode), now, step) ? codes : null;
}

/** Whether two-factor is on for the member (a pending enrolment is not). */
export function twoFactorOn(ctx: ServerContext, memberId: number): boolean {
  return (ctx.stores.twoFactor.byMember(memberId)?.enabledAt ?? null) !== null;
}

/**
 * Checks a code of an account with two-factor on: a current TOTP of a step later than the last one
 * accepted (a code seen once, over a shoulder or in a log, is not taken again: RFC 6238 5.2), or an
 * unused recovery code. Either is spent by this check.
 */
export function checkSecondFactor(ctx: ServerContext, memberId: number, method: TwoFactorMethod, code: string, now: number): boolean {
  const row = ctx.stores.twoFactor.byMember(memberId);
  if (!row || row.enabledAt === null) return false;
  if (method === 'totp') {
    const step = totpStep(row.secret, code, now);
    return step !== null && ctx.stores.twoFactor.acceptStep(memberId, step);
  }
  return ctx.stores.twoFactor.spendRecoveryCode(memberId, hashRecoveryCode(code), now);
}

const hashTicket = (ticket: string) => sha256(ticket);

/**
 * Opens the login's second step: a ticket for TWO_FACTOR_TICKET_TTL_MS, in place of a session.
 * `socialLinkTicket`: the identity a password login by link is to link once the code is given.
 */
export function openTicket(ctx: ServerContext, member: MemberRow, ip: string, now: number, socialLinkTicket: string | null = null): string {
  const ticket = randomBytes(24).toString('hex');
  ctx.stores.twoFactor.createTicket({ ticketHash: hashTicket(ticket), memberId: member.id, ip, now, expiresAt: now + TWO_FACTOR_TICKET_TTL_MS, socialLinkTicket });
  return ticket;
}

/** The ticket when it can still be answered (known, unused, not expired), with its hash; else null. */
export function liveTicket(ctx: ServerContext, ticket: string, now: number): (TwoFactorTicketRow & { hash: string }) | null {
  const hash = hashTicket(ticket);
  const row = ctx.stores.twoFactor.ticket(hash);
  return row && row.usedAt === null && row.expiresAt > now ? { ...row, hash } : null;
}
