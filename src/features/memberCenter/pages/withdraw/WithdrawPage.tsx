import { Trans, useLingui } from '@lingui/react/macro';
import { type useMachine, useSelector } from '@xstate/react';
import { Building2, CircleAlert, CircleCheck, Clock3, KeyRound, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatterFor, isolateLtr } from '@kernel/format';
import type { Withdrawal, WithdrawalStatus } from '@kernel/withdraw';
import type { WithdrawContext, withdrawMachine } from '@machines/wallet/withdraw.machine';
import { type WithdrawAmountIssue, withdrawAmount } from '@machines/wallet/withdraw.rules';
import { dailyView, turnoverView, withdrawBlocked, withdrawQuote, withdrawStage, withdrawSummary } from '@machines/wallet/withdraw.selectors';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { InfoRow } from '@/ui/InfoRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { ProgressBar } from '@/ui/ProgressBar';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { StatusTag, type StatusTone } from '@/ui/StatusTag';
import surface from '@/ui/Surface.module.css';
import { useAmountIssueText } from '@/ui/useAmountIssueText';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import { PendingConfirmations, usePendingConfirmations } from '../deposit/PendingConfirmations';
import { useWithdrawPageMachines, type withdrawalsListMachine } from './useWithdrawPageMachines';
import styles from './Withdraw.module.css';

/**
 * SPEC 2 Member center: withdraw. Bank account, amount within the limits and the balance, the fee
 * and what reaches the bank, the daily count, the turnover requirement and the withdrawal password;
 * a confirmation step; a sealed request with an idempotency key; the member's withdrawals below.
 */
export default function WithdrawPage(props: MemberPageProps) {
  const { calls } = props;
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const amountIssueText = useAmountIssueText(props.currencySymbol);
  const money = (paise: number) => formatterFor(i18n.locale).paise(paise, props.currencySymbol);

  const { withdraw, history: historyRef } = useWithdrawPageMachines(props);
  const pendingConfirmations = usePendingConfirmations(calls.confirmation);
  const snapshot = useSelector(withdraw, (state) => state);
  const history = useSelector(historyRef, (state) => state);
  const send = withdraw.send;
  const sendHistory = historyRef.send;
  const stage = withdrawStage(snapshot);
  const c: WithdrawContext = snapshot.context;

  const amountText = (issue: WithdrawAmountIssue) =>
    issue === 'amountNotAboveFee' ? t`The amount must be more than the fee` : amountIssueText(issue, c.limits ?? undefined);

  return (
    <Stack gap="l" data-testid="withdraw-page">
      {/* SPEC 4 Withdrawal confirmation: the member's withdrawals paid peer to peer that wait for an answer. */}
      <PendingConfirmations calls={calls.confirmation} pending={pendingConfirmations} wallet={props.wallet} currencySymbol={props.currencySymbol} />

      <SectionCard
        titleId="withdraw-title"
        title={
          <>
            <Landmark size={20} aria-hidden="true" /> <Trans>Withdraw</Trans>
          </>
        }
      >
        {stage === 'loading' && <Spinner label={t`Loading`} area="row" />}

        {stage === 'loadFailed' && (
          <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
            <Trans>Your bank accounts and withdrawal limits could not be loaded.</Trans> {errorText(c.error)}
          </InlineRetry>
        )}

        {stage === 'noBankAccount' && (
          <SetupPrompt
            testId="withdraw-no-bank"
            icon={<Building2 size={28} aria-hidden="true" />}
            title={<Trans>Add a bank account first</Trans>}
            text={<Trans>Withdrawals are paid to a bank account in your name. Add one in the security center, then come back.</Trans>}
            actionTestId="withdraw-add-bank"
            action={<Trans>Add a bank account</Trans>}
            onAction={() => props.openPage('securityCenter')}
            onCheckAgain={() => send({ type: 'RELOAD' })}
          />
        )}

        {stage === 'noWithdrawPassword' && (
          <SetupPrompt
            testId="withdraw-no-password"
            icon={<KeyRound size={28} aria-hidden="true" />}
            title={<Trans>Set a withdrawal password first</Trans>}
            text={<Trans>Every withdrawal asks for a 6-digit withdrawal password. Set it in the security center, then come back.</Trans>}
            actionTestId="withdraw-set-password"
            action={<Trans>Set the withdrawal password</Trans>}
            onAction={() => props.openPage('securityCenter')}
            onCheckAgain={() => send({ type: 'RELOAD' })}
          />
        )}

        {stage === 'editing' && c.limits && <WithdrawForm snapshot={snapshot} send={send} money={money} amountText={amountText} />}

        {(stage === 'confirming' || stage === 'submitting') && <Confirmation snapshot={snapshot} send={send} money={money} />}

        {stage === 'unknownOutcome' && (
          <InfoRow
            look="outlined"
            data-testid="withdraw-result"
            data-outcome="unknown"
            role="status"
            icon={<Clock3 size={28} aria-hidden="true" />}
            title={<Trans>Checking whether your withdrawal went through…</Trans>}
            text={<Trans>The answer did not arrive. The same request is being sent again; it is never made twice. Please wait.</Trans>}
            action={
              <Button variant="outline" size="s" onClick={() => send({ type: 'ASK_NOW' })} disabled={!snapshot.can({ type: 'ASK_NOW' })}>
                <Trans>Check now</Trans>
              </Button>
            }
          />
        )}

        {stage === 'failed' && (
          <InfoRow
            look="outlined"
            data-testid="withdraw-result"
            data-outcome="failed"
            icon={<CircleAlert size={28} aria-hidden="true" />}
            iconTone="danger"
            textRole="alert"
            title={<Trans>The withdrawal was not made</Trans>}
            text={errorText(c.error)}
            action={
              <Button variant="outline" size="s" onClick={() => send({ type: 'EDIT' })} data-testid="withdraw-edit">
                <Trans>Back to the form</Trans>
              </Button>
            }
          />
        )}

        {stage === 'done' && c.result && <Done result={c.result} money={money} onNew={() => send({ type: 'NEW' })} />}
      </SectionCard>

      <WithdrawalHistory snapshot={history} send={sendHistory} money={money} />
    </Stack>
  );
}

