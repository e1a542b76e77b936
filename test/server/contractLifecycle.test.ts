import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_OFFER_LIFETIME_MS, type ContractTerms, consolidatedResponse } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { ErrorCode } from '@kernel/errorCodes';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { AGENT, actOk, agentTokens, book, contractRow, HOUR_MS, offerOk, refused, rupees, seededContractId } from './contractHelpers';
import { loginToken, manualClock, startServer, type TestServer } from './helpers';

const REALTIME_1PCT: ContractTerms = { kind: 'realtimeSalary', profitRateBps: 100, lossRateBps: 100, singleBetPaise: rupees(10) };
const DAILY_1_8PCT: ContractTerms = { kind: 'dailySalary', dailyBetPaise: rupees(500), rateBps: 180 };

let clock: ReturnType<typeof manualClock>;
let server: TestServer;
let tokens: Awaited<ReturnType<typeof agentTokens>>;

beforeEach(async () => {
  clock = manualClock();
  server = await startServer({ clock: clock.now });
  tokens = await agentTokens(server);
});

const consolidated = async (token: string) => (await server.expectBody(consolidatedResponse, AGENT_PATH.consolidated, { token })).body.value;

describe('offer, accept, reject, expire (SPEC 4)', () => {
  it('an offer is pending for the lifetime, the receiver sees it and accepting makes it the active contract', async () => {
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT);
    expect(contract).toMatchObject({ status: 'pending', offerer: 'demo_agent', receiver: 'demo_subagent', terms: REALTIME_1PCT, answeredAt: null });
    expect(contract.expiresAt).toBe(clock.now() + CONTRACT_OFFER_LIFETIME_MS);

    const received = await book(server, tokens.sub, 'realtimeSalary');
    expect(received.own).toBeNull();
    expect(received.received[0]).toMatchObject({ id: contract.id, status: 'pending' });
    expect((await book(server, tokens.top, 'realtimeSalary')).sent[0]).toMatchObject({ id: contract.id, status: 'pending' });
    expect((await consolidated(tokens.sub)).realtimesalreqtype).toBe('pending');

    clock.advance(HOUR_MS);
    const accepted = await actOk(server, tokens.sub, 'realtimeSalary', { action: 'accept', contractId: contract.id });
    expect(accepted.contract).toMatchObject({ id: contract.id, status: 'active', answeredAt: clock.now() });
    expect(accepted.ended).toEqual([]);
    expect((await book(server, tokens.sub, 'realtimeSalary')).own).toMatchObject({ id: contract.id, status: 'active' });
    // it is now the most demo_subagent may share below
    expect((await book(server, tokens.sub, 'realtimeSalary')).ownRates).toEqual({ profitRateBps: 100, lossRateBps: 100 });
    expect((await consolidated(tokens.sub)).realtimesalreqtype).toBe('active');
  });

  it('the receiver rejects a pending offer; it is closed for good afterwards', async () => {
    const pendingHourly = seededContractId(server, AGENT.top.id, AGENT.a41.id, 'hourlySalary');
    expect((await consolidated(tokens.a41)).contracthoursalreq).toBe('pending');
    const { contract } = await actOk(server, tokens.a41, 'hourlySalary', { action: 'reject', contractId: pendingHourly });
    expect(contract).toMatchObject({ status: 'rejected', answeredAt: clock.now() });
    expect((await consolidated(tokens.a41)).contracthoursalreq).toBe('none');
    expect(await refused(server, tokens.a41, 'hourlySalary', { action: 'accept', contractId: pendingHourly })).toMatchObject({ code: ErrorCode.contractClosed });
  });

  it('only the receiver answers an offer; the offerer is refused and a stranger learns nothing', async () => {
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT);
    for (const action of ['accept', 'reject', 'previewAccept']) {
      expect(await refused(server, tokens.top, 'realtimeSalary', { action, contractId: contract.id })).toMatchObject({ code: ErrorCode.contractActionNotAllowed });
      expect(await refused(server, tokens.a41, 'realtimeSalary', { action, contractId: contract.id })).toMatchObject({ code: ErrorCode.contractNotFound });
    }
    // the contract's own kind only: asked on another kind's call it is unknown
    expect(await refused(server, tokens.sub, 'dailySalary', { action: 'accept', contractId: contract.id })).toMatchObject({ code: ErrorCode.contractNotFound });
    expect(await refused(server, tokens.sub, 'realtimeSalary', { action: 'accept', contractId: 999_999 })).toMatchObject({ code: ErrorCode.contractNotFound });
    expect(contractRow(server, contract.id)?.status).toBe('pending');
  });

  it('an offer nobody answers expires with the injected clock, reads expired everywhere and can no longer be accepted', async () => {
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT);
    clock.advance(CONTRACT_OFFER_LIFETIME_MS - 1);
    tokens = await agentTokens(server);
    expect((await book(server, tokens.sub, 'realtimeSalary')).received[0]).toMatchObject({ id: contract.id, status: 'pending' });

    clock.advance(1);
    expect((await book(server, tokens.sub, 'realtimeSalary')).received[0]).toMatchObject({ id: contract.id, status: 'expired' });
    expect((await book(server, tokens.top, 'realtimeSalary')).sent[0]).toMatchObject({ id: contract.id, status: 'expired' });
    expect((await consolidated(tokens.sub)).realtimesalreqtype).toBe('none');
    expect(contractRow(server, contract.id)?.status).toBe('expired');
    expect(await refused(server, tokens.sub, 'realtimeSalary', { action: 'accept', contractId: contract.id })).toMatchObject({ code: ErrorCode.contractClosed });
    // once expired, a new offer of the kind may be made
    await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT);
  });

  it('one pending offer per offerer, receiver and kind', async () => {
    await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT);
    expect(
      await refused(server, tokens.top, 'realtimeSalary', { action: 'offer', receiver: AGENT.sub.username, terms: REALTIME_1PCT, idempotencyKey: 'second-offer-1' }),
    ).toMatchObject({
      code: ErrorCode.offerPending,
    });
  });

  it('an offer is made once per idempotency key: a retry answers the same contract, another request with the key is refused', async () => {
    const first = await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT, 'offer-key-0001');
    const retry = await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT, 'offer-key-0001');
    expect(retry.contract).toEqual(first.contract);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM contract WHERE idempotency_key = 'offer-key-0001'").get()).toEqual({ n: 1 });
    const other = { ...REALTIME_1PCT, profitRateBps: 90 };
    expect(
      await refused(server, tokens.top, 'realtimeSalary', { action: 'offer', receiver: AGENT.sub.username, terms: other, idempotencyKey: 'offer-key-0001' }),
    ).toMatchObject({
      code: ErrorCode.idempotencyConflict,
    });
  });
});

