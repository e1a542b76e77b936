import { beforeEach, describe, expect, it } from 'vitest';
import { bankAccountsResponse, removeBankAccountResponse } from '../../kernel/bankAccount';
import { depositOrderResponse } from '../../kernel/deposit';
import { devWithdrawalResponse, devWithdrawalsResponse } from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { DEV_PATH } from '../../kernel/paths';
import { WITHDRAW_RULES, withdrawalsResponse, withdrawFeePaise, withdrawLimitsResponse, withdrawResponse } from '../../kernel/withdraw';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { callJson, callSealed, expectLoginRequired, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';
import {
  addBankAccount,
  expectReconciled,
  MEMBER,
  mainBalance,
  newKey,
  readyToWithdraw,
  refusalOf,
  responseValue,
  teamToken,
  WITHDRAW_PASSWORD,
  withdraw,
} from './walletHelpers';

const MINUTE_MS = 60_000;

describe('bank accounts', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startServer();
    token = await teamToken(server, MEMBER.arjun.username);
  });
  const add = (account: Record<string, string>, lang = 'EN') => callJson(server, 'POST', MEMBER_PATH.addBankAccount, account, { token, lang });
  const list = async () => (await server.expectBody(bankAccountsResponse, MEMBER_PATH.bankAccounts, { token })).body.value;

  it('adds a tidied account and shows only the last four digits', async () => {
    const id = await addBankAccount(server, token, { holderName: '  Arjun   K. Mehta ', ifsc: ' icic0004321', accountNumber: '0012 3456 7890' });
    expect(await list()).toEqual([
      { id, holderName: 'Arjun K. Mehta', bankName: 'ICICI Bank', ifsc: 'ICIC0004321', accountNumberMasked: '•••• 7890', createdAt: expect.any(Number) },
    ]);
    expect(JSON.stringify(await list())).not.toContain('001234567890');
  });

  it('refuses a bad holder name, IFSC or account number, naming the field in the request language', async () => {
    const good = { holderName: 'Arjun Mehta', ifsc: 'ICIC0004321', accountNumber: '123456789' };
    const cases: [Record<string, string>, string, string][] = [
      [{ ...good, holderName: 'A' }, 'holderName', "Enter the account holder's name as the bank prints it (2-50 letters)"],
      [{ ...good, holderName: 'Arjun 123' }, 'holderName', "Enter the account holder's name as the bank prints it (2-50 letters)"],
      [{ ...good, ifsc: 'ICIC1004321' }, 'ifsc', 'Enter a valid IFSC code, e.g. SBIN0001234'],
      [{ ...good, ifsc: 'ICI0004321' }, 'ifsc', 'Enter a valid IFSC code, e.g. SBIN0001234'],
      [{ ...good, accountNumber: '12345678' }, 'accountNumber', 'The account number must be 9 to 18 digits'],
      [{ ...good, accountNumber: '1234567890123456789' }, 'accountNumber', 'The account number must be 9 to 18 digits'],
      [{ ...good, accountNumber: '12345678A' }, 'accountNumber', 'The account number must be 9 to 18 digits'],
    ];
    for (const [account, field, message] of cases) {
      const result = await add(account);
      expect(result.status).toBe(400);
      expect(parseFailure(result.body)).toMatchObject({ code: ErrorCode.invalidInput, message, value: { field } });
    }
    expect(parseFailure((await add({ ...good, ifsc: 'X' }, 'HI')).body).message).toBe('मान्य IFSC कोड दर्ज करें, जैसे SBIN0001234');
    expect(await list()).toEqual([]);
  });

  it('keeps at most three, refuses a duplicate, and frees a place when one is removed', async () => {
    const ids = [];
    for (const number of ['111111111', '222222222', '333333333'])
      ids.push(await addBankAccount(server, token, { holderName: 'Arjun', ifsc: 'SBIN0001234', accountNumber: number }));
    expect(refusalOf(await add({ holderName: 'Arjun', ifsc: 'SBIN0001234', accountNumber: '111111111' }))).toMatchObject({ code: ErrorCode.bankAccountDuplicate });
    expect(refusalOf(await add({ holderName: 'Arjun', ifsc: 'SBIN0001234', accountNumber: '444444444' }))).toEqual({
      code: ErrorCode.bankAccountLimit,
      message: 'You can add at most 3 bank accounts',
    });
    const removed = await server.expectBody(removeBankAccountResponse, `${MEMBER_PATH.removeBankAccount}?id=${ids[1]}`, { method: 'DELETE', token });
    expect(removed.body.value).toBe(true);
    expect(refusalOf(await callJson(server, 'DELETE', MEMBER_PATH.removeBankAccount, { id: ids[1] }, { token }))).toMatchObject({ code: ErrorCode.bankAccountNotFound });
    await addBankAccount(server, token, { holderName: 'Arjun', ifsc: 'SBIN0001234', accountNumber: '444444444' });
    expect((await list()).map((account) => account.accountNumberMasked)).toEqual(['•••• 1111', '•••• 3333', '•••• 4444']);
  });

  it('never shows or removes another member’s accounts', async () => {
    const other = await teamToken(server, MEMBER.rohan.username);
    const id = await addBankAccount(server, other);
    expect(await list()).toEqual([]);
    expect(refusalOf(await callJson(server, 'DELETE', MEMBER_PATH.removeBankAccount, { id }, { token }))).toMatchObject({ code: ErrorCode.bankAccountNotFound });
  });
});

