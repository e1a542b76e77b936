import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CalendarSearch, Gift } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import type { Announcements } from '@kernel/announcements';
import type { Promotion } from '@kernel/promotions';
import { actionPhase, applicationOpen, busyPromotionId } from '@machines/promotions/promotionAction.selectors';
import { type CategoryTab, DATE_PRESETS, type DatePreset } from '@machines/promotions/promotionFilters.rules';
import { currentTab, detailPromotion, firstLoad, loadFailed, refreshing, shownPromotions, tabsOf } from '@machines/promotions/promotionsPage.selectors';
import type { SessionKind } from '@machines/sessionKind';
import type { PromotionCalls } from '@/api/promotionCalls';
import { promotionBannerShelves } from '@/rules/banner.rules';
import { BannerShelf } from '@/ui/banners/BannerShelf';
import { useBannerOpener } from '@/ui/banners/useBannerOpener';
import { InlineRetry } from '@/ui/InlineRetry';
import { PageTitle } from '@/ui/PageTitle';
import { Panel } from '@/ui/Panel';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { Tabs } from '@/ui/Tabs';
import { useStableCallback } from '@/ui/useStableCallback';
import { ActionResult } from './ActionResult';
import { ApplicationForm } from './ApplicationForm';
import { PromotionCard } from './PromotionCard';
import { PromotionDetail } from './PromotionDetail';
import styles from './PromotionsArea.module.css';
import { usePromotionsAreaMachines } from './usePromotionsAreaMachines';
import { usePromotionTexts } from './usePromotionTexts';

export type PromotionsAreaProps = {
  calls: PromotionCalls;
  /** Who is looking (session selector sessionKind): visitors browse, actions need a member. */
  session: SessionKind;
  /** The announcements the whole app shares (the w_promotion banners); null while loading. */
  announcements: Announcements | null;
  brand: string;
  currencySymbol: string;
  /** The login popup (SPEC 4: a visitor asked for a member feature). */
  askLogin: () => void;
  /** The in_need_true_account warning (SPEC 4: a trial account). */
  warnTrial: () => void;
  /** The root wallet actor's REFRESH, after a bonus was paid. */
  refreshWallet: () => void;
  navigate: (path: string) => void;
  /** A key maker for tests; the action machine makes its own keys otherwise (machines/idempotencyKey.ts). */
  newKey?: () => string;
};

/**
 * SPEC 2 /promotions: the w_promotion banners, the promotion cards by category with their activity
 * states (SPEC 4) and the action each allows, the date presets of SPEC 9, a promotion's details
 * with its terms, and joining, claiming and the activity application (SPEC 5). Visitors browse;
 * an action asks them to log in (a trial account is warned), as the member center does.
 */
export default function PromotionsArea(props: PromotionsAreaProps) {
  const { t } = useLingui();
  const texts = usePromotionTexts();
  const format = useRecordFormat(props.currencySymbol);
  const { page, action } = usePromotionsAreaMachines(props);

  // What the operator decided while the member was away shows when the member comes back to the tab.
  useEffect(() => {
    const reload = () => {
      if (document.visibilityState === 'visible') page.send({ type: 'RELOAD' });
    };
    document.addEventListener('visibilitychange', reload);
    return () => document.removeEventListener('visibilitychange', reload);
  }, [page]);

  const tabs = useSelector(page, tabsOf);
  const tab = useSelector(page, currentTab);
  const preset = useSelector(page, (snapshot) => snapshot.context.preset);
  const shown = useSelector(page, shownPromotions);
  const detail = useSelector(page, detailPromotion);
  const waitingForFirst = useSelector(page, firstLoad);
  const failed = useSelector(page, loadFailed);
  const reading = useSelector(page, refreshing);
  const busyId = useSelector(action, busyPromotionId);
  const phase = useSelector(action, actionPhase);
  const formOpen = useSelector(action, applicationOpen);
  const result = useSelector(action, (snapshot) => snapshot.context.result);
  const failure = useSelector(action, (snapshot) => snapshot.context.failure);

  const session = props.session;
  const act = useStableCallback((promotion: Promotion) => action.send({ type: 'START', promotion, session }));
  const openDetails = useStableCallback((id: number) => page.send({ type: 'OPEN_DETAIL', id }));
  const { openBanner, videoPlayer } = useBannerOpener(props.navigate);
  const banners = props.announcements?.banners;
  const shelves = useMemo(() => promotionBannerShelves(banners ?? []), [banners]);

  const tabLabel = (id: CategoryTab) => texts.category[id];
  const presetLabel = (id: DatePreset) => texts.preset[id];

  return (
    <Stack gap="l" data-testid="area-promotions">
      <header className={styles.head}>
        <PageTitle>
          <Gift size={26} aria-hidden="true" /> <Trans>Promotions</Trans>
        </PageTitle>
      </header>

      {shelves.slides.length > 0 && <BannerShelf slides={shelves.slides} brand={props.brand} actionLabel={t`See more`} onOpen={openBanner} />}

      <div className={`${surface.column} ${surface.gap4}`}>
        <Tabs
          className={styles.filterTabs}
          tabs={tabs.map((id) => ({ id, label: tabLabel(id) }))}
          current={tab}
          onSelect={(category) => page.send({ type: 'CATEGORY', category })}
          label={t`Promotion categories`}
        />
        <div className={styles.presets}>
          <CalendarSearch size={18} aria-hidden="true" />
          <Tabs
            className={styles.filterTabs}
            tabs={DATE_PRESETS.map((id) => ({ id, label: presetLabel(id) }))}
            current={preset}
            onSelect={(next) => page.send({ type: 'PRESET', preset: next })}
            label={t`Promotion dates`}
          />
        </div>
      </div>

      {failed && (
        <InlineRetry onRetry={() => page.send({ type: 'RETRY' })}>
          <Trans>The promotions could not be loaded.</Trans>
        </InlineRetry>
      )}
      {waitingForFirst && !failed && <Spinner label={t`Loading`} />}
      {!waitingForFirst &&
        (shown.length === 0 ? (
          <Panel icon={<CalendarSearch size={40} />} title={<Trans>No promotions here</Trans>} testId="promotions-empty">
            <Trans>No promotion of this category runs in these dates. Try another tab or date range.</Trans>
          </Panel>
        ) : (
          <div className={reading ? styles.gridLoading : styles.grid} aria-busy={reading} data-testid="promotion-list">
            {shown.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                texts={texts}
                format={format}
                busy={busyId === promotion.id}
                onAction={act}
                onDetails={openDetails}
              />
            ))}
          </div>
        ))}

      {detail && !formOpen && phase !== 'done' && phase !== 'refused' && (
        <PromotionDetail
          promotion={detail}
          texts={texts}
          format={format}
          busy={busyId === detail.id}
          onAction={act}
          onClose={() => page.send({ type: 'CLOSE_DETAIL' })}
          loadImage={props.calls.getImage}
        />
      )}
      {formOpen && <ApplicationForm actor={action} texts={texts} />}
      {(phase === 'done' || phase === 'refused') && (
        <ActionResult result={phase === 'done' ? result : null} failure={failure} format={format} onDismiss={() => action.send({ type: 'DISMISS' })} />
      )}
      {videoPlayer}
    </Stack>
  );
}
