import { Trans, useLingui } from '@lingui/react/macro';
import type { HelpTopic } from '@kernel/help';
import type { HelpTopic as HelpTopicId } from '@machines/popups.machine';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { SafeHtml } from '@/ui/SafeHtml';
import { Spinner } from '@/ui/Spinner';
import { Tabs } from '@/ui/Tabs';
import { useRemoteData } from '@/ui/useRemoteData';
import styles from './Help.module.css';

/**
 * SPEC 2 helpModal: the help centre's topics (the same server texts as /help) that a footer
 * link or the terms checkbox opens, on the chosen topic.
 */
export function HelpPopup({
  topic,
  language,
  loadTopics,
  onSelect,
  onClose,
}: {
  topic: HelpTopicId;
  language: string;
  loadTopics: () => Promise<HelpTopic[]>;
  onSelect: (topic: HelpTopicId) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const topics = useRemoteData('helpTopics', loadTopics, language);
  const shown = topics.data?.find((entry) => entry.id === topic) ?? topics.data?.[0] ?? null;
  return (
    <Modal title={<Trans>Help centre</Trans>} onClose={onClose} closeLabel={t`Close`} testId="help-popup" width={680}>
      {topics.failed && (
        <InlineRetry onRetry={topics.retry}>
          <Trans>Network link is abnormal, please try again</Trans>
        </InlineRetry>
      )}
      {!topics.data && !topics.failed && <Spinner label={t`Loading`} />}
      {topics.data && shown && (
        <>
          <Tabs label={t`Help topics`} tabs={topics.data.map((entry) => ({ id: entry.id, label: entry.title }))} current={shown.id} onSelect={onSelect} />
          <article className={styles.article} data-testid={`help-${shown.id}`}>
            <SafeHtml html={shown.content} />
          </article>
        </>
      )}
    </Modal>
  );
}
