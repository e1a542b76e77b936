import type { Context } from 'hono';
import type { ErrorCode } from '../../kernel/errorCodes';
import { formatterFor } from '../../kernel/format';
import { BLOCK_CODE, BREAK_TIME_ZONE, type BreakPeriod, breakEndsAt, breakKindOf, type PlayerBlock, type SessionSummary } from '../../kernel/playerSafety';
import { PlayerSafetyErrorCode } from '../../kernel/playerSafetyErrorCodes';
import type { AppEnv } from '../appEnv';
import { clientIp, userAgentOf } from '../clientIdentity';
import type { ServerContext } from '../context';
import { fill, type Lang, localise, tagOf } from '../i18n';
import { BLOCK_REFUSAL, PLAYER_SAFETY_MESSAGE } from '../playerSafetyMessages';
import { playerSafetyOf } from '../store/playerSafety';
import type { Db } from '../types';

/**
 * Player safety (issue 26): the session summary the reality check shows, taking a break, and the
 * check logins, deposits, launches and spins pass first while one runs.
 */

export type PlayerSafetyRefusal = { success: false; code: ErrorCode; message: string; value: PlayerBlock | null };

const untilText = (until: number, lang: Lang) => formatterFor(tagOf(lang)).dateTime(until, BREAK_TIME_ZONE);

/** The break in force at `now`, or null (at its end time it has lapsed). */
export function blockOf(db: Db, memberId: number, now: number): PlayerBlock | null {
  const row = playerSafetyOf(db).breakInForce(memberId, now);
  return row ? { kind: row.kind, until: row.endsAt } : null;
}

/** The refusal of a login, deposit, launch or spin while a break runs, worded in `lang` with its end time; null when none runs. */
export function blockRefusal(db: Db, memberId: number, now: number, lang: Lang): PlayerSafetyRefusal | null {
  const block = blockOf(db, memberId, now);
  if (!block) return null;
  const message = fill(localise(BLOCK_REFUSAL[block.kind], lang), { until: untilText(block.until, lang) });
  return { success: false, code: BLOCK_CODE[block.kind], message, value: block };
}

/** The summary of the session of `token`: its start and the real-money stakes and wins since then. */
export function sessionSummary(db: Db, memberId: number, token: string, now: number): SessionSummary {
  const store = playerSafetyOf(db);
  const startedAt = store.sessionStartedAt(memberId, token) ?? now;
  const { staked, won } = store.betsSince(memberId, startedAt);
  return { startedAt, stakesPaise: staked, winsPaise: won, serverTime: now };
}

/**
 * Starts a break of `period` at `now` (the password was checked by the caller): refused when a
 * break in force would end later than this one, or at the same time (a break is never shortened;
 * asking again for the same end changes nothing either). Ends every session of the member.
 */
export function takeBreak(ctx: ServerContext, memberId: number, period: BreakPeriod, now: number, lang: Lang): PlayerBlock | PlayerSafetyRefusal {
  const store = playerSafetyOf(ctx.db);
  const endsAt = breakEndsAt(period, now);
  const current = store.breakInForce(memberId, now);
  if (current && current.endsAt >= endsAt) {
    const message = fill(localise(PLAYER_SAFETY_MESSAGE.breakCannotShorten, lang), { until: untilText(current.endsAt, lang) });
    return { success: false, code: PlayerSafetyErrorCode.breakCannotShorten, message, value: { kind: current.kind, until: current.endsAt } };
  }
  const kind = breakKindOf(period);
  ctx.db.transaction(() => {
    store.addBreak(memberId, { kind, period, startsAt: now, endsAt });
    // '' is no token: every session of the member ends, this one too.
    ctx.stores.sessions.revokeOthers(memberId, '', now);
  })();
  return { kind, until: endsAt };
}

export const wrongBreakPassword = (lang: Lang): PlayerSafetyRefusal => ({
  success: false,
  code: PlayerSafetyErrorCode.breakPasswordWrong,
  message: localise(PLAYER_SAFETY_MESSAGE.breakPasswordWrong, lang),
  value: null,
});

/**
 * The login check (every way in: password, SMS code, device verification, a linked identity): a
 * member whose break runs is refused with its end time, in the request's language, and the refusal
 * is kept in the login history as its own result ('onBreak'): someone else trying the account
 * during the break shows in the security center.
 */
export function loginBreakRefusal(c: Context<AppEnv>, ctx: ServerContext, member: { id: number }) {
  const now = ctx.clock();
  const refusal = blockRefusal(ctx.db, member.id, now, c.get('lang'));
  if (!refusal) return null;
  ctx.stores.sessions.recordAttempt(member.id, now, 'onBreak', userAgentOf(c), clientIp(c, ctx));
  return c.json(refusal);
}
