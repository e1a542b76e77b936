import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { LoginVerificationType } from '@kernel/account';
import type { Banner } from '@kernel/announcements';
import type { LoginError, LoginInput, LoginOutput } from '@machines/login.machine';
import { loginDialingCodes, loginRulesLoading, loginSmsCodeReady } from '@machines/login.selectors';
import type { PlatformCalls } from '@/api/calls';
import type { SocialCalls } from '@/api/socialCalls';
import { ArtImage } from '@/ui/ArtImage';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { Modal } from '@/ui/Modal';
import { PhoneField } from '@/ui/PhoneField';
import { Tabs } from '@/ui/Tabs';
import styles from './AuthForm.module.css';
import { CaptchaField } from './CaptchaField';
import { FlowForm } from './FlowForm';
import type { FormRuleCalls } from './loadFormRules';
import { SmsCodeButton } from './SmsCodeButton';
import { PROVIDER_NAMES, SocialLoginStep, useSocialErrorText } from './socialLogin/SocialLoginStep';
import { useSocialLogin } from './socialLogin/useSocialLogin';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { useChallenge } from './useChallenge';
import { useLoginFormMachines } from './useLoginFormMachines';
import { useSecondFactorForm } from './useSecondFactorForm';
import { useServerErrorText } from './useServerErrorText';

export type LoginFormProps = LoginInput & {
  calls: Pick<PlatformCalls, 'login' | 'getCaptcha' | 'verifyLogin' | 'loginTwoFactor' | 'sendLoginSmsCode' | 'getChallenge' | 'solveChallenge'> & FormRuleCalls;
  onLoggedIn: (output: LoginOutput) => void;
  onRemember: (options: { remember: boolean; username: string; password: string | null }) => void;
  onRegister?: () => void;
  onForgot?: () => void;
  /** SPEC 2: one-click icons, when enabled. */
  socialLogins?: { google: boolean; facebook: boolean };
  /** The social login's calls (issue 24); without them the icons are not drawn. */
  socialCalls?: SocialCalls;
  banner?: Banner | null;
};

function useLoginErrorText() {
  const { t } = useLingui();
  const serverText = useServerErrorText();
  return (error: LoginError | null): string | null => {
    if (!error) return null;
    switch (error.kind) {
      case 'required':
        return t`Please enter username and password`;
      case 'format':
        return t`Account or password format incorrect`;
      case 'captchaRequired':
        return t`Captcha required`;
      case 'mobileRequired':
        return t`Please enter a valid phone number.`;
      case 'mobileFormat':
        return t`Phone number format incorrect`;
      case 'codeRequired':
        return t`Please enter a valid verification code`;
      case 'answerRequired':
        return t`Input cannot be empty`;
      case 'twoFactorFormat':
        return t`Enter the 6-digit code from your authenticator app`;
      case 'network':
        return t`Network link is abnormal, please try again`;
      case 'server':
        return serverText(error.code, error.message);
    }
  };
}

function useVerificationLabel() {
  const { t } = useLingui();
  const labels: Record<LoginVerificationType, string> = {
    MOBILE_CODE: t`Mobile verification code`,
    EMAIL: t`Bound email`,
    BANK_ACCOUNT_NAME: t`Bank account name`,
    AUTHENTICATOR: t`Google authenticator code`,
  };
  return (type: LoginVerificationType) => labels[type];
}