function Done({ result, money, onNew }: { result: Withdrawal; money: (paise: number) => string; onNew: () => void }) {
  const held = money(result.amountPaise);
  const received = money(result.receivePaise);
  const { i18n } = useLingui();
  const bank = `${result.bankName} ${isolateLtr(result.accountNumberMasked, i18n.locale)}`;
  return (
    <InfoRow
      look="outlined"
      data-testid="withdraw-result"
      data-outcome="done"
      role="status"
      icon={<CircleCheck size={28} aria-hidden="true" />}
      iconTone="success"
      title={<Trans>Withdrawal requested: pending until approved</Trans>}
      text={
        <Trans>
          {held} is held from your balance until the withdrawal is approved. {received} will reach {bank}; if it is rejected, the amount goes back to your balance.
        </Trans>
      }
      action={
        <Button size="s" onClick={onNew} data-testid="withdraw-new">
          <Trans>New withdrawal</Trans>
        </Button>
      }
    />
  );
}

const WITHDRAWAL_STATUS_TONE: Record<WithdrawalStatus, StatusTone> = { pending: 'gold', approved: 'accent', rejected: 'danger', paid: 'success' };

type WithdrawSnapshot = ReturnType<typeof useMachine<typeof withdrawMachine>>[0];
type WithdrawSend = ReturnType<typeof useMachine<typeof withdrawMachine>>[1];

