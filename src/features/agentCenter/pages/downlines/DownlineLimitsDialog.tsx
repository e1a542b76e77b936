import { Trans, useLingui } from '@lingui/react/macro';
import type { Downline } from '@kernel/agency';
import { formatterFor, isolateLtr } from '@kernel/format';
import { type GamblingLimit, LIMIT_KINDS, LIMIT_PERIODS, LIMIT_TIME_ZONE, type LimitKind, type SaferGambling } from '@kernel/saferGambling';
import type { AgentCalls } from '@/api/agentCalls';
import { GamblingLimitsTable } from '@/ui/GamblingLimitsTable';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { sectionTitleClass } from '@/ui/SectionHead';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { useRemoteData } from '@/ui/useRemoteData';

type Props = { calls: AgentCalls; downline: Downline; currencySymbol: string; onClose: () => void };

/**
 * Issue 26: a team member's safer-gambling limits as the member set them, read only (the member
 * alone changes them): each limit in force, a pending raise or removal with its time, what the
 * period used and when it resets.
 */
export function DownlineLimitsDialog({ calls, downline, currencySymbol, onClose }: Props) {
  const { t, i18n } = useLingui();
  const name = isolateLtr(downline.userName, i18n.locale);
  const limits = useRemoteData<SaferGambling>('downlineLimits', () => calls.getDownlineLimits(downline.userName));
  const format = formatterFor(i18n.locale);
  const money = (paise: number) => format.paise(paise, currencySymbol);
  const moment = (ms: number) => format.dateTime(ms, LIMIT_TIME_ZONE);
  const kindTitle: Record<LimitKind, string> = { deposit: t`Deposit limits`, loss: t`Loss limits`, wager: t`Wager limits` };
  const pendingText = (limit: GamblingLimit) => {
    if (!limit.pending) return null;
    const when = moment(limit.pending.effectiveAt);
    const raised = limit.pending.amountPaise === null ? null : money(limit.pending.amountPaise);
    return raised === null ? t`Removed on ${when}` : t`Rises to ${raised} on ${when}`;
  };
  const rowsOf = (kind: LimitKind) => LIMIT_PERIODS.flatMap((period) => limits.data?.limits.filter((limit) => limit.kind === kind && limit.period === period) ?? []);

  return (
    <Modal title={<Trans>Safer-gambling limits of {name}</Trans>} onClose={onClose} closeLabel={t`Close`} width={760} testId="downline-limits-dialog">
      {limits.data ? (
        <Stack gap="m">
          <Notice plain>
            <Trans>The member sets these limits; only the member can change them.</Trans>
          </Notice>
          {LIMIT_KINDS.map((kind) => (
            <section key={kind}>
              <h3 className={sectionTitleClass}>{kindTitle[kind]}</h3>
              <GamblingLimitsTable limits={rowsOf(kind)} money={money} moment={moment} pendingText={pendingText} />
            </section>
          ))}
        </Stack>
      ) : limits.failed ? (
        <InlineRetry onRetry={limits.retry}>
          <Trans>The limits could not be loaded.</Trans>
        </InlineRetry>
      ) : (
        <Spinner label={t`Loading`} area="page" />
      )}
    </Modal>
  );
}
