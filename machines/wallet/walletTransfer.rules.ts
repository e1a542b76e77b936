import { type AmountIssue, checkAmountRange, MAX_AMOUNT_PAISE, PAISE_PER_RUPEE, parseRupeesToPaise, type RangeIssue } from '../../kernel/money';
import { MAIN_WALLET, type Wallet } from '../../kernel/wallet';

/**
 * SPEC 7 Wallet: transfers between the main wallet and the game wallets. A transfer goes in (main
 * to a game wallet) or out (a game wallet to main), never between two game wallets; 'all to main'
 * sweeps every game wallet back. Amounts are integer paise; all arithmetic is here.
 */

/** What the member means to do; an idempotency key belongs to exactly one of these. */
export type WalletWrite = { kind: 'transfer'; from: string; to: string; amountPaise: number } | { kind: 'allToMain' };

/** Why a transfer cannot be sent as typed. */
export type TransferIssue = AmountIssue | RangeIssue | 'nothingToMove';

/** Any positive amount up to the platform's ceiling; the source's balance is the real limit. */
export const TRANSFER_BOUNDS = { minPaise: 1, maxPaise: MAX_AMOUNT_PAISE } as const;

export const gameWalletsOf = (wallets: readonly Wallet[]) => wallets.filter((wallet) => wallet.code !== MAIN_WALLET);

export const balanceOf = (wallets: readonly Wallet[], code: string): number => wallets.find((wallet) => wallet.code === code)?.balancePaise ?? 0;

/** Money held in the game wallets together (what 'all to main' would move). */
export const gameMoneyPaise = (wallets: readonly Wallet[]): number => gameWalletsOf(wallets).reduce((sum, wallet) => sum + wallet.balancePaise, 0);

export type WalletPair = { from: string; to: string };

/** The pair shown first: main into the first game wallet. */
export function defaultPair(wallets: readonly Wallet[]): WalletPair {
  return { from: MAIN_WALLET, to: gameWalletsOf(wallets)[0]?.code ?? MAIN_WALLET };
}

const isWallet = (wallets: readonly Wallet[], code: string) => wallets.some((wallet) => wallet.code === code);

/** The game wallet of a pair, kept when the other side changes (else the first game wallet). */
function gameSide(wallets: readonly Wallet[], pair: WalletPair): string {
  const current = pair.from === MAIN_WALLET ? pair.to : pair.from;
  return current !== MAIN_WALLET && isWallet(wallets, current) ? current : (gameWalletsOf(wallets)[0]?.code ?? MAIN_WALLET);
}

/**
 * The pair after one side is chosen: one side is always main. Choosing a game wallet as the source
 * makes main the target (out); choosing main as the source keeps the game wallet as the target (in).
 */
export function choosePair(wallets: readonly Wallet[], pair: WalletPair, side: 'from' | 'to', code: string): WalletPair {
  if (!isWallet(wallets, code)) return { from: pair.from, to: pair.to };
  const game = gameSide(wallets, pair);
  if (side === 'from') return code === MAIN_WALLET ? { from: MAIN_WALLET, to: game } : { from: code, to: MAIN_WALLET };
  return code === MAIN_WALLET ? { from: game, to: MAIN_WALLET } : { from: MAIN_WALLET, to: code };
}

/** In becomes out and back. */
export const swapPair = (pair: WalletPair): WalletPair => ({ from: pair.to, to: pair.from });

/** The pair still valid after the wallets were read again (a wallet may have gone), else the default. */
export function keepPair(wallets: readonly Wallet[], pair: WalletPair): WalletPair {
  const valid = isWallet(wallets, pair.from) && isWallet(wallets, pair.to) && (pair.from === MAIN_WALLET) !== (pair.to === MAIN_WALLET);
  return valid ? { from: pair.from, to: pair.to } : defaultPair(wallets);
}

/** The typed amount checked against the source wallet's balance, or why it cannot be sent. */
export function checkTransfer(wallets: readonly Wallet[], pair: WalletPair, amountText: string): { ok: true; write: WalletWrite } | { ok: false; issue: TransferIssue } {
  const parsed = parseRupeesToPaise(amountText);
  if (!parsed.ok) return { ok: false, issue: parsed.issue };
  const issue = checkAmountRange(parsed.paise, TRANSFER_BOUNDS, balanceOf(wallets, pair.from));
  if (issue) return { ok: false, issue };
  return { ok: true, write: { kind: 'transfer', from: pair.from, to: pair.to, amountPaise: parsed.paise } };
}

/** True when two writes are the same intended write (so the same key is sent again). */
export function sameWrite(a: WalletWrite | null, b: WalletWrite | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'allToMain') return true;
  const other = b as Extract<WalletWrite, { kind: 'transfer' }>;
  return a.from === other.from && a.to === other.to && a.amountPaise === other.amountPaise;
}

/** Paise as the text of an amount field ('1234.56'), e.g. for 'transfer all of it'. */
export function paiseToInputText(paise: number): string {
  const whole = Math.floor(paise / PAISE_PER_RUPEE);
  const fraction = String(paise % PAISE_PER_RUPEE).padStart(2, '0');
  return `${whole}.${fraction}`;
}
