import { Trans, useLingui } from '@lingui/react/macro';
import type { HelpTopic } from '../../../machines/popups.machine';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { sessionKind } from '../../../machines/session.selectors';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

/** SPEC 2 Footer: vendor logos, help links, invite friends (affiliate service for agents), copyright, 18+. */
export function Footer() {
  const { t } = useLingui();
  const { gameMenus, session, whitelabel, popups } = useRootActors();
  // SPEC 2: a help click opens /help with the hash, then the help modal.
  const helpLinks: { topic: HelpTopic; label: string }[] = [
    { topic: 'about', label: t`About us` },
    { topic: 'term', label: t`Terms and conditions` },
    { topic: 'privacy', label: t`Privacy policy` },
    { topic: 'responsible', label: t`Responsible gaming` },
  ];
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
        {helpLinks.map((link) => (
          <Link key={link.topic} href={`/help#${link.topic}`} onClick={() => popups.send({ type: 'OPEN_HELP', topic: link.topic })}>
            {link.label}
          </Link>
        ))}
        <button type="button" className={styles.footerButton} onClick={() => popups.send({ type: 'OPEN_FEEDBACK' })} data-testid="footer-feedback">
          <Trans>Feedback</Trans>
        </button>
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
