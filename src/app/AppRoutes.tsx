import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ComponentType, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { GAME_CENTRE_CATEGORIES, LIST_CENTRE_CATEGORIES } from '../../machines/gameFilters.rules';
import { decideRoute, usesAgentLayout } from '../../machines/navigation.rules';
import { launchTargetOf, loadGamePage } from './gamePages';
import type { Game } from '../contract/games';
import { isSignedIn, sessionKind } from '../../machines/session.selectors';
import { LobbyPage } from '../features/lobby/LobbyPage';
import { Spinner } from '../ui/Spinner';
import { AREAS } from './areas';
import { DownloadAppRoute } from './DownloadAppRoute';
import { HelpCenterRoute } from './HelpCenterRoute';
import { AgentLayout } from './layout/AgentLayout';
import { MainLayout } from './layout/MainLayout';
import { LazyArea } from '../ui/LazyArea';
import { useRootActors } from './RootActorsContext';
import { calls } from './services';

// An area routed without props (the others get theirs from a route component).
/**
 * One route component per area, made once: a component made during render would be a new type
 * on every render, and React would remount the area (losing its state) each time.
 */
const areaRoutes = new Map<() => Promise<{ default: ComponentType }>, ComponentType>();
const area = (load: () => Promise<{ default: ComponentType }>) => {
  let route = areaRoutes.get(load);
  if (!route) {
    route = () => <LazyArea load={load} />;
    areaRoutes.set(load, route);
  }
  return route;
};
// SPEC 7 PVP rooms: the /pvp list's tables, a chunk of their own.
const loadPvpRooms = () => import('./PvpRoomsRoute');

function Lobby() {
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
      onDeposit={() => navigate('/member?page=depositv2')}
      onWithdraw={() => navigate('/member?page=withdraw')}
    />
  );
}

function GameListRoute() {
  const { gameMenus, whitelabel, session, popups, gameLaunch, favourite } = useRootActors();
  const favourites = useSelector(favourite, (snapshot) => snapshot.context.favourites);
  const [location] = useLocation();
  const search = useSearch();
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  const languages = useSelector(whitelabel, (snapshot) => snapshot.context.data?.languages.map((language) => language.code) ?? []);
  const kind = useSelector(session, sessionKind);
  const category = LIST_CENTRE_CATEGORIES[location] ?? GAME_CENTRE_CATEGORIES[location] ?? 'RNG';
  return (
    <LazyArea
      load={AREAS.GameListCenter}
      props={{
        category,
        vassalage: new URLSearchParams(search).get('vassalage'),
        menus,
        languages,
        signedIn: kind !== 'guest' && kind !== 'pending',
        loadPage: loadGamePage,
        onNeedLogin: () => popups.send({ type: 'OPEN_LOGIN' }),
        onLaunch: (game: Game) => gameLaunch.send({ type: 'LAUNCH', target: launchTargetOf(game) }),
        favourites,
        onToggleFavourite: (game: Game) => favourite.send({ type: 'TOGGLE', game: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } }),
        aside: category === 'PVP' ? <LazyArea quiet load={loadPvpRooms} props={{ vassalage: new URLSearchParams(search).get('vassalage') }} /> : null,
      }}
    />
  );
}

/** Applies SPEC 2 route rules (redirects, popups) on every location change and scrolls to the top. */
function useRouteRules() {
  const { session, popups } = useRootActors();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const kind = useSelector(session, sessionKind);
  const decision = decideRoute(location, search, kind);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    navigate(decision.to, { replace: true });
    if (decision.popup === 'login') popups.send({ type: 'OPEN_LOGIN' });
    if (decision.popup === 'register') popups.send({ type: 'OPEN_REGISTER', referralCode: decision.referralCode ?? null });
  }, [decision, navigate, popups]);
  return decision;
}

export function AppRoutes() {
  const { t } = useLingui();
  const [location] = useLocation();
  const decision = useRouteRules();
  const content =
    decision.kind === 'show' ? (
      <Switch>
        <Route path="/" component={Lobby} />
        <Route path="/index" component={Lobby} />
        <Route path="/index.html" component={Lobby} />
        <Route path="/home" component={Lobby} />
        <Route path="/agent" component={area(AREAS.AgentLogin)} />
        <Route path="/agentHome" component={area(AREAS.AgentCenter)} />
        <Route path="/member" component={area(AREAS.MemberCenter)} />
        <Route path="/help" component={HelpCenterRoute} />
        <Route path="/download" component={DownloadAppRoute} />
        <Route path="/promotions" component={area(AREAS.Promotions)} />
        <Route path="/pointMall" component={area(AREAS.PointMall)} />
        <Route path="/seamless" component={area(AREAS.Seamless)} />
        {Object.keys(GAME_CENTRE_CATEGORIES).map((path) => (
          <Route key={path} path={path} component={GameListRoute} />
        ))}
        {Object.keys(LIST_CENTRE_CATEGORIES).map((path) => (
          <Route key={path} path={path} component={GameListRoute} />
        ))}
        <Route path="/favorite" component={area(AREAS.AccountGame)} />
        <Route path="/recent" component={area(AREAS.AccountGame)} />
        {['/lottery', '/seaLottery', '/vnLottery', '/lottert', '/vnlottery', '/sealottery'].map((path) => (
          <Route key={path} path={path} component={area(AREAS.Lottery)} />
        ))}
        <Route component={Lobby} />
      </Switch>
    ) : (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner label={t`Loading`} />
      </div>
    );
  return usesAgentLayout(location) ? <AgentLayout>{content}</AgentLayout> : <MainLayout>{content}</MainLayout>;
}
