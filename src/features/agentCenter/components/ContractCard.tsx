import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Check, Hourglass, X } from 'lucide-react';
import type { Contract, ContractTerms, OwnRates } from '@kernel/agencyContracts';
import {
  canAccept,
  canReject,
  canRetry,
  canTerminate,
  isBusy,
  isConfirming,
  lastError,
  lowerRateWarning,
  statusOf,
  timeLeft,
} from '@machines/contractOffer/contractOffer.selectors';
import type { AgentCalls } from '@/api/agentCalls';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { Notice } from '@/ui/Notice';
import { Tag } from '@/ui/records/RecordCells';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { Spinner } from '@/ui/Spinner';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import styles from './ContractCard.module.css';
import forms from './ContractForms.module.css';
import { LowerRateWarning } from './LowerRateWarning';
import { TermsText } from './TermsText';
import { useContractOffer } from './useContractOffer';
import { useContractTexts } from './useContractTexts';

type Props = {
  calls: AgentCalls;
  contract: Contract;
  /** Whose screen this is: the upline that offered it, or the agent it was offered to. */
  role: 'upline' | 'receiver';
  ownRates: OwnRates | null;
  uplineMayTerminate: boolean;
  /** The receiver's current terms of this kind, if known (an accepted offer replaces them). */
  currentTerms: ContractTerms | null;
  currencySymbol: string;
  /** After an action changed the contract: the page reloads its books. */
  onChanged: (contract: Contract) => void;
};

const TONE = { pending: 'pending', active: 'win', rejected: 'loss', expired: 'even', terminated: 'loss' } as const;

/**
 * One contract of a book (SPEC 4 Contracts): who it is with, its status and terms, and what this
 * agent may do with it now: accept or reject a pending offer it received (accept says first what
 * the lower-rate rule would end), terminate an active one (its own, or one it gave where the
 * platform allows), each after a confirm step.
 */
