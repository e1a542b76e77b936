import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ShieldCheck } from 'lucide-react';
import { formatterFor } from '@kernel/format';
import { type GamblingLimit, LIMIT_MAX_PAISE, LIMIT_TIME_ZONE, type LimitKind, type LimitPeriod } from '@kernel/saferGambling';
import type { LimitAmountIssue } from '@machines/member/saferGambling.rules';
import { canRemove, countdownOf, limitGroups, saferGamblingStep, targetLimit } from '@machines/member/saferGambling.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { GamblingLimitsTable } from '@/ui/GamblingLimitsTable';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import { RealityCheckSection } from './RealityCheckSection';
import styles from './SaferGamblingPage.module.css';
import { TakeBreakSection } from './TakeBreakSection';
import { useSaferGamblingMachines } from './useSaferGamblingMachines';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Safer gambling (issue 26): the member's deposit, loss and wager limits per day, week and month,
 * what each period used and when it resets; editing one (a lower one applies at once, a higher one
 * or a removal is confirmed and applies after 24 hours, its countdown shown). Selects and sends only:
 * the flow is machines/member/saferGambling.machine.ts.
 */
export default function SaferGamblingPage(props: MemberPageProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const { limits, breakTaker } = useSaferGamblingMachines(props);
  const snapshot = useSelector(limits, (state) => state);
  const send = limits.send;
  const c = snapshot.context;
  const step = saferGamblingStep(snapshot);
  const format = formatterFor(i18n.locale);
  const money = (paise: number) => format.paise(paise, props.currencySymbol);
  const moment = (ms: number) => format.dateTime(ms, LIMIT_TIME_ZONE);

  const kindTitle: Record<LimitKind, string> = { deposit: t`Deposit limits`, loss: t`Loss limits`, wager: t`Wager limits` };
  const periodName: Record<LimitPeriod, string> = { day: t`Daily`, week: t`Weekly`, month: t`Monthly` };
  const maxLimit = money(LIMIT_MAX_PAISE);
  const issueText = (issue: LimitAmountIssue | null) => {
    switch (issue) {
      case 'required':
        return t`Please enter an amount`;
      case 'notNumber':
        return t`The amount must be a number`;
      case 'notWholeRupees':
        return t`Enter whole rupees, without paise`;
      case 'notPositive':
        return t`The amount must be greater than zero`;
      case 'tooLarge':
        return t`A limit can be at most ${maxLimit}`;
      default:
        return null;
    }
  };

  if (step === 'loading') return <Spinner label={t`Loading`} area="page" />;
  if (step === 'loadFailed') {
    return (
      <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
        <Trans>Your limits could not be loaded.</Trans> {errorText(c.loadError)}
      </InlineRetry>
    );
  }

  const target = targetLimit(snapshot);
  // Named values for the sentences (translators see {period}, {currency}, {amount}).
  const period = target ? periodName[target.period] : '';
  const currency = props.currencySymbol;
  const amount = c.amountPaise === null ? '' : money(c.amountPaise);
  const pendingText = (limit: GamblingLimit) => {
    const left = countdownOf(limit, c.now);
    if (!limit.pending || !left) return null;
    const countdown = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
    const raised = limit.pending.amountPaise === null ? null : money(limit.pending.amountPaise);
    return raised === null ? t`Removed in ${countdown}` : t`Rises to ${raised} in ${countdown}`;
  };

  return (
    <Stack gap="l" data-testid="safer-gambling">
      <Notice tone="info">
        <Trans>
          Limit how much you deposit, bet and lose each day, week and month. A lower limit applies at once; raising or removing a limit applies only after 24 hours. Days,
          weeks (from Monday) and months are counted in India time.
        </Trans>
      </Notice>
      {c.saved !== null && step === 'list' && (
        <Notice tone="success" role="status" data-testid="safer-gambling-saved">
          {c.saved === 'afterCooling' ? <Trans>Saved: the change applies in 24 hours.</Trans> : <Trans>Saved: the new limit applies now.</Trans>}
        </Notice>
      )}
      {limitGroups(snapshot).map((group) => (
        <SectionCard
          key={group.kind}
          title={
            <>
              <ShieldCheck size={18} aria-hidden="true" /> {kindTitle[group.kind]}
            </>
          }
          data-testid={`limits-${group.kind}`}
        >
          <GamblingLimitsTable
            limits={group.limits}
            money={money}
            moment={moment}
            pendingText={pendingText}
            actions={(limit) => {
              const id = `limit-${limit.kind}-${limit.period}`;
              return (
                <div className={styles.actions}>
                  <Button
                    size="s"
                    variant="outline"
                    disabled={step !== 'list'}
                    onClick={() => send({ type: 'EDIT', kind: limit.kind, period: limit.period })}
                    data-testid={`${id}-edit`}
                  >
                    {limit.amountPaise === null ? <Trans>Set</Trans> : <Trans>Change</Trans>}
                  </Button>
                  {canRemove(limit) && (
                    <Button
                      size="s"
                      variant="ghost"
                      disabled={step !== 'list'}
                      onClick={() => send({ type: 'REMOVE', kind: limit.kind, period: limit.period })}
                      data-testid={`${id}-remove`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </div>
              );
            }}
          />

          {target?.kind === group.kind && step === 'editing' && (
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'SAVE' });
              }}
              data-testid="limit-form"
            >
              <FormField
                label={
                  <Trans>
                    {period} limit ({currency}, whole rupees)
                  </Trans>
                }
                inputMode="numeric"
                autoComplete="off"
                value={c.text}
                onChange={(event) => send({ type: 'CHANGE', text: event.target.value })}
                error={issueText(c.issue)}
                data-testid="limit-amount"
              />
              <FormRow>
                <Button variant="outline" onClick={() => send({ type: 'CANCEL' })} data-testid="limit-cancel">
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" data-testid="limit-save">
                  <Trans>Save limit</Trans>
                </Button>
              </FormRow>
            </form>
          )}

          {target?.kind === group.kind && step === 'confirming' && (
            <div className={styles.form} data-testid="limit-confirm">
              <Notice tone="warning" role="alert">
                {c.amountPaise === null ? (
                  <Trans>Removing this limit takes effect only after 24 hours. Until then it stays in force.</Trans>
                ) : (
                  <Trans>Raising this limit to {amount} takes effect only after 24 hours. Until then the current limit stays in force.</Trans>
                )}
              </Notice>
              <FormRow>
                <Button variant="outline" onClick={() => send({ type: 'CANCEL' })} data-testid="limit-confirm-cancel">
                  <Trans>Cancel</Trans>
                </Button>
                <Button onClick={() => send({ type: 'CONFIRM' })} data-testid="limit-confirm-ok">
                  <Trans>Confirm</Trans>
                </Button>
              </FormRow>
            </div>
          )}

          {target?.kind === group.kind && step === 'saving' && <Spinner label={t`Saving…`} size={22} />}

          {target?.kind === group.kind && step === 'saveFailed' && (
            <div className={styles.form}>
              <Notice tone="danger" role="alert" data-testid="limit-save-error">
                {errorText(c.failure)}
              </Notice>
              <FormRow>
                <Button variant="outline" onClick={() => send({ type: 'CANCEL' })}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button onClick={() => send({ type: 'RETRY' })} data-testid="limit-retry">
                  <Trans>Try again</Trans>
                </Button>
              </FormRow>
            </div>
          )}
        </SectionCard>
      ))}
      {/* Issue 26: the reality check (the app-wide actor's setting) and taking a break. */}
      {props.realityCheck && <RealityCheckSection realityCheck={props.realityCheck} />}
      <TakeBreakSection breakTaker={breakTaker} />
    </Stack>
  );
}
