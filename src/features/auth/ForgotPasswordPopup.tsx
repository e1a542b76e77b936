import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UserInfo } from '@kernel/session';
import type { ForgotInput } from '@machines/forgotPassword.machine';
import { forgotDialingCodes, forgotPopupFields, forgotSmsCode } from '@machines/forgotPassword.selectors';
import type { PlatformCalls } from '@/api/calls';
import { Button } from '@/ui/Button';
import { ExternalLink } from '@/ui/ExternalLink';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { PhoneField } from '@/ui/PhoneField';
import { Tabs } from '@/ui/Tabs';
import styles from './AuthForm.module.css';
import { FlowField } from './FlowField';
import { FlowForm } from './FlowForm';
import { FlowWarning, useCallWarningText } from './FlowWarning';
import { SmsCodeButton } from './SmsCodeButton';
import { useChallenge } from './useChallenge';
import { useForgotPasswordPopupMachines } from './useForgotPasswordPopupMachines';

type Props = ForgotInput & {
  calls: Pick<PlatformCalls, 'forgotByEmail' | 'forgotByPhone' | 'sendForgotSmsCode' | 'login' | 'getChallenge' | 'solveChallenge' | 'getCountryCodes' | 'getValidators'>;
  customerServiceUrl: string | null;
  onLoggedIn: (user: UserInfo, password: string) => void;
  onClose: () => void;
};

/** SPEC 2 forgetPassModal: by email or by mobile, with a customer-service link. */
export function ForgotPasswordPopup({ calls, customerServiceUrl, onLoggedIn, onClose, ...input }: Props) {
  const { t } = useLingui();
  const callWarningText = useCallWarningText();
  // SPEC 3 challenge fields: the SMS code request and the login after the reset carry a solved challenge.
  const { withChallenge } = useChallenge(calls);
  const { forgot } = useForgotPasswordPopupMachines({ calls, withChallenge }, input);
  const snapshot = useSelector(forgot, (state) => state);
  const send = forgot.send;
  const c = snapshot.context;
  const fields = forgotPopupFields(snapshot);
  const dialingCodes = forgotDialingCodes(snapshot);
  const sms = forgotSmsCode(snapshot);

  useEffect(() => {
    if (snapshot.matches('loggedIn') && c.user) onLoggedIn(c.user, c.values.newPassword ?? '');
  }, [snapshot, c.user, c.values.newPassword, onLoggedIn]);

  const warningText = c.warning ? callWarningText(c.warning) : null;

  return (
    <Modal title={<Trans>Forgot password</Trans>} onClose={onClose} closeLabel={t`Close`} testId="forgot-popup" width={440}>
      {snapshot.matches('emailSent') ? (
        <div className={styles.form}>
          <Notice tone="success" role="status" data-testid="forgot-email-sent">
            <Trans>If this account exists, a mail is on its way.</Trans>
          </Notice>
          <Button onClick={onClose}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      ) : snapshot.matches('passwordChanged') ? (
        <div className={styles.form}>
          <Notice tone="success" role="status">
            <Trans>Your password has been changed. Please log in with the new password.</Trans>
          </Notice>
          <Button onClick={onClose}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      ) : (
        <FlowForm onSubmit={() => send({ type: 'SUBMIT' })}>
          <Tabs
            label={t`Recovery method`}
            tabs={[
              { id: 'mobile' as const, label: t`Mobile number` },
              { id: 'email' as const, label: t`Email` },
            ]}
            current={c.method}
            onSelect={(method) => send({ type: 'SELECT_METHOD', method })}
          />
          {snapshot.matches('loadingRules') && <p className={styles.text}>…</p>}
          {fields.map(({ name }) =>
            name === 'mobileNum' ? (
              <PhoneField
                key={`${c.method}-${name}`}
                countries={dialingCodes}
                dialingCode={c.countryDialingCode}
                onSelect={(code) => send({ type: 'SELECT_COUNTRY', code })}
              >
                <FlowField name={name} values={c.values} issues={c.issues} onChange={(field, value) => send({ type: 'CHANGE', field, value })} />
              </PhoneField>
            ) : (
              <FlowField
                key={`${c.method}-${name}`}
                name={name}
                values={c.values}
                issues={c.issues}
                onChange={(field, value) => send({ type: 'CHANGE', field, value })}
                addon={
                  name === 'verificationCode' ? (
                    <SmsCodeButton
                      send={async () => calls.sendForgotSmsCode(await withChallenge(sms.request))}
                      canSend={() => sms.ready}
                      onInvalid={() => send({ type: 'SUBMIT' })}
                    />
                  ) : undefined
                }
              />
            ),
          )}
          <Button type="submit" size="l" disabled={!snapshot.matches('editing')}>
            <Trans>Submit</Trans>
          </Button>
          {customerServiceUrl && (
            <p className={styles.switch}>
              <Trans>Need help?</Trans>{' '}
              <ExternalLink className={styles.link} href={customerServiceUrl}>
                <Trans>Contact customer service</Trans>
              </ExternalLink>
            </p>
          )}
        </FlowForm>
      )}
      <FlowWarning text={warningText} onDismiss={() => send({ type: 'DISMISS_WARNING' })} />
    </Modal>
  );
}
