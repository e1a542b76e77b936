import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { formatterFor } from '@kernel/format';
import { CATEGORY_PATH } from '@kernel/platform';
import type { LotteryEvent, LotteryFailure, lotteryMachine } from '@machines/lottery.machine';
import type { LotteryPage } from '@machines/lottery.rules';
import { clockText, countdownParts } from '@/rules/lottery.rules';
import { Button } from '@/ui/Button';
import { occurrenceKeys } from '@/ui/occurrenceKeys';
import { Panel } from '@/ui/Panel';
import { Spinner } from '@/ui/Spinner';
import surface from '@/ui/Surface.module.css';
import styles from './Lottery.module.css';

export type LotterySnapshot = SnapshotFrom<typeof lotteryMachine>;
export type LotteryViewProps = { snapshot: LotterySnapshot; send: (event: LotteryEvent) => void; navigate: (to: string) => void };

/** The page's title. */
export function usePageTitle(page: LotteryPage): string {
  const { t } = useLingui();
  if (page === 'vn') return t`Vietnam Lottery`;
  if (page === 'sea') return t`SEA Lottery`;
  return t`Lottery`;
}

/** What a failed call tells the player: the server's own (localised) words, or the network message. */
export function useFailureText() {
  const { t } = useLingui();
  return (failure: LotteryFailure | null) => (failure?.kind === 'business' && failure.message ? failure.message : t`Network link is abnormal, please try again`);
}

export function Loading({ testId }: { testId?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.loading} data-testid={testId}>
      <Spinner label={t`Loading`} size={36} />
    </div>
  );
}

/** A failure with its way out: retry, and whatever else the page offers. */
export function Failure({ title, text, onRetry, extra, testId }: { title: ReactNode; text?: ReactNode; onRetry?: () => void; extra?: ReactNode; testId?: string }) {
  return (
    <Panel
      tone="danger"
      icon={<CircleAlert size={44} />}
      title={title}
      testId={testId}
      actions={
        onRetry || extra ? (
          <>
            {extra}
            {onRetry && (
              <Button onClick={onRetry} data-testid="lottery-retry">
                <Trans>Try again</Trans>
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {text}
    </Panel>
  );
}

/** The time left until the next draw; 'Drawing now' once it has come. */
export function Countdown({ nextDrawAt, now, drawing }: { nextDrawAt: number; now: number; drawing: boolean }) {
  const { t, i18n } = useLingui();
  const parts = countdownParts(nextDrawAt, now);
  const { days } = parts;
  const at = formatterFor(i18n.locale).dateTime(nextDrawAt);
  return (
    <div className={styles.countdown} data-testid="lottery-countdown" aria-live="off">
      <span className={styles.countdownLabel}>{drawing ? t`Drawing now…` : t`Next draw in`}</span>
      <span className={styles.countdownClock} data-testid="lottery-countdown-clock">
        {days > 0 && <span className={styles.countdownDays}>{t`${days} d`}</span>}
        {clockText(parts)}
      </span>
      <span className={surface.caption}>
        <Trans>Next draw: {at}</Trans>
      </span>
    </div>
  );
}

/** Drawn numbers as balls. */
export function Balls({ numbers, size = 'm', testId }: { numbers: readonly string[]; size?: 's' | 'm' | 'l'; testId?: string }) {
  return (
    <span className={styles.balls} data-testid={testId}>
      {occurrenceKeys(numbers).map(({ value: number, key }) => (
        <span key={key} className={`${styles.ball} ${styles[`ball_${size}`]}`}>
          {number}
        </span>
      ))}
    </span>
  );
}

/** The way out of a lottery page that has no game to show: the lottery category's list. */
export function BrowseLotteries({ navigate }: { navigate: (to: string) => void }) {
  return (
    <Button variant="outline" onClick={() => navigate(CATEGORY_PATH.LOTT)} data-testid="lottery-browse">
      <Trans>See all lottery games</Trans>
    </Button>
  );
}
