import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { LoginOutput } from '../../machines/login.machine';
import type { HelpTopic } from '../../machines/popups.machine';
import { sessionAsksUser } from '../../machines/session.selectors';
import { FirstLoginWelcome } from '../features/auth/FirstLoginWelcome';
import { GameLaunchOverlays, type LaunchView } from '../features/games/GameLaunchOverlays';
import { LogoutConfirm } from '../features/auth/LogoutConfirm';
import type { UserInfo } from '../contract/session';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { readRememberedUsername, rememberLogin } from './rememberMe';
import { useRootActors } from './RootActorsContext';
import styles from './SessionOverlays.module.css';
import { calls, supportCalls } from './services';
import { LazyArea } from '../ui/LazyArea';

// Popups a visitor opens on purpose load as their own chunks, keeping the lobby's first load small.
const loadAnnouncements = () => import('../features/announcements/AnnouncementPopup').then((module) => ({ default: module.AnnouncementPopup }));
const loadLogin = () => import('../features/auth/LoginPopup').then((module) => ({ default: module.LoginPopup }));
const loadRegister = () => import('../features/auth/RegisterPopup').then((module) => ({ default: module.RegisterPopup }));
const loadForgot = () => import('../features/auth/ForgotPasswordPopup').then((module) => ({ default: module.ForgotPasswordPopup }));
const loadFeedback = () => import('../features/auth/FeedbackPopup').then((module) => ({ default: module.FeedbackPopup }));
const loadHelp = () => import('../features/help/HelpPopup').then((module) => ({ default: module.HelpPopup }));
const loadChangePassword = () => import('../features/auth/ChangePasswordPopup').then((module) => ({ default: module.ChangePasswordPopup }));
const loadVendorGroup = () => import('./VendorGroupOverlay');
import { usePlatformFlags } from './usePlatformFlags';

