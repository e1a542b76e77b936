import { Trans } from '@lingui/react/macro';
import type { PromotionProgress } from '@kernel/promotions';
import { progressShare } from '@machines/promotions/promotionAction.rules';
import { ProgressBar as Bar } from '@/ui/ProgressBar';
import surface from '@/ui/Surface.module.css';
import styles from './PromotionsArea.module.css';

/** A turnover promotion's valid bets since joining against what unlocks the bonus. */
export function ProgressBar({ progress, money }: { progress: PromotionProgress; money: (paise: number) => string }) {
  const done = money(Math.min(progress.donePaise, progress.requiredPaise));
  const required = money(progress.requiredPaise);
  const percent = Math.round(progressShare(progress) * 100);
  return (
    <div className={`${surface.column} ${surface.caption} ${surface.gap1}`} data-testid="promotion-progress">
      <span className={styles.progressText}>
        <Trans>
          Valid bets {done} of {required}
        </Trans>
      </span>
      <Bar percent={percent} label={`${done} / ${required}`} tone="gold" />
    </div>
  );
}
