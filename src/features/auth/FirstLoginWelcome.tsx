import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { Modal } from '@/ui/Modal';
import styles from './AuthForm.module.css';

/** SPEC 4: the first-login action, a welcome the member acknowledges once. */
export function FirstLoginWelcome({ name, onContinue }: { name: string; onContinue: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>Welcome, {name}!</Trans>} onClose={onContinue} closeLabel={t`Close`} testId="first-login">
      <p className={styles.text}>
        <Trans>This is your first login. Your account is ready: make a deposit, pick a game and good luck!</Trans>
      </p>
      <FormRow>
        <Button onClick={onContinue}>
          <Trans>Start playing</Trans>
        </Button>
      </FormRow>
    </Modal>
  );
}
