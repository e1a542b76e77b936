import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { LoginOutput } from '../../machines/login.machine';
import { FirstLoginWelcome } from '../features/auth/FirstLoginWelcome';
import { LoginPopup } from '../features/auth/LoginPopup';
import { LogoutConfirm } from '../features/auth/LogoutConfirm';
import { PasswordChangeRequired } from '../features/auth/PasswordChangeRequired';
import { RegisterPopup } from '../features/auth/RegisterPopup';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import styles from './SessionOverlays.module.css';
import { useRootActors } from './RootActorsContext';
import { calls } from './services';

/** The popups and prompts the session and popups machines ask for, over whatever page is shown. */
export function SessionOverlays() {
  const { t } = useLingui();
  const { session, popups, whitelabel } = useRootActors();
  const sessionState = useSelector(session, (snapshot) => snapshot);
  const popup = useSelector(popups, (snapshot) => snapshot.value);
  const referralCode = useSelector(popups, (snapshot) => snapshot.context.referralCode);
  const passwordPolicy = useSelector(whitelabel, (snapshot) => snapshot.context.data?.passwordPolicy ?? true);
  const onLoggedIn = useCallback(
    (output: LoginOutput) => {
      session.send({ type: 'LOGGED_IN', ...output });
      popups.send({ type: 'CLOSE' });
    },
    [session, popups],
  );
  const name = sessionState.context.member?.nickname ?? sessionState.context.user?.userName ?? '';

  return (
    <>
      {popup === 'login' && sessionState.matches('guest') && (
        <LoginPopup
          calls={calls}
          site="member"
          passwordPolicy={passwordPolicy}
          onLoggedIn={onLoggedIn}
          onClose={() => popups.send({ type: 'CLOSE' })}
          onRegister={() => popups.send({ type: 'OPEN_REGISTER' })}
        />
      )}
      {popup === 'register' && sessionState.matches('guest') && (
        <RegisterPopup
          referralCode={referralCode}
          onClose={() => popups.send({ type: 'CLOSE' })}
          onLogin={() => popups.send({ type: 'OPEN_LOGIN' })}
          onFreePlay={() => {
            popups.send({ type: 'CLOSE' });
            session.send({ type: 'FREE_PLAY' });
          }}
        />
      )}
      {sessionState.matches({ signedIn: 'firstLogin' }) && (
        <FirstLoginWelcome name={name} onContinue={() => session.send({ type: 'FIRST_LOGIN_DONE' })} />
      )}
      {(sessionState.matches({ signedIn: 'defaultPassword' }) || sessionState.matches({ signedIn: 'passwordExpired' })) && (
        <PasswordChangeRequired
          reason={sessionState.context.passwordChange}
          onSignOut={() => session.send({ type: 'LOGOUT_REQUESTED' })}
        />
      )}
      {sessionState.matches('confirmingLogout') && (
        <LogoutConfirm
          onConfirm={() => session.send({ type: 'LOGOUT_CONFIRMED' })}
          onCancel={() => session.send({ type: 'LOGOUT_CANCELLED' })}
        />
      )}
      {(sessionState.matches('loggingOut') || sessionState.matches('startingFreePlay')) && (
        <div className={styles.loader} data-testid="session-loader">
          <Spinner label={t`Please wait`} size={44} />
        </div>
      )}
      {sessionState.matches('memberUnavailable') && (
        <div className={styles.toast} role="alert">
          <Trans>Network link is abnormal, please try again</Trans>
          <Button size="s" variant="outline" onClick={() => session.send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {sessionState.matches('guest') && sessionState.context.notice && (
        <div className={styles.toast} role="alert" data-testid="session-notice">
          {sessionState.context.notice === 'sessionExpired' ? (
            <Trans>You are not logged in, please login</Trans>
          ) : (
            <Trans>Free play could not be started, please try again</Trans>
          )}
          {sessionState.context.notice === 'sessionExpired' && (
            <Button size="s" onClick={() => popups.send({ type: 'OPEN_LOGIN' })}>
              <Trans>Log in</Trans>
            </Button>
          )}
          <button type="button" className={styles.dismiss} aria-label={t`Close`} onClick={() => session.send({ type: 'DISMISS_NOTICE' })}>
            ×
          </button>
        </div>
      )}
    </>
  );
}
