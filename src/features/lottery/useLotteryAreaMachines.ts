import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type DrawBoard, type LobbyGame, type LotteryInput, lotteryMachine } from '@machines/lottery.machine';
import type { LotteryCalls } from '@/api/lotteryCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

type Effects = {
  calls: LotteryCalls;
  /** A game of the VN or SEA vendor's catalogue by its code, or null. */
  findLobbyGame: (vendor: string, gameCode: string) => Promise<LobbyGame | null>;
  onNeedLogin: () => void;
};

/**
 * The lottery area's machine, its calls bound here (the pattern:
 * src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). Made once per mount: the
 * route remounts the area for another page, game, language or session.
 */
export function useLotteryAreaMachines({ calls, findLobbyGame, onNeedLogin }: Effects, input: LotteryInput) {
  const lottery = useActorRef(
    useProvidedMachine(lotteryMachine, {
      actors: {
        loadMenus: fromPromise(({ input }) => Promise.all(input.prizeModes.map((prizeMode) => calls.getVnGameMenu(prizeMode)))),
        findLobbyGame: fromPromise(({ input }) => findLobbyGame(input.vendor, input.gameCode)),
        loadRecent: fromPromise(({ input }) => calls.getVnGameMenuRecent(input.prizeMode)),
        loadDraws: fromPromise(
          async ({ input }): Promise<DrawBoard> =>
            input.page === 'lotto'
              ? { kind: 'lotto', data: await calls.getLottoOpenedNumbers(input.gameCode) }
              : { kind: 'vn', data: await calls.getVnOpenedNumbers(input.gameCode) },
        ),
        launchGame: fromPromise(({ input }) => calls.launchLotteryGame(input)),
      },
      actions: { askLogin: () => onNeedLogin() },
    } satisfies Implementations<typeof lotteryMachine>),
    { input },
  );
  return { lottery };
}
