import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PointReward } from '@kernel/points';
import type { pointMallMachine } from '@machines/member/pointMall.machine';
import { rewardCards } from '@machines/member/pointMall.selectors';
import { ArtImage } from '@/ui/ArtImage';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { SectionCard } from '@/ui/SectionCard';
import surface from '@/ui/Surface.module.css';
import styles from './PointMall.module.css';
import { usePointTexts } from './usePointTexts';

/**
 * SPEC 3 Points: the reward list with its pictures and point prices. A reward out of stock, or
 * above the points held, has its Redeem button disabled with the reason beside it.
 */
export function RewardCatalogue({ mall, onRedeem }: { mall: ActorRefFrom<typeof pointMallMachine>; onRedeem: (reward: PointReward) => void }) {
  const { t } = useLingui();
  const texts = usePointTexts();
  const cards = useSelector(mall, rewardCards);
  return (
    <SectionCard titleId="rewards-title" title={<Trans>Rewards</Trans>} data-testid="reward-catalogue">
      {cards.length === 0 ? (
        <Notice plain>
          <Trans>There are no rewards to redeem just now.</Trans>
        </Notice>
      ) : (
        <ul className={styles.grid}>
          {cards.map((card) => {
            const reasonId = `reward-${card.id}-reason`;
            const price = texts.count(card.points);
            const stock = texts.count(card.stock);
            return (
              <li key={card.id} className={styles.reward} data-testid={`reward-${card.id}`} data-block={card.block ?? 'none'}>
                <ArtImage kind="art" className={styles.rewardImage} src={card.imageUrl} alt="" width={300} height={220} loading="lazy" />
                <div className={styles.rewardBody}>
                  <h3 className={surface.subhead}>{card.name}</h3>
                  <p className={styles.rewardText}>{card.description}</p>
                  <p className={styles.rewardPrice} data-testid="reward-price">
                    <Trans>{price} points</Trans>
                  </p>
                  <p className={styles.rewardStock}>{card.stock > 0 ? <Trans>{stock} left</Trans> : <Trans>None left</Trans>}</p>
                  <Button
                    size="s"
                    onClick={() => onRedeem(card)}
                    disabled={card.block !== null}
                    aria-describedby={card.block ? reasonId : undefined}
                    aria-label={t`Redeem ${card.name}`}
                    data-testid="reward-redeem"
                  >
                    <Trans>Redeem</Trans>
                  </Button>
                  {card.block && (
                    <p id={reasonId} className={styles.rewardReason} data-testid="reward-reason">
                      {texts.blockText(card.block, card.pointsShort)}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
