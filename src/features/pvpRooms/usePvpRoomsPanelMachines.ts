import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PvpRoom } from '@kernel/games';
import { pvpRoomsMachine } from '@machines/pvpRooms.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/**
 * The PVP rooms' machine, its loader bound here (the pattern:
 * src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts); the vendor and the
 * session change through events.
 */
export function usePvpRoomsPanelMachines(loadRooms: (vassalage: string) => Promise<PvpRoom[]>, input: { signedIn: boolean; vendor: string | null }) {
  const rooms = useActorRef(
    useProvidedMachine(pvpRoomsMachine, {
      actors: { loadRooms: fromPromise(({ input }) => loadRooms(input.vendor)) },
    } satisfies Implementations<typeof pvpRoomsMachine>),
    { input },
  );
  return { rooms };
}
