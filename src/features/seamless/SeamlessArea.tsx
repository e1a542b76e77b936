import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Gamepad2 } from 'lucide-react';
import { Link } from 'wouter';
import type { LaunchedGame } from '@machines/gameLaunch.machine';
import { Button } from '@/ui/Button';
import { Panel } from '@/ui/Panel';
import { SafeFrame } from '@/ui/SafeFrame';
import styles from './Seamless.module.css';

/**
 * SPEC 2 /seamless: a seamless (sports) game on a page of its own, under the header, without the
 * side menu; Back returns to the page it was launched from. Opened without a game (a reload, a
 * typed address), it says so and links to the lobby.
 */
export default function SeamlessArea({ game, name, onBack }: { game: LaunchedGame | null; name: string; onBack: () => void }) {
  const { t } = useLingui();
  if (!game)
    return (
      <Panel
        icon={<Gamepad2 size={44} />}
        title={<Trans>Game</Trans>}
        testId="area-seamless"
        actions={
          <Link href="/" className={styles.home}>
            <Trans>Back to lobby</Trans>
          </Link>
        }
      >
        <Trans>No game is open. Start a game from the lobby.</Trans>
      </Panel>
    );
  return (
    <section className={styles.page} data-testid="area-seamless">
      <div className={styles.bar} data-testid="game-seamless">
        <Button size="s" variant="outline" onClick={onBack}>
          <ArrowLeft className="flip-in-rtl" size={16} aria-hidden="true" /> <Trans>Back</Trans>
        </Button>
        <h1 className={styles.title}>{name}</h1>
      </div>
      <SafeFrame className={styles.frame} src={game.url} title={name || t`Game`} allow="autoplay; fullscreen" data-testid="game-frame" />
    </section>
  );
}
