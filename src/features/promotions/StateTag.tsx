import type { ActivityState } from '@kernel/promotions';
import { stateTone } from '@machines/promotions/promotionAction.rules';
import styles from './PromotionsArea.module.css';
import type { PromotionTexts } from './usePromotionTexts';

const TONE_CLASS = { act: styles.tagAct, wait: styles.tagWait, paid: styles.tagPaid, failed: styles.tagFailed, shut: styles.tagShut };

/** SPEC 4 Statuses: the member's activity state in a promotion, as a tag. */
export function StateTag({ state, texts }: { state: ActivityState; texts: PromotionTexts }) {
  return (
    <span className={`${styles.tag} ${TONE_CLASS[stateTone(state)]}`} data-testid="promotion-state" data-state={state}>
      {texts.state[state]}
    </span>
  );
}
