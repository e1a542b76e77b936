import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { isModuleEnabled } from '@kernel/modules';
import { safeWebAddress } from '@kernel/webAddress';
import { memberBadgesMachine } from '@machines/member/memberBadges.machine';
import type { MemberBadges } from '@machines/member/memberBadges.rules';
import { signedInAccount } from '@machines/session.selectors';
import { createBonusCalls } from '@/api/bonusCalls';
import { apiConfig } from '@/api/config';
import { createConfirmationCalls } from '@/api/confirmationCalls';
import { createDepositCalls } from '@/api/depositCalls';
import { createDeviceSessionCalls } from '@/api/deviceSessionCalls';
import { createInboxCalls } from '@/api/inboxCalls';
import { createMissionCalls } from '@/api/missionCalls';
import { createPlayerSafetyCalls } from '@/api/playerSafetyCalls';
import { createProfileCalls } from '@/api/profileCalls';
import { createRecordCalls } from '@/api/recordCalls';
import { createReferralCalls } from '@/api/referralCalls';
import { createRewardCenterCalls } from '@/api/rewardCenterCalls';
import { createSaferGamblingCalls } from '@/api/saferGamblingCalls';
import { createTwoFactorCalls } from '@/api/twoFactorCalls';
import { createUplineCalls } from '@/api/uplineCalls';
import { createWalletCalls } from '@/api/walletCalls';
import { createWithdrawCalls } from '@/api/withdrawCalls';
import MemberCenterArea from '@/features/memberCenter/MemberCenterArea';
import type { MemberCalls } from '@/features/memberCenter/memberPageProps';
import { preloadMemberPage } from '@/features/memberCenter/memberPages';
import { useRootActors } from '../RootActorsContext';
import { useRealityCheckRef } from '../realityCheckHub';
import { api, supportCalls } from '../services';

// A tab landing on a member page: its chunk loads beside this one, not after the session's answer and the center's first render.
if (window.location.pathname === '/member') preloadMemberPage(window.location.search);

/** A platform page (the payment gateway) in a new window that gets no handle on this one; false when blocked. */
function openPlatformWindow(url: string): boolean {
  const address = safeWebAddress(url);
  if (!address) return false;
  const opened = window.open(new URL(address, new URL(apiConfig.baseURL || '/', window.location.href)).href, '_blank');
  if (opened) opened.opener = null;
  return opened !== null;
}

/** The clipboard, where the browser offers it; a refusal (no permission, an insecure page) rejects, never passes silently. */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available on this page');
  await navigator.clipboard.writeText(text);
}

const createMemberCalls = (): MemberCalls => ({
  wallet: createWalletCalls(api),
  deposit: createDepositCalls(api),
  withdraw: createWithdrawCalls(api),
  confirmation: createConfirmationCalls(api),
  upline: createUplineCalls(api),
  profile: createProfileCalls(api),
  deviceSessions: createDeviceSessionCalls(api),
  twoFactor: createTwoFactorCalls(api),
  records: createRecordCalls(api),
  inbox: createInboxCalls(api),
  referral: createReferralCalls(api),
  rewardCenter: createRewardCenterCalls(api),
  missions: createMissionCalls(api),
  bonus: createBonusCalls(api),
  saferGambling: createSaferGamblingCalls(api),
  playerSafety: createPlayerSafetyCalls(api),
});

/**
 * SPEC 2 /member: the member center with its effects provided here, once: the call sets, the
 * unread badges (refreshed on entry and on return to the tab), the root wallet actor, the
 * modules, the site's address and the clipboard. The route and the area share one lazy chunk;
 * each page is a chunk of its own.
 */
export default function MemberCenterRoute() {
  const { session, whitelabel, wallet, popups } = useRootActors();
  const [, navigate] = useLocation();
  const search = useSearch();
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? []);
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  const userName = useSelector(session, (snapshot) => signedInAccount(snapshot) ?? '');
  const inbox = isModuleEnabled(modules, 'INBOX3');
  const rewardCenter = isModuleEnabled(modules, 'REWCEN3');
  const realityCheck = useRealityCheckRef();

  const [memberCalls] = useState(createMemberCalls);
  const badges = useActorRef(
    memberBadgesMachine.provide({
      actors: {
        loadBadges: fromPromise<MemberBadges>(async () => {
          const [messages, rewards, missions] = await Promise.all([
            inbox ? supportCalls.getUnreadCount() : Promise.resolve(0),
            // The rewards not seen yet and those still to claim (kernel/rewardCenter.ts).
            rewardCenter ? memberCalls.rewardCenter.getUnreadCount() : Promise.resolve(0),
            // Missions complete and not claimed (MCSFE_missionUnreadCount).
            memberCalls.missions.getClaimableCount(),
          ]);
          return { messages, rewards, missions };
        }),
      },
    }),
  );
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') badges.send({ type: 'REFRESH' });
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [badges]);

  return (
    <MemberCenterArea
      requestedPage={new URLSearchParams(search).get('page')}
      badges={badges}
      navigate={navigate}
      pageProps={{
        calls: memberCalls,
        wallet,
        modules,
        userName,
        currencySymbol,
        openWindow: openPlatformWindow,
        openChangePassword: () => popups.send({ type: 'OPEN_CHANGE_PASSWORD' }),
        onAvatarChanged: (avatarUrl) => session.send({ type: 'AVATAR_CHANGED', avatarUrl }),
        siteOrigin: window.location.origin,
        copyText: copyToClipboard,
        realityCheck,
        endSession: () => {
          session.send({ type: 'LOGOUT_REQUESTED' });
          session.send({ type: 'LOGOUT_CONFIRMED' });
        },
      }}
    />
  );
}
