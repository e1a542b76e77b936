import { useLingui } from '@lingui/react/macro';
import { formatterFor } from '@kernel/format';
import { dayStartOf, splitSign } from '@/rules/member/records.rules';

/** India time: the records' days are India days (kernel/records.ts). */
const RECORD_TIME_ZONE = 'Asia/Kolkata';

/** How the record pages write amounts and times, in the user's language. */
export function useRecordFormat(currencySymbol: string) {
  const { i18n } = useLingui();
  const format = formatterFor(i18n.locale);
  const money = (paise: number) => format.paise(paise, currencySymbol);
  return {
    money,
    /** +₹10.00, −₹5.00 or ₹0.00, with its tone for colour. */
    signed: (paise: number) => {
      const { sign, paise: size, tone } = splitSign(paise);
      return { text: format.paise(size, `${sign}${currencySymbol}`), tone };
    },
    dateTime: (ms: number) => format.dateTime(ms, RECORD_TIME_ZONE),
    /** A yyyy-MM-dd India date. */
    date: (isoDate: string) => format.date(dayStartOf(isoDate), RECORD_TIME_ZONE),
    /** The India date of a moment (epoch ms), without the time. */
    dayOf: (ms: number) => format.date(ms, RECORD_TIME_ZONE),
    /** A fraction as a percent (0.005: 0.5%), up to two decimals. */
    percent: format.percent,
    count: format.count,
    /** A user name, nickname or account: one left-to-right run in a right-to-left language. */
    name: format.name,
  };
}
export type RecordFormat = ReturnType<typeof useRecordFormat>;
