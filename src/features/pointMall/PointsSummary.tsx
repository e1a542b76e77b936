import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { formatterFor } from '@kernel/format';
import type { pointMallMachine } from '@machines/member/pointMall.machine';
import type { PointMallData } from '@machines/member/pointMall.rules';
import { pointMallBusy, refreshFailed, worthPaise } from '@machines/member/pointMall.selectors';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { useErrorText } from '@/ui/useErrorText';
import styles from './PointMall.module.css';
import { usePointTexts } from './usePointTexts';

/**
 * SPEC 3 Points: current points (to spend now), the points balance (with those held by redeems In
 * Process) and the changed points (exchanged for good), the exchange ratio, and that points never
 * expire (SPEC 9). A member without a withdrawal password is told redeeming and converting ask for one.
 */
export function PointsSummary({
  mall,
  currencySymbol,
  openSecurityCenter,
}: {
  mall: ActorRefFrom<typeof pointMallMachine>;
  currencySymbol: string;
  openSecurityCenter: () => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const texts = usePointTexts();
  const data = useSelector(mall, (snapshot) => snapshot.context.data) as PointMallData;
  const worth = useSelector(mall, worthPaise) ?? 0;
  const busy = useSelector(mall, pointMallBusy);
  const failed = useSelector(mall, refreshFailed);
  const refreshError = useSelector(mall, (snapshot) => snapshot.context.refreshError);
  const money = (paise: number) => formatterFor(i18n.locale).paise(paise, currencySymbol);
  const { balance, config } = data;
  const ratioPoints = texts.count(config.ratio.points);
  const ratioMoney = money(config.ratio.paise);
  const held = texts.count(balance.pointsBalance - balance.currentPoints);
  const value = money(worth);

  return (
    <section className={styles.summary} aria-labelledby="points-summary-title" aria-busy={busy} data-testid="points-summary">
      <h2 id="points-summary-title" className="visually-hidden">
        <Trans>Your points</Trans>
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figureMain} data-testid="points-current">
          <dt>
            <Trans>Current points</Trans>
          </dt>
          <dd>{texts.count(balance.currentPoints)}</dd>
          <dd className={styles.figureNote}>
            <Trans>Worth {value}</Trans>
          </dd>
        </div>
        <div className={styles.figure} data-testid="points-balance">
          <dt>
            <Trans>Points balance</Trans>
          </dt>
          <dd>{texts.count(balance.pointsBalance)}</dd>
          <dd className={styles.figureNote}>
            <Trans>{held} held by redeems in process</Trans>
          </dd>
        </div>
        <div className={styles.figure} data-testid="points-changed">
          <dt>
            <Trans>Changed points</Trans>
          </dt>
          <dd>{texts.count(balance.changedPoints)}</dd>
          <dd className={styles.figureNote}>
            <Trans>Redeemed or converted</Trans>
          </dd>
        </div>
        <div className={styles.figure} data-testid="points-ratio">
          <dt>
            <Trans>Exchange ratio</Trans>
          </dt>
          <dd>
            <Trans>
              {ratioPoints} points = {ratioMoney}
            </Trans>
          </dd>
          <dd className={styles.figureNote}>
            <Trans>Points never expire</Trans>
          </dd>
        </div>
      </dl>
      {failed && (
        <InlineRetry onRetry={() => mall.send({ type: 'RETRY' })}>
          <Trans>Your points could not be read again.</Trans> {errorText(refreshError)}
        </InlineRetry>
      )}
      {!balance.hasWithdrawPassword && (
        <div className={styles.notice} data-testid="points-no-password">
          <KeyRound size={20} aria-hidden="true" />
          <span>
            <Trans>Redeeming and converting ask for your 6-digit withdrawal password. Set it in the security center first.</Trans>
          </span>
          <Button size="s" variant="outline" onClick={openSecurityCenter}>
            <Trans>Set the withdrawal password</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
