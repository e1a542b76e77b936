import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { SocialChannel } from '@kernel/socialLogin';
import type { SocialField, SocialLoginError } from '@machines/auth/socialLogin.machine';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import styles from '../AuthForm.module.css';
import { FlowForm } from '../FlowForm';
import { TwoFactorCodeForm } from '../TwoFactorCodeForm';
import { useSecondFactorForm } from '../useSecondFactorForm';
import { useServerErrorText } from '../useServerErrorText';
import type { SocialLoginActor } from './useSocialLogin';

/** Brand names: not translated. */
export const PROVIDER_NAMES: Readonly<Record<SocialChannel, string>> = { google: 'Google', facebook: 'Facebook' };

export function useSocialErrorText() {
  const { t } = useLingui();
  const serverText = useServerErrorText();
  return (error: SocialLoginError | null): string | null => {
    if (!error) return null;
    switch (error.kind) {
      case 'blocked':
        return t`Popup blocked. Please allow popups and try again.`;
      case 'closed':
      case 'cancelled':
      case 'provider':
      case 'state':
        return t`Login failure. Please try again.`;
      case 'required':
        return t`Input cannot be empty`;
      case 'mismatch':
        return t`Confirm password incorrect`;
      case 'codeRequired':
        return t`Please enter a valid verification code`;
      case 'twoFactorFormat':
        return t`Enter the 6-digit code from your authenticator app`;
      case 'network':
        return t`Network link is abnormal, please try again`;
      case 'server':
        return serverText(error.code, error.message);
    }
  };
}

/**
 * The steps of a social login whose identity is not linked yet (SPEC 4): choose, then link or
 * register; and the second factor of an account with two-factor on (issue 26), as the password login asks it.
 */
export function SocialLoginStep({ actor }: { actor: SocialLoginActor }) {
  const { t } = useLingui();
  const errorText = useSocialErrorText();
  const snapshot = useSelector(actor, (state) => state);
  const c = snapshot.context;
  const send = actor.send;
  const provider = c.ticket ? PROVIDER_NAMES[c.ticket.channel] : '';
  const name = c.ticket?.displayName ?? '';
  const change = (field: SocialField) => (event: React.ChangeEvent<HTMLInputElement>) => send({ type: 'CHANGE', field, value: event.target.value });
  const busy = snapshot.matches('submittingLink') || snapshot.matches('submittingRegister');
  const secondFactorForm = useSecondFactorForm(actor, errorText);

  if (secondFactorForm) return <TwoFactorCodeForm {...secondFactorForm} />;
  const intro = (
    <p className={styles.text}>
      <Trans>
        {name}, your {provider} login is not linked to an account yet. The link cannot be changed afterwards.
      </Trans>
    </p>
  );

  if (snapshot.matches('choosing')) {
    return (
      <div className={styles.form} data-testid="social-choice">
        {intro}
        <Button size="l" className={styles.submit} onClick={() => send({ type: 'CHOOSE_REGISTER' })} data-testid="social-register">
          <Trans>Register a new account</Trans>
        </Button>
        <Button size="l" variant="outline" className={styles.submit} onClick={() => send({ type: 'CHOOSE_LINK' })} data-testid="social-link">
          <Trans>Link an existing account</Trans>
        </Button>
        <Button variant="outline" onClick={() => send({ type: 'DISMISS' })} data-testid="social-cancel">
          <Trans>Cancel</Trans>
        </Button>
      </div>
    );
  }

  const registering = snapshot.matches('registering') || snapshot.matches('submittingRegister');
  return (
    <FlowForm onSubmit={() => send({ type: 'SUBMIT' })} testId={registering ? 'social-register-form' : 'social-link-form'}>
      {intro}
      <FormField label={t`Username`} name="username" autoComplete="username" value={c.username} onChange={change('username')} />
      <FormField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete={registering ? 'new-password' : 'current-password'}
        value={c.password}
        onChange={change('password')}
      />
      {registering && (
        <FormField
          label={t`Confirm password`}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={c.confirmPassword}
          onChange={change('confirmPassword')}
        />
      )}
      <p className={styles.error} role="alert" aria-live="assertive">
        {errorText(c.error)}
      </p>
      <FormRow>
        <Button variant="outline" onClick={() => send({ type: 'BACK' })} data-testid="social-back">
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy} data-testid="social-submit">
          {registering ? <Trans>Register and log in</Trans> : <Trans>Link and log in</Trans>}
        </Button>
      </FormRow>
    </FlowForm>
  );
}
