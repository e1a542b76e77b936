import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { type Game, vendorLaneSchema, vendorSchema } from '@kernel/games';
import { sessionKind } from '@machines/session.selectors';
import { createVendorCalls } from '@/api/vendorCalls';
import GameListCenterArea from '@/features/gameListCenter/GameListCenterArea';
import { mayTryDemo } from '@/rules/gameDetails.rules';
import { GAME_CENTRE_CATEGORIES, LIST_CENTRE_CATEGORIES } from '@/rules/gameFilters.rules';
import { readSortQuery, withSortQuery } from '@/rules/gameSort.rules';
import { LazyArea } from '@/ui/LazyArea';
import { launchTargetOf, loadGamePage } from '../gamePages';
import { useRootActors } from '../RootActorsContext';
import { api, currentLanguage } from '../services';
import { sessionCached } from '../sessionCache';

// SPEC 7 PVP rooms: the /pvp list's tables, a chunk of their own.
const loadPvpRooms = () => import('./PvpRoomsRoute');
const NO_LANGUAGES: string[] = [];
/** SPEC 7 vendor calls, created with this chunk: the lobby neither downloads nor makes them. */
const vendorCalls = createVendorCalls(api, currentLanguage);
/** SPEC 4: the game vendor list (its lanes, and the new vendors) stays in session storage, per language, unless flushed. */
const loadLanes = sessionCached(() => `gameVendor:${currentLanguage()}`, v.array(vendorLaneSchema), vendorCalls.getVendorLanes);
const loadNewVendors = sessionCached(() => `newGameVendors:${currentLanguage()}`, v.array(vendorSchema), vendorCalls.getNewGameVendors);
const sameCodes = (a: string[], b: string[]) => a.length === b.length && a.every((code, index) => code === b[index]);

/**
 * SPEC 2 game list and game centre pages: the GameListCenter area with its props from the root
 * actors, loaded as the lazy GameListCenter area (route and area in one chunk).
 */
export default function GameListRoute() {
  const { gameMenus, whitelabel, session, popups, gameLaunch, favourite } = useRootActors();
  const favourites = useSelector(favourite, (snapshot) => snapshot.context.favourites);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  // Compared by content: a new array on every whitelabel snapshot would redraw the list's filters.
  const languages = useSelector(whitelabel, (snapshot) => snapshot.context.data?.languages.map((language) => language.code) ?? NO_LANGUAGES, sameCodes);
  const kind = useSelector(session, sessionKind);
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  const category = LIST_CENTRE_CATEGORIES[location] ?? GAME_CENTRE_CATEGORIES[location] ?? 'RNG';
  return (
    <GameListCenterArea
      category={category}
      vassalage={new URLSearchParams(search).get('vassalage')}
      sort={readSortQuery(search)}
      // Issue 26, item 5: the order lives in the address (a reload keeps it); the list follows the address.
      onSortChange={(sort) => navigate(`${location}${withSortQuery(search, sort)}`, { replace: true })}
      menus={menus}
      languages={languages}
      signedIn={kind !== 'guest' && kind !== 'pending'}
      loadPage={loadGamePage}
      onNeedLogin={() => popups.send({ type: 'OPEN_LOGIN' })}
      onLaunch={(game: Game) => gameLaunch.send({ type: 'LAUNCH', target: launchTargetOf(game) })}
      // Issue 26, item 5: a visitor (or a trial account) tries a game's demo in place; a member plays for real.
      onTryDemo={mayTryDemo(kind) ? (game: Game) => gameLaunch.send({ type: 'TRY_DEMO', target: launchTargetOf(game) }) : undefined}
      currencySymbol={currencySymbol}
      favourites={favourites}
      onToggleFavourite={(game: Game) => favourite.send({ type: 'TOGGLE', game: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } })}
      loadLanes={loadLanes}
      loadNewVendors={loadNewVendors}
      loadVendorGameTypes={vendorCalls.getVendorGameTypes}
      aside={category === 'PVP' ? <LazyArea quiet load={loadPvpRooms} props={{ vassalage: new URLSearchParams(search).get('vassalage') }} /> : null}
    />
  );
}
