import { useLingui } from '@lingui/react/macro';
import { dayStartOf, splitSign } from '@machines/member/records.rules';
import { formatPaise } from '@/ui/formatAmount';

/** India time: the records' days are India days (kernel/records.ts). */
const RECORD_TIME_ZONE = 'Asia/Kolkata';

/** How the record pages write amounts and times, in the user's language. */
export function useRecordFormat(currencySymbol: string) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: RECORD_TIME_ZONE });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: RECORD_TIME_ZONE });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const money = (paise: number) => `${currencySymbol}${formatPaise(paise, locale)}`;
  return {
    money,
    /** +₹10.00, −₹5.00 or ₹0.00, with its tone for colour. */
    signed: (paise: number) => {
      const { sign, paise: size, tone } = splitSign(paise);
      return { text: `${sign}${money(size)}`, tone };
    },
    dateTime: (ms: number) => dateTime.format(ms),
    /** A yyyy-MM-dd India date. */
    date: (isoDate: string) => date.format(dayStartOf(isoDate)),
    /** The India date of a moment (epoch ms), without the time. */
    dayOf: (ms: number) => date.format(ms),
    /** A fraction as a percent (0.005: 0.5%), up to two decimals. */
    percent: (fraction: number) => percent.format(fraction),
    count: (value: number) => new Intl.NumberFormat(locale).format(value),
  };
}
export type RecordFormat = ReturnType<typeof useRecordFormat>;
