import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Cake, CalendarClock, CalendarDays, Crown, Gift, HeartHandshake, Sparkles } from 'lucide-react';
import type { Reward, RewardKind, RewardStatus } from '@kernel/rewardCenter';
import { FULL_SHARE_BPS, VIP_FULL_RATE_BPS, type VipInfo, type VipLevel, type VipProgress, type VipRequirementProgress } from '@kernel/vip';
import {
  type ClaimNotice,
  canClaim,
  claimableCount,
  claimInFlight,
  claimNotice,
  loaded,
  loadFailed,
  vipLevelInfo,
  vipProgress,
} from '@machines/member/rewardCenter.selectors';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { FactList } from '@/ui/FactList';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { ProgressBar } from '@/ui/ProgressBar';
import { type RecordFormat, useRecordFormat } from '@/ui/records/useRecordFormat';
import { SectionHead } from '@/ui/SectionHead';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { StatusTag } from '@/ui/StatusTag';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './RewardCenterPage.module.css';
import { useRewardCenterPageMachines } from './useRewardCenterPageMachines';

const KIND_ICON: Record<RewardKind, typeof Gift> = {
  levelUp: Crown,
  birthday: Cake,
  weeklyBonus: CalendarDays,
  monthlyBonus: CalendarClock,
  compensation: HeartHandshake,
};

/** A share in basis points as a whole percent for a progress bar (rounded down: never 100 % while something is missing). */
const percentOf = (shareBps: number) => Math.floor((shareBps * 100) / FULL_SHARE_BPS);

/**
 * rewardCenter (SPEC 2 Member center, module REWCEN3), which the side menu's Bonus VIP opens too:
 * the member's VIP level with the way to the next one and the levels' benefits (module VIP3), and
 * the rewards granted to claim. Opening it marks new rewards seen; a claim pays into the main
 * wallet and the header balance follows. The flow lives in rewardCenter.machine.ts.
 */
