import { I18nProvider } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { i18n } from '../i18n/catalogues';
import { CatalogueUnavailableScreen } from '../features/system/CatalogueUnavailableScreen';
import { MaintenanceScreen } from '../features/system/MaintenanceScreen';
import { RegionBlockedScreen } from '../features/system/RegionBlockedScreen';
import { SplashScreen } from '../features/system/SplashScreen';
import { UnreachableScreen } from '../features/system/UnreachableScreen';
import { AppRoutes } from './AppRoutes';
import type { RootActors } from './rootActors';
import { RootActorsContext, useRootActors } from './RootActorsContext';
import { Overlays } from './overlays/Overlays';

/** Whole-app screens by system status (SPEC 2), then the routed product. */
function StatusGate() {
  const { systemStatus } = useRootActors();
  const snapshot = useSelector(systemStatus, (s) => s);
  const status = snapshot.context.status;
  if (snapshot.matches('checking')) return <SplashScreen />;
  if (snapshot.matches('unreachable'))
    return <UnreachableScreen retrying={snapshot.matches({ unreachable: 'retrying' })} onRetry={() => systemStatus.send({ type: 'RETRY' })} />;
  if (snapshot.matches('maintenance') && status) return <MaintenanceScreen status={status} />;
  if (snapshot.matches('regionRestricted') && status) return <RegionBlockedScreen status={status} />;
  return (
    <>
      <AppRoutes />
      <Overlays />
    </>
  );
}

function LanguageGate() {
  const { language } = useRootActors();
  const state = useSelector(language, (snapshot) => snapshot.value);
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
