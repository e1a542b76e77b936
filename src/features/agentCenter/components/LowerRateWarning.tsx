import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { type ContractTerms, RATE_FIELDS } from '@kernel/agencyContracts';
import styles from './LowerRateWarning.module.css';
import { useContractTexts } from './useContractTexts';

type Ended = { id: number; offerer: string; receiver: string; terms: ContractTerms };

/**
 * SPEC 4 the lower-rate rule, said before confirming: the downline contracts that end when this
 * contract is confirmed, each with its receiver and rates. Nothing is shown when none ends.
 */
export function LowerRateWarning({ ends }: { ends: readonly Ended[] }) {
  const { t } = useLingui();
  const texts = useContractTexts();
  if (ends.length === 0) return null;
  const rates = (terms: ContractTerms) => {
    const fields = RATE_FIELDS[terms.kind] as readonly string[];
    const values = terms as unknown as Record<string, number>;
    if (fields.length === 1) return texts.rate(values[fields[0] as string] ?? 0);
    const profit = texts.rate(values.profitRateBps ?? 0);
    const loss = texts.rate(values.lossRateBps ?? 0);
    return t`profit ${profit}, loss ${loss}`;
  };
  return (
    <div className={styles.warning} role="alert" data-testid="contract-lower-rate-warning">
      <TriangleAlert size={18} aria-hidden="true" className={styles.icon} />
      <div>
        <p className={styles.lead}>
          <Trans>Confirming ends these contracts below:</Trans>
        </p>
        <ul className={styles.list}>
          {ends.map((link) => (
            <li key={link.id} data-testid={`contract-ends-${link.id}`}>
              {link.receiver} ({rates(link.terms)})
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
