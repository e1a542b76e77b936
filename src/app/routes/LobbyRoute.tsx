import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Game } from '@kernel/games';
import { memberPageHref } from '@kernel/memberPages';
import type { LaunchTarget } from '@machines/gameLaunch.machine';
import { isSignedIn, sessionKind } from '@machines/session.selectors';
import { LobbyPage } from '@/features/lobby/LobbyPage';
import { mayTryDemo } from '@/rules/gameDetails.rules';
import { launchTargetOf } from '../gamePages';
import { useRootActors } from '../RootActorsContext';
import { calls } from '../services';

/** SPEC 2 / (and its aliases): the lobby with its props from the root actors. */
export function LobbyRoute() {
  const { gameMenus, session, language, whitelabel, announcements, gameLaunch, popups, favourite } = useRootActors();
  const [, navigate] = useLocation();
  const announced = useSelector(announcements, (snapshot) => snapshot.context.data);
  const announcementsFailed = useSelector(announcements, (snapshot) => snapshot.matches('failed'));
  const brand = useSelector(whitelabel, (snapshot) => snapshot.context.data?.merchantName ?? '');
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  const menusFailed = useSelector(gameMenus, (snapshot) => snapshot.matches('failed'));
  const signedIn = useSelector(session, isSignedIn);
  const kind = useSelector(session, sessionKind);
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const favouriteIds = useSelector(favourite, (snapshot) => snapshot.context.favourites);
  // The same callbacks for the lobby's lifetime (the actors never change), so its memoised sections skip renders.
  const actions = useMemo(
    () => ({
      onRetryAnnouncements: () => announcements.send({ type: 'RETRY' }),
      onRetryMenus: () => gameMenus.send({ type: 'RETRY' }),
      onLaunch: (game: Game) => gameLaunch.send({ type: 'LAUNCH', target: launchTargetOf(game) }),
      onLaunchVendor: (target: LaunchTarget) => gameLaunch.send({ type: 'LAUNCH', target }),
      // Issue 26, item 5: Try demo on a lobby tile, trial play without leaving the lobby.
      onTryDemo: (game: Game) => gameLaunch.send({ type: 'TRY_DEMO', target: launchTargetOf(game) }),
      onNeedLogin: () => popups.send({ type: 'OPEN_LOGIN' }),
      onDeposit: () => navigate(memberPageHref('depositv2')),
      onWithdraw: () => navigate(memberPageHref('withdraw')),
    }),
    [announcements, gameMenus, gameLaunch, popups, navigate],
  );
  return (
    <LobbyPage
      calls={calls}
      language={lang}
      signedIn={signedIn}
      favouriteIds={favouriteIds}
      currencySymbol={currencySymbol}
      announcements={announced}
      announcementsFailed={announcementsFailed}
      menus={menus}
      menusFailed={menusFailed}
      brand={brand}
      {...actions}
      // A visitor (or a trial account) may try a demo; a member plays for real.
      onTryDemo={mayTryDemo(kind) ? actions.onTryDemo : undefined}
    />
  );
}
