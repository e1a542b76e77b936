import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ErrorCode } from '@kernel/errorCodes';
import { WarningDialog } from '@/ui/WarningDialog';
import styles from './Security.module.css';
import { useSendCodeMachines } from './useSecurityCenterMachines';

/**
 * SPEC 4 / 9: the button that sends a code (SMS or mail), disabled with a countdown after a send,
 * with a warning carrying the server's message when sending fails. `canSend` is the form's check
 * of the number or address; `onInvalid` shows why it is refused.
 */
export function SendCodeButton({
  send,
  canSend,
  onInvalid,
  testId,
}: {
  send: () => Promise<{ expiredMinutes: number }>;
  canSend: () => boolean;
  onInvalid: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  // The countdown calls the latest `send`, which reads the form when it runs.
  const { countdown } = useSendCodeMachines(send);
  const snapshot = useSelector(countdown, (state) => state);
  const sendEvent = countdown.send;
  const { secondsLeft, warning } = snapshot.context;
  return (
    <>
      <button
        type="button"
        className={styles.codeButton}
        disabled={!snapshot.matches('ready')}
        data-testid={testId}
        onClick={() => (canSend() ? sendEvent({ type: 'SEND' }) : onInvalid())}
      >
        {snapshot.matches('counting') ? <Trans>Resend in {secondsLeft}s</Trans> : snapshot.matches('sending') ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
      </button>
      {warning && (
        <WarningDialog title={<Trans>Notice</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={() => sendEvent({ type: 'DISMISS_WARNING' })}>
          {warning.code === ErrorCode.tooManyRequests ? t`Too many requests, please try again after 5 minutes.` : warning.message}
        </WarningDialog>
      )}
    </>
  );
}
