import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type ChangePasswordInput, changePasswordFields } from '@machines/changePassword.machine';
import type { PasswordChangeReason } from '@machines/session.machine';
import type { PlatformCalls } from '@/api/calls';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { Modal } from '@/ui/Modal';
import styles from './AuthForm.module.css';
import { FlowField } from './FlowField';
import { FlowForm } from './FlowForm';
import { FlowWarning, useCallWarningText } from './FlowWarning';
import { useChangePasswordPopupMachines } from './useChangePasswordPopupMachines';

type Props = ChangePasswordInput & {
  reason: PasswordChangeReason;
  calls: Pick<PlatformCalls, 'changePassword'>;
  onChanged: () => void;
  onSignOut: () => void;
  /** A change the member chose (security center): it can be cancelled. Forced changes have none. */
  onCancel?: () => void;
};

/** SPEC 2 changePassModal: its title refers to the expired (or default) password. */
export function ChangePasswordPopup({ reason, calls, onChanged, onSignOut, onCancel, ...input }: Props) {
  const { t } = useLingui();
  const callWarningText = useCallWarningText();
  const { changePassword } = useChangePasswordPopupMachines(calls, input);
  const snapshot = useSelector(changePassword, (state) => state);
  const send = changePassword.send;
  const c = snapshot.context;
  useEffect(() => {
    if (snapshot.status === 'done') onChanged();
  }, [snapshot.status, onChanged]);
  const warningText = c.warning ? callWarningText(c.warning) : null;

  return (
    <Modal
      title={
        reason === 'default' ? (
          <Trans>Please change your default password</Trans>
        ) : reason === 'expired' ? (
          <Trans>Your password has expired</Trans>
        ) : (
          <Trans>Change password</Trans>
        )
      }
      closeLabel={t`Close`}
      onClose={onCancel}
      testId={`password-change-${reason ?? 'chosen'}`}
    >
      <FlowForm onSubmit={() => send({ type: 'SUBMIT' })}>
        <p className={styles.text}>
          {reason === 'default' ? (
            <Trans>You are using the default password. For your security, set a new password before you continue.</Trans>
          ) : reason === 'expired' ? (
            <Trans>For your security, set a new password before you continue.</Trans>
          ) : (
            <Trans>Enter your current password, then the new one twice.</Trans>
          )}
        </p>
        {changePasswordFields(c.knownPassword, c.passwordField).map(({ name }) => (
          <FlowField key={name} name={name} values={c.values} issues={c.issues} onChange={(field, value) => send({ type: 'CHANGE', field, value })} />
        ))}
        <FormRow>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : (
            <Button variant="outline" onClick={onSignOut}>
              <Trans>Sign out</Trans>
            </Button>
          )}
          <Button type="submit" disabled={snapshot.matches('submitting')}>
            <Trans>Change password</Trans>
          </Button>
        </FormRow>
      </FlowForm>
      <FlowWarning text={warningText} onDismiss={() => send({ type: 'DISMISS_WARNING' })} />
    </Modal>
  );
}
