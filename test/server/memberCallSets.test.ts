import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datePresetRange } from '@kernel/records';
import { MAIN_WALLET } from '@kernel/wallet';
import { createRecordCalls } from '@/api/recordCalls';
import { createUplineCalls } from '@/api/uplineCalls';
import { createWalletCalls } from '@/api/walletCalls';
import { backendFetch, testApiClient } from '../support/testApiClient';
import { loginToken, startServer, type TestServer } from './helpers';
import { MEMBER, newKey, setWithdrawPassword, teamToken, WITHDRAW_PASSWORD } from './walletHelpers';

/**
 * The client's call sets of the wallet, upline and record pages against the reference backend,
 * through the real API client (envelope, schemas, sealing): every answer parses with the
 * contract the pages read, so a call set naming the wrong schema fails here, not in the browser.
 */
let server: TestServer;
const clientFor = (token: string) => testApiClient(backendFetch(server.app), { timeoutMs: 10_000, getToken: () => token });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.db.close());

describe('member centre call sets against the reference backend', () => {
  it('wallet: reads the wallets, transfers in with a key (a retry answers the same), sweeps all to main', async () => {
    const wallet = createWalletCalls(clientFor(await loginToken(server, MEMBER.demo.username)));
    const before = await wallet.getMerchantWallet();
    expect(before.isSingle).toBe(false);
    const game = before.wallets.find((entry) => entry.code !== MAIN_WALLET);
    expect(game).toBeDefined();
    const request = { from: MAIN_WALLET, to: game!.code, amountPaise: 12_345, idempotencyKey: newKey() };
    const moved = await wallet.transfer(request);
    expect(moved).toMatchObject({ from: MAIN_WALLET, to: game!.code, amountPaise: 12_345 });
    expect(await wallet.transfer(request)).toEqual(moved);
    const after = await wallet.getMerchantWallet();
    expect(after.wallets.find((entry) => entry.code === game!.code)?.balancePaise).toBe(game!.balancePaise + 12_345);
    const swept = await wallet.transferAllToMain({ idempotencyKey: newKey() });
    expect(swept.movedPaise).toBeGreaterThanOrEqual(12_345);
    expect(swept.wallets.some((entry) => entry.code === game!.code)).toBe(true);
  });

  it('upline: reads the upline info and sends a sealed transfer', async () => {
    const token = await teamToken(server, MEMBER.rohan.username);
    const upline = createUplineCalls(clientFor(token));
    expect(await upline.getInfo()).toMatchObject({ uplineAccount: 'demo_agent', hasWithdrawPassword: false });
    await setWithdrawPassword(server, token);
    const info = await upline.getInfo();
    expect(info.hasWithdrawPassword).toBe(true);
    const result = await upline.transfer({ amountPaise: info.minPaise, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() });
    expect(result).toMatchObject({ uplineAccount: 'demo_agent', amountPaise: info.minPaise, balancePaise: info.balancePaise - info.minPaise });
  });

  it('records: bets, account entries, profit and loss, and the vendors to filter by', async () => {
    const records = createRecordCalls(clientFor(await loginToken(server, MEMBER.demo.username)));
    const range = datePresetRange('last30', Date.now());
    const bets = await records.getBetRecords(range, 1);
    expect(bets.pageSize).toBe(20);
    expect(bets.totals.count).toBe(bets.totalCount);
    const entries = await records.getAccountRecords({ ...range, type: 'transfer' }, 1);
    expect(entries.items.every((entry) => entry.type === 'transfer')).toBe(true);
    const profit = await records.getProfitLoss(range);
    expect(profit.daily).toHaveLength(30);
    const menus = await records.getCategoryVendors();
    expect(menus.some((menu) => menu.vendors.length > 0)).toBe(true);
  });
});