function WithdrawForm({
  snapshot,
  send,
  money,
  amountText,
}: {
  snapshot: WithdrawSnapshot;
  send: WithdrawSend;
  money: (paise: number) => string;
  amountText: (issue: WithdrawAmountIssue) => string;
}) {
  const { t, i18n } = useLingui();
  const c = snapshot.context;
  const limits = c.limits;
  if (!limits) return null;
  const quote = withdrawQuote(snapshot);
  const turnover = turnoverView(limits);
  const daily = dailyView(limits);
  const blocked = withdrawBlocked(snapshot);
  // The typed amount's issue shows once NEXT was pressed (c.issues), and clears while it is retyped.
  const amountIssue = c.issues.amount;
  const checked = withdrawAmount(c.form.amountText, limits);
  const min = money(limits.minPaise);
  const max = money(limits.maxPaise);
  const required = money(turnover.requiredPaise);
  const left = money(turnover.leftPaise);
  const allowed = daily.allowed;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'NEXT' });
      }}
    >
      <p className={styles.balance}>
        <Trans>Available balance</Trans> <strong data-testid="withdraw-balance">{money(limits.balancePaise)}</strong>
      </p>

      <fieldset className={styles.banks}>
        <legend className={styles.legend}>
          <Trans>Bank account</Trans>
        </legend>
        {c.accounts.map((account) => (
          <label key={account.id} className={account.id === c.form.bankAccountId ? styles.bankChosen : styles.bank} data-testid={`withdraw-bank-${account.id}`}>
            <input
              type="radio"
              name="withdraw-bank"
              className="visually-hidden"
              checked={account.id === c.form.bankAccountId}
              onChange={() => send({ type: 'CHOOSE_BANK', bankAccountId: account.id })}
            />
            <span className={styles.bankHolder}>{account.holderName}</span>
            <span className={surface.caption}>{account.bankName}</span>
            <span className={styles.bankNumber}>{isolateLtr(account.accountNumberMasked, i18n.locale)}</span>
          </label>
        ))}
        {c.issues.bank && (
          <Notice tone="danger" plain role="alert">
            <Trans>Choose the bank account to pay to</Trans>
          </Notice>
        )}
      </fieldset>

      <FormField
        label={
          <Trans>
            Amount ({min} – {max})
          </Trans>
        }
        inputMode="decimal"
        autoComplete="off"
        value={c.form.amountText}
        onChange={(event) => send({ type: 'CHANGE_AMOUNT', value: event.target.value })}
        error={amountIssue ? amountText(amountIssue) : null}
        data-testid="withdraw-amount"
      />

      <FactList look="panel" className={styles.quote} data-testid="withdraw-fee">
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd>{quote ? money(quote.feePaise) : '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Reaches your bank</Trans>
          </dt>
          <dd>{quote && checked.ok ? money(quote.receivePaise) : '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Withdrawals today</Trans>
          </dt>
          <dd data-testid="withdraw-daily">
            {daily.used}/{daily.allowed}
          </dd>
        </div>
      </FactList>

      <div className={`${surface.column} ${surface.gap3}`} data-testid="withdraw-turnover" data-met={turnover.met}>
        <div className={styles.turnoverHead}>
          <span>
            <Trans>Bets required before a withdrawal</Trans>
          </span>
          <span className={styles.turnoverFigures}>
            {money(turnover.donePaise)} / {money(turnover.requiredPaise)}
          </span>
        </div>
        <ProgressBar percent={turnover.percent} label={t`Turnover requirement`} tone={turnover.met ? 'done' : 'accent'} />
        {!turnover.met && (
          <Notice tone="danger" plain role="alert" data-testid="withdraw-turnover-left">
            <Trans>
              Your deposits and bonuses must be bet before a withdrawal. Still to bet: {left} (of {required}).
            </Trans>
          </Notice>
        )}
      </div>

      {blocked === 'dailyLimitReached' && (
        <Notice tone="danger" role="alert" data-testid="withdraw-daily-limit">
          <Trans>You have made all {allowed} withdrawals allowed today. Please try again tomorrow.</Trans>
        </Notice>
      )}

      <FormField
        label={<Trans>Withdrawal password (6 digits)</Trans>}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={c.form.password}
        onChange={(event) => send({ type: 'CHANGE_PASSWORD', value: event.target.value })}
        error={c.issues.password ? t`The withdrawal password must be 6 digits` : null}
        data-testid="withdraw-password"
      />

      <FormRow>
        <Button type="submit" size="l" disabled={blocked !== null} data-testid="withdraw-next">
          <Trans>Next</Trans>
        </Button>
      </FormRow>
    </form>
  );
}

