import type { SnapshotFrom } from 'xstate';
import { needsConsolidated, popupAudience, sessionKind, signedInAccount } from '@machines/session.selectors';
import type { themeMachine } from '@machines/theme.machine';
import type { Whitelabel } from '../../kernel/system';
import type { RootActors } from './rootActors';
import { bindServiceHooks } from './services';

/** The theme shown on the root element (CSS custom properties per theme). */
export const showTheme = (snapshot: SnapshotFrom<typeof themeMachine>) => {
  document.documentElement.dataset.theme = String(snapshot.value);
};

/**
 * What the root actors tell one another (and the platform calls and the page): events only, every
 * rule and effect stays in the machines and their selectors. Called before the actors start.
 */
export function relayRootActors(actors: RootActors) {
  const { language, theme, whitelabel, session, popupAnnouncements, gameLaunch, favourite, wallet, consolidated, connectivity } = actors;
  bindServiceHooks({
    language: () => language.getSnapshot().context.language,
    sessionExpired: () => session.send({ type: 'SESSION_EXPIRED' }),
  });
  // Issue 25, item 2: the merchant's settings say which languages it offers and its default.
  let offered: Whitelabel | null = null;
  whitelabel.subscribe((snapshot) => {
    const settings = snapshot.context.data;
    if (!settings || settings === offered) return;
    offered = settings;
    language.send({ type: 'OFFERED', languages: settings.languages.map((entry) => entry.code), defaultLanguage: settings.defaultLanguage });
  });
  let balanceOwner: string | null = null;
  // SPEC 4: who the popup announcements are for follows the session (anonymous, member, first login);
  // logging in fetches the favourites (the favourite machine ignores the same account again), a guest has none.
  session.subscribe((snapshot) => {
    gameLaunch.send({ type: 'SESSION', kind: sessionKind(snapshot) });
    const account = signedInAccount(snapshot);
    favourite.send(account === null ? { type: 'SIGNED_OUT' } : { type: 'SIGNED_IN', owner: account });
    // The balance belongs to one account: a new account loads its own, signing out forgets it.
    if (account !== balanceOwner) {
      balanceOwner = account;
      wallet.send(account === null ? { type: 'SIGNED_OUT' } : { type: 'SIGNED_IN' });
    }
    const audience = popupAudience(snapshot);
    if (audience) popupAnnouncements.send({ type: 'AUDIENCE', audience });
  });
  // SPEC 4 Login: a non-trial account with the agent policy on fetches the consolidated contract
  // info once; signing out forgets it. The policy is a whitelabel setting, which may arrive after the session.
  const followConsolidated = () => {
    const snapshot = session.getSnapshot();
    const account = signedInAccount(snapshot);
    const agentPolicy = whitelabel.getSnapshot().context.data?.settings.AGENTPOLICY3 ?? false;
    consolidated.follow(account !== null && needsConsolidated(sessionKind(snapshot), agentPolicy) ? account : null);
  };
  session.subscribe(followConsolidated);
  whitelabel.subscribe(followConsolidated);
  theme.subscribe(showTheme);
  // A game moves money (bets and wins): closing it shows the balance it left.
  let playing = false;
  gameLaunch.subscribe((snapshot) => {
    const now = snapshot.hasTag('playing');
    if (playing && !now) wallet.send({ type: 'REFRESH' });
    playing = now;
  });
  // The browser's network (issue 24, the lite app): a page loaded offline starts offline; then its events.
  if (globalThis.navigator?.onLine === false) connectivity.send({ type: 'OFFLINE' });
  addEventListener('online', () => connectivity.send({ type: 'ONLINE' }));
  addEventListener('offline', () => connectivity.send({ type: 'OFFLINE' }));
  // Money may have moved elsewhere (a game in another tab, the payment page): coming back refreshes the balance.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wallet.send({ type: 'REFRESH' });
  });
}
