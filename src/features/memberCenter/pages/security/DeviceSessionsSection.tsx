import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { History, MonitorSmartphone, RefreshCw } from 'lucide-react';
import type { Browser, DeviceSession, LoginAttempt, LoginResult, OperatingSystem } from '@kernel/deviceSessions';
import { formatterFor } from '@kernel/format';
import { listsShown, othersSignedIn, readingLists, signingOut, signOutAsked, signOutBusy } from '@machines/member/deviceSessions.selectors';
import type { DeviceSessionCalls } from '@/api/deviceSessionCalls';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { StatusTag, type StatusTone } from '@/ui/StatusTag';
import { useErrorText } from '@/ui/useErrorText';
import styles from './Security.module.css';
import { useDeviceSessionsMachines } from './useDeviceSessionsMachines';

/** A login's result: green when signed in, gold when a check was asked, red when refused. */
const RESULT_TONE: Record<LoginResult, StatusTone> = {
  success: 'success',
  wrongPassword: 'danger',
  wrongSmsCode: 'danger',
  locked: 'danger',
  captcha: 'gold',
  verificationRequired: 'gold',
  verificationFailed: 'danger',
  wrongSite: 'neutral',
  wrongTwoFactorCode: 'danger',
  onBreak: 'neutral',
};

/**
 * Issue 26: the devices signed in to the account (browser, system, masked IP, last seen, this
 * device marked), signing out another one or all others after a confirmation, and the newest
 * logins with their result. A device signed out here is refused at its next call and returns to
 * the visitor state, as an expired session does.
 */
