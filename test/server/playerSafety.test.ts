import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { depositOrderResponse } from '@kernel/deposit';
import { loginHistoryResponse } from '@kernel/deviceSessions';
import { ErrorCode } from '@kernel/errorCodes';
import { launchGameResponse } from '@kernel/games';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH, playSpinPath } from '@kernel/paths';
import { CLIENT_TYPE } from '@kernel/platform';
import { playSpinResponse } from '@kernel/play';
import { playerBlockSchema, realityCheckSettingResponse, sessionSummaryResponse, takeBreakResponse } from '@kernel/playerSafety';
import { loginResponse } from '@kernel/session';
import { createPlayerSafetyCalls } from '@/api/playerSafetyCalls';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { backendFetch, testApiClient } from '../support/testApiClient';
import { callJson, callSealed, expectLoginRequired, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';
import { MEMBER, newKey, refusalOf, responseValue, teamToken } from './walletHelpers';

/**
 * Issue 26 item 1, second part, on the injected clock: the reality check's setting and session
 * summary, and time-outs and self-exclusions (their ends written here by hand, in India time,
 * UTC+5:30): logins, deposits, launches and spins refused 1 s before a break's end, allowed at it.
 */

// The default test clock: Wednesday 15 January 2025, 12:00 UTC = 17:30 in India.
const T0 = Date.UTC(2025, 0, 15, 12, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const MEERA = MEMBER.meera;

async function serverAt(start = T0) {
  const clock = manualClock(start);
  // reels 1, 2, 3 on every spin: three different digits never win, so a spin loses its stake
  let draws = 0;
  const server = await startServer({ clock: clock.now, random: () => ((draws++ % 3) + 1) / 10 + 0.05 });
  return { server, clock };
}

const login = (server: TestServer, lang = 'EN', username: string = MEERA.username) => server.login({ username, password: TEAM_PASSWORD }, { lang });
const takeBreak = (server: TestServer, token: string, period: string, password = TEAM_PASSWORD, lang = 'EN') =>
  callSealed(server, 'POST', MEMBER_PATH.takeBreak, { period, password }, { token, lang });
const deposit = (server: TestServer, token: string) =>
  callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', amountPaise: 50_000, idempotencyKey: newKey() }, { token, lang: 'EN' });
const nodeOf = (server: TestServer) =>
  (server.db.prepare("SELECT node_id AS nodeId FROM game WHERE category = 'RNG' AND game_code = 'HABA0007'").get() as { nodeId: number }).nodeId;
const launchPath = (nodeId: number) => `${PATH.launchGame}?${new URLSearchParams({ language: 'EN', clientType: String(CLIENT_TYPE), nodeId: String(nodeId) })}`;
const launch = async (server: TestServer, token: string) => {
  const response = await server.call(launchPath(nodeOf(server)), { token, lang: 'EN' });
  return { status: response.status, body: (await response.json()) as unknown };
};
const ticketOf = (body: unknown) => new URL(v.parse(launchGameResponse, body).value.url, 'http://localhost').searchParams.get('ticket') ?? '';
const spin = async (server: TestServer, ticket: string, stakePaise = 1_000) => {
  const response = await server.call(playSpinPath(nodeOf(server)), {
    method: 'POST',
    body: { ticket, stakePaise, idempotencyKey: newKey() },
    merchant: null,
    lang: 'EN',
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
/** A break row as the backend keeps it, put in by hand: a session that is still live then meets the checks of deposit and play. */
const storeBreak = (server: TestServer, kind: string, period: string, startsAt: number, endsAt: number) =>
  server.db.prepare('INSERT INTO player_break (member_id, kind, period, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)').run(MEERA.id, kind, period, startsAt, endsAt);
const liveSessions = (server: TestServer, at: number) =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM session WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ?').get(MEERA.id, at) as { n: number }).n;

describe('reality check setting (issue 26)', { timeout: 30_000 }, () => {
  it('is off until the member picks 30 or 60 minutes; other values are refused', async () => {
    const { server } = await serverAt();
    const token = await teamToken(server, MEERA.username);
    const read = async () => (await server.expectBody(realityCheckSettingResponse, MEMBER_PATH.realityCheck, { token })).body.value.intervalMinutes;
    const set = (intervalMinutes: number) => callJson(server, 'POST', MEMBER_PATH.setRealityCheck, { intervalMinutes }, { token, lang: 'EN' });
    expect(await read()).toBe(0);
    expect(responseValue(realityCheckSettingResponse, await set(30)).intervalMinutes).toBe(30);
    expect(await read()).toBe(30);
    expect(responseValue(realityCheckSettingResponse, await set(60)).intervalMinutes).toBe(60);
    expect(await read()).toBe(60);
    for (const wrong of [15, 29, 31, 45, 59, 61, 90]) expect(refusalOf(await set(wrong)).code).toBe(ErrorCode.invalidInput);
    expect(await read()).toBe(60);
    expect(responseValue(realityCheckSettingResponse, await set(0)).intervalMinutes).toBe(0);
    expect(await read()).toBe(0);
    // the setting is the member's, not the session's: a new login reads it too
    await set(30);
    expect(
      (await server.expectBody(realityCheckSettingResponse, MEMBER_PATH.realityCheck, { token: await teamToken(server, MEERA.username) })).body.value.intervalMinutes,
    ).toBe(30);
  });

  it('asks for a session, and refuses a trial account', async () => {
    const { server } = await serverAt();
    await expectLoginRequired(server, MEMBER_PATH.realityCheck);
    await expectLoginRequired(server, MEMBER_PATH.sessionSummary);
    await expectLoginRequired(server, MEMBER_PATH.takeBreak, { method: 'POST', body: {} });
    const trial = await trialToken(server);
    const answer = await server.call(MEMBER_PATH.sessionSummary, { token: trial });
    expect(parseFailure(await answer.json()).code).toBe(ErrorCode.trialNotAllowed);
  });
});

describe('session summary (issue 26)', { timeout: 30_000 }, () => {
  it("counts from the session's login, and sums the real-money bets placed since then only", async () => {
    const { server, clock } = await serverAt();
    // a bet before this session's login, and one in demo credit after it, are not this session's
    const bet = (placedAt: number, stake: number, payout: number, currency = 'INR') =>
      server.db
        .prepare("INSERT INTO bet (member_id, vendor, game_type, stake_paise, payout_paise, currency, placed_at, settled_at) VALUES (?, 'HABA', 'RNG', ?, ?, ?, ?, ?)")
        .run(MEERA.id, stake, payout, currency, placedAt, placedAt);
    bet(T0 + 30 * SECOND, 77_700, 0);
    clock.advance(MINUTE);
    const token = await teamToken(server, MEERA.username);
    const summary = async (as = token) => (await server.expectBody(sessionSummaryResponse, MEMBER_PATH.sessionSummary, { token: as })).body.value;
    expect(await summary()).toEqual({ startedAt: T0 + MINUTE, stakesPaise: 0, winsPaise: 0, serverTime: T0 + MINUTE });

    bet(T0 + MINUTE, 10_000, 25_000); // on the login's millisecond: this session's
    bet(T0 + MINUTE + SECOND, 5_000, 0);
    bet(T0 + MINUTE + 2 * SECOND, 9_900, 99_000, 'DEMO');
    clock.advance(10 * MINUTE);
    // a spin through the demo slot's route is counted as it records its bet (a lost ₹10)
    const launched = await launch(server, token);
    const spun = await spin(server, ticketOf(launched.body), 1_000);
    expect(v.parse(playSpinResponse, spun.body).value.payoutPaise).toBe(0);
    expect(await summary()).toEqual({ startedAt: T0 + MINUTE, stakesPaise: 16_000, winsPaise: 25_000, serverTime: T0 + 11 * MINUTE });

    // a later login is a new session: its time and sums start at its login
    clock.advance(MINUTE);
    const second = await teamToken(server, MEERA.username);
    expect(await summary(second)).toEqual({ startedAt: T0 + 12 * MINUTE, stakesPaise: 0, winsPaise: 0, serverTime: T0 + 12 * MINUTE });
    // the first session's start is kept by the backend: reading it again does not restart it
    expect((await summary()).startedAt).toBe(T0 + MINUTE);
  });
});

describe('time-out and self-exclusion (issue 26)', { timeout: 30_000 }, () => {
  it('a wrong password refuses the break: no break, the session goes on', async () => {
    const { server } = await serverAt();
    const token = await teamToken(server, MEERA.username);
    const refused = await takeBreak(server, token, '24h', 'Wrong@1234');
    expect(refusalOf(refused).code).toBe(ErrorCode.breakPasswordWrong);
    expect(refusalOf(refused).message).toBe('The password is incorrect.');
    expect(refusalOf(await takeBreak(server, token, '5y', 'Wrong@1234', 'HI')).message).toBe('पासवर्ड गलत है।');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM player_break').get()).toEqual({ n: 0 });
    expect((await server.expectBody(realityCheckSettingResponse, MEMBER_PATH.realityCheck, { token })).status).toBe(200);
    expect(v.parse(loginResponse, (await login(server)).body).success).toBe(true);
  });

  it('refuses a period that is not offered', async () => {
    const { server } = await serverAt();
    const token = await teamToken(server, MEERA.username);
    for (const period of ['12h', '1d', '3m', '10y', '']) expect(refusalOf(await takeBreak(server, token, period)).code).toBe(ErrorCode.invalidInput);
  });

  // Each end written by hand from the start T0 (15 Jan 2025 17:30 India time): a time-out in exact
  // hours, a self-exclusion in calendar months on India's calendar, at the same time of day.
  const ENDS = [
    { period: '24h', kind: 'timeOut', until: Date.UTC(2025, 0, 16, 12, 0), en: '16 Jan 2025, 5:30 pm' },
    { period: '7d', kind: 'timeOut', until: Date.UTC(2025, 0, 22, 12, 0), en: '22 Jan 2025, 5:30 pm' },
    { period: '30d', kind: 'timeOut', until: Date.UTC(2025, 1, 14, 12, 0), en: '14 Feb 2025, 5:30 pm' },
    { period: '6m', kind: 'selfExclusion', until: Date.UTC(2025, 6, 15, 12, 0), en: '15 Jul 2025, 5:30 pm' },
    { period: '1y', kind: 'selfExclusion', until: Date.UTC(2026, 0, 15, 12, 0), en: '15 Jan 2026, 5:30 pm' },
    { period: '5y', kind: 'selfExclusion', until: Date.UTC(2030, 0, 15, 12, 0), en: '15 Jan 2030, 5:30 pm' },
  ] as const;

  for (const end of ENDS) {
    it(`${end.period}: ends every session, refuses logins 1 s before ${end.en} saying until when, allows them from then`, async () => {
      const { server, clock } = await serverAt();
      const token = await teamToken(server, MEERA.username);
      const other = await teamToken(server, MEERA.username);
      const taken = await takeBreak(server, token, end.period);
      expect(v.parse(takeBreakResponse, taken.body).value).toEqual({ kind: end.kind, until: end.until });
      // every session of the member has ended, this one and the other device's
      expect(liveSessions(server, T0)).toBe(0);
      for (const dead of [token, other]) expect((await server.call(MEMBER_PATH.realityCheck, { token: dead })).status).toBe(401);

      const code = end.kind === 'timeOut' ? ErrorCode.accountTimedOut : ErrorCode.selfExcluded;
      const refusedNow = refusalOf(await login(server));
      expect(refusedNow.code).toBe(code);
      expect(refusedNow.message).toContain(`until ${end.en}`);

      clock.advance(end.until - SECOND - T0);
      const refused = await login(server);
      expect(refusalOf(refused).code).toBe(code);
      expect(refusalOf(refused).message).toBe(
        end.kind === 'timeOut'
          ? `Your account is on a time-out until ${end.en}. You can log in, deposit and play again from then.`
          : `You have excluded yourself until ${end.en}. You can log in, deposit and play again from then.`,
      );
      expect(v.parse(playerBlockSchema, parseFailure(refused.body).value)).toEqual({ kind: end.kind, until: end.until });

      clock.advance(SECOND);
      expect(v.parse(loginResponse, (await login(server)).body).success).toBe(true);
    });
  }

  it('keeps a login refused during the break in the login history as its own result', async () => {
    const { server, clock } = await serverAt();
    await takeBreak(server, await teamToken(server, MEERA.username), '24h');
    expect(refusalOf(await login(server)).code).toBe(ErrorCode.accountTimedOut);
    clock.advance(24 * HOUR);
    const token = v.parse(loginResponse, (await login(server)).body).value.token;
    const history = (await server.expectBody(loginHistoryResponse, MEMBER_PATH.loginHistory, { token })).body.value.map((attempt) => attempt.result);
    expect(history.slice(0, 2)).toEqual(['success', 'onBreak']);
  });

  it('words the login refusal in Hindi with the date and time in India time', async () => {
    const { server } = await serverAt();
    await takeBreak(server, await teamToken(server, MEERA.username), '24h');
    expect(refusalOf(await login(server, 'HI')).message).toBe('आपका खाता 16 जन॰ 2025, 5:30 pm तक टाइम-आउट पर है। तब से आप फिर से लॉग इन, जमा और खेल सकते हैं।');
  });

  it("counts months on India's calendar: 31 August 01:30 India time (30 August UTC) + 6 months is 28 February 01:30, the month's last day", async () => {
    const start = Date.UTC(2025, 7, 30, 20, 0); // Sunday 31 August 2025 01:30 IST
    const { server } = await serverAt(start);
    const taken = await takeBreak(server, await teamToken(server, MEERA.username), '6m');
    // on UTC's calendar it would be 28 February 20:00 UTC (1 March in India): a day too long
    expect(v.parse(takeBreakResponse, taken.body).value.until).toBe(Date.UTC(2026, 1, 27, 20, 0));
  });

  it('a year from 29 February is 28 February of the next year; 5 years from it, 28 February again', async () => {
    const start = Date.UTC(2028, 1, 29, 6, 30); // Tuesday 29 February 2028 12:00 IST
    const { server, clock } = await serverAt(start);
    expect(v.parse(takeBreakResponse, (await takeBreak(server, await teamToken(server, MEERA.username), '1y')).body).value.until).toBe(Date.UTC(2029, 1, 28, 6, 30));
    clock.advance(Date.UTC(2029, 1, 28, 6, 30) - start);
    // at the end the member may log in, and a new break is counted from then
    const again = await teamToken(server, MEERA.username);
    expect(v.parse(takeBreakResponse, (await takeBreak(server, again, '5y')).body).value.until).toBe(Date.UTC(2034, 1, 28, 6, 30));
  });

  it('refuses deposits, launches and spins 1 s before the end, allows them at the end', async () => {
    const { server, clock } = await serverAt();
    const token = await teamToken(server, MEERA.username);
    const ticket = ticketOf((await launch(server, token)).body);
    // A time-out that ends 1 s from now, stored while this session lives (taking one would end it).
    storeBreak(server, 'timeOut', '24h', T0 + SECOND - 24 * HOUR, T0 + SECOND);
    for (const refused of [await deposit(server, token), await launch(server, token), await spin(server, ticket)]) {
      expect(refusalOf(refused).code).toBe(ErrorCode.accountTimedOut);
      expect(refusalOf(refused).message).toContain('until 15 Jan 2025, 5:30 pm');
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM bet WHERE member_id = ? AND placed_at >= ?').get(MEERA.id, T0)).toEqual({ n: 0 });

    clock.advance(SECOND);
    expect(v.parse(depositOrderResponse, (await deposit(server, token)).body).success).toBe(true);
    expect(v.parse(launchGameResponse, (await launch(server, token)).body).success).toBe(true);
    expect(v.parse(playSpinResponse, (await spin(server, ticket)).body).success).toBe(true);
  });

  it('is never shortened or lifted early; a longer break replaces a shorter one', async () => {
    const { server } = await serverAt();
    const token = await teamToken(server, MEERA.username);
    // a 7-day time-out taken an hour ago, stored while this session lives
    const sevenDaysEnd = T0 - HOUR + 7 * 24 * HOUR;
    storeBreak(server, 'timeOut', '7d', T0 - HOUR, sevenDaysEnd);
    // 24 hours from now would end before it: refused, saying until when the one in force runs
    const refused = await takeBreak(server, token, '24h');
    expect(refusalOf(refused).code).toBe(ErrorCode.breakCannotShorten);
    expect(refusalOf(refused).message).toBe('Your break runs until 22 Jan 2025, 4:30 pm. It cannot be shortened or lifted early; only a longer one can replace it.');
    expect(v.parse(playerBlockSchema, parseFailure(refused.body).value)).toEqual({ kind: 'timeOut', until: sevenDaysEnd });
    expect(liveSessions(server, T0)).toBe(1);
    const longer = await takeBreak(server, token, '6m');
    expect(v.parse(takeBreakResponse, longer.body).value).toEqual({ kind: 'selfExclusion', until: Date.UTC(2025, 6, 15, 12, 0) });
    expect(refusalOf(await login(server)).code).toBe(ErrorCode.selfExcluded);
  });

  it('a break ending at the same moment as the one in force is refused too (nothing changes)', async () => {
    const { server } = await serverAt();
    const token = await teamToken(server, MEERA.username);
    storeBreak(server, 'timeOut', '24h', T0, T0 + 24 * HOUR);
    expect(refusalOf(await takeBreak(server, token, '24h')).code).toBe(ErrorCode.breakCannotShorten);
    expect(v.parse(takeBreakResponse, (await takeBreak(server, token, '7d')).body).value.until).toBe(T0 + 7 * 24 * HOUR);
  });

  it("the client's calls (the real API client, the break's body sealed) read, set, sum and take a break against the backend", async () => {
    const { server } = await serverAt();
    const token = await teamToken(server, MEERA.username);
    const calls = createPlayerSafetyCalls(testApiClient(backendFetch(server.app), { timeoutMs: 10_000, getToken: () => token }));
    expect(await calls.getRealityCheck()).toEqual({ intervalMinutes: 0 });
    expect(await calls.setRealityCheck({ intervalMinutes: 60 })).toEqual({ intervalMinutes: 60 });
    expect((await calls.getSessionSummary()).startedAt).toBe(T0);
    await expect(calls.takeBreak({ period: '7d', password: 'Wrong@1234' })).rejects.toMatchObject({ details: { code: ErrorCode.breakPasswordWrong } });
    expect(await calls.takeBreak({ period: '7d', password: TEAM_PASSWORD })).toEqual({ kind: 'timeOut', until: Date.UTC(2025, 0, 22, 12, 0) });
  });
});
