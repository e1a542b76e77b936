import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deviceSessionsMachine } from '@machines/member/deviceSessions.machine';
import type { DeviceSessionCalls } from '@/api/deviceSessionCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/** The devices signed in and the recent logins (issue 26): both lists read together, one device or all others signed out. */
export function useDeviceSessionsMachines(calls: DeviceSessionCalls) {
  const deviceSessions = useActorRef(
    useProvidedMachine(deviceSessionsMachine, {
      actors: {
        loadLists: fromPromise(async () => {
          const [sessions, history] = await Promise.all([calls.getSessions(), calls.getLoginHistory()]);
          return { sessions, history };
        }),
        signOutSession: fromPromise(({ input }) => calls.signOutSession(input)),
        signOutOthers: fromPromise(() => calls.signOutOthers()),
      },
    } satisfies Implementations<typeof deviceSessionsMachine>),
  );
  return { deviceSessions };
}
