import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { fromPromise } from 'xstate';
import { type LoginError, type LoginInput, loginMachine, type LoginOutput } from '../../../machines/login.machine';
import type { PlatformCalls } from '../../api/calls';
import { ErrorCode } from '../../contract/errorCodes';
import type { LoginRequest } from '../../contract/session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './AuthForm.module.css';

type Props = LoginInput & {
  calls: Pick<PlatformCalls, 'login' | 'getCaptcha'>;
  onLoggedIn: (output: LoginOutput) => void;
  onClose: () => void;
  onRegister?: () => void;
};

function useErrorText(error: LoginError | null): string | null {
  const { t } = useLingui();
  if (!error) return null;
  switch (error.kind) {
    case 'required':
      return t`Please enter username and password`;
    case 'captchaRequired':
      return t`Captcha required`;
    case 'network':
      return t`Network link is abnormal, please try again`;
    case 'captchaUnavailable':
      return t`The captcha could not be loaded, please refresh it`;
    case 'server':
      if (error.code === ErrorCode.badCredentials) return t`Account or password is incorrect`;
      if (error.code === ErrorCode.captchaWrong) return t`Captcha check failed`;
      if (error.code === ErrorCode.captchaRequired) return t`Captcha required`;
      if (error.code === ErrorCode.nonAgent) return t`Non-agents cannot log in`;
      if (error.code === ErrorCode.nonMember) return t`Non-member account unable to login`;
      return error.message;
  }
}

/** The login form of the popup and of the agent page: user name and password, captcha when asked. */
export function LoginForm({ calls, site, passwordPolicy, onLoggedIn, onRegister }: Omit<Props, 'onClose'>) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => calls.login(input as LoginRequest)),
        loadCaptcha: fromPromise(() => calls.getCaptcha()),
      },
    }),
    { input: { site, passwordPolicy } },
  );
  const errorId = useId();
  const { username, password, captcha, captchaShown, captchaImage, error } = snapshot.context;
  const busy = snapshot.matches('submitting');
  const errorText = useErrorText(error);

  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output) onLoggedIn(snapshot.output);
  }, [snapshot.status, snapshot.output, onLoggedIn]);

  return (
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
        noValidate
        aria-describedby={errorText ? errorId : undefined}
      >
        <label className={styles.field}>
          <span>
            <Trans>Username</Trans>
          </span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => send({ type: 'CHANGE', field: 'username', value: event.target.value })}
            placeholder={t`Enter your username`}
          />
        </label>
        <label className={styles.field}>
          <span>
            <Trans>Password</Trans>
          </span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => send({ type: 'CHANGE', field: 'password', value: event.target.value })}
            placeholder={t`Enter your password`}
          />
        </label>
        {captchaShown && (
          <div className={styles.captchaRow}>
            <label className={styles.field}>
              <span>
                <Trans>Captcha</Trans>
              </span>
              <input
                name="captcha"
                inputMode="text"
                autoComplete="off"
                value={captcha}
                onChange={(event) => send({ type: 'CHANGE', field: 'captcha', value: event.target.value })}
                placeholder={t`Enter the code`}
              />
            </label>
            <button
              type="button"
              className={styles.captchaImage}
              onClick={() => send({ type: 'REFRESH_CAPTCHA' })}
              aria-label={t`Refresh captcha`}
              data-testid="captcha-image"
            >
              {captchaImage ? <img src={captchaImage} alt={t`Captcha`} /> : <span>…</span>}
            </button>
          </div>
        )}
        <p id={errorId} className={styles.error} role="alert" aria-live="assertive">
          {errorText}
        </p>
        <Button type="submit" size="l" disabled={busy} className={styles.submit}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </Button>
        {onRegister && (
          <p className={styles.switch}>
            <Trans>No account yet?</Trans>{' '}
            <button type="button" className={styles.link} onClick={onRegister}>
              <Trans>Register now</Trans>
            </button>
          </p>
        )}
      </form>
  );
}

/** SPEC 2 loginPopupModal. */
export function LoginPopup({ onClose, ...props }: Props) {
  const { t } = useLingui();
  return (
    <Modal title={<Trans>Log in</Trans>} onClose={onClose} closeLabel={t`Close`} testId="login-popup">
      <LoginForm {...props} />
    </Modal>
  );
}
