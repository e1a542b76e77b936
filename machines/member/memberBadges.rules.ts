/** Unread counts shown as badges (SPEC 2: missionLeaderboard, messageV2, rewardCenter). */
export type MemberBadges = { missions: number; messages: number; rewards: number };

export const NO_BADGES: MemberBadges = { missions: 0, messages: 0, rewards: 0 };
