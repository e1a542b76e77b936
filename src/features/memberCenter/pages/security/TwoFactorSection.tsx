import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Smartphone } from 'lucide-react';
import QRCode from 'react-qr-code';
import type { TwoFactorError } from '@machines/member/twoFactor.machine';
import { groupedSecret } from '@machines/member/twoFactor.rules';
import { twoFactorBusy, twoFactorDisabling, twoFactorEnrolling, twoFactorShowingCodes } from '@machines/member/twoFactor.selectors';
import type { TwoFactorCalls } from '@/api/twoFactorCalls';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { Tabs } from '@/ui/Tabs';
import styles from './TwoFactorSection.module.css';
import { useTwoFactorMachines } from './useTwoFactorMachines';

function useTwoFactorErrorText() {
  const { t } = useLingui();
  return (error: TwoFactorError | null): string | null => {
    if (!error) return null;
    switch (error.kind) {
      case 'codeRequired':
        return t`Please enter a valid verification code`;
      case 'twoFactorFormat':
        return t`Enter the 6-digit code from your authenticator app`;
      case 'network':
        return t`Network link is abnormal, please try again`;
      case 'server':
        // The backend's refusals come in the request's language.
        return error.message;
    }
  };
}

/**
 * Issue 26 item 2: two-factor authentication. Off: Turn on shows a QR code of the otpauth URI and the
 * key written out, and a code from the app confirms it; the ten recovery codes are then shown once,
 * with a copy button, until 'I have saved them'. On: Turn off asks for a code or a recovery code.
 */
export function TwoFactorSection({ calls, copyText }: { calls: TwoFactorCalls; copyText: (text: string) => Promise<void> }) {
  const { t } = useLingui();
  const errorText = useTwoFactorErrorText();
  const { twoFactor } = useTwoFactorMachines(calls, copyText);
  const snapshot = useSelector(twoFactor, (state) => state);
  const send = twoFactor.send;
  const c = snapshot.context;
  const busy = twoFactorBusy(snapshot);
  const left = c.status?.recoveryCodesLeft ?? 0;
  const error = errorText(c.error);
  const errorLine = error && (
    <Notice tone="danger" plain role="alert" data-testid="two-factor-error">
      {error}
    </Notice>
  );
  const codeField = (label: string, testId: string) => (
    <FormField
      label={label}
      name="twoFactorCode"
      inputMode={c.method === 'totp' ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      maxLength={c.method === 'totp' ? 6 : 32}
      value={c.code}
      onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
      error={error}
      data-testid={testId}
    />
  );
  const submitted = (event: React.FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <SectionCard
      titleId="two-factor-title"
      title={
        <>
          <Smartphone size={18} aria-hidden="true" /> <Trans>Two-factor authentication</Trans>
        </>
      }
      data-testid="security-two-factor"
      data-state={String(snapshot.value)}
    >
      {snapshot.matches('loading') && <Spinner label={t`Loading`} size={22} />}
      {snapshot.matches('loadFailed') && (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>The two-factor status could not be loaded.</Trans>
        </InlineRetry>
      )}

      {(snapshot.matches('off') || snapshot.matches('starting')) && (
        <>
          <p>
            <Trans>Two-factor authentication is off. Turn it on to be asked for a code from your authenticator app after your password.</Trans>
          </p>
          {errorLine}
          <div className={styles.actions}>
            <Button onClick={() => send({ type: 'START' })} disabled={busy} aria-busy={busy} data-testid="two-factor-start">
              <Trans>Turn on</Trans>
            </Button>
          </div>
        </>
      )}

      {twoFactorEnrolling(snapshot) && c.enrolment && (
        <form className={styles.enrol} noValidate onSubmit={submitted} data-testid="two-factor-enrol">
          <div className={styles.qrCode}>
            <QRCode value={c.enrolment.uri} size={168} title={t`QR code for your authenticator app`} role="img" aria-label={t`QR code for your authenticator app`} />
          </div>
          <div className={styles.steps}>
            <p>
              <Trans>Scan the QR code with your authenticator app, or type the key below into it. Then enter the code the app shows.</Trans>
            </p>
            <div>
              <span className={styles.note}>
                <Trans>Key for manual entry</Trans>
              </span>
              <p className={styles.secret} data-testid="two-factor-secret" translate="no" dir="ltr">
                {groupedSecret(c.enrolment.secret)}
              </p>
            </div>
            {codeField(t`Code from the app`, 'two-factor-code')}
            <div className={styles.actions}>
              <Button variant="outline" onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy} data-testid="two-factor-confirm">
                <Trans>Confirm</Trans>
              </Button>
            </div>
          </div>
        </form>
      )}

      {twoFactorShowingCodes(snapshot) && (
        <>
          <Notice tone="warning" data-testid="two-factor-codes-notice">
            <Trans>Save these recovery codes now. Each one works once, in place of a code from the app, and they will not be shown again.</Trans>
          </Notice>
          <ol className={styles.codes} aria-label={t`Recovery codes`} data-testid="two-factor-recovery-codes" translate="no" dir="ltr">
            {c.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => send({ type: 'COPY' })} data-testid="two-factor-copy">
              <Trans>Copy codes</Trans>
            </Button>
            <span className={c.copy === 'refused' ? styles.noteError : styles.note} role="status">
              {c.copy === 'copied' && <Trans>Copied</Trans>}
              {c.copy === 'refused' && <Trans>Could not copy: your browser did not allow it. Select the text and copy it yourself.</Trans>}
            </span>
            <Button onClick={() => send({ type: 'SAVED' })} data-testid="two-factor-saved">
              <Trans>I have saved them</Trans>
            </Button>
          </div>
        </>
      )}

      {snapshot.matches('on') && (
        <>
          <Notice tone="success" plain role="status" data-testid="two-factor-on">
            <Trans>Two-factor authentication is on. Recovery codes left: {left}</Trans>
          </Notice>
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => send({ type: 'TURN_OFF' })} data-testid="two-factor-turn-off">
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </>
      )}

      {twoFactorDisabling(snapshot) && (
        <form className={styles.steps} noValidate onSubmit={submitted} data-testid="two-factor-disable">
          <p>
            <Trans>To turn two-factor authentication off, enter a code from your authenticator app or one of your recovery codes.</Trans>
          </p>
          <Tabs
            label={t`Code type`}
            tabs={[
              { id: 'totp' as const, label: t`Authenticator code` },
              { id: 'recovery' as const, label: t`Recovery code` },
            ]}
            current={c.method}
            onSelect={(method) => send({ type: 'SELECT_METHOD', method })}
            testIdPrefix="two-factor-method-"
          />
          {codeField(c.method === 'totp' ? t`Code from the app` : t`Recovery code`, 'two-factor-disable-code')}
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy} data-testid="two-factor-disable-submit">
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
