import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { KeyRound, Send } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Downline, TransferDownlineRequest, TransferDownlineResult } from '@kernel/agency';
import { downlineTransferMachine } from '@machines/agent/downlineTransfer.machine';
import { balanceAfter, balanceTooLow, downlineStep } from '@machines/agent/downlineTransfer.selectors';
import type { AgentCalls } from '@/api/agentCalls';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { Spinner } from '@/ui/Spinner';
import { useAmountIssueText } from '@/ui/useAmountIssueText';
import { useErrorText } from '@/ui/useErrorText';
import styles from './DownlinePage.module.css';

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
 * it. The flow is machines/agent/downlineTransfer.machine.ts.
 */
export function DownlineTransferDialog({ calls, downline, currencySymbol, onTransferred, openSecurity, onClose }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const amountIssueText = useAmountIssueText(currencySymbol);
  const format = useRecordFormat(currencySymbol);
  const effects = useRef({ onTransferred, openSecurity });
  effects.current = { onTransferred, openSecurity };
  const machine = useMemo(
    () =>
      downlineTransferMachine.provide({
        actors: {
          loadInfo: fromPromise(() => calls.getDownlineTransferInfo()),
          makeKey: fromPromise<string>(async () => crypto.randomUUID()),
          transfer: fromPromise<TransferDownlineResult, TransferDownlineRequest>(({ input }) => calls.transferDownline(input)),
        },
        actions: {
          transferred: () => effects.current.onTransferred(),
          openSecurityCenter: () => effects.current.openSecurity(),
        },
      }),
    [calls],
  );
  const actor = useActorRef(machine, { input: { downline: downline.userName } });
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const c = snapshot.context;
  const step = downlineStep(snapshot);
  const bounds = c.info ? { minPaise: c.info.minPaise, maxPaise: c.info.maxPaise } : undefined;
  const name = downline.userName;

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
        <div className={styles.stack} data-testid="transfer-no-password">
          <p className={styles.text}>
            <KeyRound size={16} aria-hidden="true" />{' '}
            {c.failure !== null ? (
              <span role="alert">{errorText(c.failure)}</span>
            ) : (
              <Trans>A transfer to a downline is confirmed with your withdrawal password. You have not set one yet.</Trans>
            )}
          </p>
          <div className={styles.dialogActions}>
            <Button onClick={() => send({ type: 'OPEN_SECURITY' })} data-testid="transfer-set-password">
              <Trans>Set a withdrawal password</Trans>
            </Button>
          </div>
        </div>
      );
    }
    const info = c.info;
    if (!info) return null;
    const summary = (
      <dl className={styles.facts}>
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
      </dl>
    );

    if (step === 'form') {
      return (
        <form
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'NEXT' });
          }}
        >
          {summary}
          {balanceTooLow(snapshot) && (
            <p className={styles.note} role="status">
              <Trans>Your balance is below the minimum transfer of {format.money(info.minPaise)}.</Trans>
            </p>
          )}
          <FormField
            label={<Trans>Amount ({currencySymbol})</Trans>}
            inputMode="decimal"
            autoComplete="off"
            value={c.amountText}
            onChange={(event) => send({ type: 'SET_AMOUNT', text: event.target.value })}
            error={c.amountIssue ? amountIssueText(c.amountIssue, bounds) : null}
            data-testid="transfer-amount"
          />
          <FormField
            label={<Trans>Withdrawal password</Trans>}
            type="password"
            autoComplete="off"
            value={c.password}
            onChange={(event) => send({ type: 'SET_PASSWORD', text: event.target.value })}
            error={c.passwordIssue ? t`Please enter your withdrawal password` : null}
            data-testid="transfer-password"
          />
          {c.failure !== null && (
            <p className={styles.failure} role="alert" data-testid="transfer-failure">
              {errorText(c.failure)}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Button type="submit" data-testid="transfer-next">
              <Trans>Next</Trans>
            </Button>
          </div>
        </form>
      );
    }

    if (step === 'done' && c.result) {
      const amount = format.money(c.result.amountPaise);
      const mine = format.money(c.result.balancePaise);
      const theirs = format.money(c.result.downlineBalancePaise);
      return (
        <div className={styles.stack}>
          <p className={styles.success} role="status" data-testid="transfer-result">
            <Trans>
              {amount} sent to {name}. Your balance is now {mine}; {name} now holds {theirs}.
            </Trans>
          </p>
          <div className={styles.dialogActions}>
            <Button variant="outline" onClick={() => send({ type: 'AGAIN' })} data-testid="transfer-again">
              <Trans>Send more</Trans>
            </Button>
            <Button onClick={onClose} data-testid="transfer-close">
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      );
    }

    const waiting = step !== 'confirm';
    const after = balanceAfter(snapshot);
    return (
      <section className={styles.stack} data-testid="transfer-confirm-step">
        <dl className={styles.confirmList}>
          <div>
            <dt>
              <Trans>To</Trans>
            </dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd data-testid="transfer-confirm-amount">{format.money(c.amountPaise ?? 0)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Your balance after</Trans>
            </dt>
            <dd>{after === null ? '—' : format.money(after)}</dd>
          </div>
        </dl>
        {step === 'unknown' && (
          <div className={styles.unknown} role="status" data-testid="transfer-unknown">
            <Spinner label={t`Checking`} size={18} />
            <span>
              <Trans>The connection dropped before the answer came. We are checking whether the transfer went through; it will not be sent twice.</Trans>
            </span>
            <Button size="s" variant="outline" onClick={() => send({ type: 'CHECK_NOW' })} disabled={!snapshot.can({ type: 'CHECK_NOW' })}>
              <Trans>Check now</Trans>
            </Button>
          </div>
        )}
        <div className={styles.dialogActions}>
          <Button variant="outline" onClick={() => send({ type: 'BACK' })} disabled={waiting} data-testid="transfer-back">
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => send({ type: 'CONFIRM' })} disabled={waiting} aria-busy={waiting} data-testid="transfer-confirm">
            <Send size={15} aria-hidden="true" /> {waiting ? <Trans>Sending…</Trans> : <Trans>Confirm transfer</Trans>}
          </Button>
        </div>
      </section>
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
