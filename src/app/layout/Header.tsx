import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { memo, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { GameMenu } from '@kernel/games';
import type { LaunchTarget } from '@machines/gameLaunch.machine';
import { categoryAction, isLargeVendorDropdown, visibleCategories } from '@machines/lobby.rules';
import { currentGameType, isLobbyPath } from '@machines/navigation.rules';
import { isSignedIn, isSigningIn } from '@machines/session.selectors';
import { Button } from '@/ui/Button';
import { LazyArea } from '@/ui/LazyArea';
import { Spinner } from '@/ui/Spinner';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { VendorEntry } from '@/ui/VendorEntry';
import { useRootActors } from '../RootActorsContext';
import { usePlatformFlags } from '../usePlatformFlags';
import { LanguageSelector } from './LanguageSelector';
import styles from './Layout.module.css';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

/** A member's side of the header (its own chunk, off a visitor's first screen). */
const loadSignedInActions = () => import('./SignedInActions');

/**
 * SPEC 2 Header: nav with vendor drop-downs; login and register, or balance and account menu.
 * Memoised: it has no props, so a route change above it does not re-render it (it follows the location itself).
 */
export const Header = memo(function Header() {
  const { t } = useLingui();
  const { session, popups, gameMenus } = useRootActors();
  const flags = usePlatformFlags();
  const categoryLabel = useCategoryLabel();
  const [location] = useLocation();
  const gameType = currentGameType(location);
  const signedIn = useSelector(session, isSignedIn);
  const signingIn = useSelector(session, isSigningIn);
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  // The member's side of the header is fetched while the login or the session restore is answered.
  useEffect(() => {
    if (signingIn) void loadSignedInActions();
  }, [signingIn]);
  return (
    <header className={styles.headerStack}>
      <div className={styles.header}>
        <Logo />
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
      <nav className={styles.nav} aria-label={t`Main`}>
        <Link href="/" className={isLobbyPath(location) ? styles.navActive : styles.navLink}>
          <Trans>Home</Trans>
        </Link>
        {menus &&
          visibleCategories(menus).map((menu) => (
            <NavCategory key={menu.gameCategory} menu={menu} label={categoryLabel(menu.gameCategory)} active={gameType === menu.gameCategory} />
          ))}
        <Link href="/promotions" className={location === '/promotions' ? styles.navActive : styles.navLink}>
          <Trans>Promotions</Trans>
        </Link>
      </nav>
    </header>
  );
});

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
    <div className={styles.navItem}>
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
    </div>
  );
}
