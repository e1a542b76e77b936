import { formatAmount, formatPaise, intlLocaleOfTag, isolateLtr, numberFormat } from './amountFormat';
// Registers every language's Intl locale with kernel/amountFormat.ts.
import './intlLocales';

/**
 * The one place the product writes numbers, amounts, dates and times for people to read: each
 * in the Intl locale of the active language (kernel/intlLocales.ts, the registry's intlLocale,
 * with the language's digits pinned). Money is integer paise until here; formatting is the last
 * step. Views take the formatter of the active catalogue's tag (Lingui's i18n.locale) and never
 * make an Intl object themselves. Amounts live in kernel/amountFormat.ts, which the first screen
 * imports alone.
 */
export { formatAmount, formatPaise, intlLocaleOfTag, isolateLtr, MASKED_AMOUNT } from './amountFormat';

/** What the formatters need of a date format. */
export type DateFormat = { format: (ms: number) => string };
/** Makes a date format in the Intl locale for the options; for a language whose dates the runtime's Intl cannot write. */
export type DateFormatMaker = (locale: string, options: Intl.DateTimeFormatOptions) => DateFormat;

/** Making an Intl formatter costs far more than using one: one per locale and options. */
const dateFormats = new Map<string, DateFormat>();
const providedDateFormats = new Map<string, DateFormatMaker>();

/**
 * Gives the date formats of a language (its catalogue tag) whose dates the runtime's Intl writes in another language
 * (Chromium's ICU has no Burmese, Khmer, Lao, Nepali or Sinhala dates and no Punjabi month names:
 * it writes 'Nov 29, 2026'); the client provides them from CLDR data (src/i18n/dateFallback.ts).
 */
export function provideDateFormat(tag: string, make: DateFormatMaker): () => void {
  const forget = () => {
    for (const key of [...dateFormats.keys()]) if (key.startsWith(`${tag}|`)) dateFormats.delete(key);
  };
  providedDateFormats.set(tag, make);
  forget();
  // The way back to the runtime's own dates (tests that share the module need it).
  return () => {
    if (providedDateFormats.get(tag) === make) providedDateFormats.delete(tag);
    forget();
  };
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    const locale = intlLocaleOfTag(tag);
    format = providedDateFormats.get(tag)?.(locale, options) ?? new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

const withZone = (options: Intl.DateTimeFormatOptions, timeZone?: string) => (timeZone ? { ...options, timeZone } : options);

export type Formatter = {
  /**
   * Integer paise as rupees with 2 decimals: 20000000 in hi is '2,00,000.00'; after `symbol` (the
   * currency symbol, with a sign or a space as the page writes them): '₹2,00,000.00'. One
   * left-to-right run (LRI ... PDI) in a right-to-left language.
   */
  paise: (paise: number, symbol?: string) => string;
  /** An amount the backend already gives in rupees (the jackpot, a winner's win, a room's stake), 2 decimals, after its symbol as paise writes it. */
  amount: (rupees: number, symbol?: string) => string;
  /** A user name, nickname or account as the backend gives it: one left-to-right run in a right-to-left language, as it is in any other. */
  name: (text: string) => string;
  /** A whole count ('1,234'). */
  count: (value: number) => string;
  /** A figure with at most one decimal (a rate, a multiple). */
  oneDecimal: (value: number) => string;
  /** A fraction as a percent, up to two decimals (0.005: '0.5%'). */
  percent: (fraction: number) => string;
  /** A chosen file's size in KB or MB, one decimal. */
  fileSize: (bytes: number) => string;
  /** A short figure for a chart's axis ('1.2K', '12 लाख'). */
  compact: (value: number) => string;
  /** A moment as a date and a time, in a time zone when given (else the device's). */
  dateTime: (ms: number, timeZone?: string) => string;
  /** A moment's date. */
  date: (ms: number, timeZone?: string) => string;
  /** A moment's time of day. */
  time: (ms: number, timeZone?: string) => string;
  /** A moment's short weekday name. */
  weekday: (ms: number, timeZone?: string) => string;
  /** A day as a chart's axis names it: day and short month, in the locale's order ('7 Mar', 'Mar 7', '3月7日'). */
  dayMonth: (ms: number, timeZone?: string) => string;
  /** A live clock's date and time (with seconds) at `ms` in the zone `offsetMinutes` east of UTC. */
  clock: (ms: number, offsetMinutes: number) => { date: string; time: string };
};

const formatters = new Map<string, Formatter>();

/** The formatter of the language whose UI catalogue has this tag (Lingui's i18n.locale: 'hi', 'en', 'ar', …). */
export function formatterFor(tag: string): Formatter {
  const known = formatters.get(tag);
  if (known) return known;
  const locale = intlLocaleOfTag(tag);
  const formatter: Formatter = {
    paise: (paise, symbol) => formatPaise(paise, tag, symbol),
    amount: (rupees, symbol) => formatAmount(rupees, tag, symbol),
    name: (text) => isolateLtr(text, tag),
    count: (value) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value),
    oneDecimal: (value) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value),
    percent: (fraction) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction),
    fileSize: (bytes) => {
      const oneDecimal = numberFormat(locale, { maximumFractionDigits: 1 });
      return bytes >= 1024 * 1024 ? `${oneDecimal.format(bytes / (1024 * 1024))} MB` : `${oneDecimal.format(Math.max(0.1, bytes / 1024))} KB`;
    },
    compact: (value) => numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    dateTime: (ms, timeZone) => dateFormat(tag, withZone({ dateStyle: 'medium', timeStyle: 'short' }, timeZone)).format(ms),
    date: (ms, timeZone) => dateFormat(tag, withZone({ dateStyle: 'medium' }, timeZone)).format(ms),
    time: (ms, timeZone) => dateFormat(tag, withZone({ timeStyle: 'short' }, timeZone)).format(ms),
    weekday: (ms, timeZone) => dateFormat(tag, withZone({ weekday: 'short' }, timeZone)).format(ms),
    dayMonth: (ms, timeZone) => dateFormat(tag, withZone({ day: 'numeric', month: 'short' }, timeZone)).format(ms),
    clock: (ms, offsetMinutes) => {
      // Shifting the instant by the offset makes UTC read as the zone's wall clock (no time-zone database needed).
      const wall = ms + offsetMinutes * 60_000;
      return {
        date: dateFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(wall),
        time: dateFormat(tag, { timeStyle: 'medium', timeZone: 'UTC' }).format(wall),
      };
    },
  };
  formatters.set(tag, formatter);
  return formatter;
}
