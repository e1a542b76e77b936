import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleCheck, Coins, Gift, History } from 'lucide-react';
import type { BonusSource } from '@kernel/bonusDetails';
import { type RebateBlock, rateFraction, turnoverPercent, turnoverShownPaise } from '@machines/member/rebate.rules';
import { claimBlock, paidRebate, rebateClaiming, rebateRefusal, rebateStage } from '@machines/member/rebate.selectors';
import { pagedListStatus } from '@machines/pagedList.selectors';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { Paginator } from '@/ui/Paginator';
import { ProgressBar } from '@/ui/ProgressBar';
import { RecordTable } from '@/ui/RecordTable';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './BonusDetailsPage.module.css';
import { useBonusDetailsPageMachines } from './useBonusDetailsPageMachines';

/**
 * bonusDetails (SPEC 2, SPEC 6 manual rebate, module MANREBATE3): the manual rebate due on the
 * member's valid bets since its last claim, per game category, with its Claim (the wallet follows)
 * and the claims paid; then the bonuses received with their turnover progress.
 */
export default function BonusDetailsPage({ calls, wallet, currencySymbol }: MemberPageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const format = useRecordFormat(currencySymbol);
  const categoryLabel = useCategoryLabel();

  const machines = useBonusDetailsPageMachines({ calls, wallet });
  const bonuses = useSelector(machines.bonuses, (state) => state);
  const claims = useSelector(machines.claims, (state) => state);
  const snapshot = useSelector(machines.rebate, (state) => state);
  const { send } = machines.rebate;
  const sendBonuses = machines.bonuses.send;
  const sendClaims = machines.claims.send;
  const stage = rebateStage(snapshot);
  const summary = snapshot.context.summary;
  const block = claimBlock(snapshot);
  const paid = paidRebate(snapshot);
  const refusal = rebateRefusal(snapshot);
  const blockText: Record<RebateBlock, string> = {
    noValidBets: t`Nothing to claim yet: no valid bets have settled since your last claim.`,
    belowOnePaisa: t`Nothing to claim yet: the rebate on your valid bets since your last claim is less than one paisa.`,
  };
  const sourceText: Record<BonusSource, string> = { promotion: t`Promotion`, reward: t`Reward`, mission: t`Mission` };

  return (
    <Stack gap="l" data-testid="bonus-details">
      <SectionCard
        titleId="rebate-title"
        gap="s"
        title={
          <>
            <Coins size={20} aria-hidden="true" /> <Trans>Manual rebate</Trans>
          </>
        }
        data-testid="rebate"
      >
        {stage === 'failed' && (
          <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
            <Trans>Your rebate could not be loaded.</Trans> {errorText(snapshot.context.error)}
          </InlineRetry>
        )}
        {stage === 'loading' && <Spinner label={t`Loading`} />}
        {stage === 'shown' && summary && (
          <>
            <Notice plain data-testid="rebate-period">
              <Trans>
                Earned on your valid bets settled from {format.dateTime(summary.from)} to {format.dateTime(summary.to)}, at each game category’s rate, rounded down to the
                paisa.
              </Trans>
            </Notice>
            <RecordTable
              caption={t`Rebate due by game category`}
              testId="rebate-lines"
              rowTestId="rebate-line"
              columns={[
                { id: 'category', header: t`Game category`, cell: (line) => categoryLabel(line.category) },
                { id: 'valid', header: t`Valid bets`, align: 'end', cell: (line) => format.money(line.validBetPaise) },
                { id: 'rate', header: t`Rate`, align: 'end', cell: (line) => format.percent(rateFraction(line.rateBps)) },
                { id: 'rebate', header: t`Rebate`, align: 'end', cell: (line) => format.money(line.rebatePaise) },
              ]}
              rows={summary.lines}
              rowKey={(line) => line.category}
              empty={<Trans>No game category earns a rebate.</Trans>}
              footer={{
                category: t`Total`,
                valid: format.money(summary.validBetPaise),
                rebate: <strong data-testid="rebate-total">{format.money(summary.rebatePaise)}</strong>,
              }}
            />
            <div className={`${surface.row} ${surface.wrap} ${surface.gap5}`}>
              <Button
                onClick={() => send({ type: 'CLAIM' })}
                disabled={block !== null || rebateClaiming(snapshot)}
                aria-busy={rebateClaiming(snapshot)}
                aria-describedby={block ? 'rebate-block' : undefined}
                data-testid="rebate-claim"
              >
                {rebateClaiming(snapshot) ? <Trans>Claiming…</Trans> : <Trans>Claim {format.money(summary.rebatePaise)}</Trans>}
              </Button>
              <Button variant="outline" size="s" onClick={() => send({ type: 'RELOAD' })} disabled={rebateClaiming(snapshot)} data-testid="rebate-reload">
                <Trans>Refresh</Trans>
              </Button>
              {block && (
                <span id="rebate-block" className={surface.note} data-testid="rebate-block">
                  {blockText[block]}
                </span>
              )}
            </div>
            <div role="status" className={styles.status}>
              {paid && (
                <span className={styles.paid} data-testid="rebate-paid">
                  <CircleCheck size={16} aria-hidden="true" /> <Trans>{format.money(paid.rebatePaise)} rebate was added to your main wallet.</Trans>
                </span>
              )}
            </div>
            {refusal !== null && (
              <p className={styles.refused} role="alert" data-testid="rebate-refused">
                {errorText(refusal)}
              </p>
            )}
          </>
        )}
      </SectionCard>

      <SectionCard
        titleId="rebate-claims-title"
        gap="s"
        title={
          <>
            <History size={20} aria-hidden="true" /> <Trans>Rebate claims</Trans>
          </>
        }
      >
        {pagedListStatus(claims) === 'failed' ? (
          <InlineRetry onRetry={() => sendClaims({ type: 'RETRY' })}>
            <Trans>Your rebate claims could not be loaded.</Trans> {errorText(claims.context.error)}
          </InlineRetry>
        ) : (
          <RecordTable
            caption={t`Rebate claims`}
            testId="rebate-claims"
            rowTestId="rebate-claim-row"
            busy={pagedListStatus(claims) === 'loading'}
            columns={[
              { id: 'claimed', header: t`Claimed`, cell: (claim) => format.dateTime(claim.claimedAt) },
              { id: 'period', header: t`Bets settled`, cell: (claim) => `${format.dateTime(claim.from)} – ${format.dateTime(claim.to)}` },
              { id: 'valid', header: t`Valid bets`, align: 'end', cell: (claim) => format.money(claim.validBetPaise) },
              { id: 'rebate', header: t`Rebate`, align: 'end', cell: (claim) => format.money(claim.rebatePaise) },
            ]}
            rows={claims.context.items}
            rowKey={(claim) => claim.id}
            empty={<Trans>No rebate claimed yet.</Trans>}
          />
        )}
        <Paginator
          page={claims.context.requestedPage}
          pages={claims.context.totalPages}
          label={t`Pages of rebate claims`}
          onPage={(pageNo) => sendClaims({ type: 'GO_TO_PAGE', pageNo })}
        />
      </SectionCard>

      <SectionCard
        titleId="bonuses-title"
        gap="s"
        title={
          <>
            <Gift size={20} aria-hidden="true" /> <Trans>Bonuses received</Trans>
          </>
        }
      >
        <Notice plain>
          <Trans>A bonus is released once your valid bets since it reach its amount times its turnover multiplier.</Trans>
        </Notice>
        {pagedListStatus(bonuses) === 'failed' ? (
          <InlineRetry onRetry={() => sendBonuses({ type: 'RETRY' })}>
            <Trans>Your bonuses could not be loaded.</Trans> {errorText(bonuses.context.error)}
          </InlineRetry>
        ) : (
          <RecordTable
            caption={t`Bonuses received`}
            testId="bonus-grants"
            rowTestId="bonus-grant"
            busy={pagedListStatus(bonuses) === 'loading'}
            columns={[
              { id: 'granted', header: t`Received`, cell: (grant) => format.dayOf(grant.grantedAt) },
              {
                id: 'title',
                header: t`Bonus`,
                cell: (grant) => (
                  <span className={`${surface.inlineRow} ${surface.wrap} ${surface.gap2}`}>
                    {grant.title} <span className={styles.source}>{sourceText[grant.source]}</span>
                  </span>
                ),
              },
              { id: 'amount', header: t`Amount`, align: 'end', cell: (grant) => format.money(grant.amountPaise) },
              {
                id: 'turnover',
                header: t`Turnover`,
                cell: (grant) => {
                  const percent = turnoverPercent(grant);
                  return (
                    <div className={styles.turnover}>
                      <ProgressBar percent={percent} label={t`Turnover of ${grant.title}`} tone={grant.released ? 'done' : 'accent'} />
                      <span className={styles.turnoverText} data-testid="bonus-turnover">
                        {format.money(turnoverShownPaise(grant))} / {format.money(grant.requiredPaise)} (×{grant.turnoverMultiplier})
                      </span>
                    </div>
                  );
                },
              },
              {
                id: 'status',
                header: t`Status`,
                cell: (grant) => (
                  <span className={grant.released ? styles.released : styles.locked} data-testid="bonus-status">
                    {grant.released ? t`Released` : t`In progress`}
                  </span>
                ),
              },
            ]}
            rows={bonuses.context.items}
            rowKey={(grant) => grant.id}
            empty={<Trans>No bonus received yet. Promotions, rewards and mission prizes show here.</Trans>}
          />
        )}
        <Paginator
          page={bonuses.context.requestedPage}
          pages={bonuses.context.totalPages}
          label={t`Pages of bonuses`}
          onPage={(pageNo) => sendBonuses({ type: 'GO_TO_PAGE', pageNo })}
        />
      </SectionCard>
    </Stack>
  );
}
