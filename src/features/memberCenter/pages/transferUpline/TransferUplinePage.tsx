import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { KeyRound, UserRound } from 'lucide-react';
import { formatterFor } from '@kernel/format';
import { balanceAfter, balanceTooLow, peerStep } from '@machines/wallet/peerTransfer.selectors';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { Panel } from '@/ui/Panel';
import { PeerTransferConfirm, PeerTransferForm, type PeerTransferTexts } from '@/ui/PeerTransferForm';
import { sectionTitleClass } from '@/ui/SectionHead';
import { Spinner } from '@/ui/Spinner';
import { useAmountIssueText } from '@/ui/useAmountIssueText';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './TransferUplinePage.module.css';
import { useTransferUplinePageMachines } from './useTransferUplinePageMachines';

/**
 * Transfer to upline (SPEC 2 Member center, SPEC 6 Member; module MEMTRANS3, gated by the page
 * registry): the upline agent, the limits and the balance, an amount and the withdrawal password,
 * a confirm step, then the sealed transfer. The flow lives in peerTransfer.machine.ts (uplineTransferMachine),
 * the form in src/ui/PeerTransferForm.tsx (shared with the agency's transfer to a downline).
 */
export default function TransferUplinePage(props: MemberPageProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const amountIssueText = useAmountIssueText(props.currencySymbol);
  const { transfer } = useTransferUplinePageMachines(props);
  const snapshot = useSelector(transfer, (state) => state);
  const send = transfer.send;
  const c = snapshot.context;
  const step = peerStep(snapshot);
  const money = (paise: number) => formatterFor(i18n.locale).paise(paise, props.currencySymbol);
  const bounds = c.info ? { minPaise: c.info.minPaise, maxPaise: c.info.maxPaise } : undefined;
  const texts: PeerTransferTexts = {
    amountLabel: <Trans>Amount ({props.currencySymbol})</Trans>,
    passwordLabel: <Trans>Withdrawal password</Trans>,
    passwordMissing: t`Please enter your withdrawal password`,
    next: <Trans>Next</Trans>,
    to: <Trans>To</Trans>,
    amount: <Trans>Amount</Trans>,
    balanceAfter: <Trans>Balance after</Trans>,
    checking: t`Checking`,
    unknownOutcome: <Trans>The connection dropped before the answer came. We are checking whether the transfer went through; it will not be sent twice.</Trans>,
    checkNow: <Trans>Check now</Trans>,
    back: <Trans>Back</Trans>,
    confirm: <Trans>Confirm transfer</Trans>,
    sending: <Trans>Sending…</Trans>,
  };

  if (step === 'loading') {
    return <Spinner label={t`Loading`} area="page" />;
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
      <FactList columns={3} look="tiles" data-testid="upline-info">
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
      </FactList>

      {step === 'form' && (
        <PeerTransferForm
          testIdPrefix="upline"
          context={c}
          send={send}
          texts={texts}
          buttonSize="l"
          classes={{ actions: styles.actions }}
          note={
            balanceTooLow(snapshot) && (
              <Notice tone="warning" plain role="status">
                <Trans>Your balance is below the minimum transfer of {money(info.minPaise)}.</Trans>
              </Notice>
            )
          }
          amountIssueText={c.amountIssue ? amountIssueText(c.amountIssue, bounds) : null}
          failureText={errorText(c.failure)}
        />
      )}

      {(step === 'confirm' || step === 'writing' || step === 'unknown') && c.amountPaise !== null && (
        <PeerTransferConfirm
          testIdPrefix="upline"
          context={c}
          send={send}
          texts={texts}
          buttonSize="l"
          step={step}
          frame="section"
          classes={{ actions: styles.actions }}
          headingId="upline-confirm-title"
          heading={
            <h2 id="upline-confirm-title" className={sectionTitleClass}>
              <Trans>Confirm the transfer</Trans>
            </h2>
          }
          toName={info.uplineAccount}
          amountText={money(c.amountPaise)}
          balanceAfterText={money(balanceAfter(snapshot) ?? 0)}
          canCheckNow={snapshot.can({ type: 'CHECK_NOW' })}
        />
      )}

      {step === 'done' && c.result && (
        <section className={styles.done}>
          <Notice tone="success" role="status" data-testid="upline-result">
            <Trans>
              {money(c.result.amountPaise)} sent to {c.result.uplineAccount}. Your main wallet now holds {money(c.result.balancePaise)}.
            </Trans>
          </Notice>
          <Button variant="outline" onClick={() => send({ type: 'AGAIN' })} data-testid="upline-again">
            <Trans>Make another transfer</Trans>
          </Button>
        </section>
      )}
    </div>
  );
}
