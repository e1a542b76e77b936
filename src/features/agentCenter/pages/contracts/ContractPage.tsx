import { Trans, useLingui } from '@lingui/react/macro';
import { Coins, FileSignature, Inbox, Send } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import type { ContractKind, OwnRates } from '@kernel/agencyContracts';
import { pendingFirst } from '@/rules/agent/contractBook.rules';
import { EmptyState } from '@/ui/EmptyState';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { useRemoteData } from '@/ui/useRemoteData';
import type { AgentPageProps } from '../../agentPageProps';
import { ContractCard } from '../../components/ContractCard';
import { useContractTexts } from '../../components/useContractTexts';
import styles from './ContractPage.module.css';
import { SettlementRecords } from './SettlementRecords';

function Section({ icon, title, children, testId }: { icon: ReactNode; title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <SectionCard
      gap="s"
      data-testid={testId}
      title={
        <>
          <span aria-hidden="true" className={styles.icon}>
            {icon}
          </span>{' '}
          {title}
        </>
      }
    >
      {children}
    </SectionCard>
  );
}

/**
 * The page of one contract kind (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary; SPEC 2, 3, 4): the agent's own contract from its upline, the offers it
 * received (pending first, to accept or reject), the offers it sent its downlines, and the
 * settlement records. Every action reloads the book and the consolidated contract info.
 */
export function ContractPage({ kind, ...props }: AgentPageProps & { kind: ContractKind }) {
  const { t } = useLingui();
  const texts = useContractTexts();
  const [version, setVersion] = useState(0);
  const book = useRemoteData(`contractBook-${kind}`, () => props.calls.getContractBook(kind), version);
  const { reloadConsolidated } = props;
  const changed = useCallback(() => {
    setVersion((value) => value + 1);
    reloadConsolidated();
  }, [reloadConsolidated]);
  const data = book.data;

  if (!data) {
    return book.failed ? (
      <InlineRetry onRetry={book.retry}>
        <Trans>The contracts could not be loaded.</Trans>
      </InlineRetry>
    ) : (
      <Spinner label={t`Loading`} area="page" />
    );
  }

  const own = data.own;
  const ownRates = data.ownRates as OwnRates | null;
  const received = pendingFirst(data.received.filter((contract) => contract.id !== own?.id));
  const card = { calls: props.calls, ownRates, uplineMayTerminate: data.uplineMayTerminate, currencySymbol: props.currencySymbol, onChanged: changed };
  const ownRateText = ownRates
    ? Object.entries(ownRates)
        .map(([field, bps]) => `${texts.field[field] ?? field} ${texts.rate(bps)}`)
        .join(' · ')
    : null;

  return (
    <Stack gap="xl" data-testid={`contract-page-${kind}`}>
      {book.failed && (
        <InlineRetry onRetry={book.retry}>
          <Trans>The contracts could not be reloaded.</Trans>
        </InlineRetry>
      )}
      <Section icon={<FileSignature size={18} />} title={<Trans>My contract</Trans>} testId="contract-own">
        {own ? (
          <ContractCard key={own.id} {...card} contract={own} role="receiver" currentTerms={own.terms} />
        ) : (
          <EmptyState>
            <Trans>You hold no contract of this kind from an upline.</Trans>
          </EmptyState>
        )}
        {ownRateText && (
          <Notice plain data-testid="contract-own-rates">
            <Trans>You may offer your direct downline agents at most: {ownRateText}</Trans>
          </Notice>
        )}
      </Section>

      <Section icon={<Inbox size={18} />} title={<Trans>Offers received</Trans>} testId="contract-received">
        {received.length === 0 ? (
          <EmptyState>
            <Trans>No offers received.</Trans>
          </EmptyState>
        ) : (
          <div className={styles.cards}>
            {received.map((contract) => (
              <ContractCard key={contract.id} {...card} contract={contract} role="receiver" currentTerms={own?.terms ?? null} />
            ))}
          </div>
        )}
      </Section>

      <Section icon={<Send size={18} />} title={<Trans>Offers sent</Trans>} testId="contract-sent">
        {data.sent.length === 0 ? (
          <EmptyState>
            <Trans>You have not offered any contracts of this kind.</Trans>
          </EmptyState>
        ) : (
          <div className={styles.cards}>
            {data.sent.map((contract) => (
              <ContractCard key={contract.id} {...card} contract={contract} role="upline" currentTerms={null} />
            ))}
          </div>
        )}
        <Notice plain>
          <Trans>
            Offer a contract to a direct downline agent from{' '}
            <button type="button" className={styles.link} onClick={() => props.openPage('downlineManagmentView')} data-testid="contract-open-team">
              team management
            </button>
            .
          </Trans>
        </Notice>
      </Section>

      <Section icon={<Coins size={18} />} title={<Trans>Settlement records</Trans>} testId="contract-settlements">
        <SettlementRecords calls={props.calls} kind={kind} currencySymbol={props.currencySymbol} />
      </Section>
    </Stack>
  );
}
