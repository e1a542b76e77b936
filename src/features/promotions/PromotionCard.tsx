import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import type { Promotion } from '@kernel/promotions';
import { actionOf } from '@machines/promotions/promotionAction.rules';
import { ArtImage } from '@/ui/ArtImage';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import type { RecordFormat } from '@/ui/records/useRecordFormat';
import surface from '@/ui/Surface.module.css';
import { ProgressBar } from './ProgressBar';
import styles from './PromotionsArea.module.css';
import { StateTag } from './StateTag';
import type { PromotionTexts } from './usePromotionTexts';

export type PromotionCardProps = {
  promotion: Promotion;
  texts: PromotionTexts;
  format: RecordFormat;
  /** Its join or claim is under way. */
  busy: boolean;
  onAction: (promotion: Promotion) => void;
  onDetails: (id: number) => void;
};

/** One promotion: its art and title, its state tag, its period and reward, and the one action its state allows. */
export const PromotionCard = memo(function PromotionCard({ promotion, texts, format, busy, onAction, onDetails }: PromotionCardProps) {
  const action = actionOf(promotion);
  const title = promotion.title;
  const from = format.dayOf(promotion.startsAt);
  const to = format.dayOf(promotion.endsAt);
  const reward = format.money(promotion.rewardPaise);
  return (
    <article className={styles.card} data-testid={`promotion-card-${promotion.code}`} data-state={promotion.state} aria-labelledby={`promotion-title-${promotion.id}`}>
      <div className={styles.art}>
        <ArtImage kind="art" src={promotion.imageUrl} alt="" loading="lazy" className={surface.cover} />
        <span className={styles.artCategory}>{texts.category[promotion.category]}</span>
        <span className={styles.artReward}>{reward}</span>
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <h2 id={`promotion-title-${promotion.id}`} className={styles.cardTitle}>
            {title}
          </h2>
          <StateTag state={promotion.state} texts={texts} />
        </div>
        <p className={styles.summary}>{promotion.summary}</p>
        <Notice plain data-testid="promotion-period">
          <Trans>
            {from} to {to}
          </Trans>
        </Notice>
        {promotion.progress && <ProgressBar progress={promotion.progress} money={format.money} />}
        <div className={styles.cardActions}>
          <Button
            variant="outline"
            size="s"
            onClick={() => onDetails(promotion.id)}
            aria-describedby={`promotion-title-${promotion.id}`}
            data-testid={`promotion-details-${promotion.code}`}
          >
            <Trans>Details</Trans>
          </Button>
          {action && (
            <Button size="s" onClick={() => onAction(promotion)} disabled={busy} aria-busy={busy} data-testid={`promotion-action-${promotion.code}`} data-action={action}>
              {texts.action[action]}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
});
