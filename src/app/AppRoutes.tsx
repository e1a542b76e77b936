import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ComponentType, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { sessionKind } from '@machines/session.selectors';
import { GAME_CENTRE_CATEGORIES, LIST_CENTRE_CATEGORIES } from '@/rules/gameFilters.rules';
import { decideRoute, usesAgentLayout } from '@/rules/navigation.rules';
import { AreaErrorBoundary } from '../ui/AreaErrorBoundary';
import { LazyArea } from '../ui/LazyArea';
import { Spinner } from '../ui/Spinner';
import { AREAS } from './areas';
import { AgentLayout } from './layout/AgentLayout';
import { MainLayout } from './layout/MainLayout';
import { useRootActors } from './RootActorsContext';
import { DownloadAppRoute } from './routes/DownloadAppRoute';
import { HelpCenterRoute } from './routes/HelpCenterRoute';
import { LobbyRoute } from './routes/LobbyRoute';

/**
 * An area's route: the area's chunk (its route component from routes/ with the area, or the area
 * alone when it needs no props), made once: a component made during render would be a new type
 * on every render, and React would remount the area (losing its state) each time.
 */
const areaRoutes = new Map<() => Promise<{ default: ComponentType }>, ComponentType>();
const area = (load: () => Promise<{ default: ComponentType }>) => {
  let route = areaRoutes.get(load);
  if (!route) {
    route = () => <LazyArea mainContent load={load} />;
    areaRoutes.set(load, route);
  }
  return route;
};

/** The paths each lazy area answers (one table for the routes and the landing preload below). */
const AREA_PATHS: ReadonlyArray<readonly [path: string, load: () => Promise<{ default: ComponentType }>]> = [
  ['/agent', AREAS.AgentLogin],
  ['/agentHome', AREAS.AgentCenter],
  ['/member', AREAS.MemberCenter],
  ['/promotions', AREAS.Promotions],
  ['/pointMall', AREAS.PointMall],
  ['/seamless', AREAS.Seamless],
  ...Object.keys(GAME_CENTRE_CATEGORIES).map((path) => [path, AREAS.GameListCenter] as const),
  ...Object.keys(LIST_CENTRE_CATEGORIES).map((path) => [path, AREAS.GameListCenter] as const),
  ['/favorite', AREAS.AccountGame],
  ['/recent', AREAS.AccountGame],
  ...['/lottery', '/seaLottery', '/vnLottery', '/lottert', '/vnlottery', '/sealottery'].map((path) => [path, AREAS.Lottery] as const),
];

// The page the visitor lands on: its area's chunk is asked for while the entry still runs and the
// first screen's reads are on their way, not once they have answered and the route has rendered
// (the route's LazyArea then finds the module loaded). A failure here is the route's to show.
AREA_PATHS.find(([path]) => path === window.location.pathname)?.[1]().catch(() => {});

/** Scrolls to the top when it mounts: rendered after the page, with the location as its key, so on every new location once the page's effects ran. */
function ScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}

/** Applies SPEC 2 route rules (redirects, popups) on every location change. */
function useRouteRules() {
  const { session, popups } = useRootActors();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const kind = useSelector(session, sessionKind);
  const decision = decideRoute(location, search, kind);
  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    navigate(decision.to, { replace: true });
    if (decision.popup === 'login') popups.send({ type: 'OPEN_LOGIN' });
    if (decision.popup === 'register') popups.send({ type: 'OPEN_REGISTER', referralCode: decision.referralCode ?? null });
    if (decision.popup === 'trialWarning') popups.send({ type: 'OPEN_TRIAL_WARNING' });
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
        <Route path="/" component={LobbyRoute} />
        <Route path="/index" component={LobbyRoute} />
        <Route path="/index.html" component={LobbyRoute} />
        <Route path="/home" component={LobbyRoute} />
        <Route path="/help" component={HelpCenterRoute} />
        <Route path="/download" component={DownloadAppRoute} />
        {AREA_PATHS.map(([path, load]) => (
          <Route key={path} path={path} component={area(load)} />
        ))}
        <Route component={LobbyRoute} />
      </Switch>
    ) : (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner label={t`Loading`} />
      </div>
    );
  // The routed page fails alone: the layout (header, menus, footer) stays around its message, and
  // going to another page gives the failed one a fresh start. Lazy areas have their own boundary.
  const guarded = <AreaErrorBoundary resetKey={location}>{content}</AreaErrorBoundary>;
  return (
    <>
      {usesAgentLayout(location) ? <AgentLayout>{guarded}</AgentLayout> : <MainLayout>{guarded}</MainLayout>}
      <ScrollToTop key={location} />
    </>
  );
}
