import { beforeEach, describe, expect, it } from 'vitest';
import { devWalletModeResponse } from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { balanceResponse } from '../../kernel/member';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { DEV_PATH, PATH } from '../../kernel/paths';
import { merchantWalletResponse, walletTransferAllResponse, walletTransferResponse } from '../../kernel/wallet';
import { callJson, expectLoginRequired, startServer, type TestServer, trialToken } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, responseValue, teamToken } from './walletHelpers';

describe('wallets and transfers', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startServer();
    token = await teamToken(server, MEMBER.arjun.username);
  });

  const wallets = async (lang?: string) => (await server.expectBody(merchantWalletResponse, MEMBER_PATH.merchantWallet, { token, lang })).body.value;
  const transfer = (body: Record<string, unknown>, lang?: string) =>
    callJson(server, 'POST', MEMBER_PATH.walletTransfer, { idempotencyKey: newKey(), ...body }, { token, lang });

  it('lists the main wallet and five game wallets of a multi-wallet merchant', async () => {
    const value = await wallets('EN');
    expect(value.isSingle).toBe(false);
    expect(value.wallets.map((wallet) => wallet.code)).toEqual(['MAIN', 'PG', 'EVO', 'SABA', 'KY', 'AV']);
    expect(value.wallets[0]).toEqual({ code: 'MAIN', name: 'Main wallet', balancePaise: 1_540_000 });
    expect(value.wallets.slice(1).every((wallet) => wallet.balancePaise === 0)).toBe(true);
    expect((await wallets()).wallets[0]?.name).toBe('मुख्य वॉलेट');
  });

  it('moves money into a game wallet and out again', async () => {
    const into = responseValue(walletTransferResponse, await transfer({ from: 'MAIN', to: 'PG', amountPaise: 500_000 }));
    expect(into).toMatchObject({ from: 'MAIN', to: 'PG', amountPaise: 500_000 });
    await transfer({ from: 'PG', to: 'MAIN', amountPaise: 120_050 });
    const value = await wallets();
    expect(value.wallets.find((wallet) => wallet.code === 'PG')?.balancePaise).toBe(379_950);
    expect(value.wallets[0]?.balancePaise).toBe(1_160_050);
    // the header balance is the main wallet
    expect((await server.expectBody(balanceResponse, PATH.balance, { token })).body.value).toMatchObject({ balance: 11_600.5, balancePaise: 1_160_050 });
    expectReconciled(server);
  });

  it('brings every game wallet back to main at once', async () => {
    await transfer({ from: 'MAIN', to: 'PG', amountPaise: 100_000 });
    await transfer({ from: 'MAIN', to: 'EVO', amountPaise: 30_000 });
    const result = responseValue(walletTransferAllResponse, await callJson(server, 'POST', MEMBER_PATH.walletTransferAll, { idempotencyKey: newKey() }, { token }));
    expect(result.movedPaise).toBe(130_000);
    expect(result.wallets).toEqual([
      { code: 'PG', amountPaise: 100_000 },
      { code: 'EVO', amountPaise: 30_000 },
    ]);
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_540_000);
    const again = responseValue(walletTransferAllResponse, await callJson(server, 'POST', MEMBER_PATH.walletTransferAll, { idempotencyKey: newKey() }, { token }));
    expect(again.movedPaise).toBe(0);
  });

  it('moves money once for a retried transfer and refuses the key for another transfer', async () => {
    const key = newKey();
    const first = await transfer({ from: 'MAIN', to: 'KY', amountPaise: 10_000, idempotencyKey: key });
    const retry = await transfer({ from: 'MAIN', to: 'KY', amountPaise: 10_000, idempotencyKey: key });
    expect(retry.body).toEqual(first.body);
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_530_000);
    expect(refusalOf(await transfer({ from: 'MAIN', to: 'KY', amountPaise: 20_000, idempotencyKey: key }))).toMatchObject({
      code: ErrorCode.idempotencyConflict,
    });
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_530_000);
  });

  it('refuses transfers above the balance, between two game wallets, and to unknown wallets', async () => {
    const above = await transfer({ from: 'MAIN', to: 'PG', amountPaise: 1_540_001 }, 'EN');
    expect(refusalOf(above)).toEqual({ code: ErrorCode.insufficientBalance, message: 'Insufficient balance' });
    expect(refusalOf(await transfer({ from: 'PG', to: 'MAIN', amountPaise: 1 }))).toMatchObject({ code: ErrorCode.insufficientBalance });
    expect(refusalOf(await transfer({ from: 'PG', to: 'EVO', amountPaise: 1 }))).toMatchObject({ code: ErrorCode.invalidInput });
    expect(refusalOf(await transfer({ from: 'MAIN', to: 'MAIN', amountPaise: 1 }))).toMatchObject({ code: ErrorCode.invalidInput });
    expect(refusalOf(await transfer({ from: 'MAIN', to: 'JL', amountPaise: 1 }))).toMatchObject({ code: ErrorCode.walletNotFound });
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_540_000);
  });

  it('refuses bad amounts with a localised message naming the problem', async () => {
    const cases: [unknown, string, string][] = [
      [undefined, 'Please enter an amount', 'कृपया राशि दर्ज करें'],
      [0, 'The amount must be greater than zero', 'राशि शून्य से अधिक होनी चाहिए'],
      [-500, 'The amount must be greater than zero', 'राशि शून्य से अधिक होनी चाहिए'],
      [10.5, 'The amount must be a whole number of paise', 'राशि पूरे पैसे में होनी चाहिए'],
      ['100', 'The amount must be a number', 'राशि एक संख्या होनी चाहिए'],
      [1e12, 'The amount is too large', 'राशि बहुत बड़ी है'],
    ];
    for (const [amountPaise, english, hindi] of cases) {
      const inEnglish = await transfer({ from: 'MAIN', to: 'PG', amountPaise }, 'EN');
      expect(inEnglish.status).toBe(400);
      expect(refusalOf(inEnglish)).toEqual({ code: ErrorCode.amountInvalid, message: english });
      expect(refusalOf(await transfer({ from: 'MAIN', to: 'PG', amountPaise })).message).toBe(hindi);
    }
    expect(refusalOf(await transfer({ from: 'MAIN', to: 'PG', amountPaise: 100, idempotencyKey: 'short' }))).toMatchObject({ code: ErrorCode.invalidInput });
  });

  it('turns single wallet on through the dev control: game money swept to main, transfers refused, only MAIN listed', async () => {
    await transfer({ from: 'MAIN', to: 'SABA', amountPaise: 40_000 });
    const mode = await server.expectBody(devWalletModeResponse, DEV_PATH.walletMode, { method: 'POST', body: { isSingle: true } });
    expect(mode.body.value).toEqual({ isSingle: true, sweptMembers: 1 });
    expect(await wallets()).toEqual({ isSingle: true, wallets: [{ code: 'MAIN', name: 'मुख्य वॉलेट', balancePaise: 1_540_000 }] });
    const refused = await transfer({ from: 'MAIN', to: 'PG', amountPaise: 100 }, 'EN');
    expect(refusalOf(refused)).toMatchObject({ code: ErrorCode.singleWallet });
    expect(refusalOf(await callJson(server, 'POST', MEMBER_PATH.walletTransferAll, { idempotencyKey: newKey() }, { token }))).toMatchObject({
      code: ErrorCode.singleWallet,
    });
    await server.expectBody(devWalletModeResponse, DEV_PATH.walletMode, { method: 'POST', body: { isSingle: false } });
    expect((await wallets()).isSingle).toBe(false);
    expectReconciled(server);
  });

  it('asks for a session and refuses trial accounts (demo credit is not real money)', async () => {
    await expectLoginRequired(server, MEMBER_PATH.merchantWallet);
    await expectLoginRequired(server, MEMBER_PATH.walletTransfer, { method: 'POST', body: { from: 'MAIN', to: 'PG', amountPaise: 100, idempotencyKey: newKey() } });
    const trial = await trialToken(server);
    const answer = await callJson(server, 'GET', MEMBER_PATH.merchantWallet, undefined, { token: trial, lang: 'EN' });
    expect(refusalOf(answer)).toEqual({ code: ErrorCode.trialNotAllowed, message: 'Please register an account first' });
    const moved = await callJson(server, 'POST', MEMBER_PATH.walletTransfer, { from: 'MAIN', to: 'PG', amountPaise: 100, idempotencyKey: newKey() }, { token: trial });
    expect(refusalOf(moved)).toMatchObject({ code: ErrorCode.trialNotAllowed });
  });
});
