/** One formatter per locale: making an Intl.NumberFormat costs far more than using one (the lobby formats dozens). */
const amountFormats = new Map<string, Intl.NumberFormat>();

/** SPEC 9: amounts show 2 decimals with thousands separators. */
export function formatAmount(value: number, locale: string): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return format.format(value);
}

/** SPEC 4: a hidden balance is masked with asterisks. */
export const MASKED_AMOUNT = '******';

/** An amount held in integer paise, shown in rupees with 2 decimals (the division happens only for display). */
export function formatPaise(paise: number, locale: string): string {
  return formatAmount(paise / 100, locale);
}
