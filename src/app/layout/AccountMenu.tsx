import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { isolateLtr } from '@kernel/amountFormat';
import { memberPageHref } from '@kernel/memberPages';
import { memberAvatarUrl, sessionKind } from '@machines/session.selectors';
import { ACCOUNT_MENU_TARGET, type AccountMenuEntry, type AccountMenuTarget, accountMenuEntries } from '@/rules/accountMenu.rules';
import { ArtImage } from '@/ui/ArtImage';
import { useMenuKeyboard } from '@/ui/useMenuKeyboard';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

const hrefOf = (target: AccountMenuTarget) => ('memberPage' in target ? memberPageHref(target.memberPage) : target.path);

function useEntryLabel() {
  const { t } = useLingui();
  const labels: Record<AccountMenuEntry, string> = {
    bettingRecord: t`Betting record`,
    accountRecord: t`Account record`,
    profitAndLoss: t`Personal profit and loss`,
    rewardCenter: t`Reward center`,
    points: t`Points`,
    securityCenter: t`Security center`,
    agentCenter: t`Agent center`,
    manualRebate: t`Manual rebate`,
    signOut: t`Sign out`,
  };
  return (entry: AccountMenuEntry) => labels[entry];
}

/** SPEC 2 Header account menu, gated by module flags and role. */
export function AccountMenu() {
  const { i18n } = useLingui();
  const { session, whitelabel } = useRootActors();
  const label = useEntryLabel();
  const [open, setOpen] = useState(false);
  const name = useSelector(session, (snapshot) => snapshot.context.member?.nickname ?? snapshot.context.user?.userName ?? '');
  const isAgent = useSelector(session, (snapshot) => sessionKind(snapshot) === 'agent');
  // The avatar chosen in the security center, from the session's member info (changed there at once); else the initial.
  const avatarUrl = useSelector(session, memberAvatarUrl);
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? []);
  const entries = accountMenuEntries({ isAgent, modules });
  const keyboard = useMenuKeyboard<HTMLUListElement, HTMLButtonElement>(open, () => setOpen(false));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closing on mouse leave only helps the mouse; the button beside it opens and closes the menu for everyone.
    <div className={styles.accountMenu} onMouseLeave={() => setOpen(false)}>
      <button
        ref={keyboard.button}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu-button"
      >
        <span className={styles.avatar} aria-hidden="true" data-testid="header-avatar">
          {avatarUrl ? <ArtImage kind="avatar" src={avatarUrl} className={styles.avatarImage} width={30} height={30} /> : name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.accountName}>{isolateLtr(name, i18n.locale)}</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA menu pattern: a list with role=menu whose items are role=none around the menu items.
        <ul ref={keyboard.menu} className={styles.menu} role="menu" onKeyDown={keyboard.onKeyDown} data-testid="account-menu">
          {entries.map((entry) => (
            <li key={entry} role="none">
              {entry === 'signOut' ? (
                <button type="button" role="menuitem" className={styles.menuItem} onClick={() => session.send({ type: 'LOGOUT_REQUESTED' })}>
                  {label(entry)}
                </button>
              ) : (
                <Link href={hrefOf(ACCOUNT_MENU_TARGET[entry])} role="menuitem" className={styles.menuItem} onClick={() => setOpen(false)}>
                  {label(entry)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <span className="visually-hidden">
        <Trans>Account menu</Trans>
      </span>
    </div>
  );
}
