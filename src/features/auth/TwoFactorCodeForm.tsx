import { Trans, useLingui } from '@lingui/react/macro';
import type { TwoFactorMethod } from '@kernel/twoFactor';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { Tabs } from '@/ui/Tabs';
import styles from './AuthForm.module.css';
import { FlowForm } from './FlowForm';

type TwoFactorCodeFormProps = {
  method: TwoFactorMethod;
  code: string;
  /** The machine's error, already worded. */
  errorText: string | null;
  busy: boolean;
  onSelectMethod: (method: TwoFactorMethod) => void;
  onChange: (code: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
};

/**
 * Issue 26 item 2: the login's second step, the same after a password (login.machine) and after a
 * login by identity (socialLogin.machine): the authenticator's code or a recovery code.
 */
export function TwoFactorCodeForm({ method, code, errorText, busy, onSelectMethod, onChange, onCancel, onSubmit }: TwoFactorCodeFormProps) {
  const { t } = useLingui();
  const byApp = method === 'totp';
  return (
    <FlowForm onSubmit={onSubmit} testId="login-two-factor">
      <p className={styles.text}>
        {byApp ? (
          <Trans>Two-factor authentication is on for this account. Enter the code from your authenticator app.</Trans>
        ) : (
          <Trans>Enter one of the recovery codes you saved. Each one works once.</Trans>
        )}
      </p>
      <Tabs
        label={t`Code type`}
        tabs={[
          { id: 'totp' as const, label: t`Authenticator code` },
          { id: 'recovery' as const, label: t`Recovery code` },
        ]}
        current={method}
        onSelect={onSelectMethod}
        testIdPrefix="login-two-factor-"
      />
      <FormField
        label={byApp ? t`Code from the app` : t`Recovery code`}
        name="twoFactorCode"
        inputMode={byApp ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={byApp ? 6 : 32}
        value={code}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoFocus
      />
      <p className={styles.error} role="alert" aria-live="assertive">
        {errorText}
      </p>
      <FormRow>
        <Button variant="outline" onClick={onCancel} data-testid="login-two-factor-back">
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <Trans>Verify</Trans>
        </Button>
      </FormRow>
    </FlowForm>
  );
}
