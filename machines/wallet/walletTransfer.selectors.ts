import type { SnapshotFrom } from 'xstate';
import { MAIN_WALLET } from '../../kernel/wallet';
import type { walletTransferMachine } from './walletTransfer.machine';
import { balanceOf, gameMoneyPaise, gameWalletsOf } from './walletTransfer.rules';

type Snapshot = SnapshotFrom<typeof walletTransferMachine>;

/** The wallets to show: only main for a single-wallet merchant (SPEC 7 isSingle). */
export const shownWallets = (snapshot: Snapshot) =>
  snapshot.context.isSingle ? snapshot.context.wallets.filter((wallet) => wallet.code === MAIN_WALLET) : snapshot.context.wallets;

/** Transfers exist only for a multi-wallet merchant whose wallets are known. */
export const offersTransfers = (snapshot: Snapshot) =>
  !snapshot.context.isSingle && gameWalletsOf(snapshot.context.wallets).length > 0 && !snapshot.matches('loading') && !snapshot.matches('loadFailed');

/** The wallets each side may name: the source is any wallet; the target is main for a game source, else a game wallet. */
export const fromOptions = (snapshot: Snapshot) => snapshot.context.wallets;
export const toOptions = (snapshot: Snapshot) =>
  snapshot.context.from === MAIN_WALLET ? gameWalletsOf(snapshot.context.wallets) : snapshot.context.wallets.filter((wallet) => wallet.code === MAIN_WALLET);

export const sourceBalance = (snapshot: Snapshot) => balanceOf(snapshot.context.wallets, snapshot.context.from);
export const walletName = (snapshot: Snapshot, code: string) => snapshot.context.wallets.find((wallet) => wallet.code === code)?.name ?? code;

/** The direction a transfer goes: in (main to a game wallet) or out (back to main). */
export const direction = (snapshot: Snapshot): 'in' | 'out' => (snapshot.context.from === MAIN_WALLET ? 'in' : 'out');

/** A write is under way or its outcome is being asked: the form is locked. */
export const isWriting = (snapshot: Snapshot) => snapshot.matches('sending') || snapshot.matches('unknown') || snapshot.matches('confirming');

/** The form takes a new transfer (the balances are known and nothing is under way). */
export const canSubmit = (snapshot: Snapshot) => snapshot.matches('ready');

/** Money in the game wallets together: what all to main would move. */
export const gameMoney = (snapshot: Snapshot) => gameMoneyPaise(snapshot.context.wallets);

export const isOutcomeUnknown = (snapshot: Snapshot) => snapshot.matches('unknown') || snapshot.matches('confirming');
