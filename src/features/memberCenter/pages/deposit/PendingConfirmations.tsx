import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleAlert, CircleCheck, Clock, HandCoins, ImageUp, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { formatterFor } from '@kernel/format';
import type { ConfirmationOutcome, WithdrawConfirmation } from '@kernel/withdrawConfirmation';
import type { ProofIssueKind } from '@machines/wallet/withdrawConfirmation.rules';
import { answerFormShown, answersOffered, confirmationPhase, deadlineSecondsLeft, proofRoomLeft, submitIssue } from '@machines/wallet/withdrawConfirmation.selectors';
import type { ConfirmationCalls } from '@/api/confirmationCalls';
import { countdownText } from '@/rules/countdown.rules';
import { Button } from '@/ui/Button';
import { ChoiceTile } from '@/ui/ChoiceTile';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { identityKey } from '@/ui/identityKey';
import { Notice } from '@/ui/Notice';
import { occurrenceKeys } from '@/ui/occurrenceKeys';
import { sectionTitleClass } from '@/ui/SectionHead';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import { useRemoteData } from '@/ui/useRemoteData';
import type { WalletRef } from '../../memberPageProps';
import styles from './PendingConfirmations.module.css';
import { useConfirmationCardMachines } from './useConfirmationCardMachines';

/** The member's withdrawals that wait for an answer, read once by the page that shows them (it may hold its content until they are in). */
export const usePendingConfirmations = (calls: ConfirmationCalls) => useRemoteData('withdrawConfirmations', calls.getPending);

export type PendingConfirmationsProps = {
  /** The member center's confirmation calls (MemberCalls.confirmation). */
  calls: ConfirmationCalls;
  /** What usePendingConfirmations read. */
  pending: ReturnType<typeof usePendingConfirmations>;
  /** The root wallet actor: it gets REFRESH after an answer. */
  wallet: WalletRef;
  currencySymbol: string;
};

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * SPEC 4 withdrawal confirmation: the member's withdrawals paid peer to peer that wait for the
 * member to say whether the money arrived. Nothing shows when there are none. Used at the top of
 * the deposit page and on the withdraw page.
 */
export function PendingConfirmations({ calls, pending, wallet, currencySymbol }: PendingConfirmationsProps) {
  if (pending.failed) {
    return (
      <div className={styles.failed} data-testid="confirmations-failed">
        <InlineRetry onRetry={pending.retry}>
          <Trans>Your withdrawal confirmations could not be loaded.</Trans>
        </InlineRetry>
      </div>
    );
  }
  const list = pending.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="confirmations-title" data-testid="pending-confirmations">
      <h2 id="confirmations-title" className={sectionTitleClass}>
        <HandCoins size={20} aria-hidden="true" /> <Trans>Did your withdrawal arrive?</Trans>
      </h2>
      <Notice plain>
        <Trans>Another member paid your withdrawal directly. Check your bank account, then tell us whether the money arrived.</Trans>
      </Notice>
      {list.map((confirmation) => (
        <ConfirmationCard key={confirmation.id} confirmation={confirmation} calls={calls} wallet={wallet} currencySymbol={currencySymbol} />
      ))}
    </section>
  );
}

export default PendingConfirmations;

