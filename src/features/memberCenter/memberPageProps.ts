import type { ActorRefFrom } from 'xstate';
import type { MemberPageId } from '@kernel/memberPages';
import type { ModuleNode } from '@kernel/modules';
import type { realityCheckMachine } from '@machines/member/realityCheck.machine';
import type { walletMachine } from '@machines/wallet/wallet.machine';
import type { BonusCalls } from '@/api/bonusCalls';
import type { ConfirmationCalls } from '@/api/confirmationCalls';
import type { DepositCalls } from '@/api/depositCalls';
import type { DeviceSessionCalls } from '@/api/deviceSessionCalls';
import type { InboxCalls } from '@/api/inboxCalls';
import type { MissionCalls } from '@/api/missionCalls';
import type { PlayerSafetyCalls } from '@/api/playerSafetyCalls';
import type { ProfileCalls } from '@/api/profileCalls';
import type { RecordCalls } from '@/api/recordCalls';
import type { ReferralCalls } from '@/api/referralCalls';
import type { RewardCenterCalls } from '@/api/rewardCenterCalls';
import type { SaferGamblingCalls } from '@/api/saferGamblingCalls';
import type { TwoFactorCalls } from '@/api/twoFactorCalls';
import type { UplineCalls } from '@/api/uplineCalls';
import type { WalletCalls } from '@/api/walletCalls';
import type { WithdrawCalls } from '@/api/withdrawCalls';

export type WalletRef = ActorRefFrom<typeof walletMachine>;

/** The call sets of the member center, created once by its route (effects provided in one place). */
export type MemberCalls = {
  wallet: WalletCalls;
  deposit: DepositCalls;
  withdraw: WithdrawCalls;
  confirmation: ConfirmationCalls;
  upline: UplineCalls;
  /** The security center: profile and contact binding. */
  profile: ProfileCalls;
  /** The security center: the devices signed in and the recent logins. */
  deviceSessions: DeviceSessionCalls;
  /** The security center: two-factor authentication. */
  twoFactor: TwoFactorCalls;
  /** The records: betting record, account record, profit and loss. */
  records: RecordCalls;
  /** The message inbox (messageV2). */
  inbox: InboxCalls;
  /** Invite friends (referral). */
  referral: ReferralCalls;
  /** The reward center (rewardCenter) and its VIP part. */
  rewardCenter: RewardCenterCalls;
  /** Missions and their leaderboard (missionLeaderboard). */
  missions: MissionCalls;
  /** Bonus details and the manual rebate (bonusDetails). */
  bonus: BonusCalls;
  /** Safer gambling: the member's deposit, loss and wager limits (saferGambling). */
  saferGambling: SaferGamblingCalls;
  /** Safer gambling: taking a time-out or self-exclusion (the reality check's calls are the overlay's). */
  playerSafety: PlayerSafetyCalls;
};

/** What every member page gets from the area. */
export type MemberPageProps = {
  calls: MemberCalls;
  /** The root wallet actor: pages send it REFRESH after every money write; the header reads it. */
  wallet: WalletRef;
  /** The module tree, for pages that show parts only when a module is on. */
  modules: readonly ModuleNode[];
  /** The logged-in account name. */
  userName: string;
  currencySymbol: string;
  /** Opens another member page (its address comes from the page registry). */
  openPage: (page: MemberPageId) => void;
  /** The menu's unread badges are read again (after a message is read or deleted). */
  refreshBadges: () => void;
  /** Opens a page of the platform in a new window (the payment gateway); false when the browser blocked it. */
  openWindow: (url: string) => boolean;
  /** Opens the change-password popup (the popups machine owns it). */
  openChangePassword: () => void;
  /** The site's own address (scheme, host, port): the invite link is built on it. */
  siteOrigin: string;
  /** Puts a text on the clipboard; rejects when the browser has none or refuses (the page says so). */
  copyText: (text: string) => Promise<void>;
  /** The member chose another avatar (null: the default): the header shows it at once (the session holds it). */
  onAvatarChanged?: (avatarUrl: string | null) => void;
  /** The app-wide reality-check actor (issue 26): the Safer gambling page sends it the member's interval; null before it runs. */
  realityCheck?: ActorRefFrom<typeof realityCheckMachine> | null;
  /** Ends the session on this device after a break was taken (the backend has already ended every session). */
  endSession?: () => void;
};
