import { Trans, useLingui } from '@lingui/react/macro';
import { formatterFor } from '@kernel/format';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { FormRow } from '@/ui/FormRow';
import { Modal } from '@/ui/Modal';
import { Stack } from '@/ui/Stack';

const MINUTE_MS = 60 * 1000;

/**
 * Issue 26 reality check: the reminder over the page (and the game), with the time played since
 * login and the session's net result; Continue (the next one an interval later) or Sign out. It
 * has no close button: the member picks one of the two.
 */
export function RealityCheckReminder({
  figures,
  currencySymbol,
  onContinue,
  onLogOut,
}: {
  /** Null when the session's figures could not be read: the reminder still comes, without them. */
  figures: { playedMs: number; netPaise: number } | null;
  currencySymbol: string;
  onContinue: () => void;
  onLogOut: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = formatterFor(i18n.locale);
  const totalMinutes = figures ? Math.floor(figures.playedMs / MINUTE_MS) : 0;
  const hours = format.count(Math.floor(totalMinutes / 60));
  const minutes = format.count(totalMinutes % 60);
  const played = Math.floor(totalMinutes / 60) === 0 ? t`${minutes} min` : t`${hours} h ${minutes} min`;
  const net = figures ? figures.netPaise : 0;
  // The sign is written out: a loss reads as minus, a win as plus.
  const netText = `${net < 0 ? '−' : net > 0 ? '+' : ''}${format.paise(Math.abs(net), currencySymbol)}`;
  return (
    <Modal title={t`Reality check`} closeLabel={t`Continue playing`} testId="reality-check">
      <Stack gap="m">
        <p>
          <Trans>A reminder of your time and money since you logged in.</Trans>
        </p>
        {figures && (
          <FactList columns={2} look="tiles" large>
            <div>
              <dt>
                <Trans>Time played</Trans>
              </dt>
              <dd data-testid="reality-check-played">{played}</dd>
            </div>
            <div>
              <dt>
                <Trans>Net result</Trans>
              </dt>
              <dd data-testid="reality-check-net">{netText}</dd>
            </div>
          </FactList>
        )}
        <FormRow>
          <Button variant="outline" onClick={onLogOut} data-testid="reality-check-log-out">
            <Trans>Sign out</Trans>
          </Button>
          <Button onClick={onContinue} data-testid="reality-check-continue">
            <Trans>Continue playing</Trans>
          </Button>
        </FormRow>
      </Stack>
    </Modal>
  );
}
