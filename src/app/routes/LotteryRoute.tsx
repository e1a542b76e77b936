import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { VN_VENDOR_CATEGORY } from '@machines/lottery.rules';
import { sessionKind } from '@machines/session.selectors';
import { createLotteryCalls } from '@/api/lotteryCalls';
import LotteryArea from '@/features/lottery/LotteryArea';
import { lotteryPageOf } from '@/rules/lottery.rules';
import { Spinner } from '@/ui/Spinner';
import { useRootActors } from '../RootActorsContext';
import { api, calls, currentLanguage } from '../services';

// Created here, in the lottery chunk, so the lobby's first load carries none of it.
const lotteryCalls = createLotteryCalls(api, currentLanguage);

/** At most this many pages of a vendor's games are looked through for a gameCode. */
const VENDOR_PAGES_READ = 10;

/** The game of a VN or SEA vendor's catalogue with this code, or null when the vendor has none. */
async function findLobbyGame(vendor: string, gameCode: string) {
  for (let pageNo = 1; pageNo <= VENDOR_PAGES_READ; pageNo++) {
    const list = await calls.getGameList({ gameType: VN_VENDOR_CATEGORY, vassalage: vendor, pageNo });
    const game = list.games.find((candidate) => candidate.gameCode === gameCode);
    if (game) return { gameCode: game.gameCode, name: game.gameName };
    if (pageNo >= list.totalPages) break;
  }
  return null;
}

/**
 * SPEC 2 lottery pages (/lottery, /vnLottery, /seaLottery) and their game pages (/lottert,
 * /vnlottery, /sealottery), started with a query gameCode. The route rules already sent guests
 * of the results pages to the login popup; a game page asks a guest to log in itself. Loaded as
 * the lazy Lottery area (route and area in one chunk).
 */
export default function LotteryRoute() {
  const { t } = useLingui();
  const { session, popups, language } = useRootActors();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const kind = useSelector(session, sessionKind);
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const route = lotteryPageOf(location);
  if (!route) return null;
  if (kind === 'pending') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner label={t`Loading`} />
      </div>
    );
  }
  const gameCode = new URLSearchParams(search).get('gameCode')?.trim() || null;
  const signedIn = kind !== 'guest';
  return (
    <LotteryArea
      // A new page, game, language (server texts) or session starts the page again.
      key={`${location}|${gameCode ?? ''}|${lang}|${signedIn}`}
      page={route.page}
      view={route.view}
      gameCode={gameCode}
      signedIn={signedIn}
      calls={lotteryCalls}
      findLobbyGame={findLobbyGame}
      navigate={(to: string) => navigate(to)}
      onNeedLogin={() => popups.send({ type: 'OPEN_LOGIN' })}
    />
  );
}
