import { useState } from 'react';
import type { Game } from '../contract/games';
import styles from './GameTile.module.css';

/** SPEC 2 game tile: a large image, the name, and a start button for every type but RNG. */
export function GameTile({ game, startLabel, onClick }: { game: Game; startLabel: string; onClick?: () => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <button type="button" className={styles.tile} onClick={onClick} data-testid="game-tile">
      <span className={styles.art}>
        <img
          src={broken ? '/fallback-game.svg' : game.lagerIcon || game.iconUrl}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
        />
        {game.isHot === 1 && <span className={styles.hot}>HOT</span>}
        {game.gameType !== 'RNG' && <span className={styles.start}>{startLabel}</span>}
      </span>
      <span className={styles.name}>{game.gameName}</span>
      <span className={styles.vendor}>{game.vassalage}</span>
    </button>
  );
}