describe('the withdrawal password', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    token = await teamToken(server, MEMBER.arjun.username);
  });
  const set = (password: string, confirmPassword = password) =>
    callSealed(server, 'POST', MEMBER_PATH.setWithdrawPassword, { password, confirmPassword }, { token, lang: 'EN' });
  const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
    callSealed(server, 'POST', MEMBER_PATH.changeWithdrawPassword, { oldPassword, newPassword, confirmNewPassword }, { token, lang: 'EN' });

  it('is set once (6 digits, typed twice), then changed only with the old one', async () => {
    expect(refusalOf(await set('12345'))).toEqual({ code: ErrorCode.invalidInput, message: 'The withdrawal password must be 6 digits' });
    expect(refusalOf(await set('abcdef'))).toMatchObject({ code: ErrorCode.invalidInput });
    expect(refusalOf(await set('123456', '123457'))).toEqual({ code: ErrorCode.invalidInput, message: 'The two passwords do not match' });
    expect((await set('123456')).body).toMatchObject({ success: true, value: true });
    expect(refusalOf(await set('654321'))).toMatchObject({ code: ErrorCode.withdrawPasswordAlreadySet });
    expect(refusalOf(await change('000000', '654321'))).toEqual({ code: ErrorCode.withdrawPasswordWrong, message: 'The withdrawal password is incorrect' });
    expect((await change('123456', '654321')).body).toMatchObject({ success: true });
    expect(refusalOf(await change('123456', '111111'))).toMatchObject({ code: ErrorCode.withdrawPasswordWrong });
    expect((await change('654321', '111111')).body).toMatchObject({ success: true });
    const stored = server.db.prepare('SELECT withdraw_password_hash AS hash FROM member WHERE id = ?').get(MEMBER.arjun.id) as { hash: string };
    expect(stored.hash).toMatch(/^scrypt\$/);
  });

  it('is a plain body refused: the password travels sealed', async () => {
    const plain = await callJson(server, 'POST', MEMBER_PATH.setWithdrawPassword, { password: '123456', confirmPassword: '123456' }, { token });
    expect(refusalOf(plain)).toMatchObject({ code: ErrorCode.badEncryption });
  });

  it('locks for 15 minutes after five wrong passwords in a row', async () => {
    await set('123456');
    for (let attempt = 0; attempt < 5; attempt++) expect(refusalOf(await change('000000', '222222'))).toMatchObject({ code: ErrorCode.withdrawPasswordWrong });
    expect(refusalOf(await change('123456', '222222'))).toEqual({
      code: ErrorCode.withdrawPasswordLocked,
      message: 'Too many wrong withdrawal passwords, please try again after 15 minutes',
    });
    clock.advance(15 * MINUTE_MS);
    expect((await change('123456', '222222')).body).toMatchObject({ success: true });
  });
});

