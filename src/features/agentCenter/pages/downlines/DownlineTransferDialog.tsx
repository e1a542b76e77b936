import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import type { Downline } from '@kernel/agency';
import { balanceAfter, balanceTooLow, peerStep } from '@machines/wallet/peerTransfer.selectors';
import type { AgentCalls } from '@/api/agentCalls';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { PeerTransferConfirm, PeerTransferForm, type PeerTransferTexts } from '@/ui/PeerTransferForm';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { Spinner } from '@/ui/Spinner';
import surface from '@/ui/Surface.module.css';
import { useAmountIssueText } from '@/ui/useAmountIssueText';
import { useErrorText } from '@/ui/useErrorText';
import styles from './DownlinePage.module.css';
import { useDownlineTransferMachines } from './useDownlineTransferMachines';

type Props = {
  calls: AgentCalls;
  downline: Downline;
  currencySymbol: string;
  /** Money moved: the header wallet and the team table are told. */
  onTransferred: () => void;
  openSecurity: () => void;
  onClose: () => void;
};

/**
 * SPEC 3 Wallet transfer (downline), SPEC 6 Agent: send money to a downline: the agent's balance
 * and the limits, an amount and the withdrawal password, a confirm step, then both balances after
 * it. The flow is machines/wallet/peerTransfer.machine.ts (downlineTransferMachine), the form
 * src/ui/PeerTransferForm.tsx (shared with the member's transfer to its upline).
 */
export function DownlineTransferDialog({ calls, downline, currencySymbol, onTransferred, openSecurity, onClose }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const amountIssueText = useAmountIssueText(currencySymbol);
  const format = useRecordFormat(currencySymbol);
  const { transfer: actor } = useDownlineTransferMachines(calls, downline.userName, { onTransferred, openSecurity });
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const c = snapshot.context;
  const step = peerStep(snapshot);
  const bounds = c.info ? { minPaise: c.info.minPaise, maxPaise: c.info.maxPaise } : undefined;
  const name = format.name(downline.userName);
  const texts: PeerTransferTexts = {
    amountLabel: <Trans>Amount ({currencySymbol})</Trans>,
    passwordLabel: <Trans>Withdrawal password</Trans>,
    passwordMissing: t`Please enter your withdrawal password`,
    next: <Trans>Next</Trans>,
    to: <Trans>To</Trans>,
    amount: <Trans>Amount</Trans>,
    balanceAfter: <Trans>Your balance after</Trans>,
    checking: t`Checking`,
    unknownOutcome: <Trans>The connection dropped before the answer came. We are checking whether the transfer went through; it will not be sent twice.</Trans>,
    checkNow: <Trans>Check now</Trans>,
    back: <Trans>Back</Trans>,
    confirm: <Trans>Confirm transfer</Trans>,
    sending: <Trans>Sending…</Trans>,
  };

  const body = (() => {
    if (step === 'loading') {
      return (
        <div className={styles.dialogLoading}>
          <Spinner label={t`Loading`} />
        </div>
      );
    }
    if (step === 'loadFailed') {
      return (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>The transfer details could not be loaded.</Trans> {errorText(c.loadError)}
        </InlineRetry>
      );
    }
    if (step === 'noPassword') {
      return (
        <div className={`${surface.column} ${surface.gap6}`} data-testid="transfer-no-password">
          <p className={styles.text}>
            <KeyRound size={16} aria-hidden="true" />{' '}
            {c.failure !== null ? (
              <span role="alert">{errorText(c.failure)}</span>
            ) : (
              <Trans>A transfer to a downline is confirmed with your withdrawal password. You have not set one yet.</Trans>
            )}
          </p>
          <FormRow>
            <Button onClick={() => send({ type: 'OPEN_SECURITY' })} data-testid="transfer-set-password">
              <Trans>Set a withdrawal password</Trans>
            </Button>
          </FormRow>
        </div>
      );
    }
    const info = c.info;
    if (!info) return null;
    const summary = (
      <FactList columns={2} look="tiles">
        <div>
          <dt>
            <Trans>Your balance</Trans>
          </dt>
          <dd data-testid="transfer-balance">{format.money(info.balancePaise)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Per transfer</Trans>
          </dt>
          <dd>
            {format.money(info.minPaise)} – {format.money(info.maxPaise)}
          </dd>
        </div>
      </FactList>
    );

    if (step === 'form') {
      return (
        <PeerTransferForm
          testIdPrefix="transfer"
          context={c}
          send={send}
          texts={texts}
          lead={summary}
          note={
            balanceTooLow(snapshot) && (
              <Notice tone="warning" plain role="status">
                <Trans>Your balance is below the minimum transfer of {format.money(info.minPaise)}.</Trans>
              </Notice>
            )
          }
          amountIssueText={c.amountIssue ? amountIssueText(c.amountIssue, bounds) : null}
          failureText={errorText(c.failure)}
        />
      );
    }

    if (step === 'done' && c.result) {
      const amount = format.money(c.result.amountPaise);
      const mine = format.money(c.result.balancePaise);
      const theirs = format.money(c.result.downlineBalancePaise);
      return (
        <div className={`${surface.column} ${surface.gap6}`}>
          <Notice tone="success" role="status" data-testid="transfer-result">
            <Trans>
              {amount} sent to {name}. Your balance is now {mine}; {name} now holds {theirs}.
            </Trans>
          </Notice>
          <FormRow>
            <Button variant="outline" onClick={() => send({ type: 'AGAIN' })} data-testid="transfer-again">
              <Trans>Send more</Trans>
            </Button>
            <Button onClick={onClose} data-testid="transfer-close">
              <Trans>Close</Trans>
            </Button>
          </FormRow>
        </div>
      );
    }

    const after = balanceAfter(snapshot);
    return (
      <PeerTransferConfirm
        testIdPrefix="transfer"
        context={c}
        send={send}
        texts={texts}
        step={step}
        toName={name}
        amountText={format.money(c.amountPaise ?? 0)}
        balanceAfterText={after === null ? '—' : format.money(after)}
        canCheckNow={snapshot.can({ type: 'CHECK_NOW' })}
        iconSize={15}
      />
    );
  })();

  // Closing is refused while money is on its way: the outcome must be seen.
  const closable = step !== 'writing' && step !== 'unknown';
  return (
    <Modal title={<Trans>Transfer to {name}</Trans>} onClose={closable ? onClose : undefined} closeLabel={t`Close`} width={460} testId="transfer-dialog">
      {body}
    </Modal>
  );
}
