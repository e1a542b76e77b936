import { MEMBER_PATH } from '@kernel/memberPaths';
import { saferGamblingResponse } from '@kernel/saferGambling';
import type { SaveLimitInput } from '@machines/member/saferGambling.machine';
import type { ApiClient } from './client';

/** Safer gambling (issue 26, all T): the member's limits and setting one (idempotent by key); an agent reads a team member's with agentCalls. */
export function createSaferGamblingCalls(api: ApiClient) {
  return {
    getLimits: async () => (await api.get(MEMBER_PATH.saferGamblingLimits, saferGamblingResponse)).value,
    setLimit: async (request: SaveLimitInput) => (await api.send('POST', MEMBER_PATH.setSaferGamblingLimit, saferGamblingResponse, request)).value,
  };
}
export type SaferGamblingCalls = ReturnType<typeof createSaferGamblingCalls>;
