import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { bannerTarget } from '../../../machines/banner.rules';
import { visibleCategories } from '../../../machines/lobby.rules';
import type { PlatformCalls } from '../../api/calls';
import type { Announcements, Banner } from '../../contract/announcements';
import type { Game, GameMenu } from '../../contract/games';
import { CATEGORY_PATH } from '../../contract/platform';
import { Button } from '../../ui/Button';
import { CategoryIcon } from '../../ui/CategoryIcon';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useCategoryLabel } from '../../ui/useCategoryLabel';
import { useRemoteData } from '../../ui/useRemoteData';
import { BannerCarousel } from './BannerCarousel';
import { HotCarousel } from './HotCarousel';
import { LobbySections } from './LobbySections';
import { JackpotWinners } from './JackpotWinners';
import styles from './Lobby.module.css';
import { NoticeMarquee } from './NoticeMarquee';

type Props = {
  calls: Pick<PlatformCalls, 'getHotGames' | 'getRankList' | 'getGameList'>;
  currencySymbol: string;
  /** Announcements the whole app shares (banners, notices); null while loading. */
  announcements: Announcements | null;
  announcementsFailed: boolean;
  onRetryAnnouncements: () => void;
  /** The game menus the whole app shares (null while loading). */
  menus: GameMenu[] | null;
  menusFailed: boolean;
  onRetryMenus: () => void;
  brand: string;
  onLaunch: (game: Game) => void;
};

/** SPEC 2 Lobby: notices, banners, categories with vendors, hot games. */
export function LobbyPage({ calls, currencySymbol, announcements, announcementsFailed, onRetryAnnouncements, menus, menusFailed, onRetryMenus, brand, onLaunch }: Props) {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  const [, navigate] = useLocation();
  const [video, setVideo] = useState<string | null>(null);
  const hot = useRemoteData('lobbyHotGames', () => calls.getHotGames());
  const winners = useRemoteData('lobbyWinners', () => calls.getRankList());
  const startLabel = t({ id: 'in_immediate_game', message: 'Play now' });

  function openBanner(banner: Banner) {
    const target = bannerTarget(banner);
    if (target.kind === 'route') navigate(target.path);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    else if (target.kind === 'video') setVideo(target.url);
    else if (target.kind === 'rejectedVideo') console.warn('Not youtube link', target.url);
  }

  const retry = (
    <Button
      variant="outline"
      size="s"
      onClick={() => {
        announcementsFailed && onRetryAnnouncements();
        hot.failed && hot.retry();
        menusFailed && onRetryMenus();
      }}
    >
      <Trans>Try again</Trans>
    </Button>
  );
  const homeBanners = announcements?.banners.filter((banner) => banner.groupName === 'w_home') ?? [];

  return (
    <div className={styles.lobby} data-testid="lobby">
      {announcements && <NoticeMarquee notices={announcements.playerNotices} label={t`Notice`} />}
      {!announcements && !announcementsFailed && <div className={styles.bannerSkeleton} aria-busy="true" />}
      {homeBanners.length > 0 && <BannerCarousel banners={homeBanners} brand={brand} actionLabel={t`Join now`} onOpen={openBanner} />}

      {(announcementsFailed || hot.failed || menusFailed) && (
        <div className={styles.inlineError} role="alert">
          <Trans>Network link is abnormal, please try again</Trans> {retry}
        </div>
      )}

      <JackpotWinners winners={winners.data} currencySymbol={currencySymbol} />

      <section className={styles.section} aria-labelledby="lobby-categories">
        <h2 id="lobby-categories" className={styles.sectionTitle}>
          <Trans>Game categories</Trans>
        </h2>
        {!menus && !menusFailed && <Spinner label={t`Loading`} />}
        <div className={styles.categories}>
          {menus &&
            visibleCategories(menus).map((menu) => (
              <Link key={menu.gameCategory} href={CATEGORY_PATH[menu.gameCategory]} className={styles.category} data-testid="category-tile">
                <span className={styles.categoryIcon} aria-hidden="true">
                  <CategoryIcon category={menu.gameCategory} size={30} />
                </span>
                <span className={styles.categoryName}>{categoryLabel(menu.gameCategory)}</span>
                <span className={styles.categoryCount}>
                  <Plural value={menu.vendors.length} one="# provider" other="# providers" />
                </span>
              </Link>
            ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="lobby-hot">
        <div className={styles.sectionHead}>
          <h2 id="lobby-hot" className={styles.sectionTitle}>
            <Flame size={20} className={styles.flame} /> <Trans>Hot games</Trans>
          </h2>
          <Link href="/rng" className={styles.more}>
            <Trans>More</Trans> ›
          </Link>
        </div>
        {hot.loading && <Spinner label={t`Loading`} />}
        {hot.data && (
          <HotCarousel games={hot.data} startLabel={startLabel} previousLabel={t`Previous`} nextLabel={t`Next`} onLaunch={onLaunch} />
        )}
      </section>

      {menus && <LobbySections calls={calls} menus={menus} startLabel={startLabel} onLaunch={onLaunch} />}

      {video && (
        <Modal title={<Trans>Video</Trans>} onClose={() => setVideo(null)} closeLabel={t`Close`} width={860}>
          <iframe className={styles.video} src={video} title={t`Video`} allow="autoplay; encrypted-media" allowFullScreen />
        </Modal>
      )}
    </div>
  );
}
