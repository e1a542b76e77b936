import { useSelector } from '@xstate/react';
import type { ComponentProps } from 'react';
import type { AnyActorRef } from 'xstate';
import type { SecondFactorContext, SecondFactorEvent } from '@machines/auth/secondFactor.fragment';
import type { TwoFactorCodeForm } from './TwoFactorCodeForm';

/** What the second step's form sends: the fragment's events, the code typed, and the code sent. */
type SecondFactorFormEvent = SecondFactorEvent | { type: 'CHANGE'; field: 'twoFactorCode'; value: string } | { type: 'SUBMIT' };

/** A machine that spreads in the second-factor fragment (machines/auth/secondFactor.fragment.ts), as far as its form needs. */
type SecondFactorActor<TError> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): { context: SecondFactorContext & { error: TError }; matches(state: 'secondFactor' | 'submittingSecondFactor'): boolean };
  send(event: SecondFactorFormEvent): void;
};

/**
 * Issue 26 item 2: TwoFactorCodeForm wired to a login machine's second step, the same for the
 * password login and the login by identity: the code, the method and the error selected, the
 * events sent. Null while the machine is not at that step.
 */
export function useSecondFactorForm<TError>(
  actor: SecondFactorActor<TError>,
  errorText: (error: TError) => string | null,
): ComponentProps<typeof TwoFactorCodeForm> | null {
  const shown = useSelector(actor, (snapshot) => snapshot.matches('secondFactor') || snapshot.matches('submittingSecondFactor'));
  const busy = useSelector(actor, (snapshot) => snapshot.matches('submittingSecondFactor'));
  const method = useSelector(actor, (snapshot) => snapshot.context.twoFactorMethod);
  const code = useSelector(actor, (snapshot) => snapshot.context.twoFactorCode);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  if (!shown) return null;
  return {
    method,
    code,
    errorText: errorText(error),
    busy,
    onSelectMethod: (chosen) => actor.send({ type: 'SELECT_TWO_FACTOR_METHOD', method: chosen }),
    onChange: (value) => actor.send({ type: 'CHANGE', field: 'twoFactorCode', value }),
    onCancel: () => actor.send({ type: 'CANCEL_TWO_FACTOR' }),
    onSubmit: () => actor.send({ type: 'SUBMIT' }),
  };
}
