import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { Modal } from '@/ui/Modal';
import styles from './AuthForm.module.css';

/** SPEC 2 logout confirmation. */
export function LogoutConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>Sign out</Trans>} onClose={onCancel} closeLabel={t`Close`} testId="logout-confirm">
      <p className={styles.text}>
        <Trans>Are you sure you want to sign out?</Trans>
      </p>
      <FormRow>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm}>
          <Trans>Confirm</Trans>
        </Button>
      </FormRow>
    </Modal>
  );
}