function ConfirmationCard({ confirmation: initial, calls, wallet, currencySymbol }: Omit<PendingConfirmationsProps, 'pending'> & { confirmation: WithdrawConfirmation }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const { card } = useConfirmationCardMachines({ calls, wallet, confirmation: initial });
  const snapshot = useSelector(card, (state) => state);
  const send = card.send;
  const { context } = snapshot;
  const { confirmation, outcome, files, fileIssues, failure } = context;
  const phase = confirmationPhase(snapshot);
  const offered = answersOffered(snapshot);
  const issue = submitIssue(context);
  const room = proofRoomLeft(context);
  const money = (paise: number) => formatterFor(i18n.locale).paise(paise, currencySymbol);
  const amount = money(confirmation.amountPaise);
  const payer = formatterFor(i18n.locale).name(confirmation.payerName);
  const withdrawalId = confirmation.withdrawalId;
  const timeLeft = countdownText(deadlineSecondsLeft(context));
  const uploaded = confirmation.proofCount;

  const choices: { outcome: ConfirmationOutcome; label: string; hint: string; testId: string }[] = [
    { outcome: 'received', label: t`Received`, hint: t`The money is in my account`, testId: 'confirm-received' },
    { outcome: 'notReceived', label: t`Not received`, hint: t`Nothing arrived: I will send proof`, testId: 'confirm-not-received' },
    { outcome: 'fullPayment', label: t`Full payment`, hint: t`The full amount arrived`, testId: 'confirm-full-payment' },
  ];
  const fileIssueText: Record<ProofIssueKind, (name: string) => string> = {
    badType: (name) => t`${name}: only PNG or JPG images can be sent`,
    tooLarge: (name) => t`${name}: an image can be at most 5 MB`,
    empty: (name) => t`${name}: the file is empty`,
    tooMany: (name) => t`${name}: at most 3 images in all`,
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    if (chosen.length > 0) send({ type: 'ADD_FILES', files: chosen });
    // The same file can be chosen again after it was removed.
    event.target.value = '';
  };

  return (
    <article className={styles.card} data-testid={`confirmation-${confirmation.id}`} data-state={phase} aria-label={t`Withdrawal ${withdrawalId}`}>
      <header className={styles.cardHead}>
        <div>
          <strong className={styles.amount}>{amount}</strong>
          <span className={surface.note}>
            <Trans>
              Withdrawal #{withdrawalId}, paid by {payer}
            </Trans>
          </span>
        </div>
        {answerFormShown(snapshot) && (
          <span className={styles.deadline} data-testid="confirmation-countdown">
            <Clock size={15} aria-hidden="true" />
            <Trans>
              Answer within <span role="timer">{timeLeft}</span>
            </Trans>
          </span>
        )}
      </header>

      {answerFormShown(snapshot) && (
        <>
          <Notice plain>
            <Trans>If you do not answer in time, the payment counts as received. A forced receive means the deposit is not refunded.</Trans>
          </Notice>
          <fieldset className={styles.choices} aria-label={t`Your answer`}>
            {choices.map((choice) => (
              <ChoiceTile
                key={choice.outcome}
                active={outcome === choice.outcome}
                title={choice.label}
                disabled={!offered}
                onClick={() => send({ type: 'CHOOSE', outcome: choice.outcome })}
                data-testid={choice.testId}
              >
                {choice.hint}
              </ChoiceTile>
            ))}
          </fieldset>

          {outcome === 'notReceived' && (
            <div className={styles.proof}>
              <label className={styles.proofLabel}>
                <ImageUp size={16} aria-hidden="true" />
                <span>
                  <Trans>Proof that nothing arrived: up to 3 images, PNG or JPG, 5 MB each</Trans>
                </span>
                <input type="file" accept={ACCEPT} multiple className={styles.fileInput} onChange={onFiles} disabled={!offered || room === 0} data-testid="proof-input" />
              </label>
              {uploaded > 0 && (
                <Notice plain>
                  <Plural value={uploaded} one="# image uploaded already" other="# images uploaded already" />
                </Notice>
              )}
              {files.length > 0 && (
                <ul className={`${surface.column} ${surface.gap2}`} aria-label={t`Chosen images`}>
                  {files.map((file, index) => {
                    const name = file.name;
                    return (
                      <li key={identityKey(file)} className={styles.file} data-testid="proof-file">
                        <span className={styles.fileName}>{name}</span>
                        <span className={styles.fileSize}>{formatterFor(i18n.locale).fileSize(file.size)}</span>
                        <button
                          type="button"
                          className={styles.remove}
                          onClick={() => send({ type: 'REMOVE_FILE', index })}
                          disabled={!offered}
                          aria-label={t`Remove ${name}`}
                          data-testid={`proof-remove-${index}`}
                        >
                          <X size={14} aria-hidden="true" />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {fileIssues.length > 0 && (
                <ul className={styles.issues} role="alert" data-testid="proof-issues">
                  {occurrenceKeys(fileIssues, (entry) => `${entry.kind}:${entry.name}`).map(({ value: entry, key }) => (
                    <li key={key}>{fileIssueText[entry.kind](entry.name)}</li>
                  ))}
                </ul>
              )}
            </div>
          )}

          {issue && (
            <Notice tone="danger" plain role="alert" data-testid="confirmation-issue">
              {issue === 'chooseAnswer' ? <Trans>Choose an answer first.</Trans> : <Trans>Add at least one image as proof that the money did not arrive.</Trans>}
            </Notice>
          )}
          {phase === 'choosing' && failure !== null && (
            <Notice tone="danger" plain role="alert" data-testid="confirmation-error">
              {errorText(failure)}
            </Notice>
          )}
          <FormRow>
            <Button onClick={() => send({ type: 'SUBMIT' })} disabled={!offered} data-testid="confirm-submit">
              {phase === 'uploading' ? <Trans>Uploading proof…</Trans> : phase === 'confirming' ? <Trans>Sending…</Trans> : <Trans>Send answer</Trans>}
            </Button>
          </FormRow>
        </>
      )}

      {phase === 'unknownOutcome' && (
        <Notice as="div" tone="accent" row role="status" data-testid="confirmation-unknown">
          <span>
            <Trans>We could not tell whether your answer arrived. We are asking again; it is recorded only once.</Trans>
          </span>
          <Button size="s" variant="outline" onClick={() => send({ type: 'RETRY' })} data-testid="confirmation-check-now">
            <Trans>Check now</Trans>
          </Button>
        </Notice>
      )}
      {phase === 'checking' && (
        <Notice as="div" tone="accent" row role="status" data-testid="confirmation-checking">
          <span>
            <Trans>The time to answer is over. Checking the result…</Trans>
          </span>
          {snapshot.matches({ flow: 'rereadFailed' }) && (
            <Button size="s" variant="outline" onClick={() => send({ type: 'RETRY' })}>
              <Trans>Reconnect now</Trans>
            </Button>
          )}
        </Notice>
      )}
      {phase === 'answered' && (
        <Notice tone="success" row role="status" data-testid="confirmation-done">
          <CircleCheck size={18} aria-hidden="true" />
          {confirmation.status === 'notReceived' ? (
            <Trans>Your report and its proof were sent. The operator will look into it.</Trans>
          ) : (
            <Trans>Thank you: you confirmed that the money arrived. Your withdrawal is complete.</Trans>
          )}
        </Notice>
      )}
      {phase === 'autoReceived' && (
        <Notice tone="warning" row role="status" data-testid="confirmation-auto">
          <CircleAlert size={18} aria-hidden="true" />
          <Trans>No answer came in time, so the payment counted as received. A forced receive means the deposit is not refunded.</Trans>
        </Notice>
      )}
      {phase === 'answeredElsewhere' && (
        <Notice tone="success" row role="status" data-testid="confirmation-closed">
          <CircleCheck size={18} aria-hidden="true" />
          <Trans>This confirmation was answered already.</Trans>
        </Notice>
      )}
    </article>
  );
}
