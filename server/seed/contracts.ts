import { CONTRACT_OFFER_LIFETIME_MS, type ContractTerms, type RateField, type TerminationReason } from '../../kernel/agencyContracts';
import { settleDueContracts } from '../contracts/settlement';
import { contractStore } from '../contracts/store';
import { createStores } from '../store/index';
import type { Db } from '../types';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const rupees = (amount: number) => amount * 100;

/** What demo_agent, a top agent, may share at most (basis points). */
const CEILING: readonly { kind: ContractTerms['kind']; field: RateField; bps: number }[] = [
  { kind: 'dividend', field: 'rateBps', bps: 4_000 },
  { kind: 'dailySalary', field: 'rateBps', bps: 200 },
  { kind: 'hourlySalary', field: 'rateBps', bps: 100 },
  { kind: 'realtimeSalary', field: 'profitRateBps', bps: 150 },
  { kind: 'realtimeSalary', field: 'lossRateBps', bps: 150 },
];

type SeedContract = {
  offerer: string;
  receiver: string;
  terms: ContractTerms;
  offeredAgoMs: number;
  /** How it ended up; the times are before the seed's now. */
  outcome:
    | { status: 'pending' }
    | { status: 'active'; answeredAgoMs: number }
    | { status: 'rejected'; answeredAgoMs: number }
    | { status: 'expired' }
    | { status: 'terminated'; answeredAgoMs: number; terminatedAgoMs: number; reason: TerminationReason };
};

/**
 * The contracts of the demo team (oldest first, so ids follow time). demo_agent gives demo_subagent
 * a dividend and a daily salary (the second one replaced a lower one), demo_subagent gives
 * demo_agent42 a real-time salary at 0.8 %; demo_agent gives demo_subagent no real-time salary yet
 * (the demo offers one, and an offer below 0.8 % ends demo_agent42's), and demo_agent41 has an
 * hourly offer waiting. A rejected, an expired and two terminated ones make the history.
 */
const CONTRACTS: readonly SeedContract[] = [
  {
    offerer: 'demo_agent',
    receiver: 'demo_subagent',
    terms: { kind: 'dividend', period: 'weekly', periodValidBetPaise: rupees(1_000), periodProfitLossPaise: 0, activeMembers: 2, rateBps: 3_000 },
    offeredAgoMs: 35 * DAY_MS,
    outcome: { status: 'active', answeredAgoMs: 34 * DAY_MS },
  },
  {
    offerer: 'demo_agent',
    receiver: 'demo_subagent',
    terms: { kind: 'dailySalary', dailyBetPaise: rupees(200), rateBps: 100 },
    offeredAgoMs: 30 * DAY_MS,
    outcome: { status: 'terminated', answeredAgoMs: 29 * DAY_MS, terminatedAgoMs: 12 * DAY_MS, reason: 'replaced' },
  },
  {
    offerer: 'demo_agent',
    receiver: 'demo_agent41',
    terms: { kind: 'dividend', period: 'monthly', periodValidBetPaise: rupees(2_000), periodProfitLossPaise: rupees(100), activeMembers: 1, rateBps: 2_000 },
    offeredAgoMs: 26 * DAY_MS,
    outcome: { status: 'terminated', answeredAgoMs: 25 * DAY_MS, terminatedAgoMs: 15 * DAY_MS, reason: 'receiver' },
  },
  {
    offerer: 'demo_agent',
    receiver: 'demo_subagent',
    terms: { kind: 'dailySalary', dailyBetPaise: rupees(200), rateBps: 150 },
    offeredAgoMs: 12 * DAY_MS + HOUR_MS,
    outcome: { status: 'active', answeredAgoMs: 12 * DAY_MS },
  },
  {
    offerer: 'demo_subagent',
    receiver: 'demo_agent42',
    terms: { kind: 'dailySalary', dailyBetPaise: rupees(100), rateBps: 100 },
    offeredAgoMs: 11 * DAY_MS,
    outcome: { status: 'terminated', answeredAgoMs: 10 * DAY_MS, terminatedAgoMs: 5 * DAY_MS, reason: 'upline' },
  },
  {
    offerer: 'demo_agent',
    receiver: 'demo_agent41',
    terms: { kind: 'dailySalary', dailyBetPaise: rupees(300), rateBps: 100 },
    offeredAgoMs: 10 * DAY_MS,
    outcome: { status: 'rejected', answeredAgoMs: 9 * DAY_MS },
  },
  {
    offerer: 'demo_agent',
    receiver: 'demo_subagent',
    terms: { kind: 'hourlySalary', hourlyBetPaise: rupees(100), rateBps: 80 },
    offeredAgoMs: 6 * DAY_MS,
    outcome: { status: 'expired' },
  },
  {
    offerer: 'demo_subagent',
    receiver: 'demo_agent42',
    terms: { kind: 'realtimeSalary', profitRateBps: 80, lossRateBps: 80, singleBetPaise: rupees(10) },
    offeredAgoMs: 3 * DAY_MS,
    outcome: { status: 'active', answeredAgoMs: 3 * DAY_MS - 30 * MINUTE_MS },
  },
  {
    offerer: 'demo_agent',
    receiver: 'demo_agent41',
    terms: { kind: 'hourlySalary', hourlyBetPaise: rupees(200), rateBps: 50 },
    offeredAgoMs: 2 * HOUR_MS,
    outcome: { status: 'pending' },
  },
];

/**
 * Seeds the contract ceiling and the demo contracts, then settles their past up to `now`, so the
 * salary and dividend records, the ledger and the revenue report hold the rows the team's history
 * earned. Runs after the team's history (server/seed/agencyHistory.ts).
 */
export function seedContracts(db: Db, now: number): void {
  const ceiling = db.prepare('INSERT INTO contract_ceiling (kind, rate_field, rate_bps) VALUES (?, ?, ?)');
  for (const row of CEILING) ceiling.run(row.kind, row.field, row.bps);

  const idOf = db.prepare<[string], { id: number }>('SELECT id FROM member WHERE username = ?');
  const memberId = (username: string) => {
    const row = idOf.get(username);
    if (!row) throw new Error(`the contract seed needs ${username}`);
    return row.id;
  };
  const store = contractStore(db);
  for (const contract of CONTRACTS) {
    const offeredAt = now - contract.offeredAgoMs;
    const { outcome } = contract;
    store.insert({
      kind: contract.terms.kind,
      offererId: memberId(contract.offerer),
      receiverId: memberId(contract.receiver),
      terms: contract.terms,
      // an expired offer is stored pending: readers report it expired, the engine marks it below
      status: outcome.status === 'expired' ? 'pending' : outcome.status,
      idempotencyKey: null,
      offeredAt,
      expiresAt: offeredAt + CONTRACT_OFFER_LIFETIME_MS,
      answeredAt: 'answeredAgoMs' in outcome ? now - outcome.answeredAgoMs : null,
      terminatedAt: outcome.status === 'terminated' ? now - outcome.terminatedAgoMs : null,
      terminationReason: outcome.status === 'terminated' ? outcome.reason : null,
    });
  }
  settleDueContracts({ db, stores: createStores(db) }, now);
}
