import { MEMBER_PATH } from '@kernel/memberPaths';
import {
  recoveryCodesResponse,
  type TwoFactorConfirmRequest,
  type TwoFactorDisableRequest,
  twoFactorEnrolmentResponse,
  twoFactorStatusResponse,
} from '@kernel/twoFactor';
import type { ApiClient } from './client';

/** The security center's two-factor authentication (all T, issue 26 item 2). */
export function createTwoFactorCalls(api: ApiClient) {
  return {
    getStatus: async () => (await api.get(MEMBER_PATH.twoFactorStatus, twoFactorStatusResponse)).value,
    startEnrolment: async () => (await api.send('POST', MEMBER_PATH.twoFactorStart, twoFactorEnrolmentResponse, {})).value,
    confirm: async (request: TwoFactorConfirmRequest) => (await api.send('POST', MEMBER_PATH.twoFactorConfirm, recoveryCodesResponse, request)).value,
    disable: async (request: TwoFactorDisableRequest) => (await api.send('POST', MEMBER_PATH.twoFactorDisable, twoFactorStatusResponse, request)).value,
  };
}
export type TwoFactorCalls = ReturnType<typeof createTwoFactorCalls>;
