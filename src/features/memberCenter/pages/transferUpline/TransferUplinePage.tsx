import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { KeyRound, Send, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { TransferUplineRequest } from '@kernel/transferUpline';
import { type UplineTransferResult, uplineTransferMachine } from '@machines/wallet/uplineTransfer.machine';
import { balanceAfter, balanceTooLow, uplineStep } from '@machines/wallet/uplineTransfer.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { formatPaise } from '@/ui/formatAmount';
import { InlineRetry } from '@/ui/InlineRetry';
import { Panel } from '@/ui/Panel';
import { Spinner } from '@/ui/Spinner';
import { useAmountIssueText } from '@/ui/useAmountIssueText';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './TransferUplinePage.module.css';

/**
 * Transfer to upline (SPEC 2 Member center, SPEC 6 Member; module MEMTRANS3, gated by the page
 * registry): the upline agent, the limits and the balance, an amount and the withdrawal password,
 * a confirm step, then the sealed transfer. The flow lives in uplineTransfer.machine.ts.
 */
export default function TransferUplinePage(props: MemberPageProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const amountIssueText = useAmountIssueText(props.currencySymbol);
  // biome-ignore lint/correctness/useExhaustiveDependencies: The calls, the wallet actor and openPage are the area's, fixed for the page's life.
  const machine = useMemo(
    () =>
      uplineTransferMachine.provide({
        actors: {
          loadInfo: fromPromise(() => props.calls.upline.getInfo()),
          makeKey: fromPromise<string>(async () => crypto.randomUUID()),
          transfer: fromPromise<UplineTransferResult, TransferUplineRequest>(({ input }) => props.calls.upline.transfer(input)),
        },
        actions: {
          notifyWallet: () => props.wallet.send({ type: 'REFRESH' }),
          openSecurityCenter: () => props.openPage('securityCenter'),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const c = snapshot.context;
  const step = uplineStep(snapshot);
  const money = (paise: number) => `${props.currencySymbol}${formatPaise(paise, i18n.locale)}`;
  const bounds = c.info ? { minPaise: c.info.minPaise, maxPaise: c.info.maxPaise } : undefined;

  if (step === 'loading') {
    return (
      <div className={styles.loading}>
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
  if (step === 'noUpline') {
    return (
      <Panel icon={<UserRound size={28} />} title={<Trans>No upline agent</Trans>} testId="upline-none">
        {errorText(c.loadError)}
      </Panel>
    );
  }
  if (step === 'noPassword') {
    return (
      <Panel
        icon={<KeyRound size={28} />}
        title={<Trans>Set a withdrawal password first</Trans>}
        testId="upline-no-password"
        actions={
          <Button onClick={() => send({ type: 'OPEN_SECURITY' })} data-testid="upline-set-password">
            <Trans>Go to the security center</Trans>
          </Button>
        }
      >
        {c.failure !== null ? (
          <span role="alert">{errorText(c.failure)}</span>
        ) : (
          <Trans>A transfer to your upline is confirmed with your withdrawal password. You have not set one yet: set it in the security center, then come back.</Trans>
        )}
      </Panel>
    );
  }
  const info = c.info;
  if (!info) return null;

  return (
    <div className={styles.page}>
      <dl className={styles.summary} data-testid="upline-info">
        <div>
          <dt>
            <Trans>Upline account</Trans>
          </dt>
          <dd data-testid="upline-account">{info.uplineAccount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Main wallet balance</Trans>
          </dt>
          <dd data-testid="upline-balance">{money(info.balancePaise)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Per transfer</Trans>
          </dt>
          <dd data-testid="upline-limits">
            {money(info.minPaise)} – {money(info.maxPaise)}
          </dd>
        </div>
      </dl>

      {step === 'form' && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'NEXT' });
          }}
        >
          {balanceTooLow(snapshot) && (
            <p className={styles.note} role="status">
              <Trans>Your balance is below the minimum transfer of {money(info.minPaise)}.</Trans>
            </p>
          )}
          <FormField
            label={<Trans>Amount ({props.currencySymbol})</Trans>}
            inputMode="decimal"
            autoComplete="off"
            value={c.amountText}
            onChange={(event) => send({ type: 'SET_AMOUNT', text: event.target.value })}
            error={c.amountIssue ? amountIssueText(c.amountIssue, bounds) : null}
            data-testid="upline-amount"
          />
          <FormField
            label={<Trans>Withdrawal password</Trans>}
            type="password"
            autoComplete="off"
            value={c.password}
            onChange={(event) => send({ type: 'SET_PASSWORD', text: event.target.value })}
            error={c.passwordIssue ? t`Please enter your withdrawal password` : null}
            data-testid="upline-password"
          />
          {c.failure !== null && (
            <p className={styles.failure} role="alert" data-testid="upline-failure">
              {errorText(c.failure)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" size="l" data-testid="upline-next">
              <Trans>Next</Trans>
            </Button>
          </div>
        </form>
      )}

      {(step === 'confirm' || step === 'writing' || step === 'unknown') && c.amountPaise !== null && (
        <section className={styles.confirm} aria-labelledby="upline-confirm-title" data-testid="upline-confirm-step">
          <h2 id="upline-confirm-title" className={styles.title}>
            <Trans>Confirm the transfer</Trans>
          </h2>
          <dl className={styles.confirmList}>
            <div>
              <dt>
                <Trans>To</Trans>
              </dt>
              <dd>{info.uplineAccount}</dd>
            </div>
            <div>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd data-testid="upline-confirm-amount">{money(c.amountPaise)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Balance after</Trans>
              </dt>
              <dd>{money(balanceAfter(snapshot) ?? 0)}</dd>
            </div>
          </dl>
          {step === 'unknown' && (
            <div className={styles.unknown} role="status" data-testid="upline-unknown">
              <Spinner label={t`Checking`} size={18} />
              <span>
                <Trans>The connection dropped before the answer came. We are checking whether the transfer went through; it will not be sent twice.</Trans>
              </span>
              <Button size="s" variant="outline" onClick={() => send({ type: 'CHECK_NOW' })} disabled={!snapshot.can({ type: 'CHECK_NOW' })}>
                <Trans>Check now</Trans>
              </Button>
            </div>
          )}
          <div className={styles.actions}>
            <Button variant="outline" size="l" onClick={() => send({ type: 'BACK' })} disabled={step !== 'confirm'} data-testid="upline-back">
              <Trans>Back</Trans>
            </Button>
            <Button size="l" onClick={() => send({ type: 'CONFIRM' })} disabled={step !== 'confirm'} aria-busy={step !== 'confirm'} data-testid="upline-confirm">
              <Send size={16} aria-hidden="true" /> {step === 'confirm' ? <Trans>Confirm transfer</Trans> : <Trans>Sending…</Trans>}
            </Button>
          </div>
        </section>
      )}

      {step === 'done' && c.result && (
        <section className={styles.done}>
          <p className={styles.result} role="status" data-testid="upline-result">
            <Trans>
              {money(c.result.amountPaise)} sent to {c.result.uplineAccount}. Your main wallet now holds {money(c.result.balancePaise)}.
            </Trans>
          </p>
          <Button variant="outline" onClick={() => send({ type: 'AGAIN' })} data-testid="upline-again">
            <Trans>Make another transfer</Trans>
          </Button>
        </section>
      )}
    </div>
  );
}
