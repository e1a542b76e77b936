import type { Db } from '../types';

export type GameWalletRow = { code: string; name: string; category: string };

/** The merchant's wallet settings: single or multi wallet, the game wallets, the confirmation minutes. */
export function createWalletSettingsStore(db: Db) {
  const settings = db.prepare<[], { singleWallet: number; confirmMinutes: number }>(
    'SELECT single_wallet AS singleWallet, withdraw_confirm_minutes AS confirmMinutes FROM merchant LIMIT 1',
  );
  const setSingle = db.prepare('UPDATE merchant SET single_wallet = ?');
  const gameWallets = db.prepare<[], GameWalletRow>(
    `SELECT w.code, v.name, w.category FROM game_wallet w
     JOIN vendor v ON v.category = w.category AND v.code = w.code ORDER BY w.sort`,
  );

  const current = () => {
    const row = settings.get();
    if (!row) throw new Error('the database holds no merchant: was it seeded?');
    return row;
  };

  return {
    isSingleWallet: () => current().singleWallet === 1,
    setSingleWallet: (single: boolean) => void setSingle.run(single ? 1 : 0),
    /** SPEC 4: minutes after which an unanswered withdrawal confirmation counts as received. */
    confirmMinutes: () => current().confirmMinutes,
    gameWallets: () => gameWallets.all(),
  };
}
export type WalletSettingsStore = ReturnType<typeof createWalletSettingsStore>;
