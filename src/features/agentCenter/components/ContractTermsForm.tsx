import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Send } from 'lucide-react';
import { type Contract, type ContractKind, type ContractTerms, type OwnRates, SALARY_PERIODS } from '@kernel/agencyContracts';
import { canRetry, cutsReceiverRate, fieldIssue, isBusy, isConfirming, lastError, lowerRateWarning, statusOf } from '@machines/contractOffer/contractOffer.selectors';
import type { AgentCalls } from '@/api/agentCalls';
import { termsFields } from '@/rules/agent/contractBook.rules';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { Notice } from '@/ui/Notice';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SelectField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import styles from './ContractForms.module.css';
import { LowerRateWarning } from './LowerRateWarning';
import { TermsText } from './TermsText';
import { useContractOffer } from './useContractOffer';
import { useContractTexts } from './useContractTexts';

type Props = {
  calls: AgentCalls;
  kind: ContractKind;
  /** The direct downline agent the offer goes to. */
  receiver: string;
  /** The book's ownRates: the most the agent may offer. */
  ownRates: OwnRates | null;
  uplineMayTerminate: boolean;
  /** What the receiver holds now from the agent, if anything. */
  currentTerms: ContractTerms | null;
  currencySymbol: string;
  /** After the offer is made: the page reloads its books. */
  onChanged: (contract: Contract) => void;
};

/**
 * SPEC 3, 4 Contracts: the upline drafts an offer for a direct downline agent: the terms of the
 * kind, checked as typed (rates within 0–100 % and within its own), a preview that tells which
 * downline contracts the lower-rate rule would end, a confirm step saying so, then the offer.
 */
export function ContractTermsForm({ calls, kind, receiver: account, ownRates, uplineMayTerminate, currentTerms, currencySymbol, onChanged }: Props) {
  const { t } = useLingui();
  const texts = useContractTexts();
  const errorText = useErrorText();
  const format = useRecordFormat(currencySymbol);
  // The account as the texts show it (one left-to-right run in a right-to-left language); the offer names it as it is.
  const receiver = format.name(account);
  const actor = useContractOffer(
    calls,
    { kind, role: 'upline', contract: null, receiver: account, ownRates, uplineMayTerminate, currentTerms, clock: () => Date.now() },
    onChanged,
  );
  const snapshot = useSelector(actor, (state) => state);
  const c = snapshot.context;
  const confirming = isConfirming(snapshot) === 'offer';
  const busy = isBusy(snapshot);
  const status = statusOf(snapshot);
  const error = lastError(snapshot);
  const kindName = texts.kind[kind];

  if (status !== 'draft' && c.contract) {
    const until = format.dateTime(c.contract.expiresAt);
    const statusText = texts.status[status];
    return (
      <Notice tone="success" role="status" data-testid="contract-offer-sent">
        {status === 'pending' ? (
          <Trans>
            The offer was sent to {receiver}. It waits for their answer until {until}.
          </Trans>
        ) : (
          <Trans>
            The offer was sent to {receiver}; it is now {statusText}.
          </Trans>
        )}
      </Notice>
    );
  }

  const failure = error !== null && (
    <Notice as="div" tone="danger" row role="alert" data-testid="contract-failure">
      <span>{errorText(error)}</span>
      {canRetry(snapshot) && (
        <Button size="s" variant="outline" onClick={() => actor.send({ type: 'RETRY' })} data-testid="contract-retry">
          <Trans>Try again</Trans>
        </Button>
      )}
      {!confirming && snapshot.can({ type: 'CANCEL' }) && (
        <Button size="s" variant="ghost" onClick={() => actor.send({ type: 'CANCEL' })} data-testid="contract-cancel">
          <Trans>Back to the terms</Trans>
        </Button>
      )}
    </Notice>
  );

  if (confirming && c.terms) {
    return (
      <section className={styles.confirm} aria-label={t`Confirm the offer`} data-testid="contract-confirm-step">
        <h3 className={surface.subhead}>
          <Trans>
            Offer {receiver} this contract: {kindName}?
          </Trans>
        </h3>
        <TermsText terms={c.terms} currencySymbol={currencySymbol} testId="contract-confirm-terms" />
        {cutsReceiverRate(snapshot) && (
          <Notice plain data-testid="contract-cuts-rate">
            <Trans>This lowers a rate {receiver} holds now.</Trans>
          </Notice>
        )}
        <LowerRateWarning ends={lowerRateWarning(snapshot)} />
        {failure}
        <FormRow>
          <Button variant="outline" onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy} data-testid="contract-cancel">
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => actor.send({ type: 'CONFIRM' })} disabled={busy} aria-busy={busy} data-testid="contract-confirm">
            <Send size={15} aria-hidden="true" /> <Trans>Confirm the offer</Trans>
          </Button>
        </FormRow>
      </section>
    );
  }

  return (
    <form
      className={`${surface.column} ${surface.gap6}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
      data-testid="contract-offer-form"
    >
      <div className={styles.fields}>
        {termsFields(kind).map(({ field, input }) => {
          const problem = fieldIssue(snapshot, field);
          const issueText = problem ? texts.issue(problem, input, field, ownRates) : null;
          const value = c.fields[field] ?? '';
          const edit = (text: string) => actor.send({ type: 'EDIT', field, value: text });
          if (input === 'period') {
            return (
              <SelectField
                key={field}
                label={texts.field[field]}
                value={value}
                onChange={(event) => edit(event.target.value)}
                disabled={busy}
                data-testid={`contract-field-${field}`}
              >
                {SALARY_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {texts.period[period]}
                  </option>
                ))}
              </SelectField>
            );
          }
          const own = input === 'rate' ? ownRates?.[field as keyof OwnRates] : undefined;
          const ownText = own !== undefined ? texts.rate(own) : '';
          const fieldName = texts.field[field];
          return (
            <FormField
              key={field}
              label={input === 'rate' && own !== undefined ? t`${fieldName} (at most ${ownText})` : fieldName}
              inputMode={input === 'count' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={value}
              onChange={(event) => edit(event.target.value)}
              error={issueText}
              disabled={busy}
              addon={input === 'count' ? undefined : <span className={styles.unit}>{input === 'rate' ? '%' : currencySymbol}</span>}
              data-testid={`contract-field-${field}`}
            />
          );
        })}
      </div>
      {failure}
      <FormRow>
        <Button type="submit" disabled={busy || !snapshot.can({ type: 'SUBMIT' })} aria-busy={busy} data-testid="contract-submit">
          {busy ? <Spinner label={t`Checking`} size={16} /> : null} <Trans>Review the offer</Trans>
        </Button>
      </FormRow>
    </form>
  );
}
