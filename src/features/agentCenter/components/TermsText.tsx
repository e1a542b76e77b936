import { useLingui } from '@lingui/react/macro';
import type { ContractTerms, SalaryPeriod } from '@kernel/agencyContracts';
import { formatterFor } from '@kernel/format';
import { termsEntries } from '@/rules/agent/contractBook.rules';
import { FactList } from '@/ui/FactList';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import styles from './TermsText.module.css';
import { useContractTexts } from './useContractTexts';

/** The terms of a contract (SPEC 3), each with its label: rates in percent, thresholds in rupees. */
export function TermsText({ terms, currencySymbol, testId }: { terms: ContractTerms; currencySymbol: string; testId?: string }) {
  const { i18n } = useLingui();
  const texts = useContractTexts();
  const format = useRecordFormat(currencySymbol);
  const shown = (input: string, value: string | number) => {
    if (input === 'period') return texts.period[value as SalaryPeriod];
    if (input === 'rate') return texts.rate(value as number);
    if (input === 'count') return formatterFor(i18n.locale).count(value as number);
    return format.money(value as number);
  };
  return (
    <FactList look="tiles" className={styles.terms} data-testid={testId}>
      {termsEntries(terms).map((entry) => (
        <div key={entry.field} data-field={entry.field}>
          <dt>{texts.field[entry.field]}</dt>
          <dd>{shown(entry.input, entry.value)}</dd>
        </div>
      ))}
    </FactList>
  );
}
