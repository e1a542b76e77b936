import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './AuthForm.module.css';

/** Stand-in for SPEC 2 registerModal: the form is built by the account-flows issue. */
export function RegisterPopup({
  referralCode,
  onClose,
  onLogin,
  onFreePlay,
}: {
  referralCode: string | null;
  onClose: () => void;
  onLogin: () => void;
  onFreePlay: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>Register</Trans>} onClose={onClose} closeLabel={t`Close`} testId="register-popup">
      <p className={styles.text}>
        <Trans>Online registration is coming soon. Meanwhile you can try every game with free play.</Trans>
      </p>
      {referralCode && (
        <p className={styles.text} data-testid="referral-code">
          <Trans>Invitation code: {referralCode}</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onLogin}>
          <Trans>Back to login</Trans>
        </Button>
        <Button variant="accent" onClick={onFreePlay}>
          <Trans>Free play</Trans>
        </Button>
      </div>
    </Modal>
  );
}
