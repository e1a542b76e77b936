import type { Game } from '@kernel/games';
import { isIconVendor } from '@kernel/platform';
import { ArtImage } from './ArtImage';
import styles from './TileVendor.module.css';

/**
 * The vendor line of a game tile (SPEC 3 icon vendors): an icon vendor by its logo, whose art
 * carries its name (the image's text names it for screen readers), any other vendor by its code.
 * Without a served logo an icon vendor is named in text too, rather than by a blank mark.
 */
export function TileVendor({ game }: { game: Pick<Game, 'vassalage' | 'vendorIconUrl'> }) {
  if (isIconVendor(game.vassalage) && game.vendorIconUrl)
    return <ArtImage kind="logo" src={game.vendorIconUrl} alt={game.vassalage} loading="lazy" decoding="async" className={styles.logo} />;
  return game.vassalage;
}
