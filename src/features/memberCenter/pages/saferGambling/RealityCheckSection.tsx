import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Timer } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { formatterFor } from '@kernel/format';
import { REALITY_CHECK_MINUTES, REALITY_CHECK_OFF, type RealityCheckMinutes } from '@kernel/playerSafety';
import type { realityCheckMachine } from '@machines/member/realityCheck.machine';
import { chosenInterval, realityCheckBusy, realityCheckFailed } from '@machines/member/realityCheck.selectors';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Pill, PillGroup } from '@/ui/PillGroup';
import { SectionCard } from '@/ui/SectionCard';

/**
 * Issue 26 reality check: off (the default), every 30 or every 60 minutes. The choice goes to the
 * app-wide reality-check actor, which saves it and starts the wait again from now.
 */
export function RealityCheckSection({ realityCheck }: { realityCheck: ActorRefFrom<typeof realityCheckMachine> }) {
  const { t, i18n } = useLingui();
  const format = formatterFor(i18n.locale);
  const chosen = useSelector(realityCheck, chosenInterval);
  const busy = useSelector(realityCheck, realityCheckBusy);
  const failed = useSelector(realityCheck, realityCheckFailed);
  const label = (interval: RealityCheckMinutes) => {
    if (interval === REALITY_CHECK_OFF) return t`Off`;
    const minutes = format.count(interval);
    return t`${minutes} min`;
  };
  return (
    <SectionCard
      title={
        <>
          <Timer size={18} aria-hidden="true" /> <Trans>Reality check</Trans>
        </>
      }
      data-testid="reality-check-setting"
    >
      <p>
        <Trans>Every 30 or 60 minutes of play, a reminder shows your time played and net result since you logged in.</Trans>
      </p>
      <PillGroup label={t`Reality check`}>
        {REALITY_CHECK_MINUTES.map((minutes) => (
          <Pill
            key={minutes}
            active={chosen === minutes}
            disabled={busy}
            onClick={() => realityCheck.send({ type: 'CHOOSE', intervalMinutes: minutes })}
            data-testid={`reality-check-${minutes}`}
          >
            {label(minutes)}
          </Pill>
        ))}
      </PillGroup>
      {failed && (
        <Notice tone="danger" role="alert" row data-testid="reality-check-error">
          <Trans>Network link is abnormal, please try again</Trans>
          <Button size="s" variant="outline" onClick={() => realityCheck.send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}
    </SectionCard>
  );
}
