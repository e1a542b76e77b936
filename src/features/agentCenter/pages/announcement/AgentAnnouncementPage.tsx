import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { newestFirst } from '@/rules/agent/agentNotices.rules';
import { InlineRetry } from '@/ui/InlineRetry';
import { Panel } from '@/ui/Panel';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SafeHtml } from '@/ui/SafeHtml';
import { Spinner } from '@/ui/Spinner';
import { useRemoteData } from '@/ui/useRemoteData';
import type { AgentPageProps } from '../../agentPageProps';
import styles from './AgentAnnouncementPage.module.css';

/**
 * agentAnnouncement (SPEC 2 Agent center): the platform's notices to agents, newest first, each a
 * title with its date that opens to its content (server HTML, sanitised before it is shown). The
 * newest is open to begin with.
 */
export default function AgentAnnouncementPage(props: AgentPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const notices = useRemoteData('agentNotices', async () => newestFirst(await props.calls.getNotices()));
  // Which notices the agent opened or closed; the newest counts as open until closed.
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());

  if (notices.loading && !notices.data) {
    return <Spinner label={t`Loading`} area="page" />;
  }
  if (notices.failed) {
    return (
      <InlineRetry onRetry={notices.retry}>
        <Trans>The announcements could not be loaded.</Trans>
      </InlineRetry>
    );
  }
  const list = notices.data ?? [];
  if (list.length === 0) {
    return (
      <Panel icon={<Megaphone size={28} />} title={<Trans>No announcements</Trans>} testId="agent-notices-empty">
        <Trans>Notices from the platform to its agents will appear here.</Trans>
      </Panel>
    );
  }
  const toggle = (id: number) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className={styles.list} data-testid="agent-notices">
      {list.map((notice, index) => {
        const open = (index === 0) !== toggled.has(notice.id);
        const bodyId = `agent-notice-${notice.id}`;
        return (
          <li key={notice.id} className={styles.notice} data-testid="agent-notice">
            <button type="button" className={styles.head} aria-expanded={open} aria-controls={bodyId} onClick={() => toggle(notice.id)} data-testid="agent-notice-toggle">
              <span className={styles.title}>{notice.title}</span>
              <time className={styles.date} dateTime={new Date(notice.timestamp).toISOString()}>
                {format.dateTime(notice.timestamp)}
              </time>
              <ChevronDown size={18} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
            </button>
            {open && (
              <div id={bodyId} className={styles.body} data-testid="agent-notice-content">
                <SafeHtml html={notice.content} className={styles.content} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
