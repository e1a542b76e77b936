import type { ActivityState } from '@kernel/promotions';
import { stateTone } from '@machines/promotions/promotionAction.rules';
import { StatusTag, type StatusTone } from '@/ui/StatusTag';
import styles from './PromotionsArea.module.css';
import type { PromotionTexts } from './usePromotionTexts';

const TONE: Record<ReturnType<typeof stateTone>, StatusTone> = { act: 'gold', wait: 'accent', paid: 'success', failed: 'danger', shut: 'neutral' };

/** SPEC 4 Statuses: the member's activity state in a promotion, as a tag. */
export function StateTag({ state, texts }: { state: ActivityState; texts: PromotionTexts }) {
  return (
    <StatusTag tone={TONE[stateTone(state)]} look="outline" className={styles.tag} data-testid="promotion-state" data-state={state}>
      {texts.state[state]}
    </StatusTag>
  );
}
