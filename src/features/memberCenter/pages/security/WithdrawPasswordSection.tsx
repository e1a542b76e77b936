import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import type { WithdrawPasswordIssue } from '@machines/member/withdrawPassword.rules';
import { savingWithdrawPassword, withdrawPasswordStage } from '@machines/member/withdrawPassword.selectors';
import type { WithdrawCalls } from '@/api/withdrawCalls';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { useErrorText } from '@/ui/useErrorText';
import styles from './Security.module.css';
import { useWithdrawPasswordMachines } from './useSecurityCenterMachines';

/** SPEC 5 Redeem: the withdrawal password, set once (6 digits, typed twice) and changed with the old one. */
export function WithdrawPasswordSection({ calls }: { calls: WithdrawCalls }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { withdrawPassword } = useWithdrawPasswordMachines(calls);
  const snapshot = useSelector(withdrawPassword, (state) => state);
  const send = withdrawPassword.send;
  const stage = withdrawPasswordStage(snapshot);
  const saving = savingWithdrawPassword(snapshot);
  const { values, issues, error } = snapshot.context;
  const issueText = (issue: WithdrawPasswordIssue | undefined) =>
    issue === 'required'
      ? t`Input cannot be empty`
      : issue === 'withdrawPasswordInvalid'
        ? t`The withdrawal password must be 6 digits`
        : issue === 'withdrawPasswordMismatch'
          ? t`The two passwords do not match`
          : null;
  const field = (name: 'oldPassword' | 'newPassword' | 'confirmPassword') => ({
    type: 'password',
    inputMode: 'numeric' as const,
    autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
    maxLength: 6,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => send({ type: 'CHANGE', field: name, value: event.target.value }),
    error: issueText(issues[name]),
  });

  return (
    <SectionCard
      titleId="withdraw-password-title"
      title={
        <>
          <KeyRound size={18} aria-hidden="true" /> <Trans>Withdrawal password</Trans>
        </>
      }
      data-testid="security-withdraw-password"
      data-mode={stage}
    >
      {stage === 'loading' && <Spinner label={t`Loading`} size={22} />}
      {stage === 'failed' && (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>Whether a withdrawal password is set could not be loaded.</Trans>
        </InlineRetry>
      )}
      {stage === 'saved' && (
        <div className={styles.row}>
          <Notice tone="success" plain role="status" data-testid="withdraw-password-saved">
            <Trans>Your withdrawal password is saved. Withdrawals ask for it.</Trans>
          </Notice>
          <Button size="s" variant="outline" onClick={() => send({ type: 'CHANGE_AGAIN' })} data-testid="withdraw-password-change">
            <Trans>Change it</Trans>
          </Button>
        </div>
      )}
      {(stage === 'set' || stage === 'change') && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Notice plain>
            {stage === 'set' ? (
              <Trans>No withdrawal password is set yet. Choose 6 digits; every withdrawal asks for them.</Trans>
            ) : (
              <Trans>Change your withdrawal password: type the current one, then the new 6 digits twice.</Trans>
            )}
          </Notice>
          {stage === 'change' && <FormField label={<Trans>Current withdrawal password</Trans>} {...field('oldPassword')} data-testid="withdraw-password-old" />}
          <FormField label={<Trans>New withdrawal password (6 digits)</Trans>} {...field('newPassword')} data-testid="withdraw-password-new" />
          <FormField label={<Trans>Confirm the new withdrawal password</Trans>} {...field('confirmPassword')} data-testid="withdraw-password-confirm" />
          {error !== null && (
            <Notice tone="danger" role="alert" data-testid="withdraw-password-error">
              {errorText(error)}
            </Notice>
          )}
          <FormRow>
            <Button type="submit" disabled={saving} aria-busy={saving} data-testid="withdraw-password-submit">
              {saving ? <Trans>Saving…</Trans> : stage === 'set' ? <Trans>Set password</Trans> : <Trans>Change password</Trans>}
            </Button>
          </FormRow>
        </form>
      )}
    </SectionCard>
  );
}
