import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { asksForRegisterFields } from '@machines/popups.selectors';
import { isGuest } from '@machines/session.selectors';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { useRootActors } from '../RootActorsContext';
import ownStyles from './PlatformDataAlert.module.css';
import styles from './SessionOverlays.module.css';

/**
 * Platform data that no part of the page shows by itself failed to load: the whitelabel settings
 * (brand, module flags: without them free play and live chat are hidden), or the registration
 * field config once a guest asks for a popup that needs it. Says so, with Try again, instead of
 * leaving features silently missing or a register button that does nothing; and says the
 * settings are still loading when they are late.
 */
export function PlatformDataAlert() {
  const { t } = useLingui();
  const { whitelabel, registerSettings, popups, session } = useRootActors();
  const whitelabelFailed = useSelector(whitelabel, (snapshot) => snapshot.matches('failed'));
  const whitelabelLoading = useSelector(whitelabel, (snapshot) => snapshot.matches('loading'));
  const settingsFailed = useSelector(registerSettings, (snapshot) => snapshot.matches('failed'));
  const guest = useSelector(session, isGuest);
  const fieldsAsked = useSelector(popups, (snapshot) => asksForRegisterFields(snapshot, { guest }));
  const fieldsMissing = settingsFailed && fieldsAsked;
  if (whitelabelLoading && !fieldsMissing)
    return (
      <div className={`${styles.toast} ${ownStyles.late}`} data-testid="platform-data-loading">
        <Spinner label={t`Loading`} size={18} />
      </div>
    );
  if (!whitelabelFailed && !fieldsMissing) return null;
  const tryAgain = () => {
    if (whitelabelFailed) whitelabel.send({ type: 'RETRY' });
    if (settingsFailed) registerSettings.send({ type: 'RETRY' });
  };
  return (
    <div className={styles.toast} role="alert" data-testid="platform-data-failed">
      <Trans>Network link is abnormal, please try again</Trans>
      <Button size="s" variant="outline" onClick={tryAgain}>
        <Trans>Try again</Trans>
      </Button>
      {fieldsMissing && (
        <button type="button" className={styles.dismiss} aria-label={t`Close`} onClick={() => popups.send({ type: 'CLOSE' })}>
          ×
        </button>
      )}
    </div>
  );
}
