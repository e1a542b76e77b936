import { Trans, useLingui } from '@lingui/react/macro';
import type { GameLaunchContext } from '@machines/gameLaunch.machine';
import { Modal } from '@/ui/Modal';
import { SafeFrame } from '@/ui/SafeFrame';
import { Spinner } from '@/ui/Spinner';
import { WarningDialog } from '@/ui/WarningDialog';
import styles from './GameLaunch.module.css';

export type LaunchView = 'idle' | 'registerPrompt' | 'groupList' | 'launching' | 'playing' | 'seamless' | 'maintenance' | 'popupBlocked' | 'failed';

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
  if (view === 'launching')
    return (
      <div className={styles.loading} data-testid="game-launching">
        <Spinner label={t`Loading`} size={44} />
      </div>
    );
  if (view === 'playing' && context.game) {
    return (
      <Modal title={context.target?.name ?? ''} onClose={onClose} closeLabel={t`Close`} width={1100} testId="game-popup">
        <SafeFrame className={styles.frame} src={context.game.url} title={context.target?.name ?? t`Game`} allow="autoplay; fullscreen" data-testid="game-frame" />
      </Modal>
    );
  }
  return null;
}
