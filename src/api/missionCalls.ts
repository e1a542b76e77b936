import { MEMBER_PATH } from '@kernel/memberPaths';
import { type ClaimMissionRequest, claimMissionResponse, missionCountResponse, missionLeaderboardResponse, missionSummaryResponse } from '@kernel/missions';
import type { ApiClient } from './client';

/** Missions (all T): SPEC 7 mission summary and leaderboard, the claim of a prize (with its idempotency key) and the badge count. */
export function createMissionCalls(api: ApiClient) {
  return {
    getSummary: async () => (await api.get(MEMBER_PATH.missionSummary, missionSummaryResponse)).value,
    getLeaderboard: async () => (await api.get(MEMBER_PATH.missionLeaderboard, missionLeaderboardResponse)).value,
    claim: async (request: ClaimMissionRequest) => (await api.send('POST', MEMBER_PATH.claimMission, claimMissionResponse, request)).value,
    getClaimableCount: async () => (await api.get(MEMBER_PATH.missionCount, missionCountResponse)).value.claimableCount,
  };
}
export type MissionCalls = ReturnType<typeof createMissionCalls>;
