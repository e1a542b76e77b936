import { I18nProvider } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { isOffline } from '@machines/connectivity.selectors';
import { blockingStatus, statusScreen } from '@machines/systemStatus.selectors';
import { CatalogueUnavailableScreen } from '../features/system/CatalogueUnavailableScreen';
import { SplashScreen } from '../features/system/SplashScreen';
import { UnreachableScreen } from '../features/system/UnreachableScreen';
import { i18n } from '../i18n/catalogues';
import { AfterFirstPaint } from '../ui/AfterFirstPaint';
import { LazyArea } from '../ui/LazyArea';
import { AppRoutes } from './AppRoutes';
import { ConsentOverlay } from './overlays/ConsentOverlay';
import { RootActorsContext, useRootActors } from './RootActorsContext';
import type { RootActors } from './rootActors';

// Shown after an answer from the platform, rarely: their own chunks keep the lobby's first load small.
const loadMaintenance = () => import('../features/system/MaintenanceScreen').then((module) => ({ default: module.MaintenanceScreen }));
const loadRegionBlocked = () => import('../features/system/RegionBlockedScreen').then((module) => ({ default: module.RegionBlockedScreen }));
const loadInvalidUrl = () => import('../features/system/InvalidUrlScreen').then((module) => ({ default: module.InvalidUrlScreen }));
// Popups and what else shows over the page mount after the first frame (AfterFirstPaint): their own chunk keeps them out of the entry.
const loadOverlays = () => import('./overlays/Overlays').then((module) => ({ default: module.Overlays }));

/** Whole-app screens by system status (SPEC 2), then the routed product. */
function StatusGate() {
  const { systemStatus, connectivity } = useRootActors();
  // Narrow selections: the 30 s status poll must not re-render the whole product when nothing changed.
  // Deferred: the product's first mount (or a screen change) renders as a transition, in slices
  // that yield to the browser, instead of one long task when the status arrives.
  const screen = useDeferredValue(useSelector(systemStatus, statusScreen));
  const status = useSelector(systemStatus, blockingStatus);
  // Issue 24: no answer while the browser is offline says so (the lite app's offline shell).
  const offline = useSelector(connectivity, isOffline);
  if (screen === 'splash') return <SplashScreen />;
  if (screen === 'unreachable' || screen === 'retrying')
    return <UnreachableScreen offline={offline} retrying={screen === 'retrying'} onRetry={() => systemStatus.send({ type: 'RETRY' })} />;
  if (screen === 'invalidUrl') return <LazyArea load={loadInvalidUrl} props={{ onRetry: () => systemStatus.send({ type: 'RETRY' }) }} fallback={<SplashScreen />} />;
  if (screen === 'maintenance' && status) return <LazyArea load={loadMaintenance} props={{ status }} fallback={<SplashScreen />} />;
  if (screen === 'regionRestricted' && status) return <LazyArea load={loadRegionBlocked} props={{ status }} fallback={<SplashScreen />} />;
  return (
    <>
      <AppRoutes />
      {/* Popups and their machines' views: a frame after the page's first paint, never before it. */}
      <AfterFirstPaint>
        <LazyArea quiet load={loadOverlays} />
      </AfterFirstPaint>
      {/* Issue 26, item 6: the first visit's storage notice, in the first frame; after the overlays, so its settings dialog stacks on top. */}
      <ConsentOverlay />
    </>
  );
}

function LanguageGate() {
  const { language } = useRootActors();
  // Deferred, as the status above: the catalogue's arrival mounts the product in slices.
  const state = useDeferredValue(useSelector(language, (snapshot) => snapshot.value));
  if (state === 'loading') return <SplashScreen />;
  if (state === 'unavailable') return <CatalogueUnavailableScreen onRetry={() => language.send({ type: 'RETRY' })} />;
  return (
    <I18nProvider i18n={i18n}>
      <StatusGate />
    </I18nProvider>
  );
}

export function App({ actors }: { actors: RootActors }) {
  return (
    <RootActorsContext.Provider value={actors}>
      <LanguageGate />
    </RootActorsContext.Provider>
  );
}
