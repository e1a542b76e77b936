import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Crown, Download, Gift, Handshake, Menu, Trophy } from 'lucide-react';
import { memo, type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { memberPageHref } from '@kernel/memberPages';
import { isModuleEnabled } from '@kernel/modules';
import { CATEGORY_PATH } from '@kernel/platform';
import { appDownloadLinks } from '@/rules/appDownload.rules';
import { bannerShelves } from '@/rules/banner.rules';
import { visibleCategories } from '@/rules/lobby.rules';
import { iosDownloadUrl } from '@/rules/sidebar.rules';
import { BrandMark } from '@/ui/BrandMark';
import { CategoryIcon } from '@/ui/CategoryIcon';
import { ExternalLink } from '@/ui/ExternalLink';
import { LazyArea } from '@/ui/LazyArea';
import { NearViewport } from '@/ui/NearViewport';
import { ServiceIcon } from '@/ui/ServiceIcon';
import { sameJson } from '@/ui/sameJson';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useRootActors } from '../RootActorsContext';
import { useLiveChat } from '../useLiveChat';
import { LanguageSelector } from './LanguageSelector';
import styles from './Layout.module.css';

// The QR codes are their own chunk, loaded after the menu shows (as in the side bar).
const loadQrCodes = () => import('@/ui/DownloadQrCodes');
// The menu's banners (w_leftmenu): their own chunk too, drawn near the viewport.
const loadSideBanners = () => import('./SideBanners').then((module) => ({ default: module.SideBanners }));
/** Each side banner's share of the list's height (SideBanners.module.css: 64 px and 8 px of gap or padding), reserved before they are drawn. */
const SIDE_BANNER_PX = 72;

/** The download QR codes' height: what their place holds until they are drawn. */
const QR_HEIGHT_PX = 110;

/**
 * SPEC 2 Side menu: toggle and logo, categories, bonus VIP, invite, app download QR codes, customer service, language.
 * Memoised (no props): it renders on its own subscriptions only, and a status poll with the same answer changes none.
 */
export const SideMenu = memo(function SideMenu() {
  const { t } = useLingui();
  const { gameMenus, whitelabel, systemStatus, language, session, announcements } = useRootActors();
  const chat = useLiveChat();
  const categoryLabel = useCategoryLabel();
  const [location] = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? [], sameJson);
  const services = useSelector(systemStatus, (snapshot) => snapshot.context.status?.customerService ?? [], sameJson);
  const resources = useSelector(systemStatus, (snapshot) => snapshot.context.status?.resources ?? [], sameJson);
  const brand = useSelector(whitelabel, (snapshot) => snapshot.context.data?.merchantName ?? '');
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const token = useSelector(session, (snapshot) => snapshot.context.token);
  const sideBanners = useSelector(announcements, (snapshot) => bannerShelves(snapshot.context.data?.banners ?? [], 'w_leftmenu').slides.length);
  const item = (href: string, icon: ReactNode, label: string) => (
    <Link key={href} href={href} className={location === href ? styles.sideActive : styles.sideLink} title={label}>
      <span className={styles.sideIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.sideLabel}>{label}</span>
    </Link>
  );
  return (
    <aside className={collapsed ? styles.sideCollapsed : styles.side} aria-label={t`Side menu`} data-testid="side-menu">
      <div className={styles.sideTop}>
        <button type="button" className={styles.sideToggle} onClick={() => setCollapsed((value) => !value)} aria-expanded={!collapsed} aria-label={t`Toggle side menu`}>
          <Menu size={18} />
        </button>
        <Link href="/" className={styles.sideLogo} aria-label={brand || t`Home`} data-testid="side-menu-logo">
          <BrandMark size={30} />
        </Link>
      </div>
      <nav className={styles.sideNav}>
        {item('/', <Trophy size={18} />, t`Home`)}
        {item('/promotions', <Gift size={18} />, t`Promotions`)}
        {menus &&
          visibleCategories(menus).map((menu) =>
            item(CATEGORY_PATH[menu.gameCategory], <CategoryIcon category={menu.gameCategory} size={18} />, categoryLabel(menu.gameCategory)),
          )}
      </nav>
      <div className={styles.sideDivider} />
      <nav className={styles.sideNav}>
        {isModuleEnabled(modules, 'VIP3') && item(memberPageHref('rewardCenter'), <Crown size={18} />, t`Bonus VIP`)}
        {isModuleEnabled(modules, 'REFERRAL3') && item(memberPageHref('referral'), <Handshake size={18} />, t`Invite friends`)}
      </nav>
      {!collapsed && sideBanners > 0 && (
        // The place holds the banners' height from the start, while they wait and while their chunk loads: nothing below moves.
        <div style={{ minHeight: sideBanners * SIDE_BANNER_PX }}>
          <NearViewport reservedHeight={sideBanners * SIDE_BANNER_PX}>
            <LazyArea quiet load={loadSideBanners} />
          </NearViewport>
        </div>
      )}
      {services.length > 0 && (
        <>
          <div className={styles.sideDivider} />
          <div className={styles.sideNav}>
            {services.map((service) =>
              service.csType === 'LIVECHAT' && chat.launchable ? (
                <button
                  key={service.csType}
                  type="button"
                  className={`${styles.sideLink} ${styles.sideButton}`}
                  title={service.title}
                  onPointerEnter={chat.prepare}
                  onFocus={chat.prepare}
                  onClick={chat.open}
                  data-testid="side-menu-live-chat"
                >
                  <span className={styles.sideIcon} aria-hidden="true">
                    <ServiceIcon type={service.csType} />
                  </span>
                  <span className={styles.sideLabel}>{service.title}</span>
                </button>
              ) : (
                <ExternalLink key={service.csType} href={service.path} className={styles.sideLink} title={service.title}>
                  <span className={styles.sideIcon} aria-hidden="true">
                    <ServiceIcon type={service.csType} />
                  </span>
                  <span className={styles.sideLabel}>{service.title}</span>
                </ExternalLink>
              ),
            )}
          </div>
        </>
      )}
      <div className={styles.sideDivider} />
      <section className={styles.sideDownload} aria-label={t`Download app`} data-testid="side-menu-download">
        {item('/download', <Download size={18} />, t`Download app`)}
        {!collapsed && (
          <div className={styles.sideQr}>
            {/* Drawing two QR codes is heavy: it happens near the viewport or when idle, never in the first paint. */}
            <NearViewport reservedHeight={QR_HEIGHT_PX}>
              <LazyArea
                quiet
                load={loadQrCodes}
                props={{
                  iosUrl: iosDownloadUrl(window.location.origin, lang, token),
                  androidUrl: appDownloadLinks(resources).android,
                  iosLabel: 'iOS',
                  androidLabel: 'Android',
                }}
              />
            </NearViewport>
          </div>
        )}
      </section>
      <div className={styles.sideFooter}>
        <span className="visually-hidden">
          <Trans>Language</Trans>
        </span>
        <LanguageSelector />
      </div>
    </aside>
  );
});
