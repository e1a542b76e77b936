import { deviceSessionsResponse, loginHistoryResponse } from '@kernel/deviceSessions';
import { MEMBER_PATH } from '@kernel/memberPaths';
import type { ApiClient } from './client';

/** The security center's devices and logins (all T, issue 26): each sign-out answers with the sessions still live. */
export function createDeviceSessionCalls(api: ApiClient) {
  return {
    getSessions: async () => (await api.get(MEMBER_PATH.deviceSessions, deviceSessionsResponse)).value,
    getLoginHistory: async () => (await api.get(MEMBER_PATH.loginHistory, loginHistoryResponse)).value,
    signOutSession: async (id: string) => (await api.send('POST', MEMBER_PATH.signOutSession, deviceSessionsResponse, { id })).value,
    signOutOthers: async () => (await api.send('POST', MEMBER_PATH.signOutOtherSessions, deviceSessionsResponse, {})).value,
  };
}
export type DeviceSessionCalls = ReturnType<typeof createDeviceSessionCalls>;
