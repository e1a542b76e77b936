import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { WarningDialog } from '@/ui/WarningDialog';
import styles from './AuthForm.module.css';
import { useServerErrorText } from './useServerErrorText';
import { useSmsCodeButtonMachines } from './useSmsCodeButtonMachines';

/**
 * SPEC 4 / 9 SMS send button: disabled with a countdown after a send, a warning with the server's
 * message on failure. `canSend` is the form's check of the number; `send` makes the call.
 */
export function SmsCodeButton({ send, canSend, onInvalid }: { send: () => Promise<{ expiredMinutes: number }>; canSend: () => boolean; onInvalid: () => void }) {
  const { t } = useLingui();
  // Too many requests, an invalid number, a failed security check...: the code's text in the user's language.
  const serverText = useServerErrorText();
  const { countdown } = useSmsCodeButtonMachines(send);
  const snapshot = useSelector(countdown, (state) => state);
  const sendEvent = countdown.send;
  const { secondsLeft, warning } = snapshot.context;
  const busy = !snapshot.matches('ready');
  return (
    <>
      <button
        type="button"
        className={styles.smsButton}
        disabled={busy}
        aria-busy={busy}
        data-testid="sms-send"
        onClick={() => (canSend() ? sendEvent({ type: 'SEND' }) : onInvalid())}
      >
        {snapshot.matches('counting') ? <Trans>Resend in {secondsLeft}s</Trans> : snapshot.matches('sending') ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
      </button>
      {warning && (
        <WarningDialog title={<Trans>Notice</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={() => sendEvent({ type: 'DISMISS_WARNING' })}>
          {serverText(warning.code, warning.message)}
        </WarningDialog>
      )}
    </>
  );
}
