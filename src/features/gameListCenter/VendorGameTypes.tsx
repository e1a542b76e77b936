import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { VendorGameType } from '@kernel/games';
import { CATEGORY_PATH, type GameCategory } from '@kernel/platform';
import { otherGameTypes } from '@/rules/gameVendors.rules';
import { CategoryIcon } from '@/ui/CategoryIcon';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useRemoteData } from '@/ui/useRemoteData';
import styles from './GameList.module.css';

/**
 * SPEC 7 Vendor type (T) on a vendor's list: the other game types the vendor serves (PT's live
 * tables beside its slots), each a link to the vendor's list there. Nothing while it loads, when
 * it fails, or when the vendor serves this type alone.
 */
export function VendorGameTypes({ vassalage, category, load }: { vassalage: string; category: GameCategory; load: (vassalage: string) => Promise<VendorGameType[]> }) {
  const categoryLabel = useCategoryLabel();
  const types = useRemoteData('vendorGameTypes', () => load(vassalage));
  const others = otherGameTypes(types.data, vassalage, category);
  if (others.length === 0) return null;
  const name = types.data?.find((type) => type.vassalage === vassalage)?.name ?? vassalage;
  return (
    <nav className={styles.vendorTypes} aria-labelledby="vendor-types-title" data-testid="vendor-game-types">
      <span id="vendor-types-title" className={styles.vendorTypesTitle}>
        <Trans>Also from {name}</Trans>
      </span>
      {others.map((gameType) => (
        <Link
          key={gameType}
          href={`${CATEGORY_PATH[gameType]}?vassalage=${encodeURIComponent(vassalage)}`}
          className={styles.vendor}
          data-testid={`vendor-type-${gameType}`}
        >
          <CategoryIcon category={gameType} size={18} /> {categoryLabel(gameType)}
        </Link>
      ))}
    </nav>
  );
}
