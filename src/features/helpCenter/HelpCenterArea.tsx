import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, CircleAlert, CircleHelp, FileText, HeartHandshake, Info, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HelpTopic } from '@kernel/help';
import { helpTopicHref, topicFromHash } from '@/rules/helpCenter.rules';
import { Button } from '@/ui/Button';
import { Panel } from '@/ui/Panel';
import { SafeHtml } from '@/ui/SafeHtml';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { useRemoteData } from '@/ui/useRemoteData';
import styles from './HelpCenter.module.css';

const ICONS: Record<HelpTopic['id'], ReactNode> = {
  about: <Info size={18} />,
  term: <FileText size={18} />,
  privacy: <ShieldCheck size={18} />,
  responsible: <HeartHandshake size={18} />,
  faq: <CircleHelp size={18} />,
};

/**
 * SPEC 2 /help: the help centre's topics (SPEC 7 helpCenter, in the current language) with a topic
 * menu; the address hash picks the topic (/help#term opens the terms) and choosing one updates it.
 */
export default function HelpCenterArea({
  loadTopics,
  hash,
  onSelectTopic,
}: {
  loadTopics: () => Promise<HelpTopic[]>;
  /** The address hash, e.g. '#term'. */
  hash: string;
  onSelectTopic: (id: HelpTopic['id']) => void;
}) {
  const { t } = useLingui();
  const { data: topics, loading, failed, retry } = useRemoteData('helpCenter', loadTopics);
  const current = topics ? topicFromHash(hash, topics) : null;
  return (
    <Stack gap="xl" data-testid="help-center">
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <BookOpen size={26} />
        </span>
        <div>
          <h1 className={styles.title}>
            <Trans>Help centre</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Answers about your account, payments, fair play and our rules.</Trans>
          </p>
        </div>
      </header>
      {loading && <Spinner label={t`Loading`} area="page" />}
      {failed && (
        <Panel
          tone="danger"
          icon={<CircleAlert size={44} />}
          testId="help-center-error"
          title={<Trans>The help centre could not be loaded</Trans>}
          actions={
            <Button onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <Trans>Network link is abnormal, please try again</Trans>
        </Panel>
      )}
      {topics && topics.length === 0 && <Panel icon={<BookOpen size={44} />} title={<Trans>No help topics yet</Trans>} testId="help-center-empty" />}
      {topics && current && (
        <div className={styles.body}>
          <nav className={styles.menu} aria-label={t`Help topics`}>
            {topics.map((topic) => (
              <a
                key={topic.id}
                href={helpTopicHref(topic.id)}
                className={topic.id === current.id ? styles.menuActive : styles.menuItem}
                aria-current={topic.id === current.id ? 'page' : undefined}
                data-testid={`help-topic-${topic.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onSelectTopic(topic.id);
                }}
              >
                <span className={styles.menuIcon} aria-hidden="true">
                  {ICONS[topic.id]}
                </span>
                {topic.title}
              </a>
            ))}
          </nav>
          <article className={styles.article} data-testid={`help-article-${current.id}`} aria-labelledby="help-article-title">
            <h2 id="help-article-title" className={styles.articleTitle}>
              {current.title}
            </h2>
            <SafeHtml html={current.content} className={styles.content} />
          </article>
        </div>
      )}
    </Stack>
  );
}
