import { Trans, useLingui } from '@lingui/react/macro';
import { Maximize, Minimize } from 'lucide-react';
import { useRef } from 'react';
import type { GameLaunchContext } from '@machines/gameLaunch.machine';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { SafeFrame } from '@/ui/SafeFrame';
import { Spinner } from '@/ui/Spinner';
import { WarningDialog } from '@/ui/WarningDialog';
import styles from './GameLaunch.module.css';
import { useGameFullscreen } from './useGameFullscreen';

export type LaunchView = 'idle' | 'startingTrial' | 'registerPrompt' | 'groupList' | 'launching' | 'playing' | 'seamless' | 'maintenance' | 'popupBlocked' | 'failed';

/** What the launch machine asks the player to see over the page: prompts and the game popup (iframe); seamless games have their page. */
export function GameLaunchOverlays({ view, context, onConfirm, onClose }: { view: LaunchView; context: GameLaunchContext; onConfirm: () => void; onClose: () => void }) {
  const { t } = useLingui();
  if (view === 'registerPrompt')
    return (
      <WarningDialog title={<Trans>Notice</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={onConfirm}>
        <Trans>Please register an account first</Trans>
      </WarningDialog>
    );
  if (view === 'maintenance')
    return (
      <WarningDialog title={<Trans>Game maintenance</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={onConfirm}>
        <Trans>This game is under maintenance, please try other games</Trans>
      </WarningDialog>
    );
  if (view === 'popupBlocked')
    return (
      <WarningDialog title={<Trans>Notice</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={onConfirm}>
        <Trans>Popup blocked. Please allow popups and try again.</Trans>
      </WarningDialog>
    );
  if (view === 'failed')
    return (
      <WarningDialog title={<Trans>Notice</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={onConfirm}>
        {context.message ?? t`Unknown error`}
      </WarningDialog>
    );
  // A visitor's Try demo waits for its trial session as a launch waits for its game.
  if (view === 'launching' || view === 'startingTrial')
    return (
      <div className={styles.loading} data-testid="game-launching">
        <Spinner label={t`Loading`} size={44} />
      </div>
    );
  if (view === 'playing' && context.game) {
    return (
      <Modal title={context.target?.name ?? ''} onClose={onClose} closeLabel={t`Close`} width={1100} testId="game-popup">
        <GameStage url={context.game.url} name={context.target?.name ?? t`Game`} />
      </Modal>
    );
  }
  return null;
}

/** Issue 26, item 5: the game's frame in a container that can fill the screen, with the button that makes it so (and back). */
function GameStage({ url, name }: { url: string; name: string }) {
  const { t } = useLingui();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useGameFullscreen(stage);
  return (
    <div ref={stage} className={styles.stage}>
      <div className={styles.toolbar}>
        <Button
          size="s"
          variant="outline"
          onClick={fullscreen.toggle}
          disabled={fullscreen.unavailable}
          title={fullscreen.unavailable ? t`Fullscreen is not available in this browser` : undefined}
          data-testid="game-fullscreen"
        >
          {fullscreen.active ? <Minimize size={14} /> : <Maximize size={14} />}
          {fullscreen.active ? t`Exit fullscreen` : t`Fullscreen`}
        </Button>
      </div>
      <SafeFrame className={styles.frame} src={url} title={name} allow="autoplay; fullscreen" data-testid="game-frame" />
    </div>
  );
}
