import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { FEEDBACK_LENGTH } from '@kernel/account';
import { lengthOf } from '@kernel/validation';
import type { FeedbackField } from '@machines/feedback.machine';
import type { PlatformCalls } from '@/api/calls';
import { Button } from '@/ui/Button';
import fieldStyles from '@/ui/FormField.module.css';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import styles from './AuthForm.module.css';
import { CaptchaField } from './CaptchaField';
import { FlowForm } from './FlowForm';
import { FlowWarning, useCallWarningText } from './FlowWarning';
import { useFeedbackPopupMachines } from './useFeedbackPopupMachines';

/** SPEC 2 feedbackModal: question type, description with a counter, clickable captcha, submit. */
export function FeedbackPopup({ calls, sender, onClose }: { calls: Pick<PlatformCalls, 'sendFeedback' | 'getCaptcha'>; sender: string; onClose: () => void }) {
  const { t } = useLingui();
  const callWarningText = useCallWarningText();
  const typeId = useId();
  const contentId = useId();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const { feedback } = useFeedbackPopupMachines({ calls, sender, renewCaptcha: () => setCaptchaGeneration((generation) => generation + 1) });
  const snapshot = useSelector(feedback, (state) => state);
  const send = feedback.send;
  const c = snapshot.context;
  const fieldLabel: Record<FeedbackField, string> = { type: t`Problem type`, content: t`Problem description`, captcha: t`Captcha` };
  const types = [
    { code: 1, label: t`Deposit` },
    { code: 2, label: t`Withdrawal` },
    { code: 3, label: t`Game` },
    { code: 4, label: t`Customer service` },
    { code: 6, label: t`Apply to be an agent` },
    { code: 0, label: t`Others` },
  ];
  const warning = c.warning;
  const warningText =
    warning?.kind === 'empty'
      ? t`${warning.fields.map((field) => fieldLabel[field]).join(', ')} is empty`
      : warning?.kind === 'contentLength'
        ? t`Please enter content of ${FEEDBACK_LENGTH.min} to ${FEEDBACK_LENGTH.max} characters`
        : warning
          ? callWarningText(warning)
          : null;

  return (
    <Modal title={<Trans>Feedback</Trans>} onClose={onClose} closeLabel={t`Close`} testId="feedback-popup" width={480}>
      {snapshot.matches('sent') ? (
        <div className={styles.form}>
          <Notice tone="success" role="status">
            <Trans>Thank you! Your feedback has been sent.</Trans>
          </Notice>
          <Button onClick={onClose}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      ) : (
        <FlowForm onSubmit={() => send({ type: 'SUBMIT' })}>
          <div className={fieldStyles.field}>
            <label htmlFor={typeId} className={fieldStyles.label}>
              {fieldLabel.type}
            </label>
            <select
              id={typeId}
              name="type"
              className={fieldStyles.select}
              value={c.type}
              onChange={(event) => send({ type: 'CHANGE', field: 'type', value: event.target.value })}
            >
              <option value="">{t`Please select`}</option>
              {types.map((type) => (
                <option key={type.code} value={type.code}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={contentId} className={fieldStyles.label}>
              {fieldLabel.content}
            </label>
            <textarea
              id={contentId}
              name="content"
              className={fieldStyles.textarea}
              maxLength={FEEDBACK_LENGTH.max}
              value={c.content}
              onChange={(event) => send({ type: 'CHANGE', field: 'content', value: event.target.value })}
              placeholder={t`Describe the problem in ${FEEDBACK_LENGTH.min} to ${FEEDBACK_LENGTH.max} characters`}
            />
            <span className={fieldStyles.counter} data-testid="feedback-counter">
              {lengthOf(c.content.trim())}/{FEEDBACK_LENGTH.max}
            </span>
          </div>
          <CaptchaField calls={calls} generation={captchaGeneration} value={c.captcha} onChange={(value) => send({ type: 'CHANGE', field: 'captcha', value })} />
          <Button type="submit" size="l" disabled={snapshot.matches('sending')}>
            <Trans>Submit</Trans>
          </Button>
        </FlowForm>
      )}
      <FlowWarning text={warningText} onDismiss={() => send({ type: 'DISMISS_WARNING' })} />
    </Modal>
  );
}
