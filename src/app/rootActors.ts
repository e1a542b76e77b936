import { createActor, fromPromise } from 'xstate';
import { connectivityMachine } from '@machines/connectivity.machine';
import { type FavouriteGame, favouriteMachine } from '@machines/favourite.machine';
import { gameLaunchMachine, type LaunchTarget } from '@machines/gameLaunch.machine';
import { languageMachine } from '@machines/language.machine';
import { type PopupMarker, popupAnnouncementsMachine } from '@machines/popupAnnouncements.machine';
import { popupsMachine } from '@machines/popups.machine';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import { sessionMachine } from '@machines/session.machine';
import { systemStatusMachine } from '@machines/systemStatus.machine';
import { type Theme, themeMachine } from '@machines/theme.machine';
import { walletMachine } from '@machines/wallet/wallet.machine';
import { splitCategories } from '@/rules/lobby.rules';
import type { Announcements } from '../../kernel/announcements';
import { type GameMenu, gameMenuListSchema } from '../../kernel/games';
import type { PopupExecution } from '../../kernel/platform';
import type { RegisterSettings, Whitelabel } from '../../kernel/system';
import { sessionToken } from '../api/sessionToken';
import { activateCatalogue, loadCatalogue } from '../i18n/catalogues';
import { DEFAULT_LANGUAGE, readStoredLanguage, storeLanguage } from '../i18n/locales';
import { writeStored } from '../platform/storage';
import { createConsolidated } from './consolidated';
import { api, calls } from './services';
import { sessionCached } from './sessionCache';

