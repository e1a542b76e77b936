import { Trans, useLingui } from '@lingui/react/macro';
import type { PasswordChangeReason } from '../../../machines/session.machine';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './AuthForm.module.css';

/**
 * SPEC 4: a default or expired password must be changed before playing. Stand-in: the change
 * form itself (changePassModal) is built by the account-flows issue; until then the member can
 * only sign out from here.
 */
export function PasswordChangeRequired({ reason, onSignOut }: { reason: PasswordChangeReason; onSignOut: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      title={reason === 'expired' ? <Trans>Your password has expired</Trans> : <Trans>Please change your default password</Trans>}
      closeLabel={t`Close`}
      testId={`password-change-${reason}`}
    >
      <p className={styles.text}>
        {reason === 'expired' ? (
          <Trans>For your security, set a new password before you continue.</Trans>
        ) : (
          <Trans>You are using the default password. For your security, set a new password before you continue.</Trans>
        )}
      </p>
      <p className={styles.text}>
        <Trans>Changing the password online is coming soon; please contact customer service.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </Modal>
  );
}
