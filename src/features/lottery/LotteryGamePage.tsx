import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Construction, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { resultsPath } from '@/rules/lottery.rules';
import { Button } from '@/ui/Button';
import { Panel } from '@/ui/Panel';
import { SafeFrame } from '@/ui/SafeFrame';
import { Stack } from '@/ui/Stack';
import styles from './Lottery.module.css';
import { BrowseLotteries, Failure, Loading, type LotteryViewProps, useFailureText, usePageTitle } from './parts';

/** SPEC 2 game-page paths (/lottert, /vnlottery, /sealottery): the lottery game itself, without the side menu. */
export function LotteryGamePage({ snapshot, send, navigate }: LotteryViewProps) {
  const context = snapshot.context;
  const title = usePageTitle(context.page);
  const failureText = useFailureText();
  const back = (
    <Button variant="outline" onClick={() => navigate(resultsPath(context.page, context.gameCode))} data-testid="lottery-back">
      <ArrowLeft className="flip-in-rtl" size={16} /> <Trans>Back to results</Trans>
    </Button>
  );
  const browse = <BrowseLotteries navigate={navigate} />;

  let body: ReactNode;
  if (snapshot.matches('noGame')) {
    body = <Failure testId="lottery-no-game" title={<Trans>No lottery game was chosen</Trans>} text={<Trans>Pick a lottery game to play.</Trans>} extra={browse} />;
  } else if (snapshot.matches({ game: 'needLogin' })) {
    body = (
      <Panel
        icon={<LogIn size={44} />}
        title={<Trans>You are not logged in, please login</Trans>}
        testId="lottery-need-login"
        actions={
          <Button onClick={() => send({ type: 'LOGIN' })} data-testid="lottery-login">
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  } else if (snapshot.matches({ game: 'maintenance' })) {
    body = (
      <Panel
        icon={<Construction size={44} />}
        title={<Trans>Game maintenance</Trans>}
        testId="lottery-maintenance"
        actions={
          <>
            {back}
            {browse}
          </>
        }
      >
        <Trans>This game is under maintenance, please try other games</Trans>
      </Panel>
    );
  } else if (snapshot.matches({ game: 'notFound' })) {
    body = <Failure testId="lottery-unknown-game" title={<Trans>This lottery game was not found</Trans>} text={failureText(context.failure)} extra={browse} />;
  } else if (snapshot.matches({ game: 'failed' })) {
    body = (
      <Failure
        testId="lottery-launch-error"
        title={<Trans>The game could not be started</Trans>}
        text={failureText(context.failure)}
        onRetry={() => send({ type: 'RETRY' })}
        extra={back}
      />
    );
  } else if (snapshot.matches({ game: 'playing' }) && context.launched) {
    body = <SafeFrame className={styles.gameFrame} src={context.launched.url} title={title} allow="autoplay; fullscreen" data-testid="lottery-game-frame" />;
  } else {
    body = <Loading testId="lottery-launching" />;
  }

  return (
    <Stack gap="s" data-testid="lottery-game-page" data-page={context.page}>
      <div className={styles.gameBar}>
        <strong>{title}</strong>
        {back}
      </div>
      {body}
    </Stack>
  );
}