export function ContractCard({ calls, contract, role, ownRates, uplineMayTerminate, currentTerms, currencySymbol, onChanged }: Props) {
  const { t } = useLingui();
  const texts = useContractTexts();
  const errorText = useErrorText();
  const format = useRecordFormat(currencySymbol);
  const actor = useContractOffer(
    calls,
    { kind: contract.kind, role, contract, receiver: contract.receiver, ownRates, uplineMayTerminate, currentTerms, clock: () => Date.now() },
    onChanged,
  );
  const snapshot = useSelector(actor, (state) => state);
  const shown = snapshot.context.contract ?? contract;
  const status = statusOf(snapshot);
  const busy = isBusy(snapshot);
  const confirming = isConfirming(snapshot);
  const error = lastError(snapshot);
  const id = contract.id;
  const party = role === 'upline' ? t`To ${shown.receiver}` : t`From ${shown.offerer}`;
  const offered = format.dateTime(shown.offeredAt);
  const since = shown.answeredAt !== null ? format.dateTime(shown.answeredAt) : '';
  const ended = shown.terminatedAt !== null ? format.dateTime(shown.terminatedAt) : '';
  const kindName = texts.kind[shown.kind];
  const offerer = shown.offerer;
  // The machine's countdown: it moves every second while the offer is pending.
  const left = timeLeft(snapshot);

  const expiryText = (() => {
    if (!left) return null;
    const { days, hours, minutes } = left;
    if (days > 0) return t`Expires in ${days} d ${hours} h`;
    if (hours > 0) return t`Expires in ${hours} h ${minutes} min`;
    if (minutes > 0) return t`Expires in ${minutes} min`;
    return t`Expires in under a minute`;
  })();

  return (
    <article className={status === 'pending' ? styles.pendingCard : styles.card} data-testid={`contract-${id}`} aria-busy={busy}>
      <header className={`${surface.row} ${surface.wrap} ${surface.gap4}`}>
        <span className={styles.party}>{party}</span>
        <span data-testid={`contract-status-${id}`}>
          <Tag tone={status === 'draft' ? 'even' : TONE[status]}>{status === 'draft' ? '' : texts.status[status]}</Tag>
        </span>
        {status === 'terminated' && shown.terminationReason && (
          <span className={styles.reason} data-testid={`contract-reason-${id}`}>
            {texts.reason[shown.terminationReason]}
          </span>
        )}
      </header>
      <TermsText terms={shown.terms} currencySymbol={currencySymbol} />
      <p className={styles.meta}>
        <span>
          <Trans>Offered {offered}</Trans>
        </span>
        {shown.answeredAt !== null && status === 'active' && (
          <span>
            <Trans>Since {since}</Trans>
          </span>
        )}
        {shown.terminatedAt !== null && (
          <span>
            <Trans>Ended {ended}</Trans>
          </span>
        )}
        {expiryText && (
          <span className={styles.expiry} data-testid={`contract-expiry-${id}`}>
            <Hourglass size={13} aria-hidden="true" /> {expiryText} ({format.dateTime(shown.expiresAt)})
          </span>
        )}
      </p>

      {confirming === 'accept' && (
        <section className={forms.confirm} aria-label={t`Confirm accepting`}>
          <p className={surface.subhead}>
            <Trans>
              Accept this contract from {offerer}: {kindName}?
            </Trans>
          </p>
          {currentTerms && (
            <Notice plain>
              <Trans>It replaces the contract of this kind you hold now.</Trans>
            </Notice>
          )}
          <LowerRateWarning ends={lowerRateWarning(snapshot)} />
          <FormRow>
            <Button variant="outline" size="s" onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy} data-testid="contract-cancel">
              <Trans>Back</Trans>
            </Button>
            <Button size="s" onClick={() => actor.send({ type: 'CONFIRM' })} disabled={busy} data-testid="contract-confirm">
              <Check size={15} aria-hidden="true" /> <Trans>Confirm and accept</Trans>
            </Button>
          </FormRow>
        </section>
      )}
      {confirming === 'terminate' && (
        <section className={forms.confirm} aria-label={t`Confirm terminating`}>
          <p className={surface.subhead}>
            <Trans>Terminate this contract? It stops settling from now on and cannot be restored.</Trans>
          </p>
          <FormRow>
            <Button variant="outline" size="s" onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy} data-testid="contract-cancel">
              <Trans>Keep it</Trans>
            </Button>
            <Button size="s" onClick={() => actor.send({ type: 'CONFIRM' })} disabled={busy} data-testid="contract-confirm">
              <Trans>Terminate</Trans>
            </Button>
          </FormRow>
        </section>
      )}
      {confirming === 'reject' && (
        <section className={forms.confirm} aria-label={t`Confirm rejecting`}>
          <p className={surface.subhead}>
            <Trans>Reject this offer from {offerer}?</Trans>
          </p>
          <FormRow>
            <Button variant="outline" size="s" onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy} data-testid="contract-cancel">
              <Trans>Back</Trans>
            </Button>
            <Button size="s" onClick={() => actor.send({ type: 'CONFIRM' })} disabled={busy} data-testid="contract-confirm">
              <X size={15} aria-hidden="true" /> <Trans>Reject the offer</Trans>
            </Button>
          </FormRow>
        </section>
      )}

      {error !== null && (
        <div className={forms.failure} role="alert" data-testid={`contract-failure-${id}`}>
          <span>{errorText(error)}</span>
          {canRetry(snapshot) && (
            <Button size="s" variant="outline" onClick={() => actor.send({ type: 'RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {confirming === null && snapshot.can({ type: 'CANCEL' }) && (
            <Button size="s" variant="ghost" onClick={() => actor.send({ type: 'CANCEL' })}>
              <Trans>Back</Trans>
            </Button>
          )}
        </div>
      )}

      {confirming === null && (canAccept(snapshot) || canReject(snapshot) || canTerminate(snapshot) || busy) && (
        <FormRow>
          {busy && <Spinner label={t`Working`} size={18} />}
          {canReject(snapshot) && (
            <Button variant="outline" size="s" onClick={() => actor.send({ type: 'REJECT' })} disabled={busy} data-testid={`contract-reject-${id}`}>
              <Trans>Reject</Trans>
            </Button>
          )}
          {canAccept(snapshot) && (
            <Button size="s" onClick={() => actor.send({ type: 'ACCEPT' })} disabled={busy} data-testid={`contract-accept-${id}`}>
              <Trans>Accept</Trans>
            </Button>
          )}
          {canTerminate(snapshot) && (
            <Button variant="outline" size="s" onClick={() => actor.send({ type: 'TERMINATE' })} disabled={busy} data-testid={`contract-terminate-${id}`}>
              <Trans>Terminate</Trans>
            </Button>
          )}
        </FormRow>
      )}
    </article>
  );
}
