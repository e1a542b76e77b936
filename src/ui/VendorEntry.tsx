import { Link } from 'wouter';
import type { LaunchTarget } from '@machines/gameLaunch.machine';
import { vendorAction } from '@/rules/lobby.rules';
import type { Vendor } from '../../kernel/games';
import { VendorMark } from './VendorMark';

/**
 * A vendor's mark (its logo and name, or an icon vendor's logo alone): a link to its filtered
 * list, or a button that launches it (a vendor group's popup list, or its one direct game), as
 * SPEC 2's vendor rule decides.
 */
export function VendorEntry({ vendor, className, onLaunch }: { vendor: Vendor; className?: string; onLaunch: (target: LaunchTarget) => void }) {
  const action = vendorAction(vendor);
  const content = <VendorMark vendor={vendor} lazy />;
  return action.kind === 'launch' ? (
    <button type="button" className={className} onClick={() => onLaunch(action.target)} data-testid="vendor-card" data-vendor={vendor.vassalage}>
      {content}
    </button>
  ) : (
    <Link href={action.href} className={className} data-testid="vendor-card" data-vendor={vendor.vassalage}>
      {content}
    </Link>
  );
}
