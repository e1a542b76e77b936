import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type DrawBoard, type LobbyGame, lotteryMachine } from '@machines/lottery.machine';
import type { LotteryPage, LotteryView } from '@machines/lottery.rules';
import type { LotteryCalls } from '@/api/lotteryCalls';
import { LotteryGamePage } from './LotteryGamePage';
import { LottoPage } from './LottoPage';
import { VnLotteryPage } from './VnLotteryPage';

export type LotteryAreaProps = {
  page: LotteryPage;
  view: LotteryView;
  gameCode: string | null;
  signedIn: boolean;
  calls: LotteryCalls;
  /** A game of the VN or SEA vendor's catalogue by its code, or null. */
  findLobbyGame: (vendor: string, gameCode: string) => Promise<LobbyGame | null>;
  navigate: (to: string) => void;
  onNeedLogin: () => void;
};

const clock = () => Date.now();

/** SPEC 2 lazily loaded area Lottery: the lottery pages and their game pages. */
export default function LotteryArea(props: LotteryAreaProps) {
  const { calls } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: Bound once per mount: the route remounts the area for another page, game, language or session.
  const machine = useMemo(
    () =>
      lotteryMachine.provide({
        actors: {
          loadMenus: fromPromise(({ input }) => Promise.all(input.prizeModes.map((prizeMode) => calls.getVnGameMenu(prizeMode)))),
          findLobbyGame: fromPromise(({ input }) => props.findLobbyGame(input.vendor, input.gameCode)),
          loadRecent: fromPromise(({ input }) => calls.getVnGameMenuRecent(input.prizeMode)),
          loadDraws: fromPromise(
            async ({ input }): Promise<DrawBoard> =>
              input.page === 'lotto'
                ? { kind: 'lotto', data: await calls.getLottoOpenedNumbers(input.gameCode) }
                : { kind: 'vn', data: await calls.getVnOpenedNumbers(input.gameCode) },
          ),
          launchGame: fromPromise(({ input }) => calls.launchLotteryGame(input)),
        },
        actions: { askLogin: () => props.onNeedLogin() },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { page: props.page, view: props.view, gameCode: props.gameCode, signedIn: props.signedIn, clock },
  });
  if (props.view === 'game') return <LotteryGamePage snapshot={snapshot} send={send} navigate={props.navigate} />;
  if (props.page === 'lotto') return <LottoPage snapshot={snapshot} send={send} navigate={props.navigate} />;
  return <VnLotteryPage snapshot={snapshot} send={send} navigate={props.navigate} />;
}
