import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Crown, Gift, Handshake, Menu, Trophy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { visibleCategories } from '../../../machines/lobby.rules';
import { isModuleEnabled } from '../../contract/modules';
import { CATEGORY_PATH } from '../../contract/platform';
import { CategoryIcon } from '../../ui/CategoryIcon';
import { ServiceIcon } from '../../ui/ServiceIcon';
import { useCategoryLabel } from '../../ui/useCategoryLabel';
import { useRootActors } from '../RootActorsContext';
import { LanguageSelector } from './LanguageSelector';
import styles from './Layout.module.css';


/** SPEC 2 Side menu: toggle, categories with vendors, bonus VIP, invite, customer service, language. */
export function SideMenu() {
  const { t } = useLingui();
  const { gameMenus, whitelabel, systemStatus } = useRootActors();
  const categoryLabel = useCategoryLabel();
  const [location] = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? []);
  const services = useSelector(systemStatus, (snapshot) => snapshot.context.status?.customerService ?? []);
  const item = (href: string, icon: ReactNode, label: string) => (
    <Link key={href} href={href} className={location === href ? styles.sideActive : styles.sideLink} title={label}>
      <span className={styles.sideIcon} aria-hidden="true">{icon}</span>
      <span className={styles.sideLabel}>{label}</span>
    </Link>
  );
  return (
    <aside className={collapsed ? styles.sideCollapsed : styles.side} aria-label={t`Side menu`} data-testid="side-menu">
      <button type="button" className={styles.sideToggle} onClick={() => setCollapsed((value) => !value)} aria-expanded={!collapsed} aria-label={t`Toggle side menu`}>
        <Menu size={18} />
      </button>
      <nav className={styles.sideNav}>
        {item('/', <Trophy size={18} />, t`Home`)}
        {item('/promotions', <Gift size={18} />, t`Promotions`)}
        {menus && visibleCategories(menus).map((menu) => item(CATEGORY_PATH[menu.gameCategory], <CategoryIcon category={menu.gameCategory} size={18} />, categoryLabel(menu.gameCategory)))}
      </nav>
      <div className={styles.sideDivider} />
      <nav className={styles.sideNav}>
        {isModuleEnabled(modules, 'VIP3') && item('/member?page=rewardCenter', <Crown size={18} />, t`Bonus VIP`)}
        {isModuleEnabled(modules, 'REFERRAL3') && item('/member?page=referral', <Handshake size={18} />, t`Invite friends`)}
      </nav>
      {services.length > 0 && (
        <>
          <div className={styles.sideDivider} />
          <div className={styles.sideNav}>
            {services.map((service) => (
              <a key={service.csType} href={service.path} target="_blank" rel="noreferrer" className={styles.sideLink} title={service.title}>
                <span className={styles.sideIcon} aria-hidden="true"><ServiceIcon type={service.csType} /></span>
                <span className={styles.sideLabel}>{service.title}</span>
              </a>
            ))}
          </div>
        </>
      )}
      <div className={styles.sideFooter}>
        <span className="visually-hidden">
          <Trans>Language</Trans>
        </span>
        <LanguageSelector />
      </div>
    </aside>
  );
}
