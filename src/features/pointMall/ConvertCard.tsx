import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { formatterFor } from '@kernel/format';
import type { pointConvertMachine } from '@machines/member/pointConvert.machine';
import { convertibleNow, convertQuote, convertStep } from '@machines/member/pointConvert.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { InfoRow } from '@/ui/InfoRow';
import { SectionCard } from '@/ui/SectionCard';
import { useErrorText } from '@/ui/useErrorText';
import styles from './PointMall.module.css';
import { usePointTexts } from './usePointTexts';
import { WriteOutcome } from './WriteOutcome';

/**
 * SPEC 7 MCS2_convertPoint: points into the main wallet at the exchange ratio. The points typed
 * show the money they give; the rules (the minimum, whole steps of the ratio, the points held)
 * and the withdrawal password are checked before anything is sent, and again by the backend.
 */
export function ConvertCard({ convert, currencySymbol }: { convert: ActorRefFrom<typeof pointConvertMachine>; currencySymbol: string }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const texts = usePointTexts();
  const step = useSelector(convert, convertStep);
  const context = useSelector(convert, (snapshot) => snapshot.context);
  const quote = useSelector(convert, convertQuote);
  const most = useSelector(convert, convertibleNow);
  const money = (paise: number) => formatterFor(i18n.locale).paise(paise, currencySymbol);
  const { config, form, issues, result } = context;
  const min = texts.count(config.convertMinPoints);
  const stepPoints = texts.count(config.convertStepPoints);
  const mostText = texts.count(most);
  const gives = quote === null ? '—' : money(quote);
  const doneText = (converted: string, amount: string) => t`${converted} points became ${amount} in your main wallet.`;

  return (
    <SectionCard titleId="convert-title" title={<Trans>Convert points to balance</Trans>} data-testid="convert-card">
      <p className={styles.cardNote}>
        <Trans>
          At least {min} points, in steps of {stepPoints}. You can convert up to {mostText} points now.
        </Trans>
      </p>

      {(step === 'editing' || step === 'sending') && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            convert.send({ type: 'SUBMIT' });
          }}
        >
          <FormField
            label={<Trans>Points to convert</Trans>}
            inputMode="numeric"
            autoComplete="off"
            value={form.pointsText}
            onChange={(event) => convert.send({ type: 'CHANGE_POINTS', value: event.target.value })}
            error={issues.points ? texts.convertIssueText(issues.points, config, context.currentPoints) : null}
            disabled={step === 'sending'}
            data-testid="convert-points"
          />
          <p className={styles.quote} data-testid="convert-quote">
            <Trans>You get</Trans> <strong>{gives}</strong>
          </p>
          <FormField
            label={<Trans>Withdrawal password (6 digits)</Trans>}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={form.password}
            onChange={(event) => convert.send({ type: 'CHANGE_PASSWORD', value: event.target.value })}
            error={issues.password ? texts.passwordIssueText(issues.password) : null}
            disabled={step === 'sending'}
            data-testid="convert-password"
          />
          <Button type="submit" disabled={step === 'sending'} aria-busy={step === 'sending'} data-testid="convert-submit">
            {step === 'sending' ? <Trans>Converting…</Trans> : <Trans>Convert</Trans>}
          </Button>
        </form>
      )}

      {step === 'noPassword' && (
        <InfoRow
          look="outlined"
          className={styles.result}
          icon={<KeyRound size={24} aria-hidden="true" />}
          title={<Trans>Set a withdrawal password first</Trans>}
          text={<Trans>Converting asks for your 6-digit withdrawal password. Set it in the security center, then come back.</Trans>}
          data-testid="convert-no-password"
          data-outcome="noPassword"
          action={
            <FormRow>
              <Button size="s" onClick={() => convert.send({ type: 'OPEN_SECURITY' })} data-testid="convert-open-security">
                <Trans>Set the withdrawal password</Trans>
              </Button>
              <Button size="s" variant="ghost" onClick={() => convert.send({ type: 'EDIT' })}>
                <Trans>Back</Trans>
              </Button>
            </FormRow>
          }
        />
      )}

      {step === 'refused' && (
        <WriteOutcome
          testId="convert-result"
          outcome="refused"
          title={<Trans>The points were not converted</Trans>}
          text={errorText(context.error)}
          textTestId="convert-error"
          actions={
            <Button size="s" variant="outline" onClick={() => convert.send({ type: 'EDIT' })} data-testid="convert-edit">
              <Trans>Back to the form</Trans>
            </Button>
          }
        />
      )}

      {step === 'unknown' && (
        <WriteOutcome
          testId="convert-result"
          outcome="unknown"
          title={<Trans>The answer did not arrive</Trans>}
          text={<Trans>The conversion may or may not have been made. Trying again sends the same request: it is never made twice.</Trans>}
          actions={
            <FormRow>
              <Button size="s" onClick={() => convert.send({ type: 'RETRY' })} data-testid="convert-retry">
                <Trans>Try again</Trans>
              </Button>
              <Button size="s" variant="ghost" onClick={() => convert.send({ type: 'EDIT' })}>
                <Trans>Back to the form</Trans>
              </Button>
            </FormRow>
          }
        />
      )}

      {step === 'done' && result && (
        <WriteOutcome
          testId="convert-result"
          outcome="done"
          title={<Trans>Converted</Trans>}
          text={doneText(texts.count(result.points), money(result.amountPaise))}
          textTestId="convert-done-text"
          actions={
            <Button size="s" variant="outline" onClick={() => convert.send({ type: 'AGAIN' })} data-testid="convert-again">
              <Trans>Convert more</Trans>
            </Button>
          }
        />
      )}
    </SectionCard>
  );
}
