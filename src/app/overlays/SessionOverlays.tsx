import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { asksFirstLoginWelcome, asksLogoutConfirmation, asksPasswordChange, displayName, guestNotice, memberUnavailable, sessionBusy } from '@machines/session.selectors';
import { FirstLoginWelcome } from '@/features/auth/FirstLoginWelcome';
import { LogoutConfirm } from '@/features/auth/LogoutConfirm';
import { Button } from '@/ui/Button';
import { LazyArea } from '@/ui/LazyArea';
import { Spinner } from '@/ui/Spinner';
import { useRootActors } from '../RootActorsContext';
import { calls } from '../services';
import styles from './SessionOverlays.module.css';

const loadChangePassword = () => import('@/features/auth/ChangePasswordPopup').then((module) => ({ default: module.ChangePasswordPopup }));

/** What the session asks right after a login (SPEC 4 Login): the first-login welcome, a forced password change. */
export function LoginPrompts() {
  const { session, registerSettings } = useRootActors();
  const [, navigate] = useLocation();
  const welcome = useSelector(session, asksFirstLoginWelcome);
  const passwordChange = useSelector(session, asksPasswordChange);
  const name = useSelector(session, displayName);
  const reason = useSelector(session, (snapshot) => snapshot.context.passwordChange);
  const knownPassword = useSelector(session, (snapshot) => snapshot.context.knownPassword);
  const passwordField = useSelector(registerSettings, (snapshot) => snapshot.context.data?.fields?.password);
  const onPasswordChanged = useCallback(() => {
    session.send({ type: 'PASSWORD_CHANGED' });
    navigate('/');
  }, [session, navigate]);
  return (
    <>
      {welcome && <FirstLoginWelcome name={name} onContinue={() => session.send({ type: 'FIRST_LOGIN_DONE' })} />}
      {passwordChange && (
        <LazyArea
          quiet
          load={loadChangePassword}
          props={{
            reason,
            knownPassword,
            passwordField,
            calls: calls,
            onChanged: onPasswordChanged,
            onSignOut: () => session.send({ type: 'LOGOUT_REQUESTED' }),
          }}
        />
      )}
    </>
  );
}

/** The session's state over the page (SPEC 4 Session): logout confirmation, the wait loader, a member-info failure, a guest's notice. */
export function SessionStatusOverlays() {
  const { t } = useLingui();
  const { session, popups } = useRootActors();
  const confirmingLogout = useSelector(session, asksLogoutConfirmation);
  const busy = useSelector(session, sessionBusy);
  const unavailable = useSelector(session, memberUnavailable);
  const notice = useSelector(session, guestNotice);
  return (
    <>
      {confirmingLogout && <LogoutConfirm onConfirm={() => session.send({ type: 'LOGOUT_CONFIRMED' })} onCancel={() => session.send({ type: 'LOGOUT_CANCELLED' })} />}
      {busy && (
        <div className={styles.loader} data-testid="session-loader">
          <Spinner label={t`Please wait`} size={44} />
        </div>
      )}
      {unavailable && (
        <div className={styles.toast} role="alert">
          <Trans>Network link is abnormal, please try again</Trans>
          <Button size="s" variant="outline" onClick={() => session.send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {notice && (
        <div className={styles.toast} role="alert" data-testid="session-notice">
          {notice === 'sessionExpired' ? <Trans>You are not logged in, please login</Trans> : <Trans>Free play could not be started, please try again</Trans>}
          {notice === 'sessionExpired' && (
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
