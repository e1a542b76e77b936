import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { isSignedIn } from '@machines/session.selectors';
import { LobbyPage } from '@/features/lobby/LobbyPage';
import { memberPageHref } from '@/contract/memberPages';
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
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const favouriteIds = useSelector(favourite, (snapshot) => snapshot.context.favourites);
  return (
    <LobbyPage
      calls={calls}
      language={lang}
      signedIn={signedIn}
      favouriteIds={favouriteIds}
      currencySymbol={currencySymbol}
      announcements={announced}
      announcementsFailed={announcementsFailed}
      onRetryAnnouncements={() => announcements.send({ type: 'RETRY' })}
      menus={menus}
      menusFailed={menusFailed}
      onRetryMenus={() => gameMenus.send({ type: 'RETRY' })}
      brand={brand}
      onLaunch={(game) => gameLaunch.send({ type: 'LAUNCH', target: launchTargetOf(game) })}
      onLaunchVendor={(target) => gameLaunch.send({ type: 'LAUNCH', target })}
      onNeedLogin={() => popups.send({ type: 'OPEN_LOGIN' })}
      onDeposit={() => navigate(memberPageHref('depositv2'))}
      onWithdraw={() => navigate(memberPageHref('withdraw'))}
    />
  );
}
