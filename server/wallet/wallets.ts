import { ErrorCode } from '../../kernel/errorCodes';
import { MAIN_WALLET, type MerchantWallet, type WalletSweepResult, type WalletTransferResult } from '../../kernel/wallet';
import { type Lang, localise } from '../i18n';
import { memberAccount } from '../ledger/accounts';
import type { MoneyContext } from './context';
import { refusal, withLedgerRefusals } from './errors';

const MAIN_WALLET_NAME = { EN: 'Main wallet', HI: 'मुख्य वॉलेट' };

/** The ledger account behind a wallet code of this member. */
const accountOf = (memberId: number, code: string) => (code === MAIN_WALLET ? memberAccount.main(memberId) : memberAccount.game(memberId, code));

/** The member's wallets as GCS_merchantWallet shows them: main first, game wallets unless single-wallet. */
export function merchantWallet(ctx: MoneyContext, memberId: number, lang: Lang): MerchantWallet {
  const { journal, walletSettings } = ctx.stores;
  const isSingle = walletSettings.isSingleWallet();
  const main = { code: MAIN_WALLET, name: localise(MAIN_WALLET_NAME, lang), balancePaise: journal.balanceOf(memberAccount.main(memberId)) };
  if (isSingle) return { isSingle, wallets: [main] };
  const games = walletSettings.gameWallets().map((wallet) => ({
    code: wallet.code,
    name: wallet.name,
    balancePaise: journal.balanceOf(memberAccount.game(memberId, wallet.code)),
  }));
  return { isSingle, wallets: [main, ...games] };
}

function assertMultiWallet(ctx: MoneyContext) {
  if (ctx.stores.walletSettings.isSingleWallet()) throw refusal(ErrorCode.singleWallet, 'singleWallet');
}

/**
 * Moves money between the main wallet and one game wallet (in: MAIN to a game wallet; out: back).
 * Refused on a single-wallet merchant, for an unknown wallet, and above the source's balance.
 */
export function transferBetweenWallets(
  ctx: MoneyContext,
  memberId: number,
  request: { from: string; to: string; amountPaise: number; idempotencyKey: string },
  now: number,
): WalletTransferResult {
  assertMultiWallet(ctx);
  const gameCodes = new Set(ctx.stores.walletSettings.gameWallets().map((wallet) => wallet.code));
  for (const code of [request.from, request.to]) {
    if (code !== MAIN_WALLET && !gameCodes.has(code)) throw refusal(ErrorCode.walletNotFound, 'walletNotFound', code);
  }
  if ((request.from === MAIN_WALLET) === (request.to === MAIN_WALLET)) throw refusal(ErrorCode.invalidInput, 'walletPairInvalid');
  const posting = withLedgerRefusals(() =>
    ctx.stores.journal.post({
      idempotencyKey: `transfer:${memberId}:${request.idempotencyKey}`,
      kind: request.from === MAIN_WALLET ? 'transferIn' : 'transferOut',
      reference: `member:${memberId}`,
      lines: [
        { account: accountOf(memberId, request.from), amountPaise: -request.amountPaise },
        { account: accountOf(memberId, request.to), amountPaise: request.amountPaise },
      ],
      now,
    }),
  );
  return { from: request.from, to: request.to, amountPaise: request.amountPaise, createdAt: posting.createdAt };
}

/** Every game wallet's whole balance back to the main wallet, in one posting (nothing to move: nothing posted). */
export function sweepGameWalletsToMain(ctx: MoneyContext, memberId: number, journalKey: string, now: number): WalletSweepResult {
  const { journal, walletSettings } = ctx.stores;
  const moved = walletSettings
    .gameWallets()
    .map((wallet) => ({ code: wallet.code, amountPaise: journal.balanceOf(memberAccount.game(memberId, wallet.code)) }))
    .filter((wallet) => wallet.amountPaise > 0);
  const totalPaise = moved.reduce((sum, wallet) => sum + wallet.amountPaise, 0);
  if (totalPaise > 0) {
    withLedgerRefusals(() =>
      journal.post({
        idempotencyKey: journalKey,
        kind: 'transferOut',
        reference: `member:${memberId}`,
        lines: [
          ...moved.map((wallet) => ({ account: memberAccount.game(memberId, wallet.code), amountPaise: -wallet.amountPaise })),
          { account: memberAccount.main(memberId), amountPaise: totalPaise },
        ],
        now,
      }),
    );
  }
  return { movedPaise: totalPaise, wallets: moved, createdAt: now };
}

/** The all-to-main transfer a member asks for (refused on a single-wallet merchant, which has nothing to sweep). */
export function transferAllToMain(ctx: MoneyContext, memberId: number, idempotencyKey: string, now: number): WalletSweepResult {
  assertMultiWallet(ctx);
  return sweepGameWalletsToMain(ctx, memberId, `transfer-all:${memberId}:${idempotencyKey}`, now);
}