function Confirmation({ snapshot, send, money }: { snapshot: WithdrawSnapshot; send: WithdrawSend; money: (paise: number) => string }) {
  const { i18n } = useLingui();
  const summary = withdrawSummary(snapshot);
  const submitting = snapshot.matches('submitting');
  if (!summary) return null;
  return (
    <div className={styles.confirm} data-testid="withdraw-summary">
      <h3 className={surface.subhead}>
        <Trans>Please check your withdrawal</Trans>
      </h3>
      <FactList columns={2} look="panel" className={styles.summary}>
        <div>
          <dt>
            <Trans>Bank account</Trans>
          </dt>
          <dd>
            {isolateLtr(summary.account?.holderName ?? '', i18n.locale)} · {summary.account?.bankName} ·{' '}
            {isolateLtr(summary.account?.accountNumberMasked ?? '', i18n.locale)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{money(summary.amountPaise)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd>{money(summary.feePaise)}</dd>
        </div>
        <div className={styles.summaryTotal}>
          <dt>
            <Trans>Reaches your bank</Trans>
          </dt>
          <dd>{money(summary.receivePaise)}</dd>
        </div>
      </FactList>
      <Notice plain>
        <Trans>The amount is held from your balance until the withdrawal is approved.</Trans>
      </Notice>
      <FormRow>
        <Button variant="ghost" onClick={() => send({ type: 'BACK' })} disabled={submitting}>
          <Trans>Back</Trans>
        </Button>
        <Button size="l" onClick={() => send({ type: 'CONFIRM' })} disabled={submitting} aria-busy={submitting} data-testid="withdraw-confirm">
          {submitting ? <Trans>Sending…</Trans> : <Trans>Confirm withdrawal</Trans>}
        </Button>
      </FormRow>
    </div>
  );
}

type HistorySnapshot = ReturnType<typeof useMachine<typeof withdrawalsListMachine>>[0];
type HistorySend = ReturnType<typeof useMachine<typeof withdrawalsListMachine>>[1];

function WithdrawalHistory({ snapshot, send, money }: { snapshot: HistorySnapshot; send: HistorySend; money: (paise: number) => string }) {
  const { t, i18n } = useLingui();
  const format = formatterFor(i18n.locale);
  const statusLabel: Record<WithdrawalStatus, string> = {
    pending: t`Pending approval`,
    approved: t`Paid to a member: waiting for your confirmation`,
    rejected: t`Rejected: the amount went back to your balance`,
    paid: t`Paid`,
  };
  const { items, pageNo, totalPages, moreFailed } = snapshot.context;
  // The history as a record table configuration: time, bank account, amount, fee, what reaches the bank, status.
  const columns: RecordColumn<Withdrawal>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (withdrawal) => format.dateTime(withdrawal.createdAt), wrap: true },
    {
      id: 'bank',
      header: <Trans>Bank account</Trans>,
      wrap: true,
      cell: (withdrawal) => (
        <>
          {withdrawal.bankName} {format.name(withdrawal.accountNumberMasked)}
        </>
      ),
    },
    { id: 'amount', header: <Trans>Amount</Trans>, cell: (withdrawal) => money(withdrawal.amountPaise), align: 'end' },
    { id: 'fee', header: <Trans>Fee</Trans>, cell: (withdrawal) => money(withdrawal.feePaise), align: 'end' },
    { id: 'receive', header: <Trans>Reaches your bank</Trans>, cell: (withdrawal) => money(withdrawal.receivePaise), align: 'end' },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      wrap: true,
      cell: (withdrawal) => <StatusTag tone={WITHDRAWAL_STATUS_TONE[withdrawal.status]}>{statusLabel[withdrawal.status]}</StatusTag>,
    },
  ];
  return (
    <SectionCard titleId="withdraw-history-title" title={<Trans>My withdrawals</Trans>} data-testid="withdraw-history">
      {snapshot.matches('loading') && <Spinner label={t`Loading`} area="row" />}
      {snapshot.matches('failed') && (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>Your withdrawals could not be loaded.</Trans>
        </InlineRetry>
      )}
      {!snapshot.matches('loading') && !snapshot.matches('failed') && items.length === 0 && (
        <Notice plain>
          <Trans>No withdrawals yet.</Trans>
        </Notice>
      )}
      {items.length > 0 && (
        <RecordTable
          caption={t`My withdrawals`}
          columns={columns}
          rows={items}
          rowKey={(withdrawal) => withdrawal.id}
          empty={null}
          testId="withdraw-history-table"
          rowTestId="withdraw-row"
          rowData={(withdrawal) => ({ status: withdrawal.status })}
        />
      )}
      {moreFailed && (
        <Notice tone="danger" plain role="alert">
          <Trans>More withdrawals could not be loaded.</Trans>
        </Notice>
      )}
      {pageNo < totalPages && (
        <FormRow>
          <Button variant="outline" size="s" onClick={() => send({ type: 'LOAD_MORE' })} disabled={snapshot.matches('loadingMore')} data-testid="withdraw-history-more">
            <Trans>Show more</Trans>
          </Button>
        </FormRow>
      )}
    </SectionCard>
  );
}

/** What the member must set up in the security center before a withdrawal, with a way there and a re-check. */
function SetupPrompt(props: {
  testId: string;
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  actionTestId: string;
  action: ReactNode;
  onAction: () => void;
  onCheckAgain: () => void;
}) {
  return (
    <InfoRow
      look="dashed"
      data-testid={props.testId}
      icon={props.icon}
      title={props.title}
      text={props.text}
      action={
        <div className={styles.promptActions}>
          <Button onClick={props.onAction} data-testid={props.actionTestId}>
            {props.action}
          </Button>
          <Button variant="ghost" onClick={props.onCheckAgain}>
            <Trans>Check again</Trans>
          </Button>
        </div>
      }
    />
  );
}
