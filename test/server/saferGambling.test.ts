import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENT_PATH } from '@kernel/agentPaths';
import { depositOrderResponse } from '@kernel/deposit';
import { ErrorCode } from '@kernel/errorCodes';
import { launchGameResponse } from '@kernel/games';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH, playSpinPath } from '@kernel/paths';
import { CLIENT_TYPE } from '@kernel/platform';
import { playSpinResponse } from '@kernel/play';
import { type GamblingLimit, type LimitKind, type LimitPeriod, limitRefusalSchema, saferGamblingResponse } from '@kernel/saferGambling';
import { callJson, expectLoginRequired, loginToken, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';
import { MEMBER, newKey, refusalOf, responseValue, teamToken } from './walletHelpers';

// The test clock starts on Wednesday 15 January 2025, 12:00 UTC: 17:30 in India (UTC+5:30).
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Midnight in India, written by hand: 18:30 UTC the day before. */
const NEXT_DAY = Date.UTC(2025, 0, 15, 18, 30); // Thursday 16 January 00:00 IST
const NEXT_MONDAY = Date.UTC(2025, 0, 19, 18, 30); // Monday 20 January 00:00 IST
const NEXT_MONTH = Date.UTC(2025, 0, 31, 18, 30); // Saturday 1 February 00:00 IST

describe('safer-gambling limits (issue 26)', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;

  beforeEach(async () => {
    clock = manualClock();
    // reels 1, 2, 3 on every spin: three different digits never win, so a bet loses its stake
    let draws = 0;
    server = await startServer({ clock: clock.now, random: () => ((draws++ % 3) + 1) / 10 + 0.05 });
    token = await teamToken(server, MEMBER.meera.username);
  });

  const read = async (as = token) => (await server.expectBody(saferGamblingResponse, MEMBER_PATH.saferGamblingLimits, { token: as })).body.value;
  const limitOf = async (kind: LimitKind, period: LimitPeriod, as = token): Promise<GamblingLimit> => {
    const found = (await read(as)).limits.find((limit) => limit.kind === kind && limit.period === period);
    if (!found) throw new Error(`no ${kind} ${period} limit`);
    return found;
  };
  const setLimit = (kind: LimitKind, period: LimitPeriod, amountPaise: number | null, idempotencyKey: string = newKey(), as = token) =>
    callJson(server, 'POST', MEMBER_PATH.setSaferGamblingLimit, { kind, period, amountPaise, idempotencyKey }, { token: as, lang: 'EN' });
  const set = async (kind: LimitKind, period: LimitPeriod, amountPaise: number | null, key: string = newKey()) =>
    responseValue(saferGamblingResponse, await setLimit(kind, period, amountPaise, key));
  const deposit = (amountPaise: number, lang = 'EN', idempotencyKey = newKey()) =>
    callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', amountPaise, idempotencyKey }, { token, lang });
  const deposited = async (amountPaise: number) => responseValue(depositOrderResponse, await deposit(amountPaise));
  /** Limits are whole rupees: the smallest one at or above a period's usage (seeded history leaves odd paise). */
  const rupeesAbove = (paise: number) => Math.ceil(Math.max(paise, 0) / 100) * 100;
  /** Sessions last 2 hours: after the clock moves past that, log in again. */
  const later = async (ms: number) => {
    clock.advance(ms);
    token = await teamToken(server, MEMBER.meera.username);
  };
  const orderCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM deposit_order WHERE member_id = ?').get(MEMBER.meera.id) as { n: number }).n;

  it('reads nine limits, none set, with what each period used and its reset at midnight India time (weeks from Monday)', async () => {
    const view = await read();
    expect(view.serverTime).toBe(clock.now());
    expect(view.limits.map((limit) => `${limit.kind} ${limit.period}`)).toEqual([
      'deposit day',
      'deposit week',
      'deposit month',
      'loss day',
      'loss week',
      'loss month',
      'wager day',
      'wager week',
      'wager month',
    ]);
    for (const limit of view.limits) {
      expect(limit.amountPaise).toBeNull();
      expect(limit.pending).toBeNull();
      expect(limit.resetsAt).toBe({ day: NEXT_DAY, week: NEXT_MONDAY, month: NEXT_MONTH }[limit.period]);
    }
  });

  it('counts a new deposit against the daily limit: below and on it are made, above it is refused naming the limit and its reset', async () => {
    const used = (await limitOf('deposit', 'day')).usedPaise;
    const limit = rupeesAbove(used) + 100_000;
    await set('deposit', 'day', limit);
    await deposited(90_000); // below
    expect((await limitOf('deposit', 'day')).usedPaise).toBe(used + 90_000);
    await deposited(limit - used - 90_000); // exactly on the limit
    const before = orderCount();
    const refused = await deposit(10_000); // above by ₹100
    expect(refusalOf(refused).code).toBe(ErrorCode.depositLimitReached);
    const message = refusalOf(refused).message ?? '';
    expect(message).toContain(`daily deposit limit of ₹${(limit / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(message).toContain('16 Jan 2025, 12:00');
    expect(v.parse(limitRefusalSchema, parseFailure(refused.body).value)).toEqual({
      kind: 'deposit',
      period: 'day',
      amountPaise: limit,
      usedPaise: limit,
      resetsAt: NEXT_DAY,
    });
    expect(orderCount()).toBe(before);
    // in Hindi too
    expect(refusalOf(await deposit(10_000, 'HI')).message).toContain('दैनिक जमा सीमा');
  });

  it('stops counting orders that expired unpaid, and starts the day again at midnight India time', async () => {
    const used = (await limitOf('deposit', 'day')).usedPaise;
    await set('deposit', 'day', rupeesAbove(used) + 100_000);
    await deposited(100_000);
    expect(refusalOf(await deposit(10_000)).code).toBe(ErrorCode.depositLimitReached);
    clock.advance(15 * 60 * 1000); // the order's 15 minutes pass unpaid: it expired
    expect((await limitOf('deposit', 'day')).usedPaise).toBe(used);
    await deposited(100_000);
    expect(refusalOf(await deposit(10_000)).code).toBe(ErrorCode.depositLimitReached);
    // five minutes before midnight: the earlier orders expired; a new one fills the day again until midnight
    await later(NEXT_DAY - clock.now() - 5 * 60 * 1000);
    await deposited(100_000);
    clock.advance(5 * 60 * 1000 - 1);
    expect(refusalOf(await deposit(10_000)).code).toBe(ErrorCode.depositLimitReached);
    clock.advance(1);
    expect((await limitOf('deposit', 'day')).resetsAt).toBe(NEXT_DAY + DAY_MS);
    await deposited(10_000);
  });

  it('applies a lower limit at once and a higher one only after 24 hours, refusing meanwhile by the old one', async () => {
    const used = rupeesAbove((await limitOf('deposit', 'month')).usedPaise);
    const first = await set('deposit', 'month', used + 500_000);
    expect(first.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'month')).toMatchObject({ amountPaise: used + 500_000, pending: null });
    // lower: at once
    await set('deposit', 'month', used + 100_000);
    expect(await limitOf('deposit', 'month')).toMatchObject({ amountPaise: used + 100_000, pending: null });
    // raise: pending for 24 hours
    const raisedAt = clock.now();
    await set('deposit', 'month', used + 800_000);
    expect(await limitOf('deposit', 'month')).toMatchObject({ amountPaise: used + 100_000, pending: { amountPaise: used + 800_000, effectiveAt: raisedAt + DAY_MS } });
    // asking for the same raise again does not restart the wait
    await later(HOUR_MS);
    await set('deposit', 'month', used + 800_000);
    expect((await limitOf('deposit', 'month')).pending?.effectiveAt).toBe(raisedAt + DAY_MS);
    await later(DAY_MS - HOUR_MS - 1000);
    expect(refusalOf(await deposit(200_000)).code).toBe(ErrorCode.depositLimitReached);
    expect((await limitOf('deposit', 'month')).amountPaise).toBe(used + 100_000);
    clock.advance(1000);
    expect(await limitOf('deposit', 'month')).toMatchObject({ amountPaise: used + 800_000, pending: null });
    await deposited(200_000);
  });

  it('drops a pending raise when the member lowers the limit meanwhile', async () => {
    await set('wager', 'week', 500_000);
    await set('wager', 'week', 900_000);
    expect((await limitOf('wager', 'week')).pending).not.toBeNull();
    await set('wager', 'week', 300_000);
    expect(await limitOf('wager', 'week')).toMatchObject({ amountPaise: 300_000, pending: null });
    await later(DAY_MS);
    expect(await limitOf('wager', 'week')).toMatchObject({ amountPaise: 300_000, pending: null });
  });

  it('removes a limit only after 24 hours', async () => {
    await set('loss', 'day', 200_000);
    await set('loss', 'day', null);
    expect(await limitOf('loss', 'day')).toMatchObject({ amountPaise: 200_000, pending: { amountPaise: null, effectiveAt: clock.now() + DAY_MS } });
    await later(DAY_MS - 1);
    expect((await limitOf('loss', 'day')).amountPaise).toBe(200_000);
    clock.advance(1);
    expect(await limitOf('loss', 'day')).toMatchObject({ amountPaise: null, pending: null });
  });

  it('applies a write once per key: a retry answers the first answer and changes nothing; the key with another request is refused', async () => {
    await set('deposit', 'week', 500_000);
    const key = newKey();
    const lowered = await set('deposit', 'week', 300_000, key);
    await set('deposit', 'week', 400_000); // a raise, pending
    const retry = await set('deposit', 'week', 300_000, key);
    expect(retry).toEqual(lowered);
    // Applied again, the lowering would have dropped the pending raise.
    expect(await limitOf('deposit', 'week')).toMatchObject({ amountPaise: 300_000, pending: { amountPaise: 400_000 } });
    expect(refusalOf(await setLimit('deposit', 'week', 200_000, key)).code).toBe(ErrorCode.idempotencyConflict);
  });

  it('takes whole rupees from ₹1 to ₹1 crore only', async () => {
    for (const amountPaise of [0, 150, 99, 1_000_000_100, -100]) {
      const refused = await setLimit('deposit', 'day', amountPaise);
      expect(refused.status).toBe(400);
      expect(refusalOf(refused).code).toBe(ErrorCode.invalidInput);
    }
    expect((await set('deposit', 'day', 100)).limits[0]).toMatchObject({ amountPaise: 100, pending: null });
    expect((await set('deposit', 'week', 1_000_000_000)).limits[1]).toMatchObject({ amountPaise: 1_000_000_000, pending: null });
  });

  it('answers a retried deposit order although the order itself reached the limit', async () => {
    const used = (await limitOf('deposit', 'day')).usedPaise;
    await set('deposit', 'day', rupeesAbove(used) + 100_000);
    const key = newKey();
    const first = responseValue(depositOrderResponse, await deposit(100_000, 'EN', key));
    expect(responseValue(depositOrderResponse, await deposit(100_000, 'EN', key))).toEqual(first);
  });

  it('asks for a session, and refuses a trial account', async () => {
    await expectLoginRequired(server, MEMBER_PATH.saferGamblingLimits);
    const trial = await trialToken(server);
    expect(refusalOf(await setLimit('deposit', 'day', 100_000, newKey(), trial)).code).toBe(ErrorCode.trialNotAllowed);
  });

  describe('bets', () => {
    const launchPath = (nodeId: number) => `${PATH.launchGame}?${new URLSearchParams({ language: 'EN', clientType: String(CLIENT_TYPE), nodeId: String(nodeId) })}`;
    const nodeOf = () => (server.db.prepare("SELECT node_id AS nodeId FROM game WHERE category = 'RNG' AND game_code = 'HABA0007'").get() as { nodeId: number }).nodeId;
    async function player() {
      const member = await loginToken(server, 'demo_member');
      const nodeId = nodeOf();
      const { body } = await server.expectBody(launchGameResponse, launchPath(nodeId), { token: member, lang: 'EN' });
      const ticket = new URL(body.value.url, 'http://localhost').searchParams.get('ticket') ?? '';
      const spin = async (stakePaise: number, lang = 'EN') => {
        const response = await server.call(playSpinPath(nodeId), { method: 'POST', body: { ticket, stakePaise, idempotencyKey: newKey() }, merchant: null, lang });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      return { member, spin };
    }
    const spun = (result: { body: unknown }) => v.parse(playSpinResponse, result.body).value;

    it('counts stakes against the wager limit: below and on it are bet, above it is refused', async () => {
      const { member, spin } = await player();
      const used = (await limitOf('wager', 'day', member)).usedPaise;
      // whole rupees over the usage, under ₹1 more: 10,000 + 1,000 paise fit, one more 1,000 does not
      responseValue(saferGamblingResponse, await setLimit('wager', 'day', rupeesAbove(used) + 11_000, newKey(), member));
      spun(await spin(10_000)); // below
      spun(await spin(1_000)); // on
      const refused = await spin(1_000);
      expect(refusalOf(refused).code).toBe(ErrorCode.wagerLimitReached);
      expect(refusalOf(refused).message).toContain('daily wager limit of ₹');
      expect(v.parse(limitRefusalSchema, parseFailure(refused.body).value)).toMatchObject({ kind: 'wager', period: 'day', resetsAt: NEXT_DAY });
      expect(refusalOf(await spin(1_000, 'HI')).message).toContain('दैनिक दांव सीमा');
    });

    it('counts stakes less wins against the loss limit: a bet that could pass it if lost is refused', async () => {
      const { member, spin } = await player();
      const loss = await limitOf('loss', 'week', member);
      responseValue(saferGamblingResponse, await setLimit('loss', 'week', rupeesAbove(loss.usedPaise) + 11_000, newKey(), member));
      expect(spun(await spin(10_000)).payoutPaise).toBe(0);
      expect(spun(await spin(1_000)).payoutPaise).toBe(0);
      const refused = await spin(1_000);
      expect(refusalOf(refused).code).toBe(ErrorCode.lossLimitReached);
      expect(v.parse(limitRefusalSchema, parseFailure(refused.body).value)).toMatchObject({ kind: 'loss', period: 'week', resetsAt: NEXT_MONDAY });
    });
  });

  describe('the agency', () => {
    it("lets an agent read a team member's limits, never another team's, and gives it no way to change them", async () => {
      await set('deposit', 'day', 300_000);
      const agent = await loginToken(server, 'demo_agent');
      const seen = (await server.expectBody(saferGamblingResponse, `${AGENT_PATH.downlineLimits}?userName=${MEMBER.meera.username}`, { token: agent })).body.value;
      expect(seen.limits[0]).toMatchObject({ kind: 'deposit', period: 'day', amountPaise: 300_000 });
      // no write on the agent's side
      const post = await server.call(AGENT_PATH.downlineLimits, {
        method: 'POST',
        token: agent,
        body: { userName: MEMBER.meera.username, kind: 'deposit', period: 'day', amountPaise: null },
      });
      expect(post.status).toBe(404);
      // the member's own call changes the caller's limits only, never a team member's
      await setLimit('deposit', 'day', null, newKey(), agent);
      expect(await limitOf('deposit', 'day')).toMatchObject({ amountPaise: 300_000, pending: null });
      // another agent's team, and a member calling the agency, are refused
      const outsider = await loginToken(server, 'demo_agent41');
      const foreign = await server.call(`${AGENT_PATH.downlineLimits}?userName=${MEMBER.meera.username}`, { token: outsider });
      expect(foreign.status).toBe(403);
      expect(parseFailure(await foreign.json()).code).toBe(ErrorCode.notInTeam);
      const asMember = await server.call(`${AGENT_PATH.downlineLimits}?userName=${MEMBER.meera.username}`, { token });
      expect(asMember.status).toBe(403);
      expect(parseFailure(await asMember.json()).code).toBe(ErrorCode.agentOnly);
    });
  });
});
