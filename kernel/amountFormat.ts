/**
 * The part of the formatter (kernel/format.ts) the lobby's first screen needs: amounts, and the
 * cached Intl number formats behind every number. Its own module so that the first screen's entry
 * chunk does not carry the dates, counts and charts of the other pages. Views import amounts from
 * here or from kernel/format (which re-exports them); nothing else makes an Intl formatter.
 */

/**
 * The Intl locale, digits pinned, of each catalogue tag known here: the first screen's two
 * languages (HI and EN) from the start, so that the entry chunk carries no table of 36 languages,
 * and every other language once kernel/intlLocales.ts has run: it registers them all, and it runs
 * before any other language is shown (the registry that catalogues.ts loads for that language
 * imports it, and so does kernel/format.ts). A unit test holds these two to the registry's.
 */
const intlLocales = new Map([
  ['hi', 'hi-IN-u-nu-latn'],
  ['en', 'en-IN-u-nu-latn'],
]);
/** Called by kernel/intlLocales.ts with every language's catalogue tag and Intl locale. */
export function knowIntlLocales(entries: [tag: string, locale: string][]) {
  for (const [tag, locale] of entries) intlLocales.set(tag, locale);
}
/** The Intl locale a catalogue tag writes in (English's for a tag not known). */
export const intlLocaleOfTag = (tag: string): string => intlLocales.get(tag) ?? 'en-IN-u-nu-latn';

/**
 * The catalogue tags of the languages written right to left (the registry's dir 'rtl': Arabic,
 * Persian, Hebrew, Urdu; a unit test holds this list to kernel/languages.ts). Written here, not
 * read from the registry, so that the first screen carries no table of 36 languages.
 */
const RIGHT_TO_LEFT = ['ar', 'fa', 'he', 'ur'];

/**
 * Issue 25, item 4: text that must read left to right inside right-to-left text (an amount with
 * its sign and currency symbol, a user name, an account): in a right-to-left language, wrapped in
 * Unicode's left-to-right isolate (U+2066 LRI ... U+2069 PDI), so that "₹ 25,000.00" does not read
 * "25,000.00 ₹" and a range "₹100.00 – ₹50,000.00" keeps each end whole. Characters, not markup:
 * they stay in place inside translated messages (Lingui interpolates strings), titles, aria labels
 * and options. In a left-to-right language the text is returned as it is, byte for byte.
 */
export const isolateLtr = (text: string, tag: string): string => (RIGHT_TO_LEFT.includes(tag) ? `\u2066${text}\u2069` : text);

/** SPEC 4: a hidden balance is masked with asterisks. */
export const MASKED_AMOUNT = '******';

/** Making an Intl formatter costs far more than using one (the lobby formats dozens): one per locale and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale a runtime writes an Intl locale's numbers with: the locale itself, or a stand-in where
 * the runtime lacks the language's numbers (kernel/intlLocales.ts judges; the first screen's
 * languages need none, so the entry chunk carries only this hook).
 */
let numberLocaleOf: (locale: string) => string = (locale) => locale;
/** Called by kernel/intlLocales.ts with its judge of stand-ins. */
export function knowNumberStandIns(judge: (locale: string) => string) {
  numberLocaleOf = judge;
  numberFormats.clear();
}

/** The Intl.NumberFormat of an Intl locale and options, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    const runtimeLocale = numberLocaleOf(locale);
    // A stand-in writes the language's digits and grouping, not its short words (Indonesian's '1,2 jt' is no Lao
    // million): where one stands in, a short figure is written whole.
    const written = runtimeLocale !== locale && options.notation === 'compact' ? { ...options, notation: 'standard' as const, maximumFractionDigits: 0 } : options;
    format = new Intl.NumberFormat(runtimeLocale, written);
    numberFormats.set(key, format);
  }
  return format;
}

/** SPEC 9: amounts show 2 decimals with the locale's grouping. */
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * Integer paise as an exact decimal string of rupees ('-1234.05'): a rupee is 100 paise
 * (PAISE_PER_RUPEE in kernel/money.ts, not imported so that the first screen does not carry the
 * money schemas), so the rupees are all digits but the last two. Intl formats a numeric string
 * without going through a float: no amount is ever rounded on its way to the screen.
 */
function rupeesOfPaise(paise: number): Intl.StringNumericLiteral {
  const digits = String(Math.abs(Math.trunc(paise))).padStart(3, '0');
  return `${paise < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as Intl.StringNumericLiteral;
}

/**
 * Integer paise as rupees with 2 decimals in the language of a catalogue tag (Lingui's
 * i18n.locale): 20000000 in 'hi' is '2,00,000.00'. Without a tag, as the backend writes its texts
 * and pages: English's format (en-IN, which Hindi shares) until they follow the request's language.
 * `symbol` is what the page writes before the figure (the currency symbol, with a sign or a space
 * as that page writes them): '₹' and 20000000 in 'hi' are '₹2,00,000.00'. The whole amount is one
 * left-to-right run in a right-to-left language (isolateLtr).
 */
export function formatPaise(paise: number, tag = 'en', symbol = ''): string {
  return formatAmount(rupeesOfPaise(paise), tag, symbol);
}

/** An amount the backend already gives in rupees (the jackpot, a winner's win, a room's stake), 2 decimals, after its symbol as formatPaise writes it. */
export function formatAmount(rupees: number | Intl.StringNumericLiteral, tag: string, symbol = ''): string {
  return isolateLtr(symbol + numberFormat(intlLocaleOfTag(tag), TWO_DECIMALS).format(rupees), tag);
}
