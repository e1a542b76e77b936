import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { Game } from '@kernel/games';
import type { Page } from '@machines/pagedList.machine';
import AccountGameArea from '@/features/accountGame/AccountGameArea';
import { type AccountGameQuery, accountGameListOf, readGameTypeQuery } from '@/rules/accountGames.rules';
import { readSortQuery, withSortQuery } from '@/rules/gameSort.rules';
import { launchTargetOf } from '../gamePages';
import { useRootActors } from '../RootActorsContext';
import { calls } from '../services';

/** One page of the member's favourites (one page of 999) or recent games (20 a page), of a category or all, in the order chosen. */
async function loadAccountGames(query: AccountGameQuery, pageNo: number): Promise<Page<Game>> {
  const gameType = query.gameType ?? undefined;
  const sort = query.sort ?? undefined;
  const page = query.list === 'favorite' ? await calls.getFavouriteGames(gameType, sort) : await calls.getRecentGames(pageNo, gameType, sort);
  return { items: page.content, pageNo: page.pageNum, totalPages: page.totalPages, totalCount: page.content.length };
}

/**
 * /favorite and /recent (SPEC 2 account game lists): the lazy AccountGame area with its props from
 * the root actors, in one chunk so the lobby's first load carries none of it. Guests never get
 * here (the navigation rules ask them to log in).
 */
export default function AccountGameRoute() {
  const { gameMenus, gameLaunch, favourite, language } = useRootActors();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  const favourites = useSelector(favourite, (snapshot) => snapshot.context.favourites);
  const favouritesKnown = useSelector(favourite, (snapshot) => snapshot.context.signedIn);
  // Game names come in the request language: a language change loads the list again.
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  return (
    <AccountGameArea
      key={lang}
      list={accountGameListOf(location)}
      gameType={readGameTypeQuery(search)}
      sort={readSortQuery(search)}
      // Issue 26, item 5: the order lives in the address as on the game lists (?sort=, a reload keeps it).
      onSortChange={(sort) => navigate(`${location}${withSortQuery(search, sort)}`, { replace: true })}
      menus={menus}
      loadPage={loadAccountGames}
      onLaunch={(game) => gameLaunch.send({ type: 'LAUNCH', target: launchTargetOf(game) })}
      favourites={favourites}
      favouritesKnown={favouritesKnown}
      onToggleFavourite={(game) => favourite.send({ type: 'TOGGLE', game: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } })}
    />
  );
}
