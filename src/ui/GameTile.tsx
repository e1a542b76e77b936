import { Heart } from 'lucide-react';
import { memo } from 'react';
import { tileTheme } from '@/rules/gameFilters.rules';
import type { Game } from '../../kernel/games';
import { ArtImage } from './ArtImage';
import styles from './GameTile.module.css';
import { TileVendor } from './TileVendor';

/** The art a tile shows: the large image, else the icon. */
export const tileArtUrl = (game: Game) => game.lagerIcon || game.iconUrl;

/**
 * SPEC 2 game tile: a large image (a default icon when it fails), the name, and a start button
 * for every type but RNG. Memoised: a list that grows re-renders only its new tiles.
 */
export const GameTile = memo(function GameTile({
  game,
  startLabel,
  onLaunch,
  favourite,
  favouriteLabel,
  onToggleFavourite,
  detailsLabel,
  onDetails,
  tryDemoLabel,
  onTryDemo,
}: {
  game: Game;
  startLabel: string;
  onLaunch: (game: Game) => void;
  /** With a toggle handler, the tile shows a heart that adds or removes the favourite. */
  favourite?: boolean;
  favouriteLabel?: string;
  onToggleFavourite?: (game: Game) => void;
  /** Issue 26, item 5: with a handler, an (i) button named by `detailsLabel` ('Details of <game>') opens the game's details. */
  detailsLabel?: string;
  onDetails?: (game: Game) => void;
  /** With a handler, a game with a demo shows Try demo (trial play without leaving the list). */
  tryDemoLabel?: string;
  onTryDemo?: (game: Game) => void;
}) {
  return (
    <div className={styles.wrap} data-theme-index={tileTheme(game.nodeId)}>
      <button type="button" className={styles.tile} onClick={() => onLaunch(game)} data-testid="game-tile">
        <span className={styles.art}>
          <ArtImage kind="game" src={tileArtUrl(game)} loading="lazy" decoding="async" />
          {game.isHot === 1 && <span className={styles.hot}>HOT</span>}
          {game.gameType !== 'RNG' && <span className={styles.start}>{startLabel}</span>}
        </span>
        <span className={styles.name}>{game.gameName}</span>
        <span className={styles.vendor}>
          <TileVendor game={game} />
        </span>
      </button>
      {onToggleFavourite && (
        <button
          type="button"
          className={favourite ? styles.heartOn : styles.heart}
          aria-pressed={favourite === true}
          aria-label={favouriteLabel}
          onClick={() => onToggleFavourite(game)}
          data-testid="favourite-toggle"
        >
          <Heart size={16} fill={favourite ? 'currentColor' : 'none'} />
        </button>
      )}
      {onDetails && (
        <button type="button" className={styles.info} aria-label={detailsLabel} onClick={() => onDetails(game)} data-testid="game-details-open">
          i
        </button>
      )}
      {onTryDemo && game.hasDemo && (
        <button type="button" className={styles.demo} onClick={() => onTryDemo(game)} data-testid="game-try-demo">
          {tryDemoLabel}
        </button>
      )}
    </div>
  );
});