/** The login form of the popup and of the agent page (SPEC 2 Login popup, SPEC 4 Login). */
export function LoginForm(props: LoginFormProps) {
  const { calls, site, onLoggedIn, onRemember, onRegister, onForgot, socialLogins, socialCalls, banner } = props;
  const { t, i18n } = useLingui();
  const social = useSocialLogin(socialCalls, i18n.locale, calls.loginTwoFactor);
  const socialSnapshot = useSelector(social, (state) => state);
  const socialErrorText = useSocialErrorText();
  const errorText = useLoginErrorText();
  const verificationLabel = useVerificationLabel();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  // SPEC 3 challenge fields: solved while the person types, carried by the login and its SMS codes.
  const { withChallenge } = useChallenge(calls);
  const { login } = useLoginFormMachines(
    { calls, onRemember, withChallenge, renewCaptcha: () => setCaptchaGeneration((generation) => generation + 1) },
    {
      site,
      passwordPolicy: props.passwordPolicy,
      codeLoginEnabled: props.codeLoginEnabled,
      rememberedUsername: props.rememberedUsername,
      mobileLength: props.mobileLength,
    },
  );
  const snapshot = useSelector(login, (state) => state);
  const send = login.send;
  const c = snapshot.context;
  const busy = snapshot.matches('submitting') || snapshot.matches('submittingVerification');
  const secondFactorForm = useSecondFactorForm(login, errorText);
  const rulesLoading = loginRulesLoading(snapshot);

  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output) onLoggedIn(snapshot.output);
  }, [snapshot.status, snapshot.output, onLoggedIn]);
  // A social login hands its session over as a login does.
  useEffect(() => {
    if (socialSnapshot.status === 'done' && socialSnapshot.output) onLoggedIn(socialSnapshot.output);
  }, [socialSnapshot.status, socialSnapshot.output, onLoggedIn]);
  const socialStep = ['choosing', 'linking', 'submittingLink', 'registering', 'submittingRegister', 'secondFactor', 'submittingSecondFactor'].some((state) =>
    socialSnapshot.matches(state as 'choosing'),
  );
  const socialWaiting =
    socialSnapshot.matches('opening') || socialSnapshot.matches('waiting') || socialSnapshot.matches('exchanging') || socialSnapshot.matches('loggingIn');
  const socialChannel = socialSnapshot.context.channel;

  const change =
    (field: Parameters<typeof send>[0] extends infer E ? (E extends { type: 'CHANGE'; field: infer F } ? F : never) : never) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      send({ type: 'CHANGE', field, value: event.target.value });

  if (socialStep) return <SocialLoginStep actor={social} />;

  // Issue 26: the account has two-factor on; the password was right, the code finishes the login.
  if (secondFactorForm) return <TwoFactorCodeForm {...secondFactorForm} />;

  if (snapshot.matches('verifying') || snapshot.matches('submittingVerification')) {
    const challenge = c.challenge;
    return (
      <FlowForm onSubmit={() => send({ type: 'SUBMIT' })} testId="login-verification">
        <p className={styles.text}>
          <Trans>You are logging in from a new device. Please verify it's you.</Trans>
        </p>
        <Tabs
          label={t`Verification method`}
          tabs={(challenge?.types ?? []).map((type) => ({ id: type, label: verificationLabel(type) }))}
          current={c.verification ?? 'MOBILE_CODE'}
          onSelect={(verification) => send({ type: 'SELECT_VERIFICATION', verification })}
        />
        <FormField
          label={c.verification ? verificationLabel(c.verification) : ''}
          name="answer"
          autoComplete="off"
          value={c.answer}
          onChange={change('answer')}
          placeholder={
            c.verification === 'MOBILE_CODE' && challenge?.maskedMobile
              ? challenge.maskedMobile
              : c.verification === 'EMAIL' && challenge?.maskedEmail
                ? challenge.maskedEmail
                : ''
          }
          addon={
            c.verification === 'MOBILE_CODE' && challenge ? (
              <SmsCodeButton
                send={async () => calls.sendLoginSmsCode(await withChallenge({ mobileNum: '', countryDialingCode: '', ticket: challenge.ticket }))}
                canSend={() => true}
                onInvalid={() => {}}
              />
            ) : undefined
          }
        />
        <p className={styles.error} role="alert" aria-live="assertive">
          {errorText(c.error)}
        </p>
        <FormRow>
          <Button variant="outline" onClick={() => send({ type: 'CANCEL_VERIFICATION' })} data-testid="verification-back">
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            <Trans>Verify</Trans>
          </Button>
        </FormRow>
      </FlowForm>
    );
  }

  return (
    <FlowForm onSubmit={() => send({ type: 'SUBMIT' })}>
      {banner && (
        <div className={styles.banner} aria-hidden="true">
          <ArtImage kind="art" src={banner.url} alt="" className={styles.cover} />
          <span className={styles.bannerTitle}>{banner.title}</span>
        </div>
      )}
      <Tabs
        label={t`Login method`}
        tabs={[{ id: 'username' as const, label: t`Username` }, ...(c.codeLoginEnabled ? [{ id: 'sms' as const, label: t`SMS login` }] : [])]}
        current={c.tab}
        onSelect={(tab) => send({ type: 'SELECT_TAB', tab })}
      />
      {c.tab === 'username' ? (
        <>
          <FormField label={t`Username`} name="username" autoComplete="username" value={c.username} onChange={change('username')} placeholder={t`Enter your username`} />
          <FormField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={c.password}
            onChange={change('password')}
            placeholder={t`Enter your password`}
          />
          {c.captchaShown && (
            <CaptchaField calls={calls} generation={captchaGeneration} value={c.captcha} onChange={(value) => send({ type: 'CHANGE', field: 'captcha', value })} />
          )}
        </>
      ) : (
        <>
          <PhoneField countries={loginDialingCodes(snapshot)} dialingCode={c.countryDialingCode} onSelect={(code) => send({ type: 'SELECT_COUNTRY', code })}>
            <FormField
              label={t`Mobile number`}
              name="mobileNum"
              inputMode="numeric"
              autoComplete="tel-national"
              value={c.mobileNum}
              onChange={change('mobileNum')}
              disabled={rulesLoading}
            />
          </PhoneField>
          <FormField
            label={t`Verification code`}
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={c.smsCode}
            onChange={change('smsCode')}
            disabled={rulesLoading}
            addon={
              <SmsCodeButton
                send={async () => calls.sendLoginSmsCode(await withChallenge({ mobileNum: c.mobileNum.trim(), countryDialingCode: c.countryDialingCode }))}
                canSend={() => loginSmsCodeReady(login.getSnapshot())}
                onInvalid={() => send({ type: 'SUBMIT' })}
              />
            }
          />
        </>
      )}
      <div className={styles.options}>
        {site === 'member' ? (
          <label className={styles.checkbox}>
            <input type="checkbox" checked={c.remember} onChange={() => send({ type: 'TOGGLE_REMEMBER' })} />
            <Trans>Remember me</Trans>
          </label>
        ) : (
          <span />
        )}
        {onForgot && (
          <button type="button" className={styles.link} onClick={onForgot} data-testid="login-forgot">
            <Trans>Forgot password?</Trans>
          </button>
        )}
      </div>
      <p className={styles.error} role="alert" aria-live="assertive">
        {errorText(c.error)}
      </p>
      <Button type="submit" size="l" disabled={busy} aria-busy={busy}>
        {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </Button>
      {socialCalls && socialLogins && (socialLogins.google || socialLogins.facebook) && (
        <fieldset className={styles.social} aria-label={t`One-click login`}>
          {socialLogins.google && (
            <button
              type="button"
              className={styles.socialButton}
              aria-label={t`Log in with ${PROVIDER_NAMES.google}`}
              disabled={socialWaiting}
              onClick={() => social.send({ type: 'START', channel: 'google' })}
              data-testid="social-google"
            >
              G
            </button>
          )}
          {socialLogins.facebook && (
            <button
              type="button"
              className={styles.socialButton}
              aria-label={t`Log in with ${PROVIDER_NAMES.facebook}`}
              disabled={socialWaiting}
              onClick={() => social.send({ type: 'START', channel: 'facebook' })}
              data-testid="social-facebook"
            >
              f
            </button>
          )}
        </fieldset>
      )}
      {socialCalls && (socialWaiting || socialSnapshot.context.error) && (
        <p className={styles.error} role="status" aria-live="polite" data-testid="social-status">
          {socialWaiting && socialChannel ? t`Waiting for ${PROVIDER_NAMES[socialChannel]}…` : socialErrorText(socialSnapshot.context.error)}
        </p>
      )}
      {onRegister && (
        <p className={styles.switch}>
          <Trans>No account yet?</Trans>{' '}
          <button type="button" className={styles.link} onClick={onRegister}>
            <Trans>Register now</Trans>
          </button>
        </p>
      )}
    </FlowForm>
  );
}

/** SPEC 2 loginPopupModal. */
export function LoginPopup({ onClose, ...props }: LoginFormProps & { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>Log in</Trans>} onClose={onClose} closeLabel={t`Close`} testId="login-popup">
      <LoginForm {...props} />
    </Modal>
  );
}
