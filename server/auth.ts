import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../kernel/errorCodes';
import { HEADER } from '../kernel/platform';
import type { UserInfo } from '../kernel/session';
import type { AppEnv } from './appEnv';
import type { ServerContext } from './context';
import { PASSWORD_MAX_AGE_MS } from './passwords';
import { ApiError } from './respond';
import type { MemberRow } from './store/members';

/** Sessions last two hours from login (measured on the injected clock). */
export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The Authorization header is the bare token; a 'Bearer ' prefix is tolerated. */
export function readToken(c: Context<AppEnv>): string | null {
  const header = c.req.header(HEADER.authorization)?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

/**
 * Opens a session: a random 32-byte token (never from the injectable random: it must be unguessable),
 * and a random public id the device list names it by (a token must never reach another device).
 */
export function startSession(
  ctx: ServerContext,
  memberId: number,
  now: number,
  ip: string | null = null,
  userAgent: string | null = null,
): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('hex');
  const expiresAt = now + TOKEN_LIFETIME_MS;
  ctx.stores.sessions.create(token, memberId, now, expiresAt, ip, { publicId: randomBytes(12).toString('hex'), userAgent });
  return { token, expiresAt };
}

/** The member a token stands for, or null when it is unknown, expired or revoked. */
export function memberForToken(ctx: ServerContext, token: string | null): MemberRow | null {
  if (!token) return null;
  const memberId = ctx.stores.sessions.activeMemberId(token, ctx.clock());
  return memberId === null ? null : ctx.stores.members.byId(memberId);
}

/** (T) calls: without a live session, 401 NOT_LOGGED_IN (the client returns to guest). */
export const requireMember = (ctx: ServerContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const member = memberForToken(ctx, readToken(c));
    if (!member) throw new ApiError(401, ErrorCode.notLoggedIn, 'notLoggedIn');
    c.set('member', member);
    await next();
  });

/**
 * Opens a session and describes it as the login result (login, SMS login, registration, device
 * verification); spends the first-login flag, registers the IP the login came from and keeps the
 * login in the member's history (`userAgent`: the browser that logged in, null when not known).
 */
export function signIn(ctx: ServerContext, member: MemberRow, now: number, ip: string, userAgent: string | null = null): UserInfo {
  // The session keeps the login's IP and browser: the security center lists the devices signed in
  // and shows the login before the current one; the login history keeps the success.
  const session = startSession(ctx, member.id, now, ip, userAgent);
  ctx.stores.sessions.recordAttempt(member.id, now, 'success', userAgent, ip);
  ctx.stores.members.recordLogin(member.id, now);
  ctx.stores.members.registerIp(member.id, ip, now);
  return {
    userName: member.username,
    token: session.token,
    firstTimeLogin: member.firstLoginPending === 1,
    passwordExpired: now - member.passwordChangedAt > PASSWORD_MAX_AGE_MS,
    expiresAt: session.expiresAt,
  };
}