export default function RewardCenterPage({ calls, wallet, modules, currencySymbol, refreshBadges }: MemberPageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const format = useRecordFormat(currencySymbol);
  const { rewardCenter } = useRewardCenterPageMachines({ calls, wallet, modules, refreshBadges });
  const snapshot = useSelector(rewardCenter, (state) => state);
  const send = rewardCenter.send;

  if (loadFailed(snapshot)) {
    return (
      <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
        <Trans>Your rewards could not be loaded.</Trans> {errorText(snapshot.context.loadError)}
      </InlineRetry>
    );
  }
  const { rewards, vip } = snapshot.context;
  if (!loaded(snapshot) || !rewards) return <Spinner label={t`Loading`} />;
  const progress = vipProgress(snapshot);
  const notice = claimNotice(snapshot);
  const inFlight = claimInFlight(snapshot);
  const toClaim = claimableCount(snapshot);

  return (
    <Stack gap="l" data-testid="reward-center">
      {vip && progress && <VipStanding vip={vip} progress={progress} current={vipLevelInfo(snapshot, progress.level)} format={format} />}

      <section className={`${surface.column} ${surface.gap5}`} aria-labelledby="rewards-title" data-testid="rewards">
        <SectionHead titleId="rewards-title" title={<Trans>Your rewards</Trans>}>
          <span className={styles.count} data-testid="rewards-claimable">
            {toClaim > 0 ? <Trans>{toClaim} to claim</Trans> : <Trans>Nothing to claim</Trans>}
          </span>
        </SectionHead>

        <ClaimStatus notice={notice} format={format} errorText={errorText} onDismiss={() => send({ type: 'DISMISS' })} />

        {rewards.items.length === 0 ? (
          <EmptyState data-testid="rewards-empty" icon={<Gift size={32} aria-hidden="true" />} title={<Trans>No rewards yet</Trans>}>
            <Trans>Level-up bonuses, birthday gifts and VIP bonuses arrive here for you to claim.</Trans>
          </EmptyState>
        ) : (
          <ul className={`${surface.column} ${surface.gap4}`} data-testid="rewards-list">
            {rewards.items.map((reward) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                format={format}
                claiming={inFlight === reward.id}
                claimable={canClaim(snapshot, reward)}
                onClaim={() => send({ type: 'CLAIM', id: reward.id })}
              />
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}

function VipStanding({ vip, progress, current, format }: { vip: VipInfo; progress: VipProgress; current: VipLevel | null; format: RecordFormat }) {
  const { t } = useLingui();
  const next = progress.next;
  const nextLabel = next ? (vip.levels.find((level) => level.level === next.level)?.label ?? '') : '';
  return (
    <section className={`${surface.goldEdge} ${surface.column} ${surface.gap7}`} aria-labelledby="vip-title" data-testid="vip-status" data-level={progress.level}>
      <div className={styles.vipHead}>
        <Crown size={30} className={styles.vipIcon} aria-hidden="true" />
        <div>
          <h2 id="vip-title" className={styles.vipCaption}>
            <Trans>Your VIP level</Trans>
          </h2>
          <p className={styles.vipLabel} data-testid="vip-level">
            {vip.member.label}
          </p>
        </div>
      </div>

      {next ? (
        <div className={`${surface.column} ${surface.gap4}`} data-testid="vip-progress">
          <p className={styles.progressTitle}>
            <Trans>On your way to {nextLabel}</Trans>
          </p>
          <ProgressBar className={styles.progress} percent={percentOf(next.shareBps)} label={t`Progress to ${nextLabel}`} tone="gold" />
          <dl className={styles.requirements}>
            <Requirement id="deposit" label={t`Deposits`} requirement={next.deposit} format={format} />
            <Requirement id="bet" label={t`Valid bets`} requirement={next.validBet} format={format} />
          </dl>
          <Notice plain>
            <Trans>Both count from your first day: every paid deposit and every settled valid bet.</Trans>
          </Notice>
        </div>
      ) : (
        <p className={styles.top} data-testid="vip-top">
          <Trans>You have reached the highest VIP level.</Trans>
        </p>
      )}

      {current && <CurrentBenefits current={current} format={format} />}

      <details className={styles.levels} data-testid="vip-levels">
        <summary>
          <Trans>All VIP levels and benefits</Trans>
        </summary>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="vip-levels-table">
            <caption className="visually-hidden">{t`VIP levels, what each asks for and what it brings`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Level`}</th>
                <th scope="col">{t`Deposits`}</th>
                <th scope="col">{t`Valid bets`}</th>
                <th scope="col">{t`Upgrade bonus`}</th>
                <th scope="col">{t`Monthly bonus`}</th>
                <th scope="col">{t`Rebate`}</th>
                <th scope="col">{t`Daily withdrawals`}</th>
              </tr>
            </thead>
            <tbody>
              {vip.levels.map((level) => (
                <tr key={level.level} className={level.level === progress.level ? styles.currentRow : undefined} data-testid={`vip-level-${level.level}`}>
                  <th scope="row">
                    {level.label}
                    {level.level === progress.level && <span className={styles.you}>{t`You`}</span>}
                  </th>
                  <td>{format.money(level.depositPaise)}</td>
                  <td>{format.money(level.validBetPaise)}</td>
                  <td>{format.money(level.upgradeBonusPaise)}</td>
                  <td>{format.money(level.monthlyBonusPaise)}</td>
                  <td>{format.percent(level.rebateBps / VIP_FULL_RATE_BPS)}</td>
                  <td>
                    {format.money(level.dailyWithdrawLimitPaise)} × {level.dailyWithdrawCount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className={styles.perkList} aria-label={t`Privileges by level`}>
          {vip.levels
            .filter((level) => level.perks.length > 0)
            .map((level) => (
              <li key={level.level} data-testid={`vip-perks-${level.level}`}>
                <strong>{level.label}</strong> {level.perks.join(' · ')}
              </li>
            ))}
        </ul>
      </details>
    </section>
  );
}

function CurrentBenefits({ current, format }: { current: VipLevel; format: RecordFormat }) {
  const limit = format.money(current.dailyWithdrawLimitPaise);
  const times = current.dailyWithdrawCount;
  return (
    <FactList data-testid="vip-benefits">
      <div>
        <dt>
          <Trans>Monthly bonus</Trans>
        </dt>
        <dd>{format.money(current.monthlyBonusPaise)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Birthday gift</Trans>
        </dt>
        <dd>{format.money(current.birthdayBonusPaise)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Rebate</Trans>
        </dt>
        <dd>{format.percent(current.rebateBps / VIP_FULL_RATE_BPS)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Daily withdrawals</Trans>
        </dt>
        <dd>
          <Trans>
            {limit}, {times} times
          </Trans>
        </dd>
      </div>
    </FactList>
  );
}

function Requirement({ id, label, requirement, format }: { id: string; label: string; requirement: VipRequirementProgress; format: RecordFormat }) {
  const needed = format.money(requirement.neededPaise);
  return (
    <div className={styles.requirement} data-testid={`vip-requirement-${id}`} data-met={requirement.neededPaise === 0}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.figures}>
          {format.money(requirement.totalPaise)} / {format.money(requirement.targetPaise)}
        </span>
        <span className={requirement.neededPaise === 0 ? styles.met : styles.needed} data-testid={`vip-needed-${id}`}>
          {requirement.neededPaise === 0 ? <Trans>Reached</Trans> : <Trans>{needed} more</Trans>}
        </span>
      </dd>
    </div>
  );
}

function ClaimStatus({
  notice,
  format,
  errorText,
  onDismiss,
}: {
  notice: ClaimNotice;
  format: RecordFormat;
  errorText: (error: unknown) => string;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  if (notice === null) return null;
  if (notice.kind === 'unknown') {
    return (
      <p className={styles.pending} role="status" data-testid="reward-notice" data-kind="unknown">
        <Trans>No answer yet about your claim: asking again. It is never paid twice.</Trans>
      </p>
    );
  }
  const amount = format.money(notice.kind === 'claimed' ? notice.reward.amountPaise : 0);
  const balance = format.money(notice.kind === 'claimed' ? notice.balancePaise : 0);
  const title = notice.kind === 'claimed' ? notice.reward.title : '';
  return (
    <Notice as="div" tone={notice.kind === 'claimed' ? 'success' : 'danger'} row role={notice.kind === 'claimed' ? 'status' : 'alert'}>
      <p data-testid="reward-notice" data-kind={notice.kind}>
        {notice.kind === 'claimed' ? (
          <Trans>
            {title} claimed: {amount} added to your main wallet, which now holds {balance}.
          </Trans>
        ) : (
          errorText(notice.error)
        )}
      </p>
      <Button size="s" variant="ghost" onClick={onDismiss} aria-label={t`Dismiss`} data-testid="reward-notice-dismiss">
        <Trans>OK</Trans>
      </Button>
    </Notice>
  );
}

function RewardCard({
  reward,
  format,
  claiming,
  claimable,
  onClaim,
}: {
  reward: Reward;
  format: RecordFormat;
  claiming: boolean;
  claimable: boolean;
  onClaim: () => void;
}) {
  const { t } = useLingui();
  const Icon = KIND_ICON[reward.kind];
  const source: Record<RewardKind, string> = {
    levelUp: t`From: VIP level-up`,
    birthday: t`From: birthday`,
    weeklyBonus: t`From: weekly VIP`,
    monthlyBonus: t`From: monthly VIP`,
    compensation: t`From: compensation`,
  };
  const status: Record<RewardStatus, string> = { claimable: t`Claimable`, claimed: t`Claimed`, expired: t`Expired` };
  const when =
    reward.status === 'claimed' && reward.claimedAt !== null
      ? t`Claimed on ${format.dateTime(reward.claimedAt)}`
      : reward.status === 'expired'
        ? t`Expired on ${format.dateTime(reward.expiresAt)}`
        : t`Claim by ${format.dateTime(reward.expiresAt)}`;
  return (
    <li className={`${styles.card} ${styles[reward.status]}`} data-testid={`reward-${reward.id}`} data-status={reward.status} data-seen={reward.seen}>
      <Icon size={26} className={styles.cardIcon} aria-hidden="true" />
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>
          {reward.title}
          {!reward.seen && (
            <span className={styles.new} data-testid={`reward-new-${reward.id}`}>
              <Sparkles size={12} aria-hidden="true" /> {t`New`}
            </span>
          )}
        </p>
        <p className={styles.cardMeta}>
          <span>{source[reward.kind]}</span>
          <span>{when}</span>
          {reward.turnoverMultiplier > 0 && <span>{t`Turnover ${reward.turnoverMultiplier}x`}</span>}
        </p>
      </div>
      <p className={styles.amount} data-testid={`reward-amount-${reward.id}`}>
        {format.money(reward.amountPaise)}
      </p>
      <div className={styles.action}>
        {reward.status === 'claimable' ? (
          <Button size="s" onClick={onClaim} disabled={!claimable} aria-busy={claiming} data-testid={`reward-claim-${reward.id}`}>
            {claiming ? <Trans>Claiming…</Trans> : <Trans>Claim</Trans>}
          </Button>
        ) : (
          <StatusTag tone={reward.status === 'claimed' ? 'success' : 'neutral'} look="outline" data-testid={`reward-status-${reward.id}`}>
            {status[reward.status]}
          </StatusTag>
        )}
      </div>
    </li>
  );
}
