import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { CONSENT_KEY } from '@kernel/storageKeys';
import { consentMachine } from '@machines/consent.machine';
import { noticeShown, settingsOpen } from '@machines/consent.selectors';
import { setPreferencesAllowed, storedConsent, writeStored } from '@/platform/storage';
import { Button } from '@/ui/Button';
import { LazyArea } from '@/ui/LazyArea';
import styles from './Consent.module.css';
import { ConsentChoices } from './ConsentChoices';
import { cookieSettingsAsks, onCookieSettingsAsked } from './cookieSettings';

/** The machine's effects, bound to the storage gate: the choice is a necessary key; the gate honours it. */
const boundConsentMachine = consentMachine.provide({
  actions: {
    keepChoice: (_, params) => writeStored('local', CONSENT_KEY, params.choice),
    allowPreferences: () => setPreferencesAllowed(true),
    refusePreferences: () => setPreferencesAllowed(false),
  },
});

const loadDialog = () => import('./ConsentDialog').then((module) => ({ default: module.ConsentDialog }));

/**
 * Issue 26, item 6: the first visit's notice, a small card at the bottom of the page (not a modal:
 * the page stays usable behind it), in the player's language; the settings dialog on demand.
 */
export function ConsentLayer() {
  const [input] = useState(() => ({ stored: storedConsent() }));
  const consent = useActorRef(boundConsentMachine, { input });
  const notice = useSelector(consent, noticeShown);
  const dialog = useSelector(consent, settingsOpen);
  // Each press of the footer's Cookie settings opens the dialog, one made before this chunk arrived too.
  const asks = useSyncExternalStore(onCookieSettingsAsked, cookieSettingsAsks);
  const answered = useRef(0);
  useEffect(() => {
    if (asks <= answered.current) return;
    answered.current = asks;
    consent.send({ type: 'OPEN_SETTINGS' });
  }, [asks, consent]);
  const headingId = useId();
  return (
    <>
      {notice && (
        <section className={styles.notice} aria-labelledby={headingId} data-testid="consent-notice">
          <h2 id={headingId} className={styles.heading}>
            <Trans>Cookie settings</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              This site keeps in your browser what it needs to work. Your preferences (language, theme) are kept between visits only if you allow them; until then what
              you pick applies to this visit only.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="ghost" size="s" onClick={() => consent.send({ type: 'OPEN_SETTINGS' })} data-testid="consent-settings">
              <Trans>Settings</Trans>
            </Button>
            <ConsentChoices consent={consent} />
          </div>
        </section>
      )}
      {dialog && <LazyArea quiet load={loadDialog} props={{ consent }} onCloseFailed={() => consent.send({ type: 'CLOSE' })} />}
    </>
  );
}
