import type { Vendor } from '@kernel/games';
import { isIconVendor } from '@kernel/platform';
import { ArtImage } from './ArtImage';
import styles from './VendorMark.module.css';

/**
 * A vendor as the lobby and the game lists show it (SPEC 3 icon vendors): an icon vendor by its
 * logo alone, whose art carries its name (the image's text names it for screen readers); any
 * other vendor by its logo beside its written name.
 */
export function VendorMark({ vendor, lazy = false }: { vendor: Pick<Vendor, 'vassalage' | 'name' | 'iconUrl'>; lazy?: boolean }) {
  const loading = lazy ? 'lazy' : undefined;
  if (isIconVendor(vendor.vassalage)) return <ArtImage kind="logo" src={vendor.iconUrl} alt={vendor.name} loading={loading} className={styles.icon} />;
  return (
    <>
      <ArtImage kind="logo" src={vendor.iconUrl} alt="" loading={loading} />
      <span>{vendor.name}</span>
    </>
  );
}