describe('withdrawals', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  let bankAccountId: number;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    ({ token, bankAccountId } = await readyToWithdraw(server, MEMBER.arjun.username));
  });
  const limits = async () => (await server.expectBody(withdrawLimitsResponse, MEMBER_PATH.withdrawLimits, { token })).body.value;
  const hold = () => createJournal(server.db).balanceOf(memberAccount.hold(MEMBER.arjun.id));

  it('shows the limits, the fee rule, the balance and the turnover', async () => {
    expect(await limits()).toEqual({
      ...WITHDRAW_RULES,
      usedToday: 0,
      balancePaise: 1_540_000,
      turnover: { requiredPaise: 0, donePaise: 0 },
      hasWithdrawPassword: true,
    });
    expect(withdrawFeePaise(100_000, WITHDRAW_RULES)).toBe(1_000);
    expect(withdrawFeePaise(500_000, WITHDRAW_RULES)).toBe(5_000);
    expect(withdrawFeePaise(123_457, WITHDRAW_RULES)).toBe(1_235);
  });

  it('holds the amount from the main wallet and records the fee', async () => {
    const result = await withdraw(server, token, { bankAccountId, amountPaise: 500_000 });
    expect(responseValue(withdrawResponse, result)).toEqual({
      id: expect.any(Number),
      status: 'pending',
      amountPaise: 500_000,
      feePaise: 5_000,
      receivePaise: 495_000,
      holderName: 'Rohan Verma',
      bankName: 'HDFC Bank',
      accountNumberMasked: '•••• 9012',
      createdAt: clock.now(),
      decidedAt: null,
    });
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_040_000);
    expect(hold()).toBe(500_000);
    expect((await limits()).usedToday).toBe(1);
    expectReconciled(server);
  });

  it('refuses amounts outside the limits or above the balance', async () => {
    expect(refusalOf(await withdraw(server, token, { bankAccountId, amountPaise: 9_999 }))).toMatchObject({ code: ErrorCode.amountBelowMin });
    expect(refusalOf(await withdraw(server, token, { bankAccountId, amountPaise: 5_000_001 }))).toMatchObject({ code: ErrorCode.amountAboveMax });
    const other = await readyToWithdraw(server, MEMBER.meera.username);
    expect(refusalOf(await withdraw(server, other.token, { bankAccountId: other.bankAccountId, amountPaise: 78_026 }))).toMatchObject({
      code: ErrorCode.insufficientBalance,
    });
    expect(refusalOf(await withdraw(server, token, { bankAccountId, amountPaise: 10.5 }))).toMatchObject({ code: ErrorCode.amountInvalid });
    expect(refusalOf(await withdraw(server, token, { bankAccountId, amountPaise: -100 }))).toMatchObject({ code: ErrorCode.amountInvalid });
  });

  it('checks the withdrawal password and the bank account', async () => {
    expect(refusalOf(await withdraw(server, token, { bankAccountId, amountPaise: 10_000, withdrawPassword: '000000' }))).toMatchObject({
      code: ErrorCode.withdrawPasswordWrong,
    });
    expect(refusalOf(await withdraw(server, token, { bankAccountId: bankAccountId + 100, amountPaise: 10_000 }))).toMatchObject({
      code: ErrorCode.bankAccountNotFound,
    });
    const fresh = await teamToken(server, MEMBER.dev.username);
    const freshBank = await addBankAccount(server, fresh);
    expect(refusalOf(await withdraw(server, fresh, { bankAccountId: freshBank, amountPaise: 10_000 }))).toEqual({
      code: ErrorCode.withdrawPasswordNotSet,
      message: 'कृपया पहले निकासी पासवर्ड सेट करें',
    });
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_540_000);
  });

  it('allows three requests a day (India time); a rejected one does not count', async () => {
    const ids = [];
    for (let index = 0; index < 3; index++) ids.push(responseValue(withdrawResponse, await withdraw(server, token, { bankAccountId, amountPaise: 10_000 })).id);
    expect(refusalOf(await withdraw(server, token, { bankAccountId, amountPaise: 10_000 }))).toMatchObject({ code: ErrorCode.withdrawDailyLimit });
    await server.expectBody(devWithdrawalResponse, DEV_PATH.rejectWithdrawal, { method: 'POST', body: { withdrawalId: ids[0] } });
    expect(responseValue(withdrawResponse, await withdraw(server, token, { bankAccountId, amountPaise: 10_000 })).status).toBe('pending');
    // 12:00 UTC is 17:30 in India: the day turns at 18:30 UTC
    clock.advance(6 * 60 * MINUTE_MS + 30 * MINUTE_MS);
    token = await teamToken(server, MEMBER.arjun.username); // sessions last 2 hours
    expect((await limits()).usedToday).toBe(0);
    expect(responseValue(withdrawResponse, await withdraw(server, token, { bankAccountId, amountPaise: 10_000 })).status).toBe('pending');
  });

  it('waits for the turnover: valid bets placed after the deposit must reach it, and the refusal names what is still to bet', async () => {
    const order = responseValue(
      depositOrderResponse,
      await callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', amountPaise: 100_000, idempotencyKey: newKey() }, { token }),
    );
    await server.app.request(`/assets-gen/pay/${order.orderId}/pay`, { method: 'POST' });
    expect((await limits()).turnover).toEqual({ requiredPaise: 100_000, donePaise: 0 });
    const refused = await withdraw(server, token, { bankAccountId, amountPaise: 10_000 });
    expect(parseFailure(refused.body)).toMatchObject({ code: ErrorCode.turnoverNotMet, message: expect.stringContaining(': ₹1,000.00') });
    // bets as the betting records write them: only settled real-money bets placed after the deposit count
    const bet = server.db.prepare(
      `INSERT INTO bet (member_id, vendor, game_type, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at)
       VALUES (?, 'PG', 'RNG', ?, ?, ?, ?, ?, ?)`,
    );
    bet.run(MEMBER.arjun.id, 90_000, 90_000, null, 'INR', clock.now(), null);
    bet.run(MEMBER.arjun.id, 90_000, 90_000, 0, 'INR', clock.now() - 1, clock.now());
    bet.run(MEMBER.arjun.id, 90_000, 90_000, 0, 'DEMO', clock.now(), clock.now());
    bet.run(MEMBER.arjun.id, 60_000, 60_000, 0, 'INR', clock.now(), clock.now());
    expect((await limits()).turnover).toEqual({ requiredPaise: 100_000, donePaise: 60_000 });
    expect(parseFailure((await withdraw(server, token, { bankAccountId, amountPaise: 10_000 })).body).message).toContain(': ₹400.00');
    bet.run(MEMBER.arjun.id, 50_000, 40_000, 80_000, 'INR', clock.now(), clock.now());
    // met: nothing is open any more
    expect((await limits()).turnover).toEqual({ requiredPaise: 0, donePaise: 0 });
    expect(responseValue(withdrawResponse, await withdraw(server, token, { bankAccountId, amountPaise: 10_000 })).status).toBe('pending');
  });

  it('lists the member’s withdrawals newest first', async () => {
    for (const amountPaise of [10_000, 20_000, 30_000]) {
      await withdraw(server, token, { bankAccountId, amountPaise });
      clock.advance(1_000);
    }
    const page = (await server.expectBody(withdrawalsResponse, `${MEMBER_PATH.withdrawals}?pageSize=2`, { token })).body.value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, totalPages: 2, totalCount: 3 });
    expect(page.items.map((item) => item.amountPaise)).toEqual([30_000, 20_000]);
  });

  it('is paid by the operator (dev control): the hold goes out less the fee, which the house keeps', async () => {
    const created = responseValue(withdrawResponse, await withdraw(server, token, { bankAccountId, amountPaise: 200_000 }));
    const pending = (await server.expectBody(devWithdrawalsResponse, DEV_PATH.withdrawals)).body.value;
    expect(pending.find((row) => row.id === created.id)).toMatchObject({ username: 'team_arjun', status: 'pending', amountPaise: 200_000, feePaise: 2_000 });
    const journal = createJournal(server.db);
    const payoutBefore = journal.balanceOf(HOUSE.payout);
    const feesBefore = journal.balanceOf(HOUSE.fees);
    const approved = await server.expectBody(devWithdrawalResponse, DEV_PATH.approveWithdrawal, { method: 'POST', body: { withdrawalId: created.id } });
    expect(approved.body.value.status).toBe('paid');
    expect(hold()).toBe(0);
    expect(journal.balanceOf(HOUSE.payout) - payoutBefore).toBe(198_000);
    expect(journal.balanceOf(HOUSE.fees) - feesBefore).toBe(2_000);
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_340_000);
    const again = await callJson(server, 'POST', DEV_PATH.approveWithdrawal, { withdrawalId: created.id });
    expect(refusalOf(again)).toMatchObject({ code: ErrorCode.withdrawalClosed });
    expect(refusalOf(await callJson(server, 'POST', DEV_PATH.rejectWithdrawal, { withdrawalId: created.id }))).toMatchObject({ code: ErrorCode.withdrawalClosed });
    const listed = (await server.expectBody(withdrawalsResponse, MEMBER_PATH.withdrawals, { token })).body.value.items[0];
    expect(listed).toMatchObject({ id: created.id, status: 'paid', decidedAt: clock.now() });
    expectReconciled(server);
  });

  it('is rejected by the operator (dev control): the hold goes back to the main wallet', async () => {
    const created = responseValue(withdrawResponse, await withdraw(server, token, { bankAccountId, amountPaise: 200_000 }));
    const rejected = await server.expectBody(devWithdrawalResponse, DEV_PATH.rejectWithdrawal, { method: 'POST', body: { withdrawalId: created.id } });
    expect(rejected.body.value.status).toBe('rejected');
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_540_000);
    expect(hold()).toBe(0);
    expect(refusalOf(await callJson(server, 'POST', DEV_PATH.approveWithdrawal, { withdrawalId: 999_999 }))).toMatchObject({ code: ErrorCode.withdrawalNotFound });
    expectReconciled(server);
  });

  it('asks for a session and refuses trial accounts', async () => {
    await expectLoginRequired(server, MEMBER_PATH.withdrawLimits);
    await expectLoginRequired(server, MEMBER_PATH.bankAccounts);
    await expectLoginRequired(server, MEMBER_PATH.withdrawals);
    const trial = await trialToken(server);
    expect(refusalOf(await callJson(server, 'GET', MEMBER_PATH.withdrawLimits, undefined, { token: trial }))).toMatchObject({ code: ErrorCode.trialNotAllowed });
    const sealed = await callSealed(
      server,
      'POST',
      MEMBER_PATH.withdraw,
      { bankAccountId: 1, amountPaise: 10_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() },
      { token: trial },
    );
    expect(refusalOf(sealed)).toMatchObject({ code: ErrorCode.trialNotAllowed });
  });
});
