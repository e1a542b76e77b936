import { MEMBER_PATH } from '@kernel/memberPaths';
import { type RealityCheckSetting, realityCheckSettingResponse, sessionSummaryResponse, type TakeBreakRequest, takeBreakResponse } from '@kernel/playerSafety';
import type { ApiClient } from './client';

/** Player safety (issue 26, all T): the reality check's interval and this session's summary; taking a break is sealed (E: it carries the password). */
export function createPlayerSafetyCalls(api: ApiClient) {
  return {
    getRealityCheck: async () => (await api.get(MEMBER_PATH.realityCheck, realityCheckSettingResponse)).value,
    setRealityCheck: async (setting: RealityCheckSetting) => (await api.send('POST', MEMBER_PATH.setRealityCheck, realityCheckSettingResponse, setting)).value,
    getSessionSummary: async () => (await api.get(MEMBER_PATH.sessionSummary, sessionSummaryResponse)).value,
    takeBreak: async (request: TakeBreakRequest) => (await api.sendSealed('POST', MEMBER_PATH.takeBreak, takeBreakResponse, request)).value,
  };
}
export type PlayerSafetyCalls = ReturnType<typeof createPlayerSafetyCalls>;
