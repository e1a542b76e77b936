import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { GameMenu } from '@kernel/games';
import type { LaunchTarget } from '@machines/gameLaunch.machine';
import { isSignedIn, isSigningIn } from '@machines/session.selectors';
import { categoryAction, isLargeVendorDropdown, visibleCategories } from '@/rules/lobby.rules';
import { currentGameType, isLobbyPath } from '@/rules/navigation.rules';
import { Button } from '@/ui/Button';
import { LazyArea } from '@/ui/LazyArea';
import { Spinner } from '@/ui/Spinner';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { VendorEntry } from '@/ui/VendorEntry';
import { useRootActors } from '../RootActorsContext';
import { usePlatformFlags } from '../usePlatformFlags';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSelector } from './LanguageSelector';
import styles from './Layout.module.css';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { useRowOverflow } from './useRowOverflow';

/** A member's side of the header (its own chunk, off a visitor's first screen). */
const loadSignedInActions = () => import('./SignedInActions');

/**
 * SPEC 2 Header: nav with vendor drop-downs; login and register, or balance and account menu.
 * Memoised: it has no props, so a route change above it does not re-render it (it follows the location itself).
 */
export const Header = memo(function Header() {
  const { t } = useLingui();
  const { session, popups } = useRootActors();
  const flags = usePlatformFlags();
  const signedIn = useSelector(session, isSignedIn);
  const signingIn = useSelector(session, isSigningIn);
  // The member's side of the header is fetched while the login or the session restore is answered.
  useEffect(() => {
    if (signingIn) void loadSignedInActions();
  }, [signingIn]);
  return (
    <header className={styles.headerStack}>
      <div className={styles.header}>
        <Logo />
        <HeaderSearch />
        <div className={styles.headerActions}>
          {signedIn ? (
            <LazyArea load={loadSignedInActions} fallback={<Spinner label={t`Signing in…`} size={20} />} />
          ) : signingIn ? (
            <Spinner label={t`Signing in…`} size={20} />
          ) : (
            <>
              <Button size="s" variant="outline" onClick={() => popups.send({ type: 'OPEN_LOGIN' })} data-testid="header-login">
                <Trans>Log in</Trans>
              </Button>
              <Button size="s" onClick={() => popups.send({ type: 'OPEN_REGISTER' })} data-testid="header-register">
                <Trans>Register</Trans>
              </Button>
              {flags.freePlay && (
                <Button size="s" variant="accent" onClick={() => session.send({ type: 'FREE_PLAY' })} data-testid="header-free-play">
                  <Trans>Free play</Trans>
                </Button>
              )}
            </>
          )}
          <ThemeToggle />
          <LanguageSelector />
        </div>
      </div>
      <MainNav />
    </header>
  );
});

type NavEntry = { key: string; item: ReactNode; overflowed: ReactNode };

/**
 * The category nav: one row, whatever the language; the items that do not fit (Tamil's and
 * Malayalam's labels at 1440 px) go behind "More", whose list opens on hover or focus like the
 * vendor drop-downs.
 */
function MainNav() {
  const { t } = useLingui();
  const { gameMenus, gameLaunch } = useRootActors();
  const categoryLabel = useCategoryLabel();
  const [location] = useLocation();
  const gameType = currentGameType(location);
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  const navRef = useRef<HTMLElement>(null);
  const categories = menus ? visibleCategories(menus) : [];
  const home = t`Home`;
  const promotions = t`Promotions`;
  const entries: NavEntry[] = [
    {
      key: 'home',
      item: (
        <Link href="/" className={isLobbyPath(location) ? styles.navActive : styles.navLink}>
          {home}
        </Link>
      ),
      overflowed: (
        <Link href="/" className={styles.vendor}>
          {home}
        </Link>
      ),
    },
    ...categories.map((menu) => {
      const label = categoryLabel(menu.gameCategory);
      const action = categoryAction(menu);
      return {
        key: menu.gameCategory,
        item: <NavCategory menu={menu} label={label} active={gameType === menu.gameCategory} />,
        overflowed:
          action.kind === 'launch' ? (
            <button
              type="button"
              className={styles.vendor}
              onClick={() => gameLaunch.send({ type: 'LAUNCH', target: action.target })}
              data-testid={`nav-more-${menu.gameCategory}`}
            >
              {label}
            </button>
          ) : (
            <Link href={action.href} className={styles.vendor} data-testid={`nav-more-${menu.gameCategory}`}>
              {label}
            </Link>
          ),
      };
    }),
    {
      key: 'promotions',
      item: (
        <Link href="/promotions" className={location === '/promotions' ? styles.navActive : styles.navLink}>
          {promotions}
        </Link>
      ),
      overflowed: (
        <Link href="/promotions" className={styles.vendor}>
          {promotions}
        </Link>
      ),
    },
  ];
  const shown = useRowOverflow(navRef, [home, promotions, ...categories.map((menu) => categoryLabel(menu.gameCategory))].join('|'));
  const behindMore = entries.slice(shown);
  return (
    <nav ref={navRef} className={styles.nav} aria-label={t`Main`} data-testid="main-nav">
      {entries.slice(0, shown).map((entry) => (
        <div key={entry.key} className={styles.navItem} data-row-item="">
          {entry.item}
        </div>
      ))}
      {(behindMore.length > 0 || shown === Number.POSITIVE_INFINITY) && (
        <div className={styles.navItem} data-row-more="" style={behindMore.length > 0 ? undefined : { visibility: 'hidden', position: 'absolute' }}>
          <button type="button" className={styles.navLink} aria-haspopup="true" data-testid="nav-more">
            {t`More`}
          </button>
          {behindMore.length > 0 && (
            <div className={`${styles.dropdown} ${styles.moreList}`} data-testid="nav-more-list">
              {behindMore.map((entry) => (
                <div key={entry.key}>{entry.overflowed}</div>
              ))}
            </div>
          )}
        </div>
      )}
    </nav>
  );
}

/**
 * A category in the nav with its vendor drop-down (shown on hover or focus by CSS). The drop-down's
 * entries (a hundred or more across the nav) are made the first time the item is hovered or focused,
 * not in the first paint.
 */
function NavCategory({ menu, label, active }: { menu: GameMenu; label: string; active: boolean }) {
  const { gameLaunch } = useRootActors();
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  const action = categoryAction(menu);
  const launchVendor = (target: LaunchTarget) => gameLaunch.send({ type: 'LAUNCH', target });
  return (
    <>
      {action.kind === 'launch' ? (
        <button
          type="button"
          className={styles.navLink}
          onPointerEnter={open}
          onFocus={open}
          onClick={() => gameLaunch.send({ type: 'LAUNCH', target: action.target })}
          data-testid={`nav-${menu.gameCategory}`}
        >
          {label}
        </button>
      ) : (
        <Link href={action.href} className={active ? styles.navActive : styles.navLink} onPointerEnter={open} onFocus={open} data-testid={`nav-${menu.gameCategory}`}>
          {label}
        </Link>
      )}
      {opened && (
        <div className={isLargeVendorDropdown(menu) ? styles.dropdownLarge : styles.dropdown} data-testid={`vendor-dropdown-${menu.gameCategory}`}>
          {menu.vendors.map((vendor) => (
            <VendorEntry key={vendor.vassalage} vendor={vendor} className={styles.vendor} onLaunch={launchVendor} />
          ))}
        </div>
      )}
    </>
  );
}
