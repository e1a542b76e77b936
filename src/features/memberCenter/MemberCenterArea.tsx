import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type MemberPageId, memberPageHref } from '@kernel/memberPages';
import type { memberBadgesMachine } from '@machines/member/memberBadges.machine';
import { badgeText, memberMenu, resolveMemberPage } from '@/rules/member/memberCenter.rules';
import layout from '@/ui/CenterLayout.module.css';
import { LazyArea } from '@/ui/LazyArea';
import { Spinner } from '@/ui/Spinner';
import styles from './MemberCenter.module.css';
import type { MemberPageProps } from './memberPageProps';
import { MEMBER_PAGES } from './memberPages';

type Props = {
  /** The `page` query value as it is in the address bar (null when absent). */
  requestedPage: string | null;
  badges: ActorRefFrom<typeof memberBadgesMachine>;
  /** Everything a page gets, except how to move between pages and refresh the badges (the area owns those). */
  pageProps: Omit<MemberPageProps, 'openPage' | 'refreshBadges'>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
};

/**
 * SPEC 2 Member center: the left menu (pages gated by their modules, unread badges) and the page
 * the address names, each page its own lazy chunk. An unknown or switched-off page is replaced
 * by the default one, so back and forward never land on a dead address.
 */
export default function MemberCenterArea({ requestedPage, badges, pageProps, navigate }: Props) {
  const { t } = useLingui();
  const { page, redirected } = resolveMemberPage(requestedPage, pageProps.modules);
  const counts = useSelector(badges, (snapshot) => snapshot.context.badges);
  const menu = memberMenu(pageProps.modules);

  useEffect(() => {
    if (redirected) navigate(memberPageHref(page), { replace: true });
  }, [redirected, page, navigate]);

  const openPage = (next: MemberPageId) => navigate(memberPageHref(next));
  const refreshBadges = () => badges.send({ type: 'REFRESH' });

  return (
    <div className={`${layout.center} ${styles.center}`} data-testid="member-center">
      <nav className={`${layout.menu} ${styles.menu}`} aria-label={t`Member center`}>
        <ul>
          {menu.map((id) => {
            const entry = MEMBER_PAGES[id];
            const badge = entry.badge ? badgeText(counts[entry.badge]) : null;
            return (
              <li key={id}>
                <a
                  href={memberPageHref(id)}
                  className={id === page ? `${layout.entry} ${layout.current}` : layout.entry}
                  aria-current={id === page ? 'page' : undefined}
                  data-testid={`member-menu-${id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    openPage(id);
                  }}
                >
                  <span>{t(entry.title)}</span>
                  {badge && (
                    <span className={`${layout.badge} ${styles.badge}`} data-testid={`member-badge-${id}`}>
                      {/* Read as "3 unread", not as a bare figure after the page's name. */}
                      <span aria-hidden="true">{badge}</span>
                      <span className="visually-hidden">{t`${badge} unread`}</span>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* A section, not a second <main>: the layout's <main> holds the whole center. */}
      <section className={layout.page} data-testid={`member-page-${page}`} aria-labelledby="member-page-title">
        <h1 id="member-page-title" className={layout.title}>
          {t(MEMBER_PAGES[page].title)}
        </h1>
        <LazyArea
          mainContent
          key={page}
          load={MEMBER_PAGES[page].load}
          props={{ ...pageProps, openPage, refreshBadges }}
          fallback={
            <div className={layout.loading}>
              <Spinner label={t`Loading`} />
            </div>
          }
        />
      </section>
    </div>
  );
}
