import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, type ContractTerms } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { ErrorCode } from '@kernel/errorCodes';
import { DEV_PATH } from '@kernel/paths';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { AGENT, actOk, addActiveContract, addMember, agentTokens, book, contractRow, offerOk, previewOk, refused, rupees, seededContractId } from './contractHelpers';
import { devControl, loginToken, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';

const realtime = (profitRateBps: number, lossRateBps = profitRateBps): ContractTerms => ({
  kind: 'realtimeSalary',
  profitRateBps,
  lossRateBps,
  singleBetPaise: rupees(10),
});

let clock: ReturnType<typeof manualClock>;
let server: TestServer;
let tokens: Awaited<ReturnType<typeof agentTokens>>;

describe('the lower-rate rule (SPEC 4)', () => {
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    tokens = await agentTokens(server);
  });

  it('demo_agent offers demo_subagent 0.5 % below the 0.8 % it gave demo_agent42: both previews name that contract, accepting ends it and everything below it', async () => {
    const given = seededContractId(server, AGENT.sub.id, AGENT.a42.id, 'realtimeSalary');
    // an agent below demo_agent42 holding a lower real-time contract from it: it ends too (its giver loses its own)
    const below = addMember(server, 'lower_agent', 42, AGENT.a42.id, clock.now());
    const cascade = addActiveContract(server, AGENT.a42.id, below, realtime(30), clock.now() - 60_000);

    const preview = await previewOk(server, tokens.top, 'realtimeSalary', { action: 'preview', receiver: AGENT.sub.username, terms: realtime(50) });
    expect(preview.ends.map((link) => link.id)).toEqual([given, cascade]);
    expect(preview.ends[0]).toMatchObject({ offerer: 'demo_subagent', receiver: 'demo_agent42', terms: { profitRateBps: 80 } });
    // the preview changed nothing
    expect(contractRow(server, given)?.status).toBe('active');

    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, realtime(50));
    expect((await previewOk(server, tokens.sub, 'realtimeSalary', { action: 'previewAccept', contractId: contract.id })).ends.map((link) => link.id)).toEqual([
      given,
      cascade,
    ]);
    expect(contractRow(server, given)?.status).toBe('active');

    const accepted = await actOk(server, tokens.sub, 'realtimeSalary', { action: 'accept', contractId: contract.id });
    expect(accepted.ended).toEqual([given, cascade]);
    for (const id of [given, cascade]) {
      expect(contractRow(server, id)).toMatchObject({ status: 'terminated', terminationReason: 'lowerRate', terminatedAt: clock.now(), settledUntil: clock.now() });
    }
    expect((await book(server, tokens.a42, 'realtimeSalary')).own).toBeNull();
    expect((await book(server, tokens.sub, 'realtimeSalary')).sent.find((sent) => sent.id === given)).toMatchObject({
      status: 'terminated',
      terminationReason: 'lowerRate',
    });
  });

  it('a new contract at or above the downline rate ends nothing', async () => {
    const given = seededContractId(server, AGENT.sub.id, AGENT.a42.id, 'realtimeSalary');
    expect((await previewOk(server, tokens.top, 'realtimeSalary', { action: 'preview', receiver: AGENT.sub.username, terms: realtime(80) })).ends).toEqual([]);
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, realtime(80));
    expect((await actOk(server, tokens.sub, 'realtimeSalary', { action: 'accept', contractId: contract.id })).ended).toEqual([]);
    expect(contractRow(server, given)?.status).toBe('active');
  });

  it('one of the two real-time rates lower is enough to end it', async () => {
    const given = seededContractId(server, AGENT.sub.id, AGENT.a42.id, 'realtimeSalary');
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, realtime(150, 70));
    expect((await actOk(server, tokens.sub, 'realtimeSalary', { action: 'accept', contractId: contract.id })).ended).toEqual([given]);
    expect(contractRow(server, given)).toMatchObject({ status: 'terminated', terminationReason: 'lowerRate' });
  });

  it('an offer above what its offerer now holds can no longer be accepted', async () => {
    // demo_subagent offers demo_agent42 a daily salary at its own 1.5 %, then accepts a lower one from demo_agent
    const { contract: toA42 } = await offerOk(server, tokens.sub, AGENT.a42.username, { kind: 'dailySalary', dailyBetPaise: rupees(100), rateBps: 150 });
    const { contract: lower } = await offerOk(server, tokens.top, AGENT.sub.username, { kind: 'dailySalary', dailyBetPaise: rupees(100), rateBps: 100 });
    await actOk(server, tokens.sub, 'dailySalary', { action: 'accept', contractId: lower.id });
    expect(await refused(server, tokens.a42, 'dailySalary', { action: 'accept', contractId: toA42.id })).toMatchObject({ code: ErrorCode.contractClosed });
    expect(contractRow(server, toA42.id)?.status).toBe('pending');
  });
});

