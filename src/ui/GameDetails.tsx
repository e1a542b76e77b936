import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Game } from '@kernel/games';
import { gameDetailsMachine } from '@machines/gameDetails.machine';
import { detailsGame, detailsOffersDemo } from '@machines/gameDetails.selectors';
import { type Implementations, useProvidedMachine } from './useProvidedMachine';

/** Issue 26, item 5: the details panel, a chunk of its own, fetched when a tile's (i) is first pressed (the lobby's first download carries none of it). */
const GameDetailsPanel = lazy(() => import('./GameDetailsPanel'));

export type GameDetailsActor = ActorRefFrom<typeof gameDetailsMachine>;

/** A page's details machine: its Play launches, its Try demo starts trial play, with the page's latest handlers. */
export function useGameDetails(onLaunch: (game: Game) => void, onTryDemo: (game: Game) => void): GameDetailsActor {
  return useActorRef(
    useProvidedMachine(gameDetailsMachine, {
      actions: {
        launch: (_, { game }) => onLaunch(game),
        tryDemo: (_, { game }) => onTryDemo(game),
      },
    } satisfies Implementations<typeof gameDetailsMachine>),
  );
}

/** The open game's details panel (nothing while none is open); the view selects and sends. */
export function GameDetails({ details, currencySymbol, mayTryDemo }: { details: GameDetailsActor; currencySymbol: string; mayTryDemo: boolean }) {
  const game = useSelector(details, detailsGame);
  const offersDemo = useSelector(details, detailsOffersDemo);
  if (!game) return null;
  return (
    <Suspense fallback={null}>
      <GameDetailsPanel
        game={game}
        currencySymbol={currencySymbol}
        onClose={() => details.send({ type: 'CLOSE' })}
        onPlay={() => details.send({ type: 'PLAY' })}
        onTryDemo={mayTryDemo && offersDemo ? () => details.send({ type: 'TRY_DEMO' }) : undefined}
      />
    </Suspense>
  );
}

/** What a tile adds for its game's details: the (i), named per game, and Try demo where the player may try one (absent for a member). */
export type TileDetails = {
  onDetails: (game: Game) => void;
  detailsLabel: (game: Game) => string;
  tryDemoLabel: string;
  onTryDemo: ((game: Game) => void) | undefined;
};

/** A tile's details button and Try demo, as GameTile takes them, for one game. */
export const tileDetailsProps = (tile: TileDetails, game: Game) => ({
  detailsLabel: tile.detailsLabel(game),
  onDetails: tile.onDetails,
  tryDemoLabel: tile.tryDemoLabel,
  onTryDemo: tile.onTryDemo,
});

/** The tiles' (i) opens the details machine's panel; one object for a page's lifetime in a language, so memoised sections skip renders. */
export function useTileDetails(details: GameDetailsActor, onTryDemo: ((game: Game) => void) | undefined): TileDetails {
  const { t } = useLingui();
  return useMemo(
    () => ({
      onDetails: (game: Game) => details.send({ type: 'OPEN', game }),
      detailsLabel: ({ gameName: name }: Game) => t`Details of ${name}`,
      tryDemoLabel: t`Try demo`,
      onTryDemo,
    }),
    [t, details, onTryDemo],
  );
}
