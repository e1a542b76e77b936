import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { memo } from 'react';
import { intlLocaleOfTag, numberFormat } from '@kernel/amountFormat';
import { DEMO_TICKER, demoTickerMachine } from '@machines/demoTicker.machine';
import styles from './JackpotWinners.module.css';

const TICKER_INPUT = { start: DEMO_TICKER.start };

/** SPEC 9 demo ticker: the players-online figure under the jackpot, one more every 3000 ms. */
export const PlayersOnline = memo(function PlayersOnline() {
  return (
    <span className={styles.online}>
      <Trans>Players online</Trans>
      <OnlineCount />
    </span>
  );
});

/** The ticker owns its figure and nothing else: a tick re-renders this one element, not its label. */
const OnlineCount = memo(function OnlineCount() {
  const { i18n } = useLingui();
  const [snapshot] = useMachine(demoTickerMachine, { input: TICKER_INPUT });
  return <b data-testid="players-online">{numberFormat(intlLocaleOfTag(i18n.locale), { maximumFractionDigits: 0 }).format(snapshot.context.count)}</b>;
});
