import { useSelector } from '@xstate/react';
import type { LobbyGame } from '@machines/lottery.machine';
import type { LotteryPage, LotteryView } from '@machines/lottery.rules';
import type { LotteryCalls } from '@/api/lotteryCalls';
import { LotteryGamePage } from './LotteryGamePage';
import { LottoPage } from './LottoPage';
import { useLotteryAreaMachines } from './useLotteryAreaMachines';
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
  const { lottery } = useLotteryAreaMachines(props, { page: props.page, view: props.view, gameCode: props.gameCode, signedIn: props.signedIn, clock });
  const snapshot = useSelector(lottery, (state) => state);
  const send = lottery.send;
  if (props.view === 'game') return <LotteryGamePage snapshot={snapshot} send={send} navigate={props.navigate} />;
  if (props.page === 'lotto') return <LottoPage snapshot={snapshot} send={send} navigate={props.navigate} />;
  return <VnLotteryPage snapshot={snapshot} send={send} navigate={props.navigate} />;
}
