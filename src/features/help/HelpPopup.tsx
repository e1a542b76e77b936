import { Trans, useLingui } from '@lingui/react/macro';
import type { HelpTopic } from '../../../machines/popups.machine';
import { Modal } from '../../ui/Modal';
import { Tabs } from '../../ui/Tabs';
import styles from './Help.module.css';

/** SPEC 2 helpModal: the help topics a footer link or the terms checkbox opens. */
export function HelpPopup({ topic, onSelect, onClose }: { topic: HelpTopic; onSelect: (topic: HelpTopic) => void; onClose: () => void }) {
  const { t } = useLingui();
  const topics: { id: HelpTopic; label: string }[] = [
    { id: 'about', label: t`About us` },
    { id: 'term', label: t`Terms and conditions` },
    { id: 'privacy', label: t`Privacy policy` },
    { id: 'responsible', label: t`Responsible gaming` },
  ];
  return (
    <Modal title={<Trans>Help centre</Trans>} onClose={onClose} closeLabel={t`Close`} testId="help-popup" width={620}>
      <Tabs label={t`Help topics`} tabs={topics} current={topic} onSelect={onSelect} />
      <article className={styles.article} data-testid={`help-${topic}`}>
        {topic === 'about' && (
          <p>
            <Trans>We are an online entertainment platform offering live casino, slots, sports, e-sports, poker, fishing and lottery games, with fast deposits and withdrawals and support around the clock.</Trans>
          </p>
        )}
        {topic === 'term' && (
          <>
            <p>
              <Trans>By registering you confirm that you are at least 18 years old and that online gaming is legal where you live.</Trans>
            </p>
            <p>
              <Trans>One account per person. Bonuses are subject to their own terms. We may suspend accounts involved in fraud or abuse.</Trans>
            </p>
          </>
        )}
        {topic === 'privacy' && (
          <p>
            <Trans>We use your personal data only to run your account, process payments and meet legal duties. We never sell it. Passwords are stored hashed and never kept in your browser's storage.</Trans>
          </p>
        )}
        {topic === 'responsible' && (
          <p>
            <Trans>Play for fun, set limits on time and money, and never chase losses. If gaming stops being fun, contact customer service to pause or close your account.</Trans>
          </p>
        )}
      </article>
    </Modal>
  );
}
