import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { preferencesSwitch } from '@machines/consent.selectors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import styles from './Consent.module.css';
import { type ConsentActor, ConsentChoices } from './ConsentChoices';

/** Issue 26, item 6: the settings dialog, its own chunk (only a player who asks for it loads it): the two kinds and what each keeps. */
export function ConsentDialog({ consent }: { consent: ConsentActor }) {
  const { t } = useLingui();
  const preferences = useSelector(consent, preferencesSwitch);
  return (
    <Modal title={<Trans>Cookie settings</Trans>} closeLabel={t`Close`} onClose={() => consent.send({ type: 'CLOSE' })} width={480} testId="consent-dialog">
      <ul className={styles.kinds}>
        <li>
          <label className={styles.kind}>
            <input type="checkbox" checked disabled />
            <strong>
              <Trans>Strictly necessary</Trans>
            </strong>
          </label>
          <p className={styles.text}>
            <Trans>Your session, the merchant code, remember-me when you tick it, and this choice. Always kept.</Trans>
          </p>
        </li>
        <li>
          <label className={styles.kind}>
            <input type="checkbox" checked={preferences} onChange={() => consent.send({ type: 'TOGGLE_PREFERENCES' })} data-testid="consent-preferences" />
            <strong>
              <Trans>Preferences</Trans>
            </strong>
          </label>
          <p className={styles.text}>
            <Trans>Language, theme, the hidden balance and the jackpot last seen, kept between visits.</Trans>
          </p>
        </li>
      </ul>
      <div className={styles.actions}>
        <ConsentChoices consent={consent} />
        <Button variant="accent" size="s" onClick={() => consent.send({ type: 'SAVE' })} data-testid="consent-save">
          <Trans>Save choice</Trans>
        </Button>
      </div>
    </Modal>
  );
}
