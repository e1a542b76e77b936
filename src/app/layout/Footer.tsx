import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { Link } from 'wouter';
import { memberPageHref } from '@kernel/memberPages';
import { isModuleEnabled } from '@kernel/modules';
import type { HelpTopic } from '@machines/popups.machine';
import { sessionKind } from '@machines/session.selectors';
import { apiConfig } from '@/api/config';
import { footerInvite } from '@/rules/accountMenu.rules';
import { LazyArea } from '@/ui/LazyArea';
import { sameJson } from '@/ui/sameJson';
import { askCookieSettings } from '../consent/cookieSettings';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

// The vendor carousel and the logo rows load after the page, as their own chunk.
const loadShowcase = () => import('@/features/footer/FooterShowcase');

/** SPEC 2 Footer: vendor carousel and logos, help links, invite friends (affiliate service for agents), copyright, 18+. */
export const Footer = memo(function Footer() {
  const { t } = useLingui();
  const { gameMenus, session, whitelabel, popups, systemStatus } = useRootActors();
  // SPEC 2: a help click opens /help with the hash, then the help modal.
  const helpLinks: { topic: HelpTopic; label: string }[] = [
    { topic: 'about', label: t`About us` },
    { topic: 'term', label: t`Terms and conditions` },
    { topic: 'privacy', label: t`Privacy policy` },
    { topic: 'responsible', label: t`Responsible gaming` },
  ];
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  // A status poll with the same answer re-renders nothing (the vendor showcase below it included).
  const status = useSelector(systemStatus, (snapshot) => snapshot.context.status, sameJson);
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? [], sameJson);
  const invite = useSelector(session, (snapshot) => footerInvite(sessionKind(snapshot), isModuleEnabled(modules, 'REFERRAL3')));
  const brand = useSelector(whitelabel, (snapshot) => snapshot.context.data?.merchantName ?? '');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <LazyArea
        quiet
        load={loadShowcase}
        props={{ menus, customerService: status?.customerService ?? [], resources: status?.resources ?? [], artBase: apiConfig.baseURL }}
      />
      <div className={styles.footerLinks}>
        {helpLinks.map((link) => (
          <Link key={link.topic} href={`/help#${link.topic}`} onClick={() => popups.send({ type: 'OPEN_HELP', topic: link.topic })}>
            {link.label}
          </Link>
        ))}
        <button type="button" className={styles.footerButton} onClick={() => popups.send({ type: 'OPEN_FEEDBACK' })} data-testid="footer-feedback">
          <Trans>Feedback</Trans>
        </button>
        <button type="button" className={styles.footerButton} onClick={askCookieSettings} data-testid="footer-cookie-settings">
          <Trans>Cookie settings</Trans>
        </button>
        {invite === 'affiliate' && (
          <Link href="/agentHome">
            <Trans>Affiliate service</Trans>
          </Link>
        )}
        {invite === 'invite' && (
          <Link href={memberPageHref('referral')}>
            <Trans>Invite friends</Trans>
          </Link>
        )}
      </div>
      <p className={styles.legal}>
        <span className={styles.adult}>18+</span>{' '}
        <Trans>Users must be at least 18 years old. The site is not responsible for any violation of local online-gaming laws.</Trans>
      </p>
      <p className={styles.copyright}>
        © {year} {brand}. <Trans>All rights reserved.</Trans>
      </p>
    </footer>
  );
});