describe('terminate and replace', () => {
  it('the receiver terminates its contract; it is settled up to then and reads terminated by the receiver', async () => {
    const daily = seededContractId(server, AGENT.top.id, AGENT.sub.id, 'dailySalary');
    const { contract } = await actOk(server, tokens.sub, 'dailySalary', { action: 'terminate', contractId: daily });
    expect(contract).toMatchObject({ status: 'terminated', terminationReason: 'receiver', terminatedAt: clock.now() });
    expect(contractRow(server, daily)?.settledUntil).toBe(clock.now());
    expect((await book(server, tokens.sub, 'dailySalary')).own).toBeNull();
    expect(await refused(server, tokens.sub, 'dailySalary', { action: 'terminate', contractId: daily })).toMatchObject({ code: ErrorCode.contractClosed });
  });

  it('the upline terminates a contract it gave where the merchant allows it', async () => {
    const dividend = seededContractId(server, AGENT.top.id, AGENT.sub.id, 'dividend');
    expect((await book(server, tokens.top, 'dividend')).uplineMayTerminate).toBe(true);
    const { contract } = await actOk(server, tokens.top, 'dividend', { action: 'terminate', contractId: dividend });
    expect(contract).toMatchObject({ status: 'terminated', terminationReason: 'upline' });
  });

  it('the upline is refused when the merchant setting is off, and nothing changes', async () => {
    server.db.prepare('UPDATE merchant SET upline_may_terminate = 0').run();
    const dividend = seededContractId(server, AGENT.top.id, AGENT.sub.id, 'dividend');
    expect((await book(server, tokens.top, 'dividend')).uplineMayTerminate).toBe(false);
    expect(await refused(server, tokens.top, 'dividend', { action: 'terminate', contractId: dividend })).toMatchObject({ code: ErrorCode.contractActionNotAllowed });
    expect(contractRow(server, dividend)?.status).toBe('active');
    // the receiver still may
    expect((await actOk(server, tokens.sub, 'dividend', { action: 'terminate', contractId: dividend })).contract.terminationReason).toBe('receiver');
  });

  it('a pending offer is answered, not terminated', async () => {
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, REALTIME_1PCT);
    expect(await refused(server, tokens.sub, 'realtimeSalary', { action: 'terminate', contractId: contract.id })).toMatchObject({
      code: ErrorCode.contractActionNotAllowed,
    });
  });

  it('accepting a new contract of a kind replaces the one the receiver held', async () => {
    const old = seededContractId(server, AGENT.top.id, AGENT.sub.id, 'dailySalary');
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, DAILY_1_8PCT);
    const accepted = await actOk(server, tokens.sub, 'dailySalary', { action: 'accept', contractId: contract.id });
    expect(accepted.contract.status).toBe('active');
    expect(contractRow(server, old)).toMatchObject({ status: 'terminated', terminationReason: 'replaced', terminatedAt: clock.now(), settledUntil: clock.now() });
    const received = await book(server, tokens.sub, 'dailySalary');
    expect(received.own?.id).toBe(contract.id);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM contract WHERE receiver_id = ? AND kind = 'dailySalary' AND status = 'active'").get(AGENT.sub.id)).toEqual({
      n: 1,
    });
  });
});

describe('SPEC 7 calls', () => {
  it('every contract call answers its book per the contract schema, for each kind', async () => {
    for (const kind of ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const) {
      const value = await book(server, tokens.top, kind);
      expect(value.kind).toBe(kind);
      // demo_agent is a top agent: its ceiling is what it may share
      expect(value.own).toBeNull();
      expect(value.ownRates).not.toBeNull();
    }
    expect((await book(server, tokens.top, 'realtimeSalary')).ownRates).toEqual({ profitRateBps: 150, lossRateBps: 150 });
    expect((await book(server, tokens.a42, 'realtimeSalary')).own).toMatchObject({ offerer: 'demo_subagent', terms: { profitRateBps: 80, lossRateBps: 80 } });
    // demo_subagent holds no real-time contract and has an upline: it may share none
    expect((await book(server, tokens.sub, 'realtimeSalary')).ownRates).toBeNull();
  });

  it('consolidated: members read it too (none), every kind for an agent', async () => {
    const member = await server.expectBody(consolidatedResponse, AGENT_PATH.consolidated, { token: await loginToken(server, 'team_rohan', TEAM_PASSWORD) });
    expect(member.body.value).toEqual({ dailysalreqtype: 'none', divtypereq: 'none', contracthoursalreq: 'none', realtimesalreqtype: 'none' });
    expect(await consolidated(tokens.sub)).toEqual({
      dailysalreqtype: 'active',
      divtypereq: 'active',
      contracthoursalreq: 'none',
      realtimesalreqtype: 'none',
    });
  });
});
