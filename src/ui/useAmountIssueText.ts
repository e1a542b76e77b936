import { useLingui } from '@lingui/react/macro';
import { formatPaise } from '@kernel/amountFormat';
import type { AmountBounds, AmountIssue, RangeIssue } from '@kernel/money';

/**
 * What is wrong with a typed amount, in the user's language: the parse issues of
 * parseRupeesToPaise and the range issues of checkAmountRange (with the limits filled in).
 * The backend refuses the same amounts with the same rules (kernel/money.ts).
 */
export function useAmountIssueText(currencySymbol: string): (issue: AmountIssue | RangeIssue, bounds?: AmountBounds) => string {
  const { t, i18n } = useLingui();
  const money = (paise: number) => formatPaise(paise, i18n.locale, currencySymbol);
  return (issue, bounds) => {
    switch (issue) {
      case 'amountEmpty':
        return t`Please enter an amount`;
      case 'amountNotNumber':
        return t`Please enter the amount as a number, like 1000 or 1000.50`;
      case 'amountTooManyDecimals':
        return t`An amount can have at most 2 decimals`;
      case 'amountNotWholePaise':
        return t`An amount can have at most 2 decimals`;
      case 'amountNotPositive':
        return t`The amount must be more than zero`;
      case 'amountTooLarge':
        return t`The amount is too large`;
      case 'amountBelowMin':
        return bounds ? t`The minimum amount is ${money(bounds.minPaise)}` : t`The amount is below the minimum`;
      case 'amountAboveMax':
        return bounds ? t`The maximum amount is ${money(bounds.maxPaise)}` : t`The amount is above the maximum`;
      case 'insufficientBalance':
        return t`The amount is more than your balance`;
    }
  };
}
