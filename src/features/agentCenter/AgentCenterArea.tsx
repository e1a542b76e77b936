import { useLingui } from '@lingui/react/macro';
import { Headset } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { type AgentPageId, agentPageHref } from '@kernel/agentPages';
import { memberPageHref } from '@kernel/memberPages';
import { agentMenu, contractBadge, resolveAgentPage } from '@/rules/agent/agentCenter.rules';
import layout from '@/ui/CenterLayout.module.css';
import { LazyArea } from '@/ui/LazyArea';
import { Spinner } from '@/ui/Spinner';
import styles from './AgentCenter.module.css';
import { agentMenuLinks } from './agentMenuLinks';
import type { AgentPageProps } from './agentPageProps';
import { AGENT_PAGES } from './agentPages';

type Props = {
  /** The `page` query value as it is in the address bar (null when absent). */
  requestedPage: string | null;
  /** Everything a page gets, except how to move between pages (the area owns that). */
  pageProps: Omit<AgentPageProps, 'openPage'>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Opens customer service the way the rest of the site does (the live chat, or its address). */
  openCustomerService: () => void;
  /** Fetches the live chat ahead (on pointing or focus), so the click opens its window at once. */
  prepareCustomerService?: () => void;
};

/** A plain click moves inside the app; a modified click (new tab) keeps the browser's own behaviour. */
const inApp = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/**
 * SPEC 2 Agent center: the agency menu (pages gated by their modules, a mark on a contract page
 * while an offer waits, then deposit, withdraw, platform messages and customer service) and the
 * page the address names, each page its own lazy chunk. An unknown or switched-off page is
 * replaced by the team overview, so back and forward never land on a dead address.
 */
export default function AgentCenterArea({ requestedPage, pageProps, navigate, openCustomerService, prepareCustomerService }: Props) {
  const { t } = useLingui();
  const { page, redirected } = resolveAgentPage(requestedPage, pageProps.modules);
  const menu = agentMenu(pageProps.modules);
  const links = agentMenuLinks(pageProps.modules);

  useEffect(() => {
    if (redirected) navigate(agentPageHref(page), { replace: true });
  }, [redirected, page, navigate]);

  const openPage = (next: AgentPageId) => navigate(agentPageHref(next));
  const follow = (href: string) => (event: MouseEvent) => {
    if (!inApp(event)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div className={layout.center} data-testid="agent-center">
      <nav className={`${layout.menu} ${styles.menu}`} aria-label={t`Agency menu`}>
        <ul>
          {menu.map((id) => {
            const entry = AGENT_PAGES[id];
            const pending = entry.badge ? contractBadge(pageProps.consolidated, entry.badge) === 'pending' : false;
            return (
              <li key={id}>
                <a
                  href={agentPageHref(id)}
                  className={id === page ? `${layout.entry} ${layout.current}` : layout.entry}
                  aria-current={id === page ? 'page' : undefined}
                  data-testid={`agent-menu-${id}`}
                  onClick={follow(agentPageHref(id))}
                >
                  <span>{t(entry.title)}</span>
                  {pending && (
                    <>
                      {/* A space for the link's accessible name; the flex layout spaces them on screen. */}{' '}
                      <span className={`${layout.badge} ${styles.badge}`} data-testid={`agent-badge-${id}`} title={t`An offer is waiting for your answer`}>
                        {t`New offer`}
                      </span>
                    </>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
        <ul className={styles.more} aria-label={t`Funds and support`}>
          {links.map((link) => (
            <li key={link.page}>
              <a href={memberPageHref(link.page)} className={layout.entry} data-testid={`agent-menu-link-${link.page}`} onClick={follow(memberPageHref(link.page))}>
                <span>{t(link.title)}</span>
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={layout.entry}
              onPointerEnter={prepareCustomerService}
              onFocus={prepareCustomerService}
              onClick={openCustomerService}
              data-testid="agent-menu-customer-service"
            >
              <span>{t`Customer service`}</span>
              <Headset size={16} aria-hidden="true" />
            </button>
          </li>
        </ul>
      </nav>
      {/* The layout holds the document's one main landmark; the page is a titled region of it. */}
      <section className={layout.page} aria-labelledby="agent-page-title" data-testid={`agent-page-${page}`}>
        <h1 id="agent-page-title" className={layout.title}>
          {t(AGENT_PAGES[page].title)}
        </h1>
        <LazyArea
          mainContent
          key={page}
          load={AGENT_PAGES[page].load}
          props={{ ...pageProps, openPage }}
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
