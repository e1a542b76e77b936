import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleAlert, CircleCheck, Clock, ExternalLink, Gift, Wallet, WifiOff } from 'lucide-react';
import type { DepositOrder } from '@kernel/deposit';
import {
  bonusPreviewFor,
  channelName,
  chosenChannel,
  depositPageWaiting,
  depositPhase,
  formLocked,
  gatewayState,
  orderBonusPaise,
  orderSecondsLeft,
  reconnecting,
  shownAmountIssue,
  validAmountPaise,
} from '@machines/wallet/deposit.selectors';
import { countdownText } from '@/rules/countdown.rules';
import { Button } from '@/ui/Button';
import { ChoiceTile } from '@/ui/ChoiceTile';
import { FactList } from '@/ui/FactList';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { StatusTag } from '@/ui/StatusTag';
import surface from '@/ui/Surface.module.css';
import { useAmountIssueText } from '@/ui/useAmountIssueText';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import { DepositHistory } from './DepositHistory';
import styles from './DepositPage.module.css';
import { PendingConfirmations, usePendingConfirmations } from './PendingConfirmations';
import { DEPOSIT_STATUS_TONE } from './statusTone';
import { useDepositPageMachines } from './useDepositPageMachines';
import { useDepositTexts } from './useDepositTexts';

/**
 * Member center depositv2: pending withdrawal confirmations on top, then the deposit form (a
 * channel, an amount within its limits, an optional bonus) or the order being paid (its payment
 * page, countdown and live status), then the order history.
 */
