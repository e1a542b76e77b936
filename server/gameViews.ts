import type { Game, Vendor } from '../kernel/games';
import { gameIconUrl, gameLargeIconUrl, vendorLogoUrl } from './art/urls';
import type { GameRow, VendorRow } from './store/games';

/** A catalogue row as the contract's game. */
export const toGame = (row: GameRow): Game => ({
  gameType: row.category,
  vassalage: row.vendorCode,
  displayName: row.name,
  gameId: row.gameId,
  nodeId: row.nodeId,
  gameCode: row.gameCode,
  gameName: row.name,
  showIcon: true,
  iconUrl: gameIconUrl(row.nodeId),
  lagerIcon: gameLargeIconUrl(row.nodeId),
  isHot: row.isHot,
  isNew: row.isNew,
  isGame: row.isGame,
  gameClassify: row.classify,
  vendorIconUrl: vendorLogoUrl(row.vendorCode),
  rtpBasisPoints: row.rtpBasisPoints,
  volatility: row.volatility,
  minBetPaise: row.minBetPaise,
  maxBetPaise: row.maxBetPaise,
  hasDemo: row.hasDemo === 1,
});

/** A vendor row as the contract's vendor. */
export const toVendor = (row: VendorRow): Vendor => ({
  vassalage: row.code,
  name: row.name,
  gameType: row.category,
  iconUrl: vendorLogoUrl(row.code),
  gameCount: row.gameCount,
  gameCode: row.gameCode,
  isGame: row.isGame,
});
