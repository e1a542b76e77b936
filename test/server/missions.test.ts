import { beforeEach, describe, expect, it } from 'vitest';
import { devCompleteMissionResponse, devMissionsResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { claimMissionResponse, LEADERBOARD_SIZE, type Mission, missionCountResponse, missionLeaderboardResponse, missionSummaryResponse } from '@kernel/missions';
import { DEV_PATH } from '@kernel/paths';
import { MISSION_MESSAGE } from '../../server/missionMessages';
import { bonusGrantsOf } from '../../server/rewards/bonusGrants';
import { periodOf } from '../../server/rewards/missionPeriods';
import { callJson, devControl, expectLoginRequired, loginToken, manualClock, startServer, type TestServer, trialToken } from './helpers';
import { settledBet } from './rewardTestPlay';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, responseValue } from './walletHelpers';

/**
 * Missions (SPEC 7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard; claim and count are
 * the reference backend's): seeded on a Wednesday afternoon in India, demo_member has today's
 * first bet to claim, the three slot games claimed, yesterday's first bet expired, the rest in progress.
 */
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const DAY_MS = 86_400_000;
const DEVANAGARI = /[\u0900-\u097F]/;
/** A registered member with no bets and no mission points (its password is old; it still logs in). */
const FRESH = { id: 10012, username: 'demo_expired' };

