import { type Context, Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { PATH } from '../../kernel/paths';
import { loginResponse } from '../../kernel/session';
import {
  loginTwoFactorRequestSchema,
  recoveryCodesResponse,
  TWO_FACTOR_TICKET_MAX_WRONG,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolmentResponse,
  twoFactorStatusResponse,
} from '../../kernel/twoFactor';
import type { AppEnv } from '../appEnv';
import { readToken, requireMember, signIn } from '../auth';
import { clientIp, userAgentOf } from '../clientIdentity';
import type { ServerContext } from '../context';
import { finishPendingLink } from '../oidc/pendingLink';
import { EVERYONE, loginFailureKey } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { fail, ok } from '../respond';
import { loginBreakRefusal } from '../saferGambling/playerSafety';
import type { MemberRow } from '../store/members';
import { checkSecondFactor, enable, liveTicket, openTicket, startEnrolment, totpStep, twoFactorOn } from '../twoFactor/twoFactor';
import { readJsonBody, readSealedBody } from '../validate';

/**
 * Issue 26 item 2: a login whose first factor (the password, or the SMS code) was right, of an
 * account with two-factor on, gets no session: TWO_FACTOR_REQUIRED with a ticket for the second
 * step below. So does a login by identity (server/oidc/socialLogin.ts): a linked identity, and a
 * password typed to link one, whose link waits for the code (`socialLinkTicket`). Null when the
 * account has two-factor off.
 */
export function twoFactorRequired(c: Context<AppEnv>, ctx: ServerContext, account: MemberRow, ip: string, now: number, socialLinkTicket: string | null = null) {
  if (!twoFactorOn(ctx, account.id)) return null;
  return fail(c, ErrorCode.twoFactorRequired, 'twoFactorRequired', { value: { ticket: openTicket(ctx, account, ip, now, socialLinkTicket) } });
}

/**
 * Issue 26 item 2: two-factor authentication. The member's status, enrolment (a pending secret),
 * confirming it with a code (it is on; the ten recovery codes are answered this once) and turning
 * it off with a code (all T); and the login's second step, which a right password with two-factor
 * on asks for (server/routes/session.ts answers TWO_FACTOR_REQUIRED with a ticket).
 */
export function twoFactorRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  const statusOf = (memberId: number) => ({
    enabled: twoFactorOn(ctx, memberId),
    recoveryCodesLeft: twoFactorOn(ctx, memberId) ? ctx.stores.twoFactor.recoveryCodesLeft(memberId) : 0,
  });

  /**
   * A wrong code counts toward the login's too-many-failures rule for this account and IP (five in
   * the window, then 429): guessing a code is guessing a password. Null when the code may be checked.
   */
  const overFailureLimit = (c: Context<AppEnv>, account: MemberRow) =>
    refuseOverLimit(c, ctx, [['LOGIN_FAILURES_PER_CLIENT', loginFailureKey(account.username.toLowerCase(), clientIp(c, ctx))]]);
  const forgetFailures = (c: Context<AppEnv>, account: MemberRow) =>
    ctx.rateLimiter.forget('LOGIN_FAILURES_PER_CLIENT', loginFailureKey(account.username.toLowerCase(), clientIp(c, ctx)));

  routes.get(MEMBER_PATH.twoFactorStatus, member, (c) => ok(c, twoFactorStatusResponse, statusOf(c.get('member').id)));

  routes.post(MEMBER_PATH.twoFactorStart, member, (c) => {
    const enrolment = startEnrolment(ctx, c.get('member'), ctx.clock());
    return enrolment ? ok(c, twoFactorEnrolmentResponse, enrolment) : fail(c, ErrorCode.twoFactorAlreadyOn, 'twoFactorAlreadyOn');
  });

  routes.post(MEMBER_PATH.twoFactorConfirm, member, async (c) => {
    const { code } = await readJsonBody(c, twoFactorConfirmRequestSchema);
    const { id } = c.get('member');
    const row = ctx.stores.twoFactor.byMember(id);
    if (row?.enabledAt != null) return fail(c, ErrorCode.twoFactorAlreadyOn, 'twoFactorAlreadyOn');
    if (!row) return fail(c, ErrorCode.twoFactorNotStarted, 'twoFactorNotStarted');
    const now = ctx.clock();
    const step = totpStep(row.secret, code, now);
    if (step === null) return fail(c, ErrorCode.twoFactorCodeWrong, 'twoFactorCodeWrong');
    const codes = enable(ctx, id, now, step);
    if (!codes) return fail(c, ErrorCode.twoFactorAlreadyOn, 'twoFactorAlreadyOn');
    // Every other device signed in with the password alone is signed out, as a password change does;
    // this one, which has just shown the code, stays.
    ctx.stores.sessions.revokeOthers(id, readToken(c) ?? '', now);
    return ok(c, recoveryCodesResponse, codes);
  });

  routes.post(MEMBER_PATH.twoFactorDisable, member, async (c) => {
    const { method, code } = await readJsonBody(c, twoFactorDisableRequestSchema);
    const account = c.get('member');
    if (!twoFactorOn(ctx, account.id)) return fail(c, ErrorCode.twoFactorNotStarted, 'twoFactorNotStarted');
    const locked = overFailureLimit(c, account);
    if (locked) return locked;
    if (!checkSecondFactor(ctx, account.id, method, code, ctx.clock())) return fail(c, ErrorCode.twoFactorCodeWrong, 'twoFactorCodeWrong');
    forgetFailures(c, account);
    ctx.stores.twoFactor.disable(account.id);
    return ok(c, twoFactorStatusResponse, statusOf(account.id));
  });

  // The login's second step: the ticket of a TWO_FACTOR_REQUIRED login and a code finish the login.
  routes.post(PATH.loginTwoFactor, async (c) => {
    const overLimit = refuseOverLimit(c, ctx, [
      ['LOGIN_PER_CLIENT', clientIp(c, ctx)],
      ['LOGIN_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    const request = await readSealedBody(c, ctx, loginTwoFactorRequestSchema);
    const now = ctx.clock();
    const ticket = liveTicket(ctx, request.ticket, now);
    const account = ticket ? ctx.stores.members.byId(ticket.memberId) : null;
    if (!ticket || !account) return fail(c, ErrorCode.twoFactorExpired, 'twoFactorExpired');
    const ip = clientIp(c, ctx);
    const noteAttempt = (result: 'locked' | 'wrongTwoFactorCode') => ctx.stores.sessions.recordAttempt(account.id, now, result, userAgentOf(c), ip);

    const locked = overFailureLimit(c, account);
    if (locked) {
      noteAttempt('locked');
      return locked;
    }
    if (!checkSecondFactor(ctx, account.id, request.method, request.code, now)) {
      noteAttempt('wrongTwoFactorCode');
      // A ticket survives a few wrong codes; then the password is asked again.
      if (ctx.stores.twoFactor.recordWrong(ticket.hash) >= TWO_FACTOR_TICKET_MAX_WRONG) ctx.stores.twoFactor.spendTicket(ticket.hash, now);
      return fail(c, ErrorCode.twoFactorCodeWrong, 'twoFactorCodeWrong');
    }
    forgetFailures(c, account);
    // Single-use: of two answers racing with one ticket, only one signs in.
    if (!ctx.stores.twoFactor.spendTicket(ticket.hash, now)) return fail(c, ErrorCode.twoFactorExpired, 'twoFactorExpired');
    // Issue 26 (safer gambling): a break taken since the password step is refused here too.
    const onBreak = loginBreakRefusal(c, ctx, account);
    if (onBreak) return onBreak;
    // An identity linked with the password is linked now that the second factor is given too.
    const linkRefused = ticket.socialLinkTicket === null ? null : finishPendingLink(c, ctx, ticket.socialLinkTicket, account.id, now);
    if (linkRefused) return linkRefused;
    return ok(c, loginResponse, signIn(ctx, account, now, ip, userAgentOf(c)));
  });

  return routes;
}
