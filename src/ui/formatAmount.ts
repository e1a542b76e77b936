/** SPEC 9: amounts show 2 decimals with thousands separators. */
export function formatAmount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** SPEC 4: a hidden balance is masked with asterisks. */
export const MASKED_AMOUNT = '******';

/** An amount held in integer paise, shown in rupees with 2 decimals (the division happens only for display). */
export function formatPaise(paise: number, locale: string): string {
  return formatAmount(paise / 100, locale);
}