const THEME_KEY = 'theme';
/** SPEC 4: whether the header masks the balance, remembered in this browser. */
const BALANCE_HIDDEN_KEY = 'balanceHidden';
/** SPEC 4: the game vendor list stays in session storage (per language) unless flushed. */
const GAME_MENUS_CACHE = 'gameMenus';
/** SPEC 4: the markers whose popup was closed in this browser session. */
const POPUP_MARKERS_KEY = 'popupMarkers';
const readClosedMarkers = (): PopupMarker[] => {
  try {
    const stored = JSON.parse(globalThis.sessionStorage?.getItem(POPUP_MARKERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((marker): marker is PopupMarker => marker === 'USER' || marker === 'anonymous') : [];
  } catch {
    return [];
  }
};
const readTheme = (): Theme => (globalThis.localStorage?.getItem(THEME_KEY) === 'light' ? 'light' : 'dark');

/**
 * The long-lived actors of the app, with their effects bound to the browser and the platform, not
 * started yet; what one actor tells the others is in rootRelays.ts, and startRootActors (rootStart.ts)
 * wires the two and starts them.
 */
export function createRootActors(navigate: (to: string) => void) {
  const language = createActor(
    languageMachine.provide({
      actors: {
        loadCatalogue: fromPromise(({ input }) => loadCatalogue(input.language)),
        // SPEC 4 and 7: the language change asks the server for a language update (getUpdateLanguage).
        updateLanguage: fromPromise(async ({ input }) => (await import('../api/languageCalls')).updateLanguage(api, input.language)),
      },
      actions: {
        activate: ({ context }) => activateCatalogue(context.language),
        persist: ({ context }) => storeLanguage(context.language, context.previous),
        // Server texts (service titles, vendor names, notices) come in the request language (SPEC 4:
        // vendors and announcements here; the lobby reloads its hot games and winner board in place,
        // and views that load their own data remount). Run after every actor below exists.
        refresh: () => {
          systemStatus.send({ type: 'REFRESH' });
          whitelabel.send({ type: 'RELOAD' });
          gameMenus.send({ type: 'RELOAD' });
          announcements.send({ type: 'RELOAD' });
          popupAnnouncements.send({ type: 'LANGUAGE_CHANGED' });
        },
      },
    }),
    // Until the merchant's settings say its default, the demo merchant's (SPEC 1: HI).
    { input: { stored: readStoredLanguage(), fallback: DEFAULT_LANGUAGE } },
  );

  const theme = createActor(
    themeMachine.provide({
      actions: { persistTheme: (_, params) => writeStored('local', THEME_KEY, params.theme) },
    }),
    { input: { remembered: readTheme() } },
  );

  const systemStatus = createActor(systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(() => calls.getSystemStatus()) } }));

  const whitelabel = createActor(createRemoteDataMachine<Whitelabel>('whitelabel').provide({ actors: { load: fromPromise(() => calls.getWhitelabel()) } }));

  const gameMenus = createActor(
    createRemoteDataMachine<GameMenu[]>('gameMenus').provide({
      actors: {
        load: fromPromise(
          sessionCached(
            () => `${GAME_MENUS_CACHE}:${language.getSnapshot().context.language}`,
            gameMenuListSchema,
            async () => splitCategories(await calls.getGameMenus()),
          ),
        ),
      },
    }),
  );

  const registerSettings = createActor(
    createRemoteDataMachine<RegisterSettings>('registerSettings').provide({ actors: { load: fromPromise(() => calls.getRegisterSettings()) } }),
  );

  const announcements = createActor(createRemoteDataMachine<Announcements>('announcements').provide({ actors: { load: fromPromise(() => calls.getAnnouncements()) } }));

  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchMemberInfo: fromPromise(() => calls.getMemberInfo()),
        startFreePlay: fromPromise(() => calls.freePlay()),
        logout: fromPromise(async () => {
          await calls.logout();
        }),
      },
      actions: {
        storeToken: ({ context }) => context.token && sessionToken.write(context.token),
        clearSession: () => sessionToken.clearSession(),
        goHome: () => navigate('/'),
      },
    }),
    { input: { storedToken: sessionToken.read() } },
  );

  const popups = createActor(popupsMachine);

  const gameLaunch = createActor(
    gameLaunchMachine.provide({
      actors: { launchGame: fromPromise(({ input }) => calls.launchGame(input as LaunchTarget)) },
      actions: {
        askLogin: () => popups.send({ type: 'OPEN_LOGIN' }),
        // Issue 26, item 5: Try demo starts trial play as the header's Free play does.
        startTrial: () => session.send({ type: 'FREE_PLAY' }),
        navigate: (_, params) => navigate(params.to),
        goBack: () => history.back(),
      },
    }),
    { input: { session: 'pending' } },
  );

  const favourite = createActor(
    favouriteMachine.provide({
      actors: {
        // SPEC 4: logging in fetches the favourites (one page of 999).
        fetchFavourites: fromPromise(() => calls.getFavouriteGameIds()),
        addFavourite: fromPromise(async ({ input }) => {
          await calls.addFavouriteGame(input as FavouriteGame);
        }),
        removeFavourite: fromPromise(async ({ input }) => {
          await calls.removeFavouriteGame((input as FavouriteGame).nodeId);
        }),
      },
      actions: { askLogin: () => popups.send({ type: 'OPEN_LOGIN' }) },
    }),
  );

  const popupAnnouncements = createActor(
    popupAnnouncementsMachine.provide({
      actors: {
        fetchPopups: fromPromise(({ input }) => calls.getPopupAnnouncements((input as { executions: PopupExecution[] }).executions)),
      },
      actions: {
        persistMarkers: ({ context }) => writeStored('session', POPUP_MARKERS_KEY, JSON.stringify(context.closedMarkers)),
      },
    }),
    { input: { closedMarkers: readClosedMarkers() } },
  );

  // The one wallet actor (ARCHITECTURE: money machines send it REFRESH; the header reads it).
  const wallet = createActor(
    walletMachine.provide({
      actors: { fetchBalance: fromPromise(() => calls.getBalance()) },
      actions: { persistHidden: ({ context }) => writeStored('local', BALANCE_HIDDEN_KEY, String(context.hidden)) },
    }),
    { input: { hidden: globalThis.localStorage?.getItem(BALANCE_HIDDEN_KEY) === 'true' } },
  );

  // Issue 24, the lite app: the browser's network (its word at start and its events, rootRelays.ts);
  // the network's return retries at once what failed for want of it (the status check, the catalogue).
  const connectivity = createActor(
    connectivityMachine.provide({
      actions: {
        networkBack: () => {
          systemStatus.send({ type: 'RETRY' });
          language.send({ type: 'RETRY' });
        },
      },
    }),
  );

  const actors = {
    language,
    connectivity,
    theme,
    systemStatus,
    whitelabel,
    gameMenus,
    registerSettings,
    announcements,
    session,
    popups,
    popupAnnouncements,
    gameLaunch,
    favourite,
    wallet,
  };

  // SPEC 4: started by the session (rootRelays.ts); the agency calls load with it, outside the lobby's first chunk.
  const consolidated = createConsolidated(async () => (await import('../api/agentCalls')).createAgentCalls(api).getConsolidated());

  return { ...actors, consolidated };
}

export type RootActors = ReturnType<typeof createRootActors>;
