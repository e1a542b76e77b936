import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleCheck, Clock3, Gift, Medal, Target, Trophy } from 'lucide-react';
import { isMoneyGoal, type LeaderboardEntry, type Mission, type MissionState } from '@kernel/missions';
import { progressPercent, progressShown } from '@machines/member/missions.rules';
import { claimingMission, claimRefusal, isClaiming, leaderboardRows, missionsOf, missionsStage, paidClaim } from '@machines/member/missions.selectors';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { ProgressBar } from '@/ui/ProgressBar';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './MissionsPage.module.css';
import { useMissionsPageMachines } from './useMissionsPageMachines';

/**
 * missionLeaderboard (SPEC 2, SPEC 7 mission calls): the daily and weekly missions with their
 * progress bars, prizes and states, the claim of a complete mission's prize (the wallet and the
 * menu badge follow), and the week's leaderboard by mission points with the member's own rank.
 */
export default function MissionsPage({ calls, wallet, currencySymbol, refreshBadges }: MemberPageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const format = useRecordFormat(currencySymbol);
  const { missions: actor } = useMissionsPageMachines({ calls, wallet, refreshBadges });
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const stage = missionsStage(snapshot);

  if (stage === 'failed') {
    return (
      <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
        <Trans>Your missions could not be loaded.</Trans> {errorText(snapshot.context.error)}
      </InlineRetry>
    );
  }
  if (stage === 'loading') return <Spinner label={t`Loading`} />;

  const missions = missionsOf(snapshot);
  const claiming = claimingMission(snapshot);
  const paid = paidClaim(snapshot);
  const refusal = claimRefusal(snapshot);
  const { entries, ownBelow } = leaderboardRows(snapshot);
  const stateText: Record<MissionState, string> = {
    inProgress: t`In progress`,
    claimable: t`Complete`,
    claimed: t`Claimed`,
    expired: t`Expired`,
  };
  const amount = (mission: Mission, value: number) => (isMoneyGoal(mission.goal) ? format.money(value) : format.count(value));
  const periodText = (mission: Mission) => (mission.period === 'daily' ? t`Daily` : t`Weekly`);

  const leaderboardRow = (entry: LeaderboardEntry) => (
    <li key={`${entry.rank}-${entry.userName}`} className={entry.self ? styles.ownRow : styles.row} data-testid={entry.self ? 'mission-rank-own' : 'mission-rank'}>
      <span className={entry.rank <= 3 ? styles.topRank : styles.rank}>
        {entry.rank <= 3 ? <Medal size={16} aria-hidden="true" /> : null}#{entry.rank}
      </span>
      <span className={styles.rankName}>
        {format.name(entry.userName)}
        {entry.self && (
          <span className={styles.you}>
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </span>
      <span className={styles.rankPoints}>
        <Trans>{format.count(entry.points)} points</Trans>
      </span>
    </li>
  );

  return (
    <Stack gap="l" data-testid="missions">
      <SectionCard
        titleId="missions-title"
        gap="none"
        title={
          <>
            <Target size={20} aria-hidden="true" /> <Trans>Missions</Trans>
          </>
        }
      >
        <Notice plain>
          <Trans>Daily missions reset at midnight and weekly missions on Monday (India time). Claim a complete mission’s prize before it ends.</Trans>
        </Notice>

        <div role="status" className={styles.status} data-testid="mission-status">
          {paid && (
            <span className={styles.paid} data-testid="mission-paid">
              <CircleCheck size={16} aria-hidden="true" /> <Trans>{format.money(paid.prizePaise)} was added to your main wallet.</Trans>
            </span>
          )}
        </div>
        {refusal !== null && (
          <Notice as="div" tone="danger" row className={styles.refused} role="alert" data-testid="mission-refused">
            <span>{errorText(refusal)}</span>
            <Button size="s" variant="outline" onClick={() => send({ type: 'RETRY' })}>
              <Trans>Refresh missions</Trans>
            </Button>
          </Notice>
        )}

        {missions.length === 0 ? (
          <Notice plain data-testid="missions-empty">
            <Trans>No missions are running just now. Come back tomorrow.</Trans>
          </Notice>
        ) : (
          <ul className={styles.missions}>
            {missions.map((mission) => {
              const percent = progressPercent(mission);
              const busy = claiming?.missionId === mission.id && claiming.periodStart === mission.periodStart;
              return (
                <li
                  key={`${mission.id}-${mission.periodStart}`}
                  className={`${styles.mission} ${styles[mission.state]}`}
                  data-testid="mission"
                  data-state={mission.state}
                  data-mission={mission.id}
                >
                  <div className={`${surface.row} ${surface.gap3}`}>
                    <span className={styles.period}>{periodText(mission)}</span>
                    <h3 className={styles.missionTitle}>{mission.title}</h3>
                    <span className={styles.state} data-testid="mission-state">
                      {stateText[mission.state]}
                    </span>
                  </div>
                  <div className={`${surface.row} ${surface.gap4}`}>
                    <ProgressBar
                      className={styles.progress}
                      percent={percent}
                      label={t`Progress of ${mission.title}`}
                      tone={mission.state === 'inProgress' ? 'accent' : 'done'}
                    />
                    <span className={styles.progressText} data-testid="mission-progress">
                      {amount(mission, progressShown(mission))} / {amount(mission, mission.target)}
                    </span>
                  </div>
                  <div className={styles.missionFoot}>
                    <span className={styles.prize}>
                      <Gift size={16} aria-hidden="true" />{' '}
                      <Trans>
                        Prize {format.money(mission.prizePaise)} · {format.count(mission.points)} points
                      </Trans>
                    </span>
                    {mission.state === 'claimable' && (
                      <Button
                        size="s"
                        onClick={() => send({ type: 'CLAIM', missionId: mission.id, periodStart: mission.periodStart })}
                        disabled={isClaiming(snapshot)}
                        aria-busy={busy}
                        data-testid="mission-claim"
                      >
                        {busy ? <Trans>Claiming…</Trans> : <Trans>Claim</Trans>}
                        <span className="visually-hidden"> {mission.title}</span>
                      </Button>
                    )}
                    {mission.state === 'claimed' && mission.claimedAt !== null && (
                      <span className={`${surface.inlineRow} ${surface.caption} ${surface.gap1}`}>
                        <CircleCheck size={14} aria-hidden="true" /> <Trans>Claimed {format.dateTime(mission.claimedAt)}</Trans>
                      </span>
                    )}
                    {mission.state === 'inProgress' && (
                      <span className={`${surface.inlineRow} ${surface.caption} ${surface.gap1}`}>
                        <Clock3 size={14} aria-hidden="true" /> <Trans>Ends {format.dateTime(mission.periodEnd)}</Trans>
                      </span>
                    )}
                    {mission.state === 'expired' && (
                      <span className={`${surface.inlineRow} ${surface.caption} ${surface.gap1}`}>
                        <Trans>Ended {format.dateTime(mission.periodEnd)} without a claim</Trans>
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>

      <SectionCard
        titleId="leaderboard-title"
        gap="none"
        title={
          <>
            <Trophy size={20} aria-hidden="true" /> <Trans>This week’s leaderboard</Trans>
          </>
        }
        data-testid="mission-leaderboard"
      >
        <Notice plain>
          <Trans>Members ranked by the mission points of their claims since Monday (India time).</Trans>
        </Notice>
        {entries.length === 0 ? (
          <Notice plain data-testid="leaderboard-empty">
            <Trans>Nobody has earned mission points this week yet. Claim a mission to lead the board.</Trans>
          </Notice>
        ) : (
          <ol className={styles.leaderboard}>
            {entries.map(leaderboardRow)}
            {ownBelow && (
              <>
                <li className={styles.gap} aria-hidden="true">
                  ⋯
                </li>
                {leaderboardRow(ownBelow)}
              </>
            )}
          </ol>
        )}
      </SectionCard>
    </Stack>
  );
}
