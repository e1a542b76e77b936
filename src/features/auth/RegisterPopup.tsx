import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Banner } from '@kernel/announcements';
import type { UserInfo } from '@kernel/session';
import { registerModes } from '@machines/accountForm.rules';
import { takesIsoDate } from '@machines/formRules.rules';
import type { RegisterInput } from '@machines/register.machine';
import { registerBusy, registerDialingCodes, registerPopupFields, registerSmsCode } from '@machines/register.selectors';
import type { PlatformCalls } from '@/api/calls';
import { ArtImage } from '@/ui/ArtImage';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { PhoneField } from '@/ui/PhoneField';
import { Tabs } from '@/ui/Tabs';
import { useIssueText } from '@/ui/useIssueText';
import styles from './AuthForm.module.css';
import { CaptchaField } from './CaptchaField';
import { FlowField } from './FlowField';
import { FlowForm } from './FlowForm';
import { FlowWarning, useCallWarningText } from './FlowWarning';
import { SmsCodeButton } from './SmsCodeButton';
import { useChallenge } from './useChallenge';
import { useRegisterPopupMachines } from './useRegisterPopupMachines';

type Props = RegisterInput & {
  calls: Pick<
    PlatformCalls,
    'register' | 'registerByMobile' | 'checkAffiliate' | 'sendRegisterSmsCode' | 'getCaptcha' | 'getChallenge' | 'solveChallenge' | 'getCountryCodes' | 'getValidators'
  >;
  banner: Banner | null;
  onRegistered: (user: UserInfo) => void;
  onLogin: () => void;
  onClose: () => void;
  onOpenTerms: () => void;
};

/** SPEC 2 registerModal: by user name or mobile, the configured fields, SMS code, terms and age. */
export function RegisterPopup({ calls, banner, onRegistered, onLogin, onClose, onOpenTerms, ...input }: Props) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const callWarningText = useCallWarningText();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  // SPEC 3 challenge fields: solved while the person fills the form, carried by the registration and its SMS codes.
  const { withChallenge } = useChallenge(calls);
  const { register } = useRegisterPopupMachines({ calls, withChallenge, renewCaptcha: () => setCaptchaGeneration((generation) => generation + 1) }, input);
  const snapshot = useSelector(register, (state) => state);
  const send = register.send;
  const c = snapshot.context;
  const shown = registerPopupFields(snapshot);
  const dialingCodes = registerDialingCodes(snapshot);
  const sms = registerSmsCode(snapshot);

  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output) onRegistered(snapshot.output.user);
  }, [snapshot.status, snapshot.output, onRegistered]);

  const warningText = !c.warning ? null : c.warning.kind === 'invalidInvitation' ? t`Invalid invitation code` : callWarningText(c.warning);

  return (
    <Modal title={<Trans>Register</Trans>} onClose={onClose} closeLabel={t`Close`} testId="register-popup" width={460}>
      <FlowForm onSubmit={() => send({ type: 'SUBMIT' })}>
        {banner && (
          <div className={styles.banner} aria-hidden="true">
            <ArtImage kind="art" src={banner.url} alt="" className={styles.cover} />
            <span className={styles.bannerTitle}>{banner.title}</span>
          </div>
        )}
        <Tabs
          label={t`Register method`}
          tabs={registerModes(c.flags).map((mode) => ({ id: mode, label: mode === 'mobile' ? t`Mobile number` : t`Username` }))}
          current={c.mode}
          onSelect={(mode) => send({ type: 'SELECT_MODE', mode })}
        />
        {(snapshot.matches('loadingRules') || snapshot.matches('checkingAffiliate')) && <p className={styles.text}>…</p>}
        {shown.map(({ name, rule }) =>
          name === 'captcha' ? (
            <CaptchaField
              key={name}
              calls={calls}
              generation={captchaGeneration}
              value={c.values.captcha ?? ''}
              error={issueText(c.issues.captcha)}
              onChange={(value) => send({ type: 'CHANGE', field: 'captcha', value })}
            />
          ) : name === 'mobileNum' ? (
            <PhoneField key={name} countries={dialingCodes} dialingCode={c.countryDialingCode} onSelect={(code) => send({ type: 'SELECT_COUNTRY', code })}>
              <FlowField name={name} values={c.values} issues={c.issues} onChange={(field, value) => send({ type: 'CHANGE', field, value })} />
            </PhoneField>
          ) : (
            <FlowField
              key={name}
              name={name}
              values={c.values}
              issues={c.issues}
              type={takesIsoDate(rule) ? 'date' : undefined}
              onChange={(field, value) => send({ type: 'CHANGE', field, value })}
              addon={
                name === 'verificationCode' ? (
                  <SmsCodeButton
                    send={async () => calls.sendRegisterSmsCode(await withChallenge(sms.request))}
                    canSend={() => sms.ready}
                    onInvalid={() => send({ type: 'SUBMIT' })}
                  />
                ) : undefined
              }
            />
          ),
        )}
        <label className={styles.checkbox}>
          <input type="checkbox" checked={c.agreed} onChange={() => send({ type: 'TOGGLE_AGREED' })} aria-describedby={c.termsError ? 'terms-error' : undefined} />
          <span>
            <Trans>
              I am over 18 and agree to the{' '}
              <button type="button" className={styles.link} onClick={onOpenTerms}>
                terms and privacy policy
              </button>
            </Trans>
          </span>
        </label>
        {c.termsError && (
          <p id="terms-error" className={styles.termsError} role="alert">
            <Trans>Please agree to the terms and privacy policy and confirm you are 18 or older</Trans>
          </p>
        )}
        <Button type="submit" size="l" disabled={registerBusy(snapshot)}>
          {snapshot.matches('submitting') ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
        </Button>
        <p className={styles.switch}>
          <Trans>Already have an account?</Trans>{' '}
          <button type="button" className={styles.link} onClick={onLogin}>
            <Trans>Back to login</Trans>
          </button>
        </p>
      </FlowForm>
      <FlowWarning text={warningText} onDismiss={() => send({ type: 'DISMISS_WARNING' })} />
    </Modal>
  );
}
