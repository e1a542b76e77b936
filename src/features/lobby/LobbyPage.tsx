import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CirclePlay, Flame } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Announcements, Banner } from '@kernel/announcements';
import type { Game, GameMenu } from '@kernel/games';
import type { LaunchTarget } from '@machines/gameLaunch.machine';
import type { PlatformCalls } from '@/api/calls';
import { homeBannerShelves } from '@/rules/banner.rules';
import { categoryAction, visibleCategories } from '@/rules/lobby.rules';
import { AfterFirstPaint } from '@/ui/AfterFirstPaint';
import { Button } from '@/ui/Button';
import { BannerShelf } from '@/ui/banners/BannerShelf';
import { useBannerOpener } from '@/ui/banners/useBannerOpener';
import { CategoryIcon } from '@/ui/CategoryIcon';
import { whenFirstPaintShown } from '@/ui/firstPaintShown';
import { GameDetails, type TileDetails, useGameDetails, useTileDetails } from '@/ui/GameDetails';
import { LazyArea } from '@/ui/LazyArea';
import { NearViewport } from '@/ui/NearViewport';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useRemoteData } from '@/ui/useRemoteData';
import { JackpotWinners } from './JackpotWinners';
import styles from './Lobby.module.css';
import { LobbySections } from './LobbySections';
import { MyGames } from './MyGames';
import { NoticeMarquee } from './NoticeMarquee';

// The carousels (and keen-slider) load beside the lobby's first paint, not inside it.
const loadHotCarousel = () => import('./HotCarousel').then((module) => ({ default: module.HotCarousel }));
const loadVideoCarousel = () => import('./VideoCarousel').then((module) => ({ default: module.VideoCarousel }));
const loadNoticePopup = () => import('./NoticePopup').then((module) => ({ default: module.NoticePopup }));

/** About the heights of the sections below the fold: what their placeholders hold until they mount. */
const HOT_SECTION_HEIGHT_PX = 300;
const VIDEO_SECTION_HEIGHT_PX = 250;

type Props = {
  calls: Pick<PlatformCalls, 'getHotGames' | 'getRankList' | 'getGameList' | 'getRecentGames' | 'getFavouriteGames'>;
  /** SPEC 4: a language change reloads the hot games and the winner board in place. */
  language: string;
  signedIn: boolean;
  favouriteIds: readonly number[];
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
  onLaunchVendor: (target: LaunchTarget) => void;
  /** Issue 26, item 5: trial play of a game with a demo, for a visitor or a trial account (absent for a member). */
  onTryDemo?: ((game: Game) => void) | undefined;
  onNeedLogin: () => void;
  onDeposit: () => void;
  onWithdraw: () => void;
};

/**
 * SPEC 2 Lobby: notices, banners, categories with vendors, hot games. Each section is memoised and
 * gets only its own data and stable callbacks: an arrival (announcements, winners, hot games, menus)
 * renders the page shell and the section it feeds, never the others.
 */
export const LobbyPage = memo(function LobbyPage(props: Props) {
  const { calls, language, announcements, announcementsFailed, menus, menusFailed, onLaunch } = props;
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [noticesOpen, setNoticesOpen] = useState(false);
  // Both show below the first paint (AfterFirstPaint): asked for once it is on screen, they never
  // compete with what it needs.
  const hot = useRemoteData('lobbyHotGames', () => whenFirstPaintShown().then(() => calls.getHotGames()), language);
  const winners = useRemoteData('lobbyWinners', () => whenFirstPaintShown().then(() => calls.getRankList()), language);
  // Their arrival is a store update, which React would render at once, in one task below a page
  // already on screen; deferred, the sections they fill render as a transition, in slices.
  const hotGames = useDeferredValue(hot.data);
  const winnerList = useDeferredValue(winners.data);
  const startLabel = t({ id: 'in_immediate_game', message: 'Play now' });
  // Issue 26, item 5: the tiles' (i) opens the details panel (the game lists' chunk), Play and Try demo launch from it.
  const details = useGameDetails(onLaunch, (game) => props.onTryDemo?.(game));
  const tile = useTileDetails(details, props.onTryDemo);

  const { openBanner, videoPlayer } = useBannerOpener(navigate);
  const openNotices = useCallback(() => setNoticesOpen(true), []);

  const retry = (
    <Button
      variant="outline"
      size="s"
      onClick={() => {
        announcementsFailed && props.onRetryAnnouncements();
        hot.failed && hot.retry();
        menusFailed && props.onRetryMenus();
      }}
    >
      <Trans>Try again</Trans>
    </Button>
  );
  const banners = announcements?.banners;
  const shelves = useMemo(() => homeBannerShelves(banners ?? []), [banners]);
  const refusedVideos = shelves.refused.map((banner) => banner.linkage).join(' ');
  useEffect(() => {
    // SPEC 2: a video link that is not YouTube is logged and never shown.
    for (const url of refusedVideos.split(' ').filter(Boolean)) console.warn('Not youtube link', url);
  }, [refusedVideos]);

  return (
    <div className={styles.lobby} data-testid="lobby">
      {announcements && <NoticeMarquee notices={announcements.playerNotices} label={t`Notice`} openLabel={t`Open all notices`} onOpen={openNotices} />}
      {noticesOpen && announcements && <LazyArea quiet load={loadNoticePopup} props={{ notices: announcements.playerNotices, onClose: () => setNoticesOpen(false) }} />}
      {!announcements && !announcementsFailed && <div className={styles.bannerSkeleton} aria-busy="true" />}
      {shelves.slides.length > 0 && <BannerShelf slides={shelves.slides} brand={props.brand} actionLabel={t`Join now`} onOpen={openBanner} />}

      {(announcementsFailed || hot.failed || menusFailed) && (
        <Notice as="div" tone="danger" row role="alert">
          <span>
            <Trans>Network link is abnormal, please try again</Trans>
          </span>{' '}
          {retry}
        </Notice>
      )}

      {/* The first frame is the notices and the banner (the largest paint); the rest follows a frame later. */}
      <AfterFirstPaint>
        <JackpotWinners winners={winnerList} currencySymbol={props.currencySymbol} />

        <MyGames
          calls={calls}
          signedIn={props.signedIn}
          language={language}
          favouriteIds={props.favouriteIds}
          startLabel={startLabel}
          onLaunch={onLaunch}
          tile={tile}
          onNeedLogin={props.onNeedLogin}
          onDeposit={props.onDeposit}
          onWithdraw={props.onWithdraw}
        />

        <CategoryTiles menus={menus} menusFailed={menusFailed} onLaunchVendor={props.onLaunchVendor} />

        <NearViewport reservedHeight={HOT_SECTION_HEIGHT_PX} testId="hot-placeholder">
          <HotGames loading={hot.loading || hotGames !== hot.data} games={hotGames} startLabel={startLabel} onLaunch={onLaunch} tile={tile} />
        </NearViewport>

        {shelves.videos.length > 0 && (
          <NearViewport reservedHeight={VIDEO_SECTION_HEIGHT_PX} testId="videos-placeholder">
            <VideoShelf videos={shelves.videos} onPlay={openBanner} />
          </NearViewport>
        )}

        {menus && (
          <LobbySections calls={calls} menus={menus} language={language} startLabel={startLabel} onLaunch={onLaunch} onLaunchVendor={props.onLaunchVendor} tile={tile} />
        )}
      </AfterFirstPaint>

      {videoPlayer}
      <GameDetails details={details} currencySymbol={props.currencySymbol} mayTryDemo={props.onTryDemo !== undefined} />
    </div>
  );
});