describe('missions', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  beforeEach(async () => {
    clock = manualClock(NOW);
    server = await startServer({ clock: clock.now });
    token = await loginToken(server, MEMBER.demo.username);
    // seeding takes seconds, more on a busy machine
  }, 30_000);

  const summary = async (as = token, lang = 'EN') => (await server.expectBody(missionSummaryResponse, MEMBER_PATH.missionSummary, { token: as, lang })).body.value;
  const leaderboard = async (as = token) => (await server.expectBody(missionLeaderboardResponse, MEMBER_PATH.missionLeaderboard, { token: as })).body.value;
  const count = async (as = token) => (await server.expectBody(missionCountResponse, MEMBER_PATH.missionCount, { token: as })).body.value.claimableCount;
  const claim = (mission: Pick<Mission, 'id' | 'periodStart'>, idempotencyKey = newKey(), as = token, lang = 'EN') =>
    callJson(server, 'POST', MEMBER_PATH.claimMission, { missionId: mission.id, periodStart: mission.periodStart, idempotencyKey }, { token: as, lang });
  const byTitle = (missions: Mission[], title: string, state?: Mission['state']) => {
    const found = missions.find((mission) => mission.title === title && (state === undefined || mission.state === state));
    if (!found) throw new Error(`no mission ${title} ${state ?? ''}`);
    return found;
  };
  const todaysBets = () =>
    (
      server.db
        .prepare("SELECT COUNT(*) AS n FROM bet WHERE member_id = ? AND currency = 'INR' AND settled_at >= ? AND settled_at < ?")
        .get(MEMBER.demo.id, periodOf('daily', NOW).start, periodOf('daily', NOW).end) as { n: number }
    ).n;

  it("lists demo_member's missions in every state, counted from its own settled bets, with one to claim", async () => {
    const { missions, claimableCount } = await summary();
    expect(missions.map((mission) => [mission.title, mission.state])).toEqual([
      ['Place a bet today', 'claimable'],
      ['Place valid bets of ₹5,000 today', 'inProgress'],
      ['Deposit ₹1,000 this week', 'inProgress'],
      ['Place valid bets of ₹25,000 this week', 'inProgress'],
      ['Play 3 different slot games today', 'claimed'],
      ['Place a bet today', 'expired'],
    ]);
    expect(claimableCount).toBe(1);
    expect(await count()).toBe(1);
    const firstBet = byTitle(missions, 'Place a bet today', 'claimable');
    expect(firstBet.progress).toBe(todaysBets());
    expect([firstBet.periodStart, firstBet.periodEnd]).toEqual([periodOf('daily', NOW).start, periodOf('daily', NOW).end]);
    // the week runs Monday to Sunday, India time: Monday 13 January 2025 00:00 IST
    expect(byTitle(missions, 'Deposit ₹1,000 this week').periodStart).toBe(Date.UTC(2025, 0, 12, 18, 30));
    expect(byTitle(missions, 'Deposit ₹1,000 this week').progress).toBe(0);
    expect(byTitle(missions, 'Place a bet today', 'expired').periodStart).toBe(periodOf('daily', NOW).start - DAY_MS);
    expect(byTitle(missions, 'Play 3 different slot games today').claimedAt).not.toBeNull();
    // the platform's text in the member's language
    expect((await summary(token, 'HI')).missions.every((mission) => DEVANAGARI.test(mission.title))).toBe(true);
  });

  it('counts valid bets, bets and different games of the period only, of the category asked', async () => {
    const fresh = await loginToken(server, FRESH.username);
    const before = await summary(fresh);
    expect(before.missions.filter((mission) => mission.state !== 'inProgress')).toEqual([]);
    expect(before.missions.every((mission) => mission.progress === 0)).toBe(true);
    settledBet(server, FRESH.id, 'RNG', 10_000, NOW - 60_000, 101);
    settledBet(server, FRESH.id, 'RNG', 20_000, NOW - 50_000, 102);
    settledBet(server, FRESH.id, 'LIVE', 30_000, NOW - 40_000, 103);
    // yesterday's bet counts for the week, not for today
    settledBet(server, FRESH.id, 'RNG', 40_000, periodOf('daily', NOW).start - 1, 104);
    const { missions } = await summary(fresh);
    expect(byTitle(missions, 'Place valid bets of ₹5,000 today').progress).toBe(60_000);
    expect(byTitle(missions, 'Place valid bets of ₹25,000 this week').progress).toBe(100_000);
    expect(byTitle(missions, 'Play 3 different slot games today').progress).toBe(2);
    expect(byTitle(missions, 'Place a bet today').state).toBe('claimable');
  });

  it('pays a complete mission once into the main wallet as a mission bonus, and the badge and leaderboard follow', async () => {
    const mission = byTitle((await summary()).missions, 'Place a bet today', 'claimable');
    const balance = mainBalance(server, MEMBER.demo.id);
    const pointsBefore = (await leaderboard()).own?.points ?? 0;
    const key = newKey();
    const result = responseValue(claimMissionResponse, await claim(mission, key));
    expect(result.claim).toMatchObject({ missionId: mission.id, periodStart: mission.periodStart, prizePaise: 1_000, points: 10, claimedAt: NOW });
    expect(mainBalance(server, MEMBER.demo.id)).toBe(balance + 1_000);
    expect(byTitle(result.summary.missions, 'Place a bet today', 'claimed').claimedAt).toBe(NOW);
    expect([result.summary.claimableCount, await count()]).toEqual([0, 0]);
    expect(result.leaderboard.own?.points).toBe(pointsBefore + 10);
    const grant = bonusGrantsOf(server.db, MEMBER.demo.id, 0, 1).rows[0];
    expect(grant).toMatchObject({ source: 'mission', amountPaise: 1_000, turnoverMultiplier: 5, titleEn: 'Place a bet today', grantedAt: NOW });
    // a retry with the key is answered with the first claim, paid once
    expect(responseValue(claimMissionResponse, await claim(mission, key)).claim).toEqual(result.claim);
    // another key for the same mission is refused: a prize is paid once
    const again = refusalOf(await claim(mission, newKey(), token, 'HI'));
    expect(again).toEqual({ code: ErrorCode.missionAlreadyClaimed, message: MISSION_MESSAGE.missionAlreadyClaimed.HI });
    expect(mainBalance(server, MEMBER.demo.id)).toBe(balance + 1_000);
    expectReconciled(server);
  });

  it('refuses a mission not complete, of another period, unknown, or sent without a valid key, in HI and EN, and pays nothing', async () => {
    const { missions } = await summary();
    const balance = mainBalance(server, MEMBER.demo.id);
    const grants = bonusGrantsOf(server.db, MEMBER.demo.id, 0, 0).total;
    expect(refusalOf(await claim(byTitle(missions, 'Place valid bets of ₹5,000 today')))).toEqual({
      code: ErrorCode.missionNotComplete,
      message: MISSION_MESSAGE.missionNotComplete.EN,
    });
    expect(refusalOf(await claim(byTitle(missions, 'Place a bet today', 'expired'), newKey(), token, 'HI'))).toEqual({
      code: ErrorCode.missionExpired,
      message: MISSION_MESSAGE.missionExpired.HI,
    });
    expect(refusalOf(await claim({ id: 999, periodStart: NOW })).code).toBe(ErrorCode.missionNotFound);
    const badKey = await callJson(server, 'POST', MEMBER_PATH.claimMission, { missionId: 1, periodStart: NOW, idempotencyKey: 'short' }, { token });
    expect([badKey.status, refusalOf(badKey).code]).toEqual([400, ErrorCode.invalidInput]);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(balance);
    expect(bonusGrantsOf(server.db, MEMBER.demo.id, 0, 0).total).toBe(grants);
  });

  it('lets a prize go when its day ends unclaimed', async () => {
    const mission = byTitle((await summary()).missions, 'Place a bet today', 'claimable');
    clock.advance(periodOf('daily', NOW).end - NOW);
    // the session has ended meanwhile (two hours)
    const later = await loginToken(server, MEMBER.demo.username);
    const next = (await summary(later)).missions;
    expect(next.find((item) => item.periodStart === mission.periodStart && item.id === mission.id)?.state).toBe('expired');
    expect(refusalOf(await claim(mission, newKey(), later)).code).toBe(ErrorCode.missionExpired);
  });

  it('ranks the week by mission points: 20 members, most first, other names masked, the member’s own place', async () => {
    const board = await leaderboard();
    expect(board.entries).toHaveLength(LEADERBOARD_SIZE);
    expect(board.weekStart).toBe(Date.UTC(2025, 0, 12, 18, 30));
    const points = board.entries.map((entry) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(board.entries.map((entry) => entry.rank)).toEqual(Array.from({ length: LEADERBOARD_SIZE }, (_, index) => index + 1));
    for (const entry of board.entries.filter((item) => !item.self)) expect(entry.userName).toMatch(/^.{2}\*\*\*.{2}$|^.\*\*\*$/);
    expect(board.own).toMatchObject({ userName: 'demo_member', points: 20, self: true });
    expect(board.entries.find((entry) => entry.self)).toEqual(board.own);
    // a member without points this week has no place
    expect((await leaderboard(await loginToken(server, FRESH.username))).own).toBeNull();
  });

  it('has a dev control that completes a mission of the current period for a member', async () => {
    const listed = (await server.expectBody(devMissionsResponse, DEV_PATH.missions)).body.value;
    expect(listed.map((mission) => mission.code)).toContain('weekly_deposit');
    const response = await devControl(server, 'POST', DEV_PATH.completeMission, { username: FRESH.username, mission: 'weekly_deposit' });
    expect(responseValue(devCompleteMissionResponse, { body: await response.json() }).mission.periodStart).toBe(periodOf('weekly', NOW).start);
    const fresh = await loginToken(server, FRESH.username);
    const mission = byTitle((await summary(fresh)).missions, 'Deposit ₹1,000 this week');
    expect([mission.state, mission.progress]).toEqual(['claimable', 100_000]);
    expect(await count(fresh)).toBe(1);
    const balance = mainBalance(server, FRESH.id);
    responseValue(claimMissionResponse, await claim(mission, newKey(), fresh));
    expect(mainBalance(server, FRESH.id)).toBe(balance + 10_000);
    expect((await leaderboard(fresh)).own).toMatchObject({ points: 50, userName: FRESH.username });
    const unknown = await devControl(server, 'POST', DEV_PATH.completeMission, { username: FRESH.username, mission: 'nope' });
    expect(refusalOf({ body: await unknown.json() }).code).toBe(ErrorCode.missionNotFound);
  });

  it('answers members only: no session is 401, a trial account is asked to register', async () => {
    for (const path of [MEMBER_PATH.missionSummary, MEMBER_PATH.missionLeaderboard, MEMBER_PATH.missionCount]) await expectLoginRequired(server, path);
    await expectLoginRequired(server, MEMBER_PATH.claimMission, { method: 'POST', body: { missionId: 1, periodStart: 0, idempotencyKey: newKey() } });
    const trial = await trialToken(server);
    const refused = await callJson(server, 'GET', MEMBER_PATH.missionSummary, undefined, { token: trial });
    expect(refusalOf(refused).code).toBe(ErrorCode.trialNotAllowed);
  });
});