export default function DepositPage(props: MemberPageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const amountIssueText = useAmountIssueText(props.currencySymbol);
  const texts = useDepositTexts(props.currencySymbol);
  const { currencySymbol } = props;

  const { deposit, history } = useDepositPageMachines(props);
  const pendingConfirmations = usePendingConfirmations(props.calls.confirmation);
  const snapshot = useSelector(deposit, (state) => state);
  const send = deposit.send;
  const { context } = snapshot;
  const phase = depositPhase(snapshot);
  const locked = formLocked(snapshot);
  const channel = chosenChannel(context);
  const amountIssue = shownAmountIssue(context);
  const amountPaise = validAmountPaise(context);
  const order = context.order;
  const depositText = amountPaise !== null ? texts.money(amountPaise) : '';
  const minText = channel ? texts.money(channel.minPaise) : '';
  const maxText = channel ? texts.money(channel.maxPaise) : '';

  if (depositPageWaiting(phase, pendingConfirmations)) {
    return (
      <Stack gap="l" data-testid="deposit-page">
        <Spinner label={t`Loading`} size={32} area="row" />
      </Stack>
    );
  }

  return (
    <Stack gap="l" data-testid="deposit-page">
      <PendingConfirmations calls={props.calls.confirmation} pending={pendingConfirmations} wallet={props.wallet} currencySymbol={props.currencySymbol} />

      {phase === 'loadFailed' && (
        <div data-testid="deposit-load-failed">
          <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
            {errorText(context.failure)} <Trans>The deposit channels could not be loaded.</Trans>
          </InlineRetry>
        </div>
      )}

      {phase === 'form' && context.options && (
        <form
          className={`${surface.column} ${surface.gap8}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <fieldset className={styles.fieldset} disabled={locked}>
            <legend className={styles.sectionTitle}>
              <Wallet size={18} aria-hidden="true" /> <Trans>Payment channel</Trans>
            </legend>
            <div className={styles.channels}>
              {context.options.channels.map((entry) => (
                <ChoiceTile
                  key={entry.code}
                  active={entry.code === context.channel}
                  title={entry.name}
                  onClick={() => send({ type: 'CHOOSE_CHANNEL', channel: entry.code })}
                  data-testid={`deposit-channel-${entry.code}`}
                >
                  {texts.money(entry.minPaise)} – {texts.money(entry.maxPaise)}
                </ChoiceTile>
              ))}
            </div>
          </fieldset>

          {channel && (
            <fieldset className={styles.fieldset} disabled={locked}>
              <legend className={styles.sectionTitle}>
                <Trans>Amount</Trans>
              </legend>
              <fieldset className={styles.presets} aria-label={t`Quick amounts`}>
                {channel.presetsPaise.map((paise) => (
                  <button
                    key={paise}
                    type="button"
                    className={amountPaise === paise ? styles.presetActive : styles.preset}
                    aria-pressed={amountPaise === paise}
                    onClick={() => send({ type: 'PICK_PRESET', paise })}
                    data-testid={`deposit-preset-${paise}`}
                  >
                    {texts.money(paise)}
                  </button>
                ))}
              </fieldset>
              <FormField
                label={<Trans>Amount in rupees ({currencySymbol})</Trans>}
                value={context.amountText}
                onChange={(event) => send({ type: 'SET_AMOUNT', text: event.target.value })}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t`Between ${minText} and ${maxText}`}
                error={amountIssue ? amountIssueText(amountIssue.issue, amountIssue.bounds ?? undefined) : null}
                data-testid="deposit-amount"
              />
            </fieldset>
          )}

          <fieldset className={styles.fieldset} disabled={locked}>
            <legend className={styles.sectionTitle}>
              <Gift size={18} aria-hidden="true" /> <Trans>Deposit bonus</Trans>
            </legend>
            <div className={styles.bonuses}>
              <ChoiceTile
                tone="accent"
                active={context.bonusId === null}
                title={<Trans>No bonus</Trans>}
                onClick={() => send({ type: 'CHOOSE_BONUS', bonusId: null })}
                data-testid="deposit-bonus-none"
              >
                <Trans>Bet the deposit once before withdrawing it.</Trans>
              </ChoiceTile>
              {context.options.bonuses.map((bonus) => {
                const preview = bonusPreviewFor(context, bonus);
                const multiplier = bonus.turnoverMultiplier;
                const percent = bonus.percent;
                const cap = texts.money(bonus.maxBonusPaise);
                const extra = preview ? texts.money(preview.bonusPaise) : '';
                const credited = preview ? texts.money(preview.creditedPaise) : '';
                const turnover = preview ? texts.money(preview.turnoverPaise) : '';
                return (
                  <ChoiceTile
                    key={bonus.id}
                    tone="accent"
                    active={context.bonusId === bonus.id}
                    title={bonus.title}
                    onClick={() => send({ type: 'CHOOSE_BONUS', bonusId: bonus.id })}
                    data-testid={`deposit-bonus-${bonus.id}`}
                  >
                    {preview ? (
                      <span data-testid={`deposit-bonus-preview-${bonus.id}`}>
                        <Trans>
                          +{extra} bonus: {credited} credited. Bet {turnover} ({multiplier}×) before withdrawing.
                        </Trans>
                      </span>
                    ) : (
                      <Trans>
                        {percent}% of the deposit, up to {cap}. Turnover {multiplier}× the deposit and bonus.
                      </Trans>
                    )}
                  </ChoiceTile>
                );
              })}
            </div>
          </fieldset>

          {snapshot.matches('editing') && context.failure !== null && (
            <Notice tone="danger" plain role="alert" data-testid="deposit-error">
              {errorText(context.failure)}
            </Notice>
          )}
          {snapshot.matches('unknownOutcome') && (
            <Notice as="div" tone="accent" row role="status" data-testid="deposit-unknown">
              <WifiOff size={18} aria-hidden="true" />
              <span>
                <Trans>The connection dropped while your order was being made. We are asking again whether it was made; you will get one order only.</Trans>
              </span>
              <Button size="s" variant="outline" onClick={() => send({ type: 'RETRY' })} disabled={!snapshot.can({ type: 'RETRY' })} data-testid="deposit-check-now">
                <Trans>Check now</Trans>
              </Button>
            </Notice>
          )}
          <FormRow>
            <Button type="submit" size="l" disabled={locked} data-testid="deposit-submit">
              {locked ? <Trans>Creating your order…</Trans> : amountPaise !== null ? <Trans>Deposit {depositText}</Trans> : <Trans>Deposit</Trans>}
            </Button>
          </FormRow>
        </form>
      )}

      {phase === 'order' && order && (
        <OrderPanel
          order={order}
          status={order.status}
          channel={texts.channel(order.channel, channelName(context, order.channel))}
          bonusPaise={orderBonusPaise(context)}
          secondsLeft={orderSecondsLeft(context) ?? 0}
          gateway={gatewayState(snapshot)}
          reconnecting={reconnecting(snapshot)}
          texts={texts}
          onOpenGateway={() => send({ type: 'OPEN_GATEWAY' })}
          onNewDeposit={() => send({ type: 'NEW_DEPOSIT' })}
        />
      )}

      <DepositHistory history={history} texts={texts} channelName={(code) => channelName(context, code)} />
    </Stack>
  );
}

function OrderPanel({
  order,
  status,
  channel,
  bonusPaise,
  secondsLeft,
  gateway,
  reconnecting: isReconnecting,
  texts,
  onOpenGateway,
  onNewDeposit,
}: {
  order: DepositOrder;
  status: DepositOrder['status'];
  channel: string;
  bonusPaise: number;
  secondsLeft: number;
  gateway: ReturnType<typeof gatewayState>;
  reconnecting: boolean;
  texts: ReturnType<typeof useDepositTexts>;
  onOpenGateway: () => void;
  onNewDeposit: () => void;
}) {
  const { t } = useLingui();
  const amount = texts.money(order.amountPaise);
  const bonus = texts.money(bonusPaise);
  const timeLeft = countdownText(secondsLeft);
  const orderId = order.orderId;
  return (
    <section className={styles.order} aria-labelledby="deposit-order-title" data-testid="deposit-order" data-status={status}>
      <header className={styles.orderHead}>
        <h2 id="deposit-order-title" className={styles.sectionTitle}>
          <Trans>Order {orderId}</Trans>
        </h2>
        <StatusTag tone={DEPOSIT_STATUS_TONE[status]} data-testid="deposit-order-status">
          {texts.statusLabel[status]}
        </StatusTag>
      </header>
      <FactList columns={4} large>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Channel</Trans>
          </dt>
          <dd>{channel}</dd>
        </div>
        <div>
          <dt>
            <Trans>Bonus</Trans>
          </dt>
          <dd>{order.bonusId ? bonus : <Trans>None</Trans>}</dd>
        </div>
        {status === 'pending' && (
          <div>
            <dt>
              <Trans>Time left to pay</Trans>
            </dt>
            <dd>
              <span role="timer" className={`${surface.inlineRow} ${surface.gap2}`} data-testid="deposit-countdown">
                <Clock size={14} aria-hidden="true" /> {timeLeft}
              </span>
            </dd>
          </div>
        )}
      </FactList>

      {status === 'pending' && gateway === 'opening' && (
        <Notice tone="accent" row role="status">
          <Spinner label={t`Opening the payment page`} size={16} /> <Trans>Opening the payment page…</Trans>
        </Notice>
      )}
      {status === 'pending' && gateway === 'opened' && (
        <Notice as="div" tone="accent" row role="status">
          <span>
            <Trans>Complete the payment in the window that opened. This page updates by itself.</Trans>
          </span>
          <Button size="s" variant="outline" onClick={onOpenGateway} data-testid="deposit-open-gateway">
            <ExternalLink size={14} aria-hidden="true" /> <Trans>Open the payment page again</Trans>
          </Button>
        </Notice>
      )}
      {status === 'pending' && gateway === 'blocked' && (
        <Notice as="div" tone="danger" row role="alert" data-testid="deposit-popup-blocked">
          <span>
            <Trans>Popup blocked. Please allow popups and try again.</Trans>
          </span>
          <Button size="s" onClick={onOpenGateway} data-testid="deposit-open-gateway">
            <ExternalLink size={14} aria-hidden="true" /> <Trans>Open the payment page</Trans>
          </Button>
        </Notice>
      )}
      {status === 'pending' && gateway === 'none' && (
        <Notice tone="accent" row role="status">
          <Trans>This order is paid by another member's transfer. This page updates by itself.</Trans>
        </Notice>
      )}
      {status === 'pending' && isReconnecting && (
        <Notice tone="warning" row role="status" data-testid="deposit-reconnecting">
          <WifiOff size={16} aria-hidden="true" /> <Trans>Reconnecting… The status shown is the last one we know.</Trans>
        </Notice>
      )}

      {status === 'paid' && (
        <Notice tone="success" row role="status" data-testid="deposit-paid">
          <CircleCheck size={18} aria-hidden="true" />
          {order.bonusPaise > 0 ? (
            <Trans>
              Payment received: {amount} and a {bonus} bonus were added to your balance.
            </Trans>
          ) : (
            <Trans>Payment received: {amount} was added to your balance.</Trans>
          )}
          {order.bonusRefusal === 'firstDepositTaken' && (
            <span data-testid="deposit-bonus-refused">
              {' '}
              <Trans>The first-deposit bonus was not added: it comes only with your first paid deposit.</Trans>
            </span>
          )}
        </Notice>
      )}
      {status === 'failed' && (
        <Notice tone="danger" row role="alert" data-testid="deposit-failed">
          <CircleAlert size={18} aria-hidden="true" />
          <Trans>The payment failed. Nothing was added to your balance.</Trans>
        </Notice>
      )}
      {status === 'expired' && (
        <Notice tone="danger" row role="alert" data-testid="deposit-expired">
          <CircleAlert size={18} aria-hidden="true" />
          <Trans>The order expired before it was paid. Nothing was added to your balance.</Trans>
        </Notice>
      )}
      {status !== 'pending' && (
        <FormRow>
          <Button onClick={onNewDeposit} data-testid="deposit-new">
            <Trans>Make another deposit</Trans>
          </Button>
        </FormRow>
      )}
    </section>
  );
}