/** SPEC 2 lobby: a tile per visible category (a page link, or a direct launch for a one-vendor category). */
const CategoryTiles = memo(function CategoryTiles({
  menus,
  menusFailed,
  onLaunchVendor,
}: {
  menus: GameMenu[] | null;
  menusFailed: boolean;
  onLaunchVendor: (target: LaunchTarget) => void;
}) {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  return (
    <section className={styles.section} aria-labelledby="lobby-categories">
      <h2 id="lobby-categories" className={styles.sectionTitle}>
        <Trans>Game categories</Trans>
      </h2>
      {!menus && !menusFailed && <Spinner label={t`Loading`} />}
      <div className={styles.categories}>
        {menus &&
          visibleCategories(menus).map((menu) => {
            const action = categoryAction(menu);
            const content = (
              <>
                <span className={styles.categoryIcon} aria-hidden="true">
                  <CategoryIcon category={menu.gameCategory} size={30} />
                </span>
                <span className={styles.categoryName}>{categoryLabel(menu.gameCategory)}</span>
                <span className={styles.categoryCount}>
                  <Plural value={menu.vendors.length} one="# provider" other="# providers" />
                </span>
              </>
            );
            return action.kind === 'launch' ? (
              <button key={menu.gameCategory} type="button" className={styles.category} onClick={() => onLaunchVendor(action.target)} data-testid="category-tile">
                {content}
              </button>
            ) : (
              <Link key={menu.gameCategory} href={action.href} className={styles.category} data-testid="category-tile">
                {content}
              </Link>
            );
          })}
      </div>
    </section>
  );
});

/** SPEC 9 hot games: the carousel (its own chunk) once the list is there. */
const HotGames = memo(function HotGames({
  loading,
  games,
  startLabel,
  onLaunch,
  tile,
}: {
  loading: boolean;
  games: Game[] | null;
  startLabel: string;
  onLaunch: (game: Game) => void;
  tile: TileDetails;
}) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="lobby-hot">
      <div className={styles.sectionHead}>
        <h2 id="lobby-hot" className={styles.sectionTitle}>
          <Flame size={20} /> <Trans>Hot games</Trans>
        </h2>
        <Link href="/rng" className={styles.more}>
          <Trans>More</Trans> ›
        </Link>
      </div>
      {loading && <Spinner label={t`Loading`} />}
      {games && (
        <LazyArea
          load={loadHotCarousel}
          fallback={<Spinner label={t`Loading`} />}
          props={{ games, startLabel, previousLabel: t`Previous`, nextLabel: t`Next`, onLaunch, tile }}
        />
      )}
    </section>
  );
});

/** SPEC 9 video carousel of the YouTube banners. */
const VideoShelf = memo(function VideoShelf({ videos, onPlay }: { videos: Banner[]; onPlay: (banner: Banner) => void }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="lobby-videos">
      <h2 id="lobby-videos" className={styles.sectionTitle}>
        <CirclePlay size={20} /> <Trans>Videos</Trans>
      </h2>
      <LazyArea
        load={loadVideoCarousel}
        fallback={<div className={styles.bannerSkeleton} aria-busy="true" />}
        props={{ videos, playLabel: t`Play video`, previousLabel: t`Previous`, nextLabel: t`Next`, onPlay }}
      />
    </section>
  );
});
