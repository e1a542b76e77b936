import { Trans, useLingui } from '@lingui/react/macro';
import { LockKeyhole, ShieldCheck, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatterFor } from '@kernel/format';
import type { Profile } from '@kernel/profile';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { InfoRow } from '@/ui/InfoRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { useRemoteData } from '@/ui/useRemoteData';
import type { MemberPageProps } from '../../memberPageProps';
import { AvatarSection } from './AvatarSection';
import { BankAccountsSection } from './BankAccountsSection';
import { ContactBinding } from './ContactBinding';
import { DeviceSessionsSection } from './DeviceSessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { WithdrawPasswordSection } from './WithdrawPasswordSection';

/**
 * SPEC 2 Member center: the security center ('my account', the default page). The profile with
 * the member's avatar (SPEC 7 /wps/member/info/icon) and the login before this one, the login password (the change-password popup), the bound mobile and
 * email, the withdrawal password and the bank accounts withdrawals are paid to.
 */
export default function SecurityCenterPage(props: MemberPageProps) {
  const { calls } = props;
  // Read again after a contact is bound, so the card shows the new masked value.
  const [profileVersion, setProfileVersion] = useState(0);
  const profile = useRemoteData('profile', calls.profile.getProfile, profileVersion);
  const reloadProfile = () => setProfileVersion((version) => version + 1);

  return (
    <Stack gap="l" data-testid="security-center">
      <ProfileCard
        profile={profile.data}
        loading={profile.loading}
        failed={profile.failed}
        retry={profile.retry}
        onChangePassword={props.openChangePassword}
        avatar={<AvatarSection calls={calls.profile} onChanged={props.onAvatarChanged} />}
      />

      <SectionCard
        titleId="contacts-title"
        title={
          <>
            <ShieldCheck size={18} aria-hidden="true" /> <Trans>Mobile and email</Trans>
          </>
        }
      >
        <ContactBinding
          kind="mobile"
          current={profile.data?.mobileMasked ?? null}
          sendCode={(mobile, countryDialingCode) => calls.profile.sendMobileCode(mobile, countryDialingCode)}
          bind={({ target, code, countryDialingCode }) => calls.profile.bindMobile({ mobileNum: target, countryDialingCode, verificationCode: code })}
          onBound={reloadProfile}
          loadFormRules={calls.profile.getFormRules}
        />
        <ContactBinding
          kind="email"
          current={profile.data?.emailMasked ?? null}
          sendCode={(email) => calls.profile.sendEmailCode(email)}
          bind={({ target, code }) => calls.profile.bindEmail({ email: target, verificationCode: code })}
          onBound={reloadProfile}
          loadFormRules={calls.profile.getFormRules}
        />
      </SectionCard>

      <WithdrawPasswordSection calls={calls.withdraw} />
      <BankAccountsSection calls={calls.withdraw} />
      <TwoFactorSection calls={calls.twoFactor} copyText={props.copyText} />
      <DeviceSessionsSection calls={calls.deviceSessions} />
    </Stack>
  );
}

function ProfileCard({
  profile,
  loading,
  failed,
  retry,
  onChangePassword,
  avatar,
}: {
  /** The member's avatar and its picker (its own machine). */
  avatar: ReactNode;
  profile: Profile | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  onChangePassword: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = formatterFor(i18n.locale);
  return (
    <SectionCard
      titleId="profile-title"
      title={
        <>
          <UserRound size={18} aria-hidden="true" /> <Trans>My account</Trans>
        </>
      }
      data-testid="security-profile"
    >
      {avatar}
      {loading && !profile && <Spinner label={t`Loading`} size={22} />}
      {failed && (
        <InlineRetry onRetry={retry}>
          <Trans>Your profile could not be loaded.</Trans>
        </InlineRetry>
      )}
      {profile && (
        <FactList columns={3}>
          <div>
            <dt>
              <Trans>User name</Trans>
            </dt>
            <dd data-testid="profile-username">{format.name(profile.userName)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Nickname</Trans>
            </dt>
            <dd>{format.name(profile.nickname)}</dd>
          </div>
          <div>
            <dt>
              <Trans>VIP level</Trans>
            </dt>
            <dd data-testid="profile-vip">{profile.vipLabel}</dd>
          </div>
          <div>
            <dt>
              <Trans>Mobile number</Trans>
            </dt>
            <dd data-testid="profile-mobile">{profile.mobileMasked ?? <Trans>Not bound</Trans>}</dd>
          </div>
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd data-testid="profile-email">{profile.emailMasked ?? <Trans>Not bound</Trans>}</dd>
          </div>
          <div>
            <dt>
              <Trans>Last login</Trans>
            </dt>
            <dd data-testid="profile-last-login">
              {profile.previousLogin ? (
                <>
                  {format.dateTime(profile.previousLogin.at)} · <Trans>IP</Trans> {profile.previousLogin.ip}
                </>
              ) : (
                <Trans>This is your first login</Trans>
              )}
            </dd>
          </div>
        </FactList>
      )}
      <InfoRow
        icon={<LockKeyhole size={18} aria-hidden="true" />}
        title={<Trans>Login password</Trans>}
        text={<Trans>Change it regularly, and never share it.</Trans>}
        action={
          <Button size="s" variant="outline" onClick={onChangePassword} data-testid="security-change-password">
            <Trans>Change password</Trans>
          </Button>
        }
      />
    </SectionCard>
  );
}
