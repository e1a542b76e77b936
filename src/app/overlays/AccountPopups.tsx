import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { UserInfo } from '@kernel/session';
import type { LoginOutput } from '@machines/login.machine';
import type { HelpTopic } from '@machines/popups.machine';
import { popupBanner, shownAccountPopup } from '@machines/popups.selectors';
import { feedbackSender, isGuest } from '@machines/session.selectors';
import { liveChatPath } from '@machines/systemStatus.selectors';
import { createSocialCalls } from '@/api/socialCalls';
import { LazyArea } from '@/ui/LazyArea';
import { WarningDialog } from '@/ui/WarningDialog';
import { useRootActors } from '../RootActorsContext';
import { readRememberedUsername, rememberLogin } from '../rememberMe';
import { api, calls, supportCalls } from '../services';
import { usePlatformFlags } from '../usePlatformFlags';

// Popups a visitor opens on purpose load as their own chunks, keeping the lobby's first load small.
const loadLogin = () => import('@/features/auth/LoginPopup').then((module) => ({ default: module.LoginPopup }));
const loadRegister = () => import('@/features/auth/RegisterPopup').then((module) => ({ default: module.RegisterPopup }));
const loadForgot = () => import('@/features/auth/ForgotPasswordPopup').then((module) => ({ default: module.ForgotPasswordPopup }));
const loadFeedback = () => import('@/features/auth/FeedbackPopup').then((module) => ({ default: module.FeedbackPopup }));
const loadChangePassword = () => import('@/features/auth/ChangePasswordPopup').then((module) => ({ default: module.ChangePasswordPopup }));
const loadHelp = () => import('@/features/help/HelpPopup').then((module) => ({ default: module.HelpPopup }));

/** The social login's calls (issue 24), made once. */
const socialCalls = createSocialCalls(api);

/** The account popup the popups machine has open (SPEC 2 Popups): login, register, forgot password, feedback, help. */
export function AccountPopups() {
  const { t } = useLingui();
  const { session, popups, registerSettings, announcements, systemStatus, language } = useRootActors();
  const [, navigate] = useLocation();
  const flags = usePlatformFlags();
  const currentLanguage = useSelector(language, (snapshot) => snapshot.context.language);
  const guest = useSelector(session, isGuest);
  const sender = useSelector(session, feedbackSender);
  const fields = useSelector(registerSettings, (snapshot) => snapshot.context.data?.fields ?? null);
  const popup = useSelector(popups, (snapshot) => shownAccountPopup(snapshot, { guest, fieldsKnown: fields !== null }));
  const referralCode = useSelector(popups, (snapshot) => snapshot.context.referralCode);
  const helpTopic = useSelector(popups, (snapshot) => snapshot.context.helpTopic);
  const banners = useSelector(announcements, (snapshot) => snapshot.context.data?.banners ?? []);
  const liveChat = useSelector(systemStatus, liveChatPath);
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
  const close = () => popups.send({ type: 'CLOSE' });

  return (
    <>
      {popup === 'login' && (
        <LazyArea
          quiet
          load={loadLogin}
          props={{
            calls: calls,
            site: 'member' as const,
            passwordPolicy: flags.passwordPolicy,
            codeLoginEnabled: flags.codeLogin,
            socialLogins: flags.socialLogins,
            socialCalls: socialCalls,
            rememberedUsername: readRememberedUsername(),
            banner: popupBanner(banners, 'w_login'),
            onLoggedIn: onLoggedIn,
            onRemember: rememberLogin,
            onClose: close,
            onRegister: () => popups.send({ type: 'OPEN_REGISTER' }),
            onForgot: () => popups.send({ type: 'OPEN_FORGOT' }),
          }}
        />
      )}
      {popup === 'register' && fields && (
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
            banner: popupBanner(banners, 'w_register'),
            onRegistered: (user) => enterWith(user, null),
            onLogin: () => popups.send({ type: 'OPEN_LOGIN' }),
            onClose: close,
            onOpenTerms: () => popups.send({ type: 'OPEN_HELP', topic: 'term' }),
          }}
        />
      )}
      {popup === 'forgot' && fields && (
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
      {popup === 'changePassword' && (
        <LazyArea
          quiet
          load={loadChangePassword}
          props={{
            reason: null,
            knownPassword: null,
            passwordField: fields?.password,
            calls,
            // SPEC 4 Password flows: change-password success hides the popup and goes to /.
            onChanged: () => {
              close();
              navigate('/');
            },
            onSignOut: () => session.send({ type: 'LOGOUT_REQUESTED' }),
            onCancel: close,
          }}
        />
      )}
      {popup === 'trialWarning' && (
        <WarningDialog title={<Trans>Notice</Trans>} confirmLabel={t`Confirm`} closeLabel={t`Close`} onClose={close} testId="trial-warning">
          <Trans id="in_need_true_account">This needs a registered account. Please register a real account to use it.</Trans>
        </WarningDialog>
      )}
      {popup === 'feedback' && <LazyArea quiet load={loadFeedback} props={{ calls, sender, onClose: close }} />}
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
    </>
  );
}
