import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Crown, Trophy } from 'lucide-react';
import { lazy, memo, Suspense, useState } from 'react';
import { formatAmount, isolateLtr } from '@kernel/amountFormat';
import type { Winner } from '@kernel/games';
import { jackpotMachine } from '@machines/jackpot.machine';
import { writeStored } from '@/platform/storage';
import { ArtImage } from '@/ui/ArtImage';
import styles from './JackpotWinners.module.css';

/** The players-online ticker, a decoration: its machine and view load after the first screen, in a box of its final height. */
const PlayersOnline = lazy(() => import('./PlayersOnline').then((module) => ({ default: module.PlayersOnline })));

const JACKPOT_KEY = 'jackpot';
const storedJackpot = () => {
  const stored = Number.parseFloat(globalThis.localStorage?.getItem(JACKPOT_KEY) ?? '');
  return Number.isFinite(stored) ? stored : null;
};
/** The figure is kept in this browser between visits (SPEC 9). */
const keptJackpotMachine = jackpotMachine.provide({ actions: { persist: ({ context }) => writeStored('local', JACKPOT_KEY, String(context.value)) } });

/** SPEC 2 / 9: the rolling jackpot figure beside the winners board (top 3 highlighted, the rest scrolling from rank 4). */
export const JackpotWinners = memo(function JackpotWinners({ winners, currencySymbol }: { winners: Winner[] | null; currencySymbol: string }) {
  const { t } = useLingui();
  return (
    <section className={styles.row} aria-label={t`Jackpot and winners`}>
      <div className={styles.jackpot}>
        <span className={styles.jackpotLabel}>
          <Trophy size={18} aria-hidden="true" /> <Trans>Progressive jackpot</Trans>
        </span>
        <JackpotCounter currencySymbol={currencySymbol} />
        <Suspense fallback={<span className={styles.online} />}>
          <PlayersOnline />
        </Suspense>
      </div>
      <WinnersBoard winners={winners} currencySymbol={currencySymbol} />
    </section>
  );
});

/**
 * The ticker owns its text and nothing else: a tick (every 3 to 5 s) re-renders this one span,
 * never the winners board or the section around it.
 */
export const JackpotCounter = memo(function JackpotCounter({ currencySymbol }: { currencySymbol: string }) {
  const { i18n } = useLingui();
  // Read once: the machine takes its input when it starts, not on every tick.
  const [input] = useState(() => ({ stored: storedJackpot(), random: Math.random }));
  const [snapshot] = useMachine(keptJackpotMachine, { input });
  return (
    <span className={styles.jackpotValue} data-testid="jackpot-value">
      {formatAmount(snapshot.context.value, i18n.locale, `${currencySymbol} `)}
    </span>
  );
});

/** A winner's name, game and win, the same on the podium and in the scrolling list. */
function WinnerCells({ winner, currencySymbol, locale }: { winner: Winner; currencySymbol: string; locale: string }) {
  return (
    <>
      <span className={styles.name}>{isolateLtr(winner.customerName, locale)}</span>
      <span className={styles.game}>{winner.gameName}</span>
      <strong>{formatAmount(winner.winAmount, locale, `${currencySymbol} `)}</strong>
    </>
  );
}

/** The winners board renders when its list arrives (or the language changes), not on the jackpot's ticks. */
const WinnersBoard = memo(function WinnersBoard({ winners, currencySymbol }: { winners: Winner[] | null; currencySymbol: string }) {
  const { i18n } = useLingui();
  // A winner's rank is their place on the board: names repeat (they are masked), so the rank is the key.
  const ranked = (winners ?? []).map((winner, place) => ({ winner, rank: place + 1 }));
  const top = ranked.slice(0, 3);
  const rest = ranked.slice(3);
  return (
    <div className={styles.winners} data-testid="winners-board">
      <h2 className={styles.winnersTitle}>
        <Trans>Winners</Trans>
      </h2>
      <ol className={styles.podium}>
        {top.map(({ winner, rank }) => (
          <li key={rank} className={styles[`rank${rank}`]}>
            <Crown size={16} aria-hidden="true" />
            <ArtImage kind="game" src={winner.iconUrl} alt="" loading="lazy" />
            <WinnerCells winner={winner} currencySymbol={currencySymbol} locale={i18n.locale} />
          </li>
        ))}
      </ol>
      <div className={styles.scroller}>
        {/* Two copies scroll by half their height, so the list loops without a jump (the scrolling is CSS: no re-render). */}
        <ol className={styles.scrolling} start={4}>
          {[false, true].flatMap((isCopy) =>
            rest.map(({ winner, rank }) => (
              <li key={`${isCopy ? 'copy' : 'shown'}-${rank}`} aria-hidden={isCopy || undefined}>
                <span className={styles.rank}>{rank}</span>
                <WinnerCells winner={winner} currencySymbol={currencySymbol} locale={i18n.locale} />
              </li>
            )),
          )}
        </ol>
      </div>
    </div>
  );
});
