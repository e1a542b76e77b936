import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Crown, Gift } from 'lucide-react';
import { Link } from 'wouter';
import { accountBadges } from '@machines/session.selectors';
import { useRootActors } from '../RootActorsContext';
import styles from './AccountBadges.module.css';

/** SPEC 3 account display beside the account menu: the VIP flag with its label and level, and the promotions the member can act on now. */
export function AccountBadges() {
  const { session } = useRootActors();
  const { t } = useLingui();
  const badges = useSelector(session, accountBadges, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (!badges) return null;
  const count = badges.promotionsAvailable;
  return (
    <>
      {badges.vip && (
        <span className={styles.vip} title={badges.vip.label} data-testid="account-vip" data-level={badges.vip.level}>
          <Crown size={14} aria-hidden="true" /> {badges.vip.label}
        </span>
      )}
      {count > 0 && (
        <Link
          href="/promotions"
          className={styles.promotions}
          aria-label={t`${count} promotions available`}
          title={t`${count} promotions available`}
          data-testid="account-promotions"
        >
          <Gift size={18} aria-hidden="true" />
          <span className={styles.count}>{count}</span>
        </Link>
      )}
    </>
  );
}
