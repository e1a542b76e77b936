import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { consentMachine } from '@machines/consent.machine';
import { Button } from '@/ui/Button';

export type ConsentActor = ActorRefFrom<typeof consentMachine>;

/** The two answers the notice and the settings dialog both offer. */
export function ConsentChoices({ consent }: { consent: ConsentActor }) {
  return (
    <>
      <Button variant="outline" size="s" onClick={() => consent.send({ type: 'NECESSARY_ONLY' })} data-testid="consent-necessary">
        <Trans>Necessary only</Trans>
      </Button>
      <Button size="s" onClick={() => consent.send({ type: 'ACCEPT_ALL' })} data-testid="consent-accept">
        <Trans>Accept all</Trans>
      </Button>
    </>
  );
}
