import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'wouter';
import type { Game, GameMenu, Vendor } from '@kernel/games';
import { CATEGORY_PATH } from '@kernel/platform';
import type { LaunchTarget } from '@machines/gameLaunch.machine';
import { LOBBY_SECTION_GAMES, VENDOR_ROW_CAP } from '@/rules/lobby.rules';
import { CategoryIcon } from '@/ui/CategoryIcon';
import { type TileDetails, tileDetailsProps } from '@/ui/GameDetails';
import { GameTile } from '@/ui/GameTile';
import { VendorEntry } from '@/ui/VendorEntry';
import styles from './Lobby.module.css';

/**
 * SPEC 2 lobby section: the category's vendors (a row capped at 12), games when loaded, and a More link.
 * Memoised: it renders when its own menu or games change, not when another section's data arrives.
 */
export const CategorySection = memo(function CategorySection({
  menu,
  label,
  games,
  startLabel,
  onLaunch,
  onLaunchVendor,
  tile,
}: {
  menu: GameMenu;
  label: string;
  games: readonly Game[];
  startLabel: string;
  onLaunch: (game: Game) => void;
  onLaunchVendor: (target: LaunchTarget) => void;
  /** Issue 26, item 5: the (i) and Try demo, as on the game lists' tiles. */
  tile: TileDetails;
}) {
  const path = CATEGORY_PATH[menu.gameCategory];
  return (
    <section className={styles.section} aria-label={label} data-testid={`section-${menu.gameCategory}`}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>
          <CategoryIcon category={menu.gameCategory} size={20} /> {label}
        </h2>
        <Link href={path} className={styles.more}>
          <Trans>More</Trans> ›
        </Link>
      </div>
      <VendorRow vendors={menu.vendors} onLaunchVendor={onLaunchVendor} />
      {games.length > 0 && (
        <div className={styles.gameGrid}>
          {games.slice(0, LOBBY_SECTION_GAMES).map((game) => (
            <GameTile key={game.nodeId} game={game} startLabel={startLabel} onLaunch={onLaunch} {...tileDetailsProps(tile, game)} />
          ))}
        </div>
      )}
    </section>
  );
});

/** The vendor row stays as it is when the section's games arrive. */
const VendorRow = memo(function VendorRow({ vendors, onLaunchVendor }: { vendors: readonly Vendor[]; onLaunchVendor: (target: LaunchTarget) => void }) {
  return (
    <div className={styles.vendorRow}>
      {vendors.slice(0, VENDOR_ROW_CAP).map((vendor) => (
        <VendorEntry key={vendor.vassalage} vendor={vendor} className={styles.vendorCard} onLaunch={onLaunchVendor} />
      ))}
    </div>
  );
});