describe('bad terms and offers out of reach (issue 10: Bad input, Roles)', () => {
  beforeAll(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    tokens = await agentTokens(server);
  });

  const offer = (token: string, receiver: string, terms: unknown, lang = 'EN') =>
    refused(server, token, 'realtimeSalary', { action: 'offer', receiver, terms, idempotencyKey: `bad-${Math.random().toString(36).slice(2, 12)}` }, lang);
  const countContracts = () => (server.db.prepare('SELECT COUNT(*) AS n FROM contract').get() as { n: number }).n;

  it('a rate outside 0 to 100 % is refused RATE_INVALID with a clear message in the user language, nothing stored', async () => {
    const before = countContracts();
    expect(await offer(tokens.top, AGENT.sub.username, realtime(10_001))).toEqual({
      status: 400,
      code: ErrorCode.rateInvalid,
      message: 'The rate must be between 0 % and 100 %: profit salary rate',
    });
    expect(await offer(tokens.top, AGENT.sub.username, realtime(100, -1))).toMatchObject({
      code: ErrorCode.rateInvalid,
      message: 'The rate must be between 0 % and 100 %: loss salary rate',
    });
    expect((await offer(tokens.top, AGENT.sub.username, realtime(10_001), 'HI')).message).toBe('दर 0 % और 100 % के बीच होनी चाहिए: मुनाफ़ा सैलरी दर');
    expect(await offer(tokens.top, AGENT.sub.username, { ...realtime(100), profitRateBps: 12.5 })).toMatchObject({
      code: ErrorCode.rateInvalid,
      message: 'The rate can have at most 2 decimal places: profit salary rate',
    });
    expect(countContracts()).toBe(before);
  });

  it('terms that are not numbers are refused: a rate RATE_INVALID, a threshold TERMS_INVALID', async () => {
    expect(await offer(tokens.top, AGENT.sub.username, { ...realtime(100), profitRateBps: 'abc' })).toMatchObject({
      status: 400,
      code: ErrorCode.rateInvalid,
      message: 'The rate must be a number: profit salary rate',
    });
    expect(await offer(tokens.top, AGENT.sub.username, { ...realtime(100), singleBetPaise: '10 rupees' })).toMatchObject({
      status: 400,
      code: ErrorCode.termsInvalid,
      message: 'The term must be a number: single bet amount',
    });
    expect(await offer(tokens.top, AGENT.sub.username, { ...realtime(100), singleBetPaise: undefined })).toMatchObject({
      code: ErrorCode.termsInvalid,
      message: 'Please fill in every term: single bet amount',
    });
    expect(await offer(tokens.top, AGENT.sub.username, { kind: 'realtimeSalary', profitRateBps: 100, singleBetPaise: 0 })).toMatchObject({
      code: ErrorCode.rateInvalid,
      message: 'Please enter a rate: loss salary rate',
    });
    expect(await offer(tokens.top, AGENT.sub.username, { kind: 'dailySalary', dailyBetPaise: 100, rateBps: 100 })).toMatchObject({
      code: ErrorCode.termsInvalid,
      message: 'These terms are for another kind of contract',
    });
    expect(await offer(tokens.top, AGENT.sub.username, 'ten percent')).toMatchObject({ code: ErrorCode.termsInvalid });
  });

  it('a rate above the offering agent own is refused naming the limit; no own contract, none to share', async () => {
    expect(await offer(tokens.top, AGENT.sub.username, realtime(151, 100))).toMatchObject({
      code: ErrorCode.rateAboveOwn,
      message: 'The rate is above your own; the most you can offer is: profit salary rate 1.50 %',
    });
    // demo_subagent holds a daily salary at 1.5 % from demo_agent
    const daily = await refused(server, tokens.sub, 'dailySalary', {
      action: 'offer',
      receiver: AGENT.a42.username,
      terms: { kind: 'dailySalary', dailyBetPaise: 0, rateBps: 151 },
      idempotencyKey: 'above-own-01',
    });
    expect(daily).toMatchObject({ code: ErrorCode.rateAboveOwn, message: 'The rate is above your own; the most you can offer is: rate 1.50 %' });
    // and no hourly salary at all, with an upline above it
    const hourly = await refused(server, tokens.sub, 'hourlySalary', {
      action: 'offer',
      receiver: AGENT.a42.username,
      terms: { kind: 'hourlySalary', hourlyBetPaise: 0, rateBps: 10 },
      idempotencyKey: 'no-own-0001',
    });
    expect(hourly.code).toBe(ErrorCode.noOwnContract);
    // the preview says the same before anything is offered
    expect((await refused(server, tokens.top, 'realtimeSalary', { action: 'preview', receiver: AGENT.sub.username, terms: realtime(151) })).code).toBe(
      ErrorCode.rateAboveOwn,
    );
  });

  it('offers go to direct downline agents only: deeper agents, members and other teams are refused', async () => {
    const terms = realtime(50);
    expect((await offer(tokens.top, AGENT.a42.username, terms)).code).toBe(ErrorCode.notDirectDownline);
    expect((await offer(tokens.top, 'team_rohan', terms)).code).toBe(ErrorCode.receiverNotAgent);
    expect((await offer(tokens.top, 'team_dev', terms)).code).toBe(ErrorCode.notDirectDownline);
    // demo_agent41's team does not hold demo_agent42; unknown names and the agent itself read the same
    expect((await offer(tokens.a41, AGENT.a42.username, terms)).code).toBe(ErrorCode.notInTeam);
    expect((await offer(tokens.a41, AGENT.sub.username, terms)).code).toBe(ErrorCode.notInTeam);
    expect((await offer(tokens.top, 'nobody_here', terms)).code).toBe(ErrorCode.notInTeam);
    expect((await offer(tokens.top, 'demo_member', terms)).code).toBe(ErrorCode.notInTeam);
    expect((await offer(tokens.top, AGENT.top.username, terms)).code).toBe(ErrorCode.notInTeam);
  });

  it('an agent acts only on its own contracts: another team contract reads as unknown', async () => {
    const given = seededContractId(server, AGENT.sub.id, AGENT.a42.id, 'realtimeSalary');
    expect((await refused(server, tokens.a41, 'realtimeSalary', { action: 'terminate', contractId: given })).code).toBe(ErrorCode.contractNotFound);
    expect(contractRow(server, given)?.status).toBe('active');
  });

  it('a member token and a trial token are refused 403 AGENT_ONLY on every contract call; consolidated refuses only the trial', async () => {
    const member = await loginToken(server, 'team_rohan', TEAM_PASSWORD);
    const trial = await trialToken(server);
    for (const token of [member, trial]) {
      for (const kind of CONTRACT_KINDS) {
        const read = await server.call(AGENT_PATH[kind], { token });
        expect([read.status, parseFailure(await read.json()).code]).toEqual([403, ErrorCode.agentOnly]);
        const write = await server.call(AGENT_PATH[kind], { token, method: 'POST', body: { action: 'reject', contractId: 1 } });
        expect([write.status, parseFailure(await write.json()).code]).toEqual([403, ErrorCode.agentOnly]);
      }
      const settlements = await server.call(`${AGENT_PATH.settlements}?kind=dailySalary&from=2025-01-01&to=2025-01-15`, { token });
      expect([settlements.status, parseFailure(await settlements.json()).code]).toEqual([403, ErrorCode.agentOnly]);
    }
    const trialConsolidated = await server.call(AGENT_PATH.consolidated, { token: trial });
    expect([trialConsolidated.status, parseFailure(await trialConsolidated.json()).code]).toEqual([403, ErrorCode.trialNotAllowed]);
    const noSession = await server.call(AGENT_PATH.dividend);
    expect(noSession.status).toBe(401);
  });

  it('a kind whose module is off is refused MODULE_DISABLED on its calls and reads none in consolidated', async () => {
    await devControl(server, 'POST', DEV_PATH.modules, { modId: 'HOURSAL3', enabled: false });
    const pending = seededContractId(server, AGENT.top.id, AGENT.a41.id, 'hourlySalary');
    const read = await server.call(AGENT_PATH.hourlySalary, { token: tokens.top });
    expect([read.status, parseFailure(await read.json()).code]).toEqual([404, ErrorCode.moduleDisabled]);
    expect((await refused(server, tokens.a41, 'hourlySalary', { action: 'accept', contractId: pending })).code).toBe(ErrorCode.moduleDisabled);
    const settlements = await server.call(`${AGENT_PATH.settlements}?kind=hourlySalary&from=2025-01-01&to=2025-01-15`, { token: tokens.top });
    expect(parseFailure(await settlements.json()).code).toBe(ErrorCode.moduleDisabled);
    const consolidated = (await (await server.call(AGENT_PATH.consolidated, { token: tokens.a41 })).json()) as { value: Record<string, string> };
    expect(consolidated.value.contracthoursalreq).toBe('none');
    // the other kinds still answer
    expect((await server.call(AGENT_PATH.dailySalary, { token: tokens.top })).status).toBe(200);
    await devControl(server, 'POST', DEV_PATH.modules, { modId: 'HOURSAL3', enabled: true });
    expect((await book(server, tokens.top, 'hourlySalary')).sent[0]?.id).toBe(pending);
  });
});
