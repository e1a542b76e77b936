import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import type { Promotion } from '@kernel/promotions';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { Modal } from '@/ui/Modal';
import type { RecordFormat } from '@/ui/records/useRecordFormat';
import { useErrorText } from '@/ui/useErrorText';
import { WarningDialog } from '@/ui/WarningDialog';
import styles from './PromotionsArea.module.css';

/** What an action did, by the state the backend answered with. */
function ResultText({ result, format }: { result: Promotion; format: RecordFormat }) {
  const title = result.title;
  const amount = format.money(result.rewardPaise);
  switch (result.state) {
    case 'Claimed':
      return <Trans>{amount} was added to your main wallet.</Trans>;
    case 'Applying':
      return <Trans>Your application to {title} was sent. We will review it soon; its state shows Applying until then.</Trans>;
    case 'Process':
    case 'Claim':
      return <Trans>You joined {title}. Your valid bets from now on count toward the bonus.</Trans>;
    case 'signed':
      return <Trans>You are in the draw of {title}. Good luck!</Trans>;
    default:
      return <Trans>You joined {title}.</Trans>;
  }
}

/** The outcome of a join, claim or application: done (what changed) or refused (why, in the user's language). */
export function ActionResult({ result, failure, format, onDismiss }: { result: Promotion | null; failure: unknown; format: RecordFormat; onDismiss: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  if (result) {
    return (
      <Modal title={<Trans>Done</Trans>} onClose={onDismiss} closeLabel={t`Close`} width={420} testId="promotion-result">
        <p className={styles.result} role="status">
          <CircleCheck size={20} aria-hidden="true" />
          <span>
            <ResultText result={result} format={format} />
          </span>
        </p>
        <FormRow>
          <Button onClick={onDismiss} data-testid="promotion-result-ok">
            <Trans>OK</Trans>
          </Button>
        </FormRow>
      </Modal>
    );
  }
  return (
    <WarningDialog title={<Trans>Not possible</Trans>} confirmLabel={t`OK`} closeLabel={t`Close`} onClose={onDismiss} testId="promotion-refused">
      {errorText(failure)}
    </WarningDialog>
  );
}