export function DeviceSessionsSection({ calls }: { calls: DeviceSessionCalls }) {
  const { t, i18n } = useLingui();
  const format = formatterFor(i18n.locale);
  const errorText = useErrorText();
  const { deviceSessions } = useDeviceSessionsMachines(calls);
  const snapshot = useSelector(deviceSessions, (state) => state);
  const send = deviceSessions.send;
  const { sessions, history, notice } = snapshot.context;
  const shown = listsShown(snapshot);
  const reading = readingLists(snapshot);
  const busy = signOutBusy(snapshot);
  const others = othersSignedIn(snapshot);
  const asked = signOutAsked(snapshot);
  const sending = signingOut(snapshot);

  const browserName = (browser: Browser) => (browser === 'other' ? t`Unknown browser` : browser);
  const systemName = (os: OperatingSystem) => (os === 'other' ? t`Unknown system` : os);
  const deviceName = (entry: { browser: Browser; os: OperatingSystem }) => `${browserName(entry.browser)} · ${systemName(entry.os)}`;
  const resultText: Record<LoginResult, string> = {
    success: t`Signed in`,
    wrongPassword: t`Wrong password`,
    wrongSmsCode: t`Wrong SMS code`,
    locked: t`Too many attempts`,
    captcha: t`Captcha missing or wrong`,
    verificationRequired: t`New device verification asked`,
    verificationFailed: t`Device verification failed`,
    wrongSite: t`Not allowed on this site`,
    wrongTwoFactorCode: t`Wrong two-factor code`,
    onBreak: t`Refused during a break`,
  };
  const ipOf = (ipMasked: string | null) => <bdi dir="ltr">{ipMasked ?? '—'}</bdi>;

  const sessionColumns: RecordColumn<DeviceSession>[] = [
    {
      id: 'device',
      header: <Trans>Device</Trans>,
      wrap: true,
      cell: (session) => (
        <>
          {deviceName(session)}{' '}
          {session.current && (
            <StatusTag tone="accent" data-testid="device-session-current">
              <Trans>This device</Trans>
            </StatusTag>
          )}
        </>
      ),
    },
    { id: 'ip', header: <Trans>IP</Trans>, cell: (session) => ipOf(session.ipMasked) },
    { id: 'lastSeen', header: <Trans>Last seen</Trans>, cell: (session) => format.dateTime(session.lastSeenAt) },
    {
      id: 'action',
      header: <span className="visually-hidden">{t`Sign out`}</span>,
      align: 'end',
      cell: (session) =>
        session.current ? null : (
          <Button size="s" variant="outline" onClick={() => send({ type: 'SIGN_OUT', id: session.id })} disabled={busy} data-testid="device-session-sign-out">
            <Trans>Sign out</Trans>
          </Button>
        ),
    },
  ];
  const historyColumns: RecordColumn<LoginAttempt>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (attempt) => format.dateTime(attempt.at) },
    {
      id: 'result',
      header: <Trans>Result</Trans>,
      cell: (attempt) => <StatusTag tone={RESULT_TONE[attempt.result]}>{resultText[attempt.result]}</StatusTag>,
    },
    { id: 'device', header: <Trans>Device</Trans>, wrap: true, cell: deviceName },
    { id: 'ip', header: <Trans>IP</Trans>, cell: (attempt) => ipOf(attempt.ipMasked) },
  ];

  return (
    <SectionCard
      titleId="device-sessions-title"
      title={
        <>
          <MonitorSmartphone size={18} aria-hidden="true" /> <Trans>Signed-in devices</Trans>
        </>
      }
      data-testid="security-device-sessions"
    >
      <Notice plain>
        <Trans>Sign out any device you do not recognise.</Trans>
      </Notice>
      {reading && !shown && <Spinner label={t`Loading`} size={22} />}
      {snapshot.matches('failed') && (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>Your devices could not be loaded.</Trans>
        </InlineRetry>
      )}
      {shown && (
        <RecordTable
          caption={t`Signed-in devices`}
          columns={sessionColumns}
          rows={sessions}
          rowKey={(session) => session.id}
          busy={reading}
          empty={<Trans>No device is signed in.</Trans>}
          testId="device-sessions"
          rowTestId="device-session"
          rowData={(session) => ({ current: String(session.current) })}
        />
      )}

      {notice?.kind === 'signedOut' && (
        <Notice tone="success" plain role="status" data-testid="device-sessions-notice">
          <Trans>The device was signed out.</Trans>
        </Notice>
      )}
      {notice?.kind === 'signedOutOthers' && (
        <Notice tone="success" plain role="status" data-testid="device-sessions-notice">
          <Trans>All other devices were signed out.</Trans>
        </Notice>
      )}
      {notice?.kind === 'error' && (
        <Notice tone="danger" role="alert" data-testid="device-sessions-notice">
          {errorText(notice.error)}
        </Notice>
      )}

      {shown && (
        <FormRow align="start">
          <Button size="s" variant="ghost" onClick={() => send({ type: 'REFRESH' })} disabled={busy} data-testid="device-sessions-refresh">
            <RefreshCw size={14} aria-hidden="true" /> <Trans>Refresh</Trans>
          </Button>
          {others > 0 && (
            <Button size="s" variant="outline" onClick={() => send({ type: 'SIGN_OUT_OTHERS' })} disabled={busy} data-testid="device-sessions-sign-out-others">
              <Trans>Sign out all other devices</Trans>
            </Button>
          )}
        </FormRow>
      )}

      {shown && (
        <>
          <h3 id="login-history-title" className={styles.subtitle}>
            <History size={16} aria-hidden="true" /> <Trans>Recent logins</Trans>
          </h3>
          <RecordTable
            caption={t`Recent logins`}
            columns={historyColumns}
            rows={history}
            rowKey={(attempt) => `${attempt.at}-${attempt.result}-${history.indexOf(attempt)}`}
            busy={reading}
            empty={<Trans>No logins yet.</Trans>}
            testId="login-history"
            rowTestId="login-attempt"
            rowData={(attempt) => ({ result: attempt.result })}
          />
        </>
      )}

      {asked && (
        <Modal
          title={asked.kind === 'others' ? <Trans>Sign out all other devices?</Trans> : <Trans>Sign out this device?</Trans>}
          closeLabel={t`Close`}
          onClose={() => send({ type: 'CANCEL' })}
          testId="device-sign-out-dialog"
        >
          <Notice plain>
            {asked.kind === 'one' ? (
              <>
                {deviceName(asked.session)} · {ipOf(asked.session.ipMasked)}
              </>
            ) : (
              <Trans>Every other device will have to log in again.</Trans>
            )}
          </Notice>
          <FormRow>
            <Button variant="ghost" onClick={() => send({ type: 'CANCEL' })} disabled={sending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => send({ type: 'CONFIRM' })} disabled={sending} data-testid="device-sign-out-confirm">
              {sending ? <Trans>Signing out…</Trans> : <Trans>Sign out</Trans>}
            </Button>
          </FormRow>
        </Modal>
      )}
    </SectionCard>
  );
}
