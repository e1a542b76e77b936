import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Mail, Smartphone } from 'lucide-react';
import type { FormRules } from '@machines/formRules.rules';
import type { BindIssue, BindRequest, ContactKind } from '@machines/member/bindContact.rules';
import { bindCodeDialingCode, bindCodeTarget, bindDialingCodes, bindFormOpen, bindRulesLoading, canSendBindCode } from '@machines/member/bindContact.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { Notice } from '@/ui/Notice';
import { PhoneField } from '@/ui/PhoneField';
import { useErrorText } from '@/ui/useErrorText';
import styles from './Security.module.css';
import { SendCodeButton } from './SendCodeButton';
import { useContactBindingMachines } from './useSecurityCenterMachines';

export type ContactBindingProps = {
  kind: ContactKind;
  /** The bound contact, masked; null when none is bound (or the profile is not loaded). */
  current: string | null;
  /** Sends a code to the number (with its dialling code, '' for the server's home market) or address. */
  sendCode: (target: string, countryDialingCode: string) => Promise<{ expiredMinutes: number }>;
  bind: (request: BindRequest) => Promise<unknown>;
  /** The served country codes and validators (SPEC 7) a mobile is bound with. */
  loadFormRules: () => Promise<FormRules>;
  /** The contact changed: the profile is read again. */
  onBound: () => void;
};

/** Binding or changing the mobile (SMS code) or the email (mailed code). Test ids: bind-mobile-* and bind-email-*. */
export function ContactBinding({ kind, current, sendCode, bind, onBound, loadFormRules }: ContactBindingProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  // The machine is made once per mount; it calls the latest handlers.
  const { binding: actor } = useContactBindingMachines(kind, bind, onBound, loadFormRules);
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const { values, issues, error, bound, countryDialingCode } = snapshot.context;
  const rulesLoading = bindRulesLoading(snapshot);
  const id = `bind-${kind}`;
  const mobile = kind === 'mobile';

  const targetIssueText = (issue: BindIssue | undefined) =>
    issue === 'required' ? t`Input cannot be empty` : issue === 'invalid' ? (mobile ? t`Please enter a valid mobile number` : t`Email format incorrect`) : null;
  const codeIssueText = (issue: BindIssue | undefined) =>
    issue === 'required' ? t`Input cannot be empty` : issue === 'invalid' ? t`Please enter a valid verification code` : null;

  return (
    <div className={styles.contact} data-testid={`${id}`}>
      <div className={styles.contactHead}>
        {mobile ? <Smartphone size={18} aria-hidden="true" /> : <Mail size={18} aria-hidden="true" />}
        <span className={styles.contactLabel}>{mobile ? <Trans>Mobile number</Trans> : <Trans>Email</Trans>}</span>
        <span className={current ? styles.contactValue : styles.contactNone} data-testid={`${id}-current`}>
          {current ?? <Trans>Not bound</Trans>}
        </span>
        {!bindFormOpen(snapshot) && (
          <Button size="s" variant="outline" onClick={() => send({ type: 'OPEN' })} data-testid={`${id}-open`}>
            {current ? <Trans>Change</Trans> : <Trans>Bind</Trans>}
          </Button>
        )}
      </div>
      {bound && !bindFormOpen(snapshot) && (
        <Notice tone="success" plain role="status" data-testid={`${id}-done`}>
          {mobile ? <Trans>Your mobile number is bound.</Trans> : <Trans>Your email address is bound.</Trans>}
        </Notice>
      )}
      {bindFormOpen(snapshot) && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <PhoneField countries={bindDialingCodes(snapshot)} dialingCode={countryDialingCode} onSelect={(code) => send({ type: 'SELECT_COUNTRY', code })}>
            <FormField
              label={mobile ? <Trans>Mobile number</Trans> : <Trans>New email address</Trans>}
              type={mobile ? 'tel' : 'email'}
              inputMode={mobile ? 'numeric' : 'email'}
              autoComplete={mobile ? 'tel-national' : 'email'}
              value={values.target}
              onChange={(event) => send({ type: 'CHANGE', field: 'target', value: event.target.value })}
              error={targetIssueText(issues.target)}
              disabled={rulesLoading}
              data-testid={`${id}-target`}
            />
          </PhoneField>
          <FormField
            label={mobile ? <Trans>SMS code</Trans> : <Trans>Code from the mail</Trans>}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.code}
            onChange={(event) => send({ type: 'CHANGE', field: 'code', value: event.target.value })}
            error={codeIssueText(issues.code)}
            disabled={rulesLoading}
            data-testid={`${id}-code`}
            addon={
              <SendCodeButton
                testId={`${id}-send`}
                canSend={() => canSendBindCode(actor.getSnapshot())}
                onInvalid={() => send({ type: 'SHOW_TARGET_ISSUE' })}
                send={() => sendCode(bindCodeTarget(actor.getSnapshot()), bindCodeDialingCode(actor.getSnapshot()))}
              />
            }
          />
          {error !== null && (
            <Notice tone="danger" role="alert" data-testid={`${id}-error`}>
              {errorText(error)}
            </Notice>
          )}
          <FormRow>
            <Button variant="ghost" onClick={() => send({ type: 'CANCEL' })} disabled={snapshot.matches('submitting')} data-testid={`${id}-cancel`}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={snapshot.matches('submitting')} data-testid={`${id}-submit`}>
              {snapshot.matches('submitting') ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </Button>
          </FormRow>
        </form>
      )}
    </div>
  );
}
