import { isTrialType } from '../../kernel/platform';
import { MAIN_WALLET } from '../../kernel/wallet';
import { type Lang, type Localised, localise } from '../i18n';
import { type Currency, HOUSE, memberAccount } from '../ledger/accounts';
import type { MoneyContext } from '../wallet/context';

/** Where a player's stakes come from and payouts go to, and the games' side of both. */
export type PlayWallet = {
  /** MAIN, the vendor's game wallet code, or DEMO (bet.wallet). */
  code: string;
  purpose: 'main' | 'game' | 'demo';
  account: string;
  house: string;
  currency: Currency;
};

export const DEMO_WALLET = 'DEMO';

/**
 * The wallet a member plays a vendor's game from: a trial account's DEMO credit (which never
 * mixes with real money); the vendor's game wallet when the merchant is multi-wallet and the
 * vendor has one; otherwise the main wallet.
 */
export function playWalletOf(ctx: MoneyContext, member: { id: number; type: number }, vendorCode: string): PlayWallet {
  if (isTrialType(member.type)) {
    return { code: DEMO_WALLET, purpose: 'demo', account: memberAccount.demo(member.id), house: HOUSE.demoGames, currency: 'DEMO' };
  }
  const { walletSettings } = ctx.stores;
  if (!walletSettings.isSingleWallet() && walletSettings.gameWallets().some((wallet) => wallet.code === vendorCode)) {
    return { code: vendorCode, purpose: 'game', account: memberAccount.game(member.id, vendorCode), house: HOUSE.games, currency: 'INR' };
  }
  return { code: MAIN_WALLET, purpose: 'main', account: memberAccount.main(member.id), house: HOUSE.games, currency: 'INR' };
}

const LABEL = {
  main: { EN: 'Main wallet', HI: 'मुख्य वॉलेट' },
  game: { EN: 'wallet', HI: 'वॉलेट' },
  demo: { EN: 'Demo credit', HI: 'डेमो क्रेडिट' },
} as const satisfies Record<PlayWallet['purpose'], Localised>;

/** The wallet's name on the game page ('PG Soft wallet'). */
export function playWalletLabel(wallet: PlayWallet, vendorName: string, lang: Lang): string {
  return wallet.purpose === 'game' ? `${vendorName} ${localise(LABEL.game, lang)}` : localise(LABEL[wallet.purpose], lang);
}
