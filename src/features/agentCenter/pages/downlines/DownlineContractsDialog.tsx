import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { Downline } from '@kernel/agency';
import type { ContractBook, ContractKind, OwnRates } from '@kernel/agencyContracts';
import { isolateLtr } from '@kernel/format';
import type { ModuleNode } from '@kernel/modules';
import type { AgentCalls } from '@/api/agentCalls';
import { activeTermsWith, contractsWith, enabledContractKinds, mayOfferKind } from '@/rules/agent/contractBook.rules';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { SelectField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import surface from '@/ui/Surface.module.css';
import { useRemoteData } from '@/ui/useRemoteData';
import { ContractCard } from '../../components/ContractCard';
import { ContractTermsForm } from '../../components/ContractTermsForm';
import { useContractTexts } from '../../components/useContractTexts';
import styles from './DownlinePage.module.css';

type Props = {
  calls: AgentCalls;
  downline: Downline;
  modules: readonly ModuleNode[];
  currencySymbol: string;
  /** A contract changed: the consolidated contract info is fetched again. */
  onChanged: () => void;
  onClose: () => void;
};

/**
 * The contracts with one direct downline agent (SPEC 4 Contracts): every contract of every
 * enabled kind the agent gave or offered it, and a new offer: a kind, its terms, a preview and a
 * confirm step that says which contracts further down the lower-rate rule would end.
 */
export function DownlineContractsDialog({ calls, downline, modules, currencySymbol, onChanged, onClose }: Props) {
  const { t, i18n } = useLingui();
  const texts = useContractTexts();
  const name = isolateLtr(downline.userName, i18n.locale);
  const kinds = enabledContractKinds(modules);
  const [version, setVersion] = useState(0);
  const books = useRemoteData<ContractBook[]>(`downlineContracts`, () => Promise.all(kinds.map((kind) => calls.getContractBook(kind))), version);
  const [chosen, setChosen] = useState<ContractKind | null>(null);
  // A new form after an offer was sent: the previous one stays as its confirmation until then.
  const [draftNo, setDraftNo] = useState(0);
  const changed = useCallback(() => {
    setVersion((value) => value + 1);
    onChanged();
  }, [onChanged]);

  const content = (() => {
    if (!books.data) {
      return books.failed ? (
        <InlineRetry onRetry={books.retry}>
          <Trans>The contracts could not be loaded.</Trans>
        </InlineRetry>
      ) : (
        <Spinner label={t`Loading`} area="page" />
      );
    }
    const loaded = books.data;
    const offerable = loaded.filter(mayOfferKind);
    const kind = chosen ?? offerable[0]?.kind ?? null;
    const book = loaded.find((entry) => entry.kind === kind) ?? null;
    const withDownline = loaded.flatMap((entry) => contractsWith(entry.sent, name).map((contract) => ({ contract, book: entry })));

    return (
      <div className={`${surface.column} ${surface.gap6}`}>
        <section className={`${surface.column} ${surface.gap6}`} data-testid="downline-contract-list">
          <h3 className={surface.subhead}>
            <Trans>Contracts so far</Trans>
          </h3>
          {withDownline.length === 0 ? (
            <EmptyState>
              <Trans>You have not offered {name} any contract yet.</Trans>
            </EmptyState>
          ) : (
            withDownline.map(({ contract, book: entry }) => (
              <div key={contract.id} className={`${surface.column} ${surface.gap2}`}>
                <span className={styles.kindName}>{texts.kind[contract.kind]}</span>
                <ContractCard
                  calls={calls}
                  contract={contract}
                  role="upline"
                  ownRates={entry.ownRates as OwnRates | null}
                  uplineMayTerminate={entry.uplineMayTerminate}
                  currentTerms={null}
                  currencySymbol={currencySymbol}
                  onChanged={changed}
                />
              </div>
            ))
          )}
        </section>

        <section className={`${surface.column} ${surface.gap6}`} data-testid="downline-contract-offer">
          <h3 className={surface.subhead}>
            <Trans>Offer a contract</Trans>
          </h3>
          {kind === null || book === null ? (
            <EmptyState>
              <Trans>You hold no contract you could share: a contract from your upline comes first.</Trans>
            </EmptyState>
          ) : (
            <>
              <SelectField
                className={styles.kindField}
                label={<Trans>Contract</Trans>}
                value={kind}
                onChange={(event) => {
                  setChosen(event.target.value as ContractKind);
                  setDraftNo((value) => value + 1);
                }}
                data-testid="contract-offer-kind"
              >
                {offerable.map((entry) => (
                  <option key={entry.kind} value={entry.kind}>
                    {texts.kind[entry.kind]}
                  </option>
                ))}
              </SelectField>
              <ContractTermsForm
                key={`${kind}-${draftNo}`}
                calls={calls}
                kind={kind}
                receiver={downline.userName}
                ownRates={book.ownRates as OwnRates | null}
                uplineMayTerminate={book.uplineMayTerminate}
                currentTerms={activeTermsWith(book.sent, name)}
                currencySymbol={currencySymbol}
                onChanged={changed}
              />
              {version > 0 && (
                <Button variant="ghost" size="s" className={styles.again} onClick={() => setDraftNo((value) => value + 1)} data-testid="contract-offer-again">
                  <Trans>Start a new offer</Trans>
                </Button>
              )}
            </>
          )}
        </section>
      </div>
    );
  })();

  return (
    <Modal title={<Trans>Contracts with {name}</Trans>} onClose={onClose} closeLabel={t`Close`} width={760} testId="downline-contracts-dialog">
      {content}
    </Modal>
  );
}
