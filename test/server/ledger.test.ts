import { beforeEach, describe, expect, it } from 'vitest';
import { balanceResponse } from '../../kernel/member';
import { PATH } from '../../kernel/paths';
import { HOUSE, memberAccount, parseAccountCode } from '../../server/ledger/accounts';
import { createJournal, type Journal, LedgerError, type PostingRequest } from '../../server/ledger/journal';
import { loginToken, startServer, type TestServer, trialToken } from './helpers';

const DEMO_MEMBER = 10001;
const ROHAN = 10006;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof LedgerError) return error.reason;
    throw error;
  }
  return 'posted';
};

describe('the journal', () => {
  let server: TestServer;
  let journal: Journal;
  beforeEach(async () => {
    server = await startServer();
    journal = createJournal(server.db);
  });

  const move = (key: string, from: string, to: string, amountPaise: number): PostingRequest => ({
    idempotencyKey: key,
    kind: 'test',
    lines: [
      { account: from, amountPaise: -amountPaise },
      { account: to, amountPaise },
    ],
    now: NOW,
  });

  it('opens the seeded balances as entries against the house equity, and reconciles', () => {
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(325_050);
    const opening = server.db.prepare("SELECT COUNT(*) AS n FROM journal_transaction WHERE kind = 'opening'").get() as { n: number };
    expect(opening.n).toBeGreaterThanOrEqual(10);
    expect(journal.balanceOf(HOUSE.opening)).toBeLessThan(0);
    expect(journal.reconcile()).toMatchObject({ ok: true });
  });

  it('moves money with a balanced posting and records the balance after each entry', () => {
    const posting = journal.post(move('t-1', memberAccount.main(ROHAN), memberAccount.game(ROHAN, 'PG'), 50_000));
    expect(posting).toMatchObject({ replayed: false, createdAt: NOW });
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(275_050);
    expect(journal.balanceOf(memberAccount.game(ROHAN, 'PG'))).toBe(50_000);
    const entries = server.db
      .prepare('SELECT amount_paise AS amount, balance_after_paise AS after FROM journal_entry WHERE transaction_id = ? ORDER BY amount_paise')
      .all(posting.transactionId);
    expect(entries).toEqual([
      { amount: -50_000, after: 275_050 },
      { amount: 50_000, after: 50_000 },
    ]);
    expect(journal.reconcile().ok).toBe(true);
  });

  it('refuses lines that do not sum to zero, and writes nothing', () => {
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM journal_entry').get();
    const reason = reasonOf(() =>
      journal.post({
        idempotencyKey: 'bad-1',
        kind: 'test',
        lines: [
          { account: memberAccount.main(ROHAN), amountPaise: -100 },
          { account: HOUSE.games, amountPaise: 99 },
        ],
        now: NOW,
      }),
    );
    expect(reason).toBe('unbalanced');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM journal_entry').get()).toEqual(before);
  });

  it('refuses zero, fractional and single-line postings', () => {
    expect(reasonOf(() => journal.post(move('z', HOUSE.games, memberAccount.main(ROHAN), 0)))).toBe('invalidLines');
    expect(reasonOf(() => journal.post(move('f', HOUSE.games, memberAccount.main(ROHAN), 10.5)))).toBe('invalidLines');
    expect(reasonOf(() => journal.post({ idempotencyKey: 's', kind: 'test', lines: [{ account: HOUSE.games, amountPaise: 1 }], now: NOW }))).toBe('invalidLines');
  });

  it('never lets a member account go below zero, while a house account may', () => {
    expect(reasonOf(() => journal.post(move('n-1', memberAccount.main(ROHAN), HOUSE.games, 325_051)))).toBe('insufficientFunds');
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(325_050);
    journal.post(move('n-2', memberAccount.main(ROHAN), HOUSE.games, 325_050));
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(0);
    journal.post(move('n-3', HOUSE.games, memberAccount.main(ROHAN), 1_000_000));
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(1_000_000);
    expect(journal.reconcile().ok).toBe(true);
  });

  it('lets an account named twice in one posting pass through as long as it ends at zero or more', () => {
    journal.post({
      idempotencyKey: 'twice',
      kind: 'test',
      lines: [
        { account: memberAccount.main(ROHAN), amountPaise: -325_050 },
        { account: memberAccount.main(ROHAN), amountPaise: 100_000 },
        { account: HOUSE.games, amountPaise: 225_050 },
      ],
      now: NOW,
    });
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(100_000);
    expect(journal.reconcile().ok).toBe(true);
  });

  it('never mixes the DEMO currency with real money', () => {
    journal.post(move('demo-1', HOUSE.demo, memberAccount.demo(ROHAN), 10_000));
    expect(reasonOf(() => journal.post(move('demo-2', memberAccount.demo(ROHAN), memberAccount.main(ROHAN), 5_000)))).toBe('currencyMismatch');
    expect(reasonOf(() => journal.post(move('demo-3', memberAccount.demo(ROHAN), HOUSE.games, 5_000)))).toBe('currencyMismatch');
    journal.post(move('demo-4', memberAccount.demo(ROHAN), HOUSE.demoGames, 5_000));
    expect(journal.balanceOf(memberAccount.demo(ROHAN))).toBe(5_000);
  });

  it('answers a repeated key with the first result and refuses the key for another posting', () => {
    const first = journal.post(move('k-1', memberAccount.main(ROHAN), HOUSE.games, 1_000));
    const again = journal.post(move('k-1', memberAccount.main(ROHAN), HOUSE.games, 1_000));
    expect(again).toEqual({ ...first, replayed: true });
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(324_050);
    expect(reasonOf(() => journal.post(move('k-1', memberAccount.main(ROHAN), HOUSE.games, 2_000)))).toBe('idempotencyConflict');
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(324_050);
  });

  it('refuses names outside the account scheme and members that do not exist', () => {
    expect(reasonOf(() => journal.post(move('u-1', 'house:nowhere', memberAccount.main(ROHAN), 1)))).toBe('unknownAccount');
    expect(reasonOf(() => journal.post(move('u-2', HOUSE.games, memberAccount.main(999_999), 1)))).toBe('unknownAccount');
    expect(parseAccountCode('member:10001:game:pg')).toBeNull();
    expect(parseAccountCode('member:10001:game:PG')).toMatchObject({ owner: 'member', memberId: DEMO_MEMBER, purpose: 'game', walletCode: 'PG', currency: 'INR' });
  });

  it('keeps the journal append-only and the cached balance tied to the entries', () => {
    journal.post(move('a-1', memberAccount.main(ROHAN), HOUSE.games, 1_000));
    expect(() => server.db.prepare('UPDATE journal_entry SET amount_paise = 5').run()).toThrow(/append-only/);
    expect(() => server.db.prepare("UPDATE journal_transaction SET kind = 'x'").run()).toThrow(/append-only/);
    const account = server.db.prepare('SELECT id FROM ledger_account WHERE code = ?').get(memberAccount.main(ROHAN)) as { id: number };
    // an entry that does not continue the cached balance is refused by the database itself
    expect(() =>
      server.db.prepare('INSERT INTO journal_entry (transaction_id, account_id, amount_paise, balance_after_paise) VALUES (1, ?, 5, 5)').run(account.id),
    ).toThrow(/continue/);
    // a balance changed behind the journal's back is caught by reconcile
    server.db.prepare('UPDATE ledger_account SET balance_paise = balance_paise + 1 WHERE id = ?').run(account.id);
    expect(journal.reconcile()).toMatchObject({ ok: false, mismatchedBalances: [{ code: memberAccount.main(ROHAN) }] });
  });

  it('rolls a refused posting back inside a caller’s transaction without undoing the caller’s earlier postings', () => {
    const outcome = server.db.transaction(() => {
      journal.post(move('o-1', memberAccount.main(ROHAN), HOUSE.games, 1_000));
      return reasonOf(() => journal.post(move('o-2', memberAccount.main(ROHAN), HOUSE.games, 10_000_000)));
    })();
    expect(outcome).toBe('insufficientFunds');
    expect(journal.balanceOf(memberAccount.main(ROHAN))).toBe(324_050);
    expect(journal.reconcile().ok).toBe(true);
  });
});

describe('balances from the journal', () => {
  it('shows demo_member ₹25,000.00 in rupees and paise', async () => {
    const server = await startServer();
    const token = await loginToken(server, 'demo_member');
    const { body } = await server.expectBody(balanceResponse, PATH.balance, { token });
    expect(body.value).toEqual({ balance: 25_000, balancePaise: 2_500_000, currency: 'INR', currencySymbol: '₹' });
  });

  it('gives a trial account its ₹2,000 free-play credit in the DEMO currency, apart from real money', async () => {
    const server = await startServer();
    const token = await trialToken(server);
    const { body } = await server.expectBody(balanceResponse, PATH.balance, { token });
    expect(body.value).toMatchObject({ balance: 2_000, balancePaise: 200_000 });
    const accounts = server.db
      .prepare('SELECT a.code, a.currency, a.balance_paise AS balance FROM ledger_account a JOIN member m ON m.id = a.member_id WHERE m.type = 4')
      .all();
    expect(accounts).toEqual([{ code: expect.stringMatching(/^member:\d+:demo$/), currency: 'DEMO', balance: 200_000 }]);
    expect(createJournal(server.db).reconcile().ok).toBe(true);
  });
});
