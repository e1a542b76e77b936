import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { sessionKind } from '../../../machines/session.selectors';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

/** SPEC 2 Footer: vendor logos, help links, invite friends (affiliate service for agents), copyright, 18+. */
export function Footer() {
  const { gameMenus, session, whitelabel } = useRootActors();
  const vendors = useSelector(gameMenus, (snapshot) => snapshot.context.data?.flatMap((menu) => menu.vendors) ?? []);
  const isAgent = useSelector(session, (snapshot) => sessionKind(snapshot) === 'agent');
  const brand = useSelector(whitelabel, (snapshot) => snapshot.context.data?.merchantName ?? '');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.vendorStrip} aria-hidden="true">
        {vendors.slice(0, 14).map((vendor) => (
          <img key={vendor.vassalage} src={vendor.iconUrl} alt="" loading="lazy" />
        ))}
      </div>
      <div className={styles.footerLinks}>
        <Link href="/help#about">
          <Trans>About us</Trans>
        </Link>
        <Link href="/help#term">
          <Trans>Terms and conditions</Trans>
        </Link>
        <Link href="/help#privacy">
          <Trans>Privacy policy</Trans>
        </Link>
        <Link href="/help#responsible">
          <Trans>Responsible gaming</Trans>
        </Link>
        {isAgent ? (
          <Link href="/agentHome">
            <Trans>Affiliate service</Trans>
          </Link>
        ) : (
          <Link href="/member?page=referral">
            <Trans>Invite friends</Trans>
          </Link>
        )}
      </div>
      <p className={styles.legal}>
        <span className={styles.adult}>18+</span>{' '}
        <Trans>
          Users must be at least 18 years old. The site is not responsible for any violation of local online-gaming laws.
        </Trans>
      </p>
      <p className={styles.copyright}>
        © {year} {brand}. <Trans>All rights reserved.</Trans>
      </p>
    </footer>
  );
}
