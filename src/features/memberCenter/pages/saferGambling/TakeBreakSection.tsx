import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Coffee } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { BREAK_PERIODS, type BreakPeriod } from '@kernel/playerSafety';
import type { selfExclusionMachine } from '@machines/member/selfExclusion.machine';
import { breakFailed, breakPasswordWrong, breakSubmitting, isConfirmingBreak } from '@machines/member/selfExclusion.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { Notice } from '@/ui/Notice';
import { Pill, PillGroup } from '@/ui/PillGroup';
import { SectionCard } from '@/ui/SectionCard';
import { useErrorText } from '@/ui/useErrorText';
import styles from './SaferGamblingPage.module.css';

/**
 * Issue 26 take a break: a time-out (24 hours, 7 or 30 days) or a self-exclusion (6 months, 1 or
 * 5 years), confirmed with the password after a warning that it cannot be undone. Granted, the
 * session ends (the machine's endSession).
 */
export function TakeBreakSection({ breakTaker }: { breakTaker: ActorRefFrom<typeof selfExclusionMachine> }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const snapshot = useSelector(breakTaker, (state) => state);
  const send = breakTaker.send;
  const c = snapshot.context;
  const confirming = isConfirmingBreak(snapshot);
  const submitting = breakSubmitting(snapshot);
  const periodName: Record<BreakPeriod, string> = {
    '24h': t`24 hours`,
    '7d': t`7 days`,
    '30d': t`30 days`,
    '6m': t`6 months`,
    '1y': t`1 year`,
    '5y': t`5 years`,
  };
  const chosen = c.period ? periodName[c.period] : '';
  const periods = (kind: keyof typeof BREAK_PERIODS, label: string) => (
    <PillGroup label={label}>
      {BREAK_PERIODS[kind].map((period) => (
        <Pill key={period} active={c.period === period} disabled={submitting} onClick={() => send({ type: 'CHOOSE', period })} data-testid={`break-${period}`}>
          {periodName[period]}
        </Pill>
      ))}
    </PillGroup>
  );
  return (
    <SectionCard
      title={
        <>
          <Coffee size={18} aria-hidden="true" /> <Trans>Take a break</Trans>
        </>
      }
      data-testid="take-break"
    >
      <p>
        <Trans>Time-out: a short break from playing.</Trans>
      </p>
      {periods('timeOut', t`Time-out`)}
      <p>
        <Trans>Self-exclusion: a long break, for when gambling is no longer fun.</Trans>
      </p>
      {periods('selfExclusion', t`Self-exclusion`)}
      {confirming && (
        <form
          className={styles.form}
          data-testid="break-confirm"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'CONFIRM' });
          }}
        >
          <Notice tone="warning" role="alert">
            <Trans>
              You will be signed out at once and cannot log in, deposit or play for {chosen}. This cannot be undone or shortened, not even by customer service.
            </Trans>
          </Notice>
          <FormField
            label={<Trans>Password</Trans>}
            type="password"
            autoComplete="current-password"
            value={c.password}
            onChange={(event) => send({ type: 'CHANGE_PASSWORD', text: event.target.value })}
            error={c.passwordRequired ? t`Please enter your password` : breakPasswordWrong(snapshot) ? errorText(c.failure) : null}
            data-testid="break-password"
          />
          {breakFailed(snapshot) && (
            <Notice tone="danger" role="alert" data-testid="break-error">
              {errorText(c.failure)}
            </Notice>
          )}
          <FormRow>
            <Button type="button" variant="outline" disabled={submitting} onClick={() => send({ type: 'CANCEL' })} data-testid="break-cancel">
              <Trans>Cancel</Trans>
            </Button>
            {breakFailed(snapshot) ? (
              <Button type="button" onClick={() => send({ type: 'RETRY' })} data-testid="break-retry">
                <Trans>Try again</Trans>
              </Button>
            ) : (
              <Button type="submit" disabled={submitting} data-testid="break-submit">
                <Trans>Start my break</Trans>
              </Button>
            )}
          </FormRow>
        </form>
      )}
    </SectionCard>
  );
}