/** The popups and prompts the session and popups machines ask for, over whatever page is shown. */
export function SessionOverlays() {
  const { t } = useLingui();
  const { session, popups, registerSettings, announcements, systemStatus, popupAnnouncements, gameLaunch, language } = useRootActors();
  const currentLanguage = useSelector(language, (snapshot) => snapshot.context.language);
  const launchView = useSelector(gameLaunch, (snapshot) => snapshot.value as LaunchView);
  const launchContext = useSelector(gameLaunch, (snapshot) => snapshot.context);
  const announcementPopup = useSelector(popupAnnouncements, (snapshot) => (snapshot.matches('showing') ? snapshot.context : null));
  const [, navigate] = useLocation();
  const flags = usePlatformFlags();
  const sessionState = useSelector(session, (snapshot) => snapshot);
  const popup = useSelector(popups, (snapshot) => snapshot.value);
  const referralCode = useSelector(popups, (snapshot) => snapshot.context.referralCode);
  const helpTopic = useSelector(popups, (snapshot) => snapshot.context.helpTopic);
  const fields = useSelector(registerSettings, (snapshot) => snapshot.context.data?.fields ?? null);
  const banners = useSelector(announcements, (snapshot) => snapshot.context.data?.banners ?? []);
  const liveChat = useSelector(systemStatus, (snapshot) => snapshot.context.status?.customerService.find((entry) => entry.csType === 'LIVECHAT')?.path ?? null);
  const onLoggedIn = useCallback(
    (output: LoginOutput) => {
      session.send({ type: 'LOGGED_IN', ...output });
      popups.send({ type: 'CLOSE' });
    },
    [session, popups],
  );
  // SPEC 4: registration and phone recovery log the user in, close the popup and go to /.
  const enterWith = useCallback(
    (user: UserInfo, password: string | null) => {
      session.send({ type: 'LOGGED_IN', user, passwordChange: null, password });
      popups.send({ type: 'CLOSE' });
      navigate('/');
    },
    [session, popups, navigate],
  );
  const onPasswordChanged = useCallback(() => {
    session.send({ type: 'PASSWORD_CHANGED' });
    navigate('/');
  }, [session, navigate]);
  const name = sessionState.context.member?.nickname ?? sessionState.context.user?.userName ?? '';
  const guest = sessionState.matches('guest');
  const close = () => popups.send({ type: 'CLOSE' });

  return (
    <>
      {popup === 'login' && guest && (
        <LazyArea
          quiet
          load={loadLogin}
          props={{
            calls: calls,
            site: 'member' as const,
            passwordPolicy: flags.passwordPolicy,
            codeLoginEnabled: flags.codeLogin,
            socialLogins: flags.socialLogins,
            rememberedUsername: readRememberedUsername(),
            banner: banners.find((banner) => banner.groupName === 'w_login') ?? null,
            onLoggedIn: onLoggedIn,
            onRemember: rememberLogin,
            onClose: close,
            onRegister: () => popups.send({ type: 'OPEN_REGISTER' }),
            onForgot: () => popups.send({ type: 'OPEN_FORGOT' }),
          }}
        />
      )}
      {popup === 'register' && guest && fields && (
        <LazyArea
          quiet
          load={loadRegister}
          props={{
            calls: calls,
            fields: fields,
            flags: flags.register,
            referralCode: referralCode,
            domain: window.location.host,
            registerUrl: window.location.href,
            banner: banners.find((banner) => banner.groupName === 'w_register') ?? null,
            onRegistered: (user) => enterWith(user, null),
            onLogin: () => popups.send({ type: 'OPEN_LOGIN' }),
            onClose: close,
            onOpenTerms: () => popups.send({ type: 'OPEN_HELP', topic: 'term' }),
          }}
        />
      )}
      {popup === 'forgot' && guest && fields && (
        <LazyArea
          quiet
          load={loadForgot}
          props={{
            calls: calls,
            fields: fields,
            mobileByDefault: flags.forgotByMobileFirst,
            customerServiceUrl: liveChat,
            onLoggedIn: (user, password) => enterWith(user, password),
            onClose: close,
          }}
        />
      )}
      {popup === 'feedback' && <LazyArea quiet load={loadFeedback} props={{ calls, sender: sessionState.context.user?.userName ?? 'guest', onClose: close }} />}
      {popup === 'help' && (
        <LazyArea
          quiet
          load={loadHelp}
          props={{
            topic: helpTopic,
            language: currentLanguage,
            loadTopics: supportCalls.getHelpCenter,
            onSelect: (topic: HelpTopic) => popups.send({ type: 'OPEN_HELP', topic }),
            onClose: close,
          }}
        />
      )}
      {sessionState.matches({ signedIn: 'firstLogin' }) && (
        <FirstLoginWelcome name={name} onContinue={() => session.send({ type: 'FIRST_LOGIN_DONE' })} />
      )}
      {(sessionState.matches({ signedIn: 'defaultPassword' }) || sessionState.matches({ signedIn: 'passwordExpired' })) && (
        <LazyArea
          quiet
          load={loadChangePassword}
          props={{
            reason: sessionState.context.passwordChange,
            knownPassword: sessionState.context.knownPassword,
            passwordField: fields?.password,
            calls: calls,
            onChanged: onPasswordChanged,
            onSignOut: () => session.send({ type: 'LOGOUT_REQUESTED' }),
          }}
        />
      )}
      {announcementPopup && popup === 'closed' && !sessionAsksUser(sessionState) && (
        <LazyArea
          quiet
          load={loadAnnouncements}
          props={{
            items: announcementPopup.items,
            page: announcementPopup.page,
            onPage: (page: number) => popupAnnouncements.send({ type: 'GO_TO_PAGE', page }),
            onClose: () => popupAnnouncements.send({ type: 'CLOSE' }),
          }}
        />
      )}
      <GameLaunchOverlays
        view={launchView}
        context={launchContext}
        onConfirm={() => gameLaunch.send({ type: 'CONFIRM' })}
        onClose={() => gameLaunch.send({ type: 'CLOSE' })}
      />
      {launchView === 'groupList' && <LazyArea quiet load={loadVendorGroup} />}
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
      {guest && sessionState.context.notice && (
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
