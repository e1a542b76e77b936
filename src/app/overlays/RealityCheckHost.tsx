import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { RealityCheckSetting } from '@kernel/playerSafety';
import { realityCheckMachine } from '@machines/member/realityCheck.machine';
import { isReminding, reminderFigures } from '@machines/member/realityCheck.selectors';
import { createPlayerSafetyCalls } from '@/api/playerSafetyCalls';
import { RealityCheckReminder } from '@/features/playerSafety/RealityCheckReminder';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import { useRootActors } from '../RootActorsContext';
import { publishRealityCheck } from '../realityCheckHub';
import { api } from '../services';

const playerSafety = createPlayerSafetyCalls(api);

/** One signed-in member's reality check: its actor (published for the Safer gambling page) and its reminder. */
export function RealityCheckHost({ currencySymbol }: { currencySymbol: string }) {
  const { session } = useRootActors();
  const realityCheck = useActorRef(
    useProvidedMachine(realityCheckMachine, {
      actors: {
        loadSetting: fromPromise(() => playerSafety.getRealityCheck()),
        saveSetting: fromPromise<RealityCheckSetting, RealityCheckSetting>(({ input }) => playerSafety.setRealityCheck(input)),
        loadSummary: fromPromise(() => playerSafety.getSessionSummary()),
      },
      actions: {
        // Log out at once: the member asked from the reminder, no second confirmation.
        logOut: () => {
          session.send({ type: 'LOGOUT_REQUESTED' });
          session.send({ type: 'LOGOUT_CONFIRMED' });
        },
      },
    } satisfies Implementations<typeof realityCheckMachine>),
  );
  useEffect(() => {
    publishRealityCheck(realityCheck);
    return () => publishRealityCheck(null);
  }, [realityCheck]);
  const reminding = useSelector(realityCheck, isReminding);
  const figures = useSelector(realityCheck, reminderFigures);
  if (!reminding) return null;
  return (
    <RealityCheckReminder
      figures={figures}
      currencySymbol={currencySymbol}
      onContinue={() => realityCheck.send({ type: 'CONTINUE' })}
      onLogOut={() => realityCheck.send({ type: 'LOG_OUT' })}
    />
  );
}
