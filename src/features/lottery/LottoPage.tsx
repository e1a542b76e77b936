import { Trans, useLingui } from '@lingui/react/macro';
import { Clock3, Play, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatterFor } from '@kernel/format';
import { gamePath } from '@/rules/lottery.rules';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { PageTitle } from '@/ui/PageTitle';
import { RecordTable } from '@/ui/RecordTable';
import { SectionHead } from '@/ui/SectionHead';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import styles from './Lottery.module.css';
import { Balls, BrowseLotteries, Countdown, Failure, Loading, type LotteryViewProps, useFailureText, usePageTitle } from './parts';

const DAILY_MINUTES = 24 * 60;

/** SPEC 2 /lottery: a lottery or e-lottery game of the catalogue, its countdown, latest opened numbers and Play. */
export function LottoPage({ snapshot, send, navigate }: LotteryViewProps) {
  const { t, i18n } = useLingui();
  const context = snapshot.context;
  const title = usePageTitle('lotto');
  const failureText = useFailureText();
  const { gameCode } = context;
  const browse = <BrowseLotteries navigate={navigate} />;

  let body: ReactNode;
  if (snapshot.matches('noGame')) {
    body = (
      <Failure testId="lottery-no-game" title={<Trans>No lottery game was chosen</Trans>} text={<Trans>Pick a lottery game to see its draws.</Trans>} extra={browse} />
    );
  } else if (snapshot.matches({ board: { draws: 'notFound' } })) {
    body = (
      <Failure
        testId="lottery-unknown-game"
        title={<Trans>This lottery game was not found</Trans>}
        text={<Trans>There is no lottery game “{gameCode}”. Pick another one.</Trans>}
        extra={browse}
      />
    );
  } else if (snapshot.matches({ board: { draws: 'failed' } })) {
    body = (
      <Failure
        testId="lottery-draws-error"
        title={<Trans>The results could not be loaded</Trans>}
        text={failureText(context.failure)}
        onRetry={() => send({ type: 'RETRY_DRAWS' })}
      />
    );
  } else if (context.board?.kind === 'lotto') {
    const game = context.board.data;
    const [latest, ...earlier] = game.draws;
    const issueNo = latest?.issueNo ?? '';
    const minutes = game.intervalMinutes;
    const drawing = snapshot.matches({ board: { draws: 'awaitingDraw' } }) || snapshot.matches({ board: { draws: 'refreshing' } });
    const timeOf = (drawAt: number) => formatterFor(i18n.locale).dateTime(drawAt);
    const playLabel = t({ id: 'in_immediate_game', message: 'Play now' });
    body = (
      <>
        <article className={styles.selected} data-testid="lottery-selected" data-code={game.gameCode}>
          <div className={styles.selectedInfo}>
            <span className={styles.selectedRegion}>{title}</span>
            <h2 className={styles.selectedName} data-testid="lottery-selected-name">
              {game.gameName}
            </h2>
            <p className={styles.muted}>
              <Clock3 size={14} /> {minutes >= DAILY_MINUTES ? <Trans>One draw a day</Trans> : <Trans>A draw every {minutes} min</Trans>}
            </p>
          </div>
          <Countdown nextDrawAt={game.nextDrawAt} now={context.now} drawing={drawing} />
          <Button size="l" onClick={() => navigate(gamePath('lotto', game.gameCode))} data-testid="lottery-play">
            <Play size={18} /> {playLabel}
          </Button>
        </article>
        {snapshot.matches({ board: { draws: 'refreshFailed' } }) && (
          <InlineRetry onRetry={() => send({ type: 'RETRY_DRAWS' })}>
            <Trans>The latest results could not be loaded yet.</Trans>
          </InlineRetry>
        )}
        <article className={styles.results} data-testid="lottery-results">
          <SectionHead as="header" title={<Trans>Latest results</Trans>} />
          {!latest ? (
            <p className={styles.muted}>
              <Trans>No draws yet.</Trans>
            </p>
          ) : (
            <>
              <div className={styles.latest} data-testid="lottery-latest">
                <span className={styles.latestIssue}>
                  <Trans>Issue {issueNo}</Trans>
                  <span className={styles.muted}>{timeOf(latest.drawAt)}</span>
                </span>
                <Balls numbers={latest.numbers} size="l" testId="lottery-latest-numbers" />
              </div>
              {earlier.length > 0 && (
                <RecordTable
                  caption={t`Latest results`}
                  testId="lottery-draw-table"
                  rows={earlier}
                  rowKey={(draw) => draw.issueNo}
                  empty={null}
                  columns={[
                    { id: 'issue', header: <Trans>Issue</Trans>, cell: (draw) => draw.issueNo },
                    { id: 'drawAt', header: <Trans>Draw time</Trans>, cell: (draw) => timeOf(draw.drawAt) },
                    { id: 'numbers', header: <Trans>Numbers</Trans>, cell: (draw) => <Balls numbers={draw.numbers} size="s" /> },
                  ]}
                />
              )}
            </>
          )}
        </article>
      </>
    );
  } else {
    body = <Loading testId="lottery-loading" />;
  }

  return (
    <Stack gap="l" data-testid="lottery-page" data-page="lotto">
      <header className={`${surface.row} ${surface.wrap} ${surface.gap5}`}>
        <PageTitle>
          <Ticket size={26} /> {title}
        </PageTitle>
      </header>
      {body}
    </Stack>
  );
}
