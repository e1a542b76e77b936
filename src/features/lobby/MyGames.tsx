import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownToLine, ArrowUpFromLine, Clock3, Heart } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'wouter';
import type { Game } from '@kernel/games';
import type { PlatformCalls } from '@/api/calls';
import { MY_GAMES_ROW } from '@/rules/lobby.rules';
import { Button } from '@/ui/Button';
import { type TileDetails, tileDetailsProps } from '@/ui/GameDetails';
import { GameTile } from '@/ui/GameTile';
import { InlineRetry } from '@/ui/InlineRetry';
import { Spinner } from '@/ui/Spinner';
import { Tabs } from '@/ui/Tabs';
import { useRemoteData } from '@/ui/useRemoteData';
import styles from './Lobby.module.css';

type Shelf = 'recent' | 'favourite';

/** SPEC 2 Lobby: the member's recent and favourite games, beside deposit and withdraw access (renders on its own changes only). */
export const MyGames = memo(function MyGames({
  calls,
  signedIn,
  language,
  favouriteIds,
  startLabel,
  onLaunch,
  tile,
  onNeedLogin,
  onDeposit,
  onWithdraw,
}: {
  calls: Pick<PlatformCalls, 'getRecentGames' | 'getFavouriteGames'>;
  signedIn: boolean;
  language: string;
  favouriteIds: readonly number[];
  startLabel: string;
  onLaunch: (game: Game) => void;
  /** Issue 26: the tiles' (i) and Try demo, as every lobby tile has them. */
  tile: TileDetails;
  onNeedLogin: () => void;
  onDeposit: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useLingui();
  const [shelf, setShelf] = useState<Shelf>('recent');
  return (
    <section className={styles.myGames} aria-labelledby="lobby-my-games" data-testid="my-games">
      <div className={styles.myGamesShelf}>
        <div className={styles.sectionHead}>
          <h2 id="lobby-my-games" className={styles.sectionTitle}>
            {shelf === 'recent' ? <Clock3 size={20} /> : <Heart size={20} />} <Trans>My games</Trans>
          </h2>
          {signedIn && (
            <Link href={shelf === 'recent' ? '/recent' : '/favorite'} className={styles.more}>
              <Trans>More</Trans> ›
            </Link>
          )}
        </div>
        {signedIn ? (
          <>
            <Tabs
              label={t`My games`}
              current={shelf}
              onSelect={setShelf}
              tabs={[
                { id: 'recent', label: t`Recent` },
                { id: 'favourite', label: t`Favourites` },
              ]}
            />
            <ShelfGames
              key={shelf}
              shelf={shelf}
              calls={calls}
              reloadKey={shelf === 'favourite' ? `${language}:${favouriteIds.join(',')}` : language}
              startLabel={startLabel}
              onLaunch={onLaunch}
              tile={tile}
            />
          </>
        ) : (
          <div className={styles.myGamesGuest}>
            <p>
              <Trans>Log in to see the games you played lately and your favourites.</Trans>
            </p>
            <Button size="s" onClick={onNeedLogin} data-testid="my-games-login">
              <Trans>Log in</Trans>
            </Button>
          </div>
        )}
      </div>
      <div className={styles.wallet}>
        <Button onClick={signedIn ? onDeposit : onNeedLogin} data-testid="lobby-deposit">
          <ArrowDownToLine size={18} /> <Trans>Deposit</Trans>
        </Button>
        <Button variant="outline" onClick={signedIn ? onWithdraw : onNeedLogin} data-testid="lobby-withdraw">
          <ArrowUpFromLine size={18} /> <Trans>Withdraw</Trans>
        </Button>
      </div>
    </section>
  );
});

function ShelfGames({
  shelf,
  calls,
  reloadKey,
  startLabel,
  onLaunch,
  tile,
}: {
  shelf: Shelf;
  calls: Pick<PlatformCalls, 'getRecentGames' | 'getFavouriteGames'>;
  reloadKey: string;
  startLabel: string;
  onLaunch: (game: Game) => void;
  tile: TileDetails;
}) {
  const { t } = useLingui();
  const games = useRemoteData(`lobby-${shelf}`, async () => (shelf === 'recent' ? await calls.getRecentGames(1) : await calls.getFavouriteGames()).content, reloadKey);
  if (games.failed)
    return (
      <InlineRetry onRetry={games.retry}>
        <Trans>Network link is abnormal, please try again</Trans>
      </InlineRetry>
    );
  if (!games.data) return <Spinner label={t`Loading`} />;
  if (games.data.length === 0)
    return (
      <p className={styles.myGamesEmpty}>
        {shelf === 'recent' ? (
          <Trans>No recent games yet: the games you play show here.</Trans>
        ) : (
          <Trans>No favourites yet: tap the heart on a game to keep it here.</Trans>
        )}
      </p>
    );
  return (
    <div className={styles.myGamesRow} data-testid={`my-games-${shelf}`}>
      {games.data.slice(0, MY_GAMES_ROW).map((game) => (
        <GameTile key={game.nodeId} game={game} startLabel={startLabel} onLaunch={onLaunch} {...tileDetailsProps(tile, game)} />
      ))}
    </div>
  );
}
