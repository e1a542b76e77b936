import { createActor, fromPromise } from 'xstate';
import { languageMachine } from '../../machines/language.machine';
import { type PopupMarker, popupAnnouncementsMachine } from '../../machines/popupAnnouncements.machine';
import { popupsMachine } from '../../machines/popups.machine';
import { popupAudience, sessionKind } from '../../machines/session.selectors';
import { gameLaunchMachine, type LaunchTarget } from '../../machines/gameLaunch.machine';
import { type FavouriteGame, favouriteMachine } from '../../machines/favourite.machine';
import type { PopupExecution } from '../contract/platform';
import { sessionMachine } from '../../machines/session.machine';
import { systemStatusMachine } from '../../machines/systemStatus.machine';
import { type Theme, themeMachine } from '../../machines/theme.machine';
import { createRemoteDataMachine } from '../../machines/remoteData.machine';
import { sessionToken } from '../api/sessionToken';
import { type GameMenu, gameMenuListSchema } from '../contract/games';
import type { Announcements } from '../contract/announcements';
import type { RegisterSettings, Whitelabel } from '../contract/system';
import { activateCatalogue, loadCatalogue } from '../i18n/catalogues';
import { type PlatformLanguage, readStoredLanguage, SUPPORTED_LANGUAGES, storeLanguage } from '../i18n/locales';
import { bindServiceHooks, calls } from './services';
import { sessionCached } from './sessionCache';
import { splitCategories } from '../../machines/lobby.rules';

const THEME_KEY = 'theme';
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

/** The long-lived actors of the app, with their effects bound to the browser and the platform. */
export function createRootActors(navigate: (to: string) => void) {
  const language = createActor(
    languageMachine.provide({
      actors: { loadCatalogue: fromPromise(({ input }) => loadCatalogue((input as { language: PlatformLanguage }).language)) },
      actions: {
        activate: ({ context }) => activateCatalogue(context.language as PlatformLanguage),
        persist: ({ context }) => storeLanguage(context.language as PlatformLanguage, context.previous as PlatformLanguage),
        // The reference platform has no language-update call yet; the header carries the language.
        notifyServer: () => {},
      },
    }),
    { input: { language: readStoredLanguage(), supported: SUPPORTED_LANGUAGES } },
  );

  const theme = createActor(
    themeMachine.provide({
      actions: { persistTheme: (_, params) => globalThis.localStorage?.setItem(THEME_KEY, params.theme) },
    }),
    { input: { remembered: readTheme() } },
  );

  const systemStatus = createActor(
    systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(() => calls.getSystemStatus()) } }),
  );

  const whitelabel = createActor(
    createRemoteDataMachine<Whitelabel>('whitelabel').provide({ actors: { load: fromPromise(() => calls.getWhitelabel()) } }),
  );

  const gameMenus = createActor(
    createRemoteDataMachine<GameMenu[]>('gameMenus').provide({
      actors: { load: fromPromise(sessionCached(() => `${GAME_MENUS_CACHE}:${language.getSnapshot().context.language}`, gameMenuListSchema, async () => splitCategories(await calls.getGameMenus()))) },
    }),
  );

  const registerSettings = createActor(
    createRemoteDataMachine<RegisterSettings>('registerSettings').provide({ actors: { load: fromPromise(() => calls.getRegisterSettings()) } }),
  );

  const announcements = createActor(
    createRemoteDataMachine<Announcements>('announcements').provide({ actors: { load: fromPromise(() => calls.getAnnouncements()) } }),
  );

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
        navigate: (_, params) => navigate(params.to),
      },
    }),
    { input: { session: 'pending' } },
  );

  const favourite = createActor(
    favouriteMachine.provide({
      actors: {
        addFavourite: fromPromise(async ({ input }) => {
          await calls.addFavouriteGame(input as FavouriteGame);
        }),
        removeFavourite: fromPromise(async ({ input }) => {
          await calls.removeFavouriteGame((input as FavouriteGame).nodeId);
        }),
      },
      actions: { askLogin: () => popups.send({ type: 'OPEN_LOGIN' }) },
    }),
    { input: { signedIn: false, favourites: [] } },
  );

  const popupAnnouncements = createActor(
    popupAnnouncementsMachine.provide({
      actors: {
        fetchPopups: fromPromise(({ input }) => calls.getPopupAnnouncements((input as { executions: PopupExecution[] }).executions)),
      },
      actions: {
        persistMarkers: ({ context }) => globalThis.sessionStorage?.setItem(POPUP_MARKERS_KEY, JSON.stringify(context.closedMarkers)),
      },
    }),
    { input: { closedMarkers: readClosedMarkers() } },
  );

  bindServiceHooks({
    language: () => language.getSnapshot().context.language,
    sessionExpired: () => session.send({ type: 'SESSION_EXPIRED' }),
  });

  const actors = { language, theme, systemStatus, whitelabel, gameMenus, registerSettings, announcements, session, popups, popupAnnouncements, gameLaunch, favourite };
  // Server texts (service titles, vendor names, notices) come in the request language: a
  // language change reloads what the whole app shows; views that load their own data remount.
  let shownLanguage = language.getSnapshot().context.language;
  language.subscribe((snapshot) => {
    if (snapshot.context.language === shownLanguage) return;
    shownLanguage = snapshot.context.language;
    systemStatus.send({ type: 'REFRESH' });
    whitelabel.send({ type: 'RELOAD' });
    gameMenus.send({ type: 'RELOAD' });
    announcements.send({ type: 'RELOAD' });
    popupAnnouncements.send({ type: 'LANGUAGE_CHANGED' });
  });
  // SPEC 4: who the popup announcements are for follows the session (anonymous, member, first login).
  // SPEC 4: logging in fetches the favourites; a guest has none.
  let favouritesFor: string | null = null;
  session.subscribe((snapshot) => {
    const kind = sessionKind(snapshot);
    gameLaunch.send({ type: 'SESSION', kind });
    // A session restored from its token (a reload) knows the member, not the login result.
    const owner = kind === 'guest' || kind === 'pending' ? null : snapshot.context.user?.userName ?? snapshot.context.member?.account ?? null;
    if (owner !== favouritesFor) {
      favouritesFor = owner;
      if (owner === null) favourite.send({ type: 'SIGNED_OUT' });
      else
        calls
          .getFavouriteGames()
          .then((page) => favourite.send({ type: 'SIGNED_IN', favourites: page.content.map((game) => game.nodeId) }))
          .catch(() => favourite.send({ type: 'SIGNED_IN', favourites: [] }));
    }
    const audience = popupAudience(snapshot);
    if (audience) popupAnnouncements.send({ type: 'AUDIENCE', audience });
  });
  theme.subscribe((snapshot) => {
    document.documentElement.dataset.theme = String(snapshot.value);
  });
  for (const actor of Object.values(actors)) actor.start();
  document.documentElement.dataset.theme = String(theme.getSnapshot().value);
  return actors;
}

export type RootActors = ReturnType<typeof createRootActors>;
