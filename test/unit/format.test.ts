import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { formatterFor, MASKED_AMOUNT } from '@kernel/format';
import { NUMBER_STAND_INS, needsStandIn } from '@kernel/intlLocales';
import { LANGUAGES } from '@kernel/languages';
import { PAISE_PER_RUPEE } from '@kernel/money';
import { agentClockMachine, agentClockText } from '@machines/agent/agentClock.machine';

/**
 * Issue 25, item 5: every amount, number, date and time is written in the Intl locale of the
 * active language (the registry's intlLocale), with the digits its players expect. Every expected
 * text below is written by hand from CLDR's conventions for the locale; none is computed.
 * Invisible characters are spelled out: U+00A0 no-break space, U+202F narrow no-break space,
 * U+200E/U+200F left-to-right and right-to-left marks, U+060C Arabic comma, U+066B/U+066C Arabic
 * decimal and thousands separators, U+2212 minus sign.
 */
const LAKH_RUPEES = 20_000_000; // paise: ₹2,00,000.00

describe('amounts in integer paise, written in the language’s locale', () => {
  it('groups by lakhs and crores for Hindi and English (India)', () => {
    expect(formatterFor('hi').paise(LAKH_RUPEES)).toBe('2,00,000.00');
    expect(formatterFor('en').paise(LAKH_RUPEES)).toBe('2,00,000.00');
    expect(formatterFor('hi').paise(1_234_567_890)).toBe('1,23,45,678.90');
    expect(formatterFor('ta').paise(LAKH_RUPEES)).toBe('2,00,000.00');
  });
  it('groups by thousands where the locale does, with its own separators', () => {
    expect(formatterFor('fil').paise(LAKH_RUPEES)).toBe('200,000.00');
    expect(formatterFor('ja').paise(LAKH_RUPEES)).toBe('200,000.00');
    expect(formatterFor('th').paise(LAKH_RUPEES)).toBe('200,000.00');
    expect(formatterFor('de').paise(LAKH_RUPEES)).toBe('200.000,00');
    expect(formatterFor('pt-BR').paise(LAKH_RUPEES)).toBe('200.000,00');
    expect(formatterFor('ru').paise(LAKH_RUPEES)).toBe('200\u00a0000,00');
    expect(formatterFor('fr').paise(LAKH_RUPEES)).toBe('200\u202f000,00');
    expect(formatterFor('pl').paise(LAKH_RUPEES)).toBe('200\u00a0000,00');
  });
  it('keeps Latin digits where the locale’s default numbering is latn (Arabic in the UAE, Urdu in Pakistan, Hindi, Thai)', () => {
    // Right-to-left languages: the amount is one left-to-right isolate (LRI U+2066 … PDI U+2069), item 4 below.
    expect(formatterFor('ar').paise(LAKH_RUPEES)).toBe('\u2066200,000.00\u2069');
    expect(formatterFor('ur').paise(LAKH_RUPEES)).toBe('\u2066200,000.00\u2069');
    expect(formatterFor('he').paise(LAKH_RUPEES)).toBe('\u2066200,000.00\u2069');
  });
  it('writes native digits where the locale’s default numbering is its script’s: Bengali, Marathi, Nepali, Burmese, Persian', () => {
    expect(formatterFor('bn').paise(LAKH_RUPEES)).toBe('২,০০,০০০.০০');
    expect(formatterFor('mr').paise(LAKH_RUPEES)).toBe('२,००,०००.००');
    expect(formatterFor('ne').paise(LAKH_RUPEES)).toBe('२,००,०००.००');
    expect(formatterFor('my').paise(LAKH_RUPEES)).toBe('၂၀၀,၀၀၀.၀၀');
    expect(formatterFor('fa').paise(LAKH_RUPEES)).toBe('\u2066۲۰۰\u066c۰۰۰\u066b۰۰\u2069');
  });
  it('divides paise only to show them: 2 decimals, small and negative amounts exact', () => {
    expect(formatterFor('hi').paise(PAISE_PER_RUPEE)).toBe('1.00');
    expect(formatterFor('hi').paise(0)).toBe('0.00');
    expect(formatterFor('hi').paise(1)).toBe('0.01');
    expect(formatterFor('hi').paise(-5)).toBe('-0.05');
    expect(formatterFor('de').paise(-5)).toBe('-0,05');
    expect(formatterFor('hi').paise(900_719_925_474_099)).toBe('90,07,19,92,54,740.99');
  });
  it('writes amounts the backend gives in rupees the same way, and masks a hidden balance', () => {
    expect(formatterFor('hi').amount(200_000)).toBe('2,00,000.00');
    expect(formatterFor('en').amount(1234.5)).toBe('1,234.50');
    expect(formatterFor('ar').amount(1234.5)).toBe('\u20661,234.50\u2069');
    expect(MASKED_AMOUNT).toBe('******');
  });
});

/**
 * Issue 25, item 4: in a right-to-left language an amount with its sign and currency symbol, and a
 * user name or account, is one left-to-right isolate (U+2066 LRI … U+2069 PDI), so that Arabic does
 * not show "₹ 25,000.00" as "25,000.00 ₹" nor break a range "₹100.00 – ₹50,000.00"; in every
 * left-to-right language the text is what it was, byte for byte.
 */
describe('amounts, names and accounts read left to right inside right-to-left text', () => {
  it('isolates an amount with its symbol in Arabic, Urdu, Persian and Hebrew', () => {
    expect(formatterFor('ar').paise(2_500_000, '₹ ')).toBe('\u2066₹ 25,000.00\u2069');
    expect(formatterFor('ar').paise(10_000, '₹')).toBe('\u2066₹100.00\u2069');
    expect(formatterFor('ur').paise(5_000_000, '₹')).toBe('\u2066₹50,000.00\u2069');
    expect(formatterFor('fa').paise(10_000, '₹')).toBe('\u2066₹۱۰۰\u066b۰۰\u2069');
    expect(formatterFor('he').amount(1234.5, '₹ ')).toBe('\u2066₹ 1,234.50\u2069');
    // A sign goes inside with the symbol: "−₹5.00" must not read "₹5.00−".
    expect(formatterFor('ar').paise(500, '−₹')).toBe('\u2066−₹5.00\u2069');
    // ar-AE puts CLDR's own left-to-right mark (U+200E) before a minus; it stays inside the isolate.
    expect(formatterFor('ar').paise(-5)).toBe('\u2066\u200e-0.05\u2069');
  });
  it('keeps each end of a range whole: two isolates around the dash', () => {
    const { paise } = formatterFor('ar');
    expect(`${paise(10_000, '₹')} – ${paise(5_000_000, '₹')}`).toBe('\u2066₹100.00\u2069 – \u2066₹50,000.00\u2069');
  });
  it('isolates user names and accounts in a right-to-left language only', () => {
    expect(formatterFor('ar').name('demo_member')).toBe('\u2066demo_member\u2069');
    expect(formatterFor('ur').name('****1234')).toBe('\u2066****1234\u2069');
    expect(formatterFor('en').name('****1234')).toBe('****1234');
    expect(formatterFor('hi').name('demo_member')).toBe('demo_member');
    expect(formatterFor('th').name('demo_member')).toBe('demo_member');
  });
  it('writes left-to-right languages as before, symbol and all', () => {
    expect(formatterFor('hi').paise(LAKH_RUPEES, '₹')).toBe('₹2,00,000.00');
    expect(formatterFor('en').paise(2_500_000, '₹ ')).toBe('₹ 25,000.00');
    expect(formatterFor('de').amount(1234.5, '₹ ')).toBe('₹ 1.234,50');
    expect(formatterFor('en').paise(500, '−₹')).toBe('−₹5.00');
    expect(formatterFor('xx').paise(100)).toBe('1.00');
  });
  it('isolates exactly the languages the registry writes right to left', () => {
    const rightToLeft = Object.values(LANGUAGES)
      .filter((language) => formatterFor(language.tag).name('a') !== 'a')
      .map((language) => language.tag);
    expect(rightToLeft).toEqual(
      Object.values(LANGUAGES)
        .filter((language) => language.dir === 'rtl')
        .map((language) => language.tag),
    );
    expect(rightToLeft.sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });
});

describe('other numbers', () => {
  it('counts, percents, one decimal, file sizes and chart figures in the locale', () => {
    expect(formatterFor('hi').count(1_234_567)).toBe('12,34,567');
    expect(formatterFor('de').count(1_234_567)).toBe('1.234.567');
    expect(formatterFor('bn').count(1_234_567)).toBe('১২,৩৪,৫৬৭');
    expect(formatterFor('en').percent(0.005)).toBe('0.5%');
    expect(formatterFor('de').percent(0.005)).toBe('0,5\u00a0%');
    expect(formatterFor('de').oneDecimal(2.25)).toBe('2,3');
    expect(formatterFor('en').fileSize(1536)).toBe('1.5 KB');
    expect(formatterFor('de').fileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatterFor('en').fileSize(10)).toBe('0.1 KB');
    expect(formatterFor('en').compact(1_500_000)).toBe('15L');
    expect(formatterFor('fil').compact(1_500_000)).toBe('1.5M');
  });
});

describe('dates and times in the locale’s order', () => {
  // Saturday 7 March 2026, 14:05:09 UTC.
  const at = Date.UTC(2026, 2, 7, 14, 5, 9);
  it('puts day, month and year where the locale puts them', () => {
    expect(formatterFor('ja').dateTime(at, 'UTC')).toBe('2026/03/07 14:05');
    expect(formatterFor('de').dateTime(at, 'UTC')).toBe('07.03.2026, 14:05');
    expect(formatterFor('en').dateTime(at, 'UTC')).toBe('7 Mar 2026, 2:05 pm');
    expect(formatterFor('fil').dateTime(at, 'UTC')).toBe('Mar 7, 2026, 2:05 PM');
    expect(formatterFor('hi').date(at, 'UTC')).toBe('7 मार्च 2026');
    expect(formatterFor('ko').date(at, 'UTC')).toBe('2026. 3. 7.');
  });
  it('writes the time in the zone given', () => {
    expect(formatterFor('de').time(at, 'Asia/Kolkata')).toBe('19:35');
    expect(formatterFor('en').time(at, 'Asia/Kolkata')).toBe('7:35 pm');
    expect(formatterFor('ja').date(Date.UTC(2026, 2, 7, 20), 'Asia/Kolkata')).toBe('2026/03/08');
  });
  it("names a chart's days in the locale's order and digits, on the India day (uPlot's own axis wrote '3/7' everywhere)", () => {
    expect(formatterFor('en').dayMonth(at, 'Asia/Kolkata')).toBe('7 Mar');
    expect(formatterFor('hi').dayMonth(at, 'Asia/Kolkata')).toBe('7 मार्च');
    expect(formatterFor('fil').dayMonth(at, 'Asia/Kolkata')).toBe('Mar 7');
    expect(formatterFor('ja').dayMonth(at, 'Asia/Kolkata')).toBe('3月7日');
    expect(formatterFor('mr').dayMonth(at, 'Asia/Kolkata')).toBe('७ मार्च');
    // 20:00 UTC is already the next day in India.
    expect(formatterFor('en').dayMonth(Date.UTC(2026, 2, 7, 20), 'Asia/Kolkata')).toBe('8 Mar');
  });
  it('writes weekdays in the language', () => {
    expect(formatterFor('de').weekday(at, 'UTC')).toBe('Sa');
    expect(formatterFor('en').weekday(at, 'UTC')).toBe('Sat');
  });
});

describe('the agency clock: its GMT offset kept, its date and time in the locale', () => {
  const at = Date.UTC(2026, 10, 21, 12, 34, 56, 789);
  it('shows the wall clock of the zone in the language’s order and digits', () => {
    expect(formatterFor('ja').clock(at, 330)).toEqual({ date: '2026/11/21', time: '18:04:56' });
    expect(formatterFor('de').clock(at, 330)).toEqual({ date: '21.11.2026', time: '18:04:56' });
    expect(formatterFor('hi').clock(at, 330)).toEqual({ date: '21/11/2026', time: '6:04:56 pm' });
    expect(formatterFor('mr').clock(at, 330)).toEqual({ date: '२१/११/२०२६', time: '६:०४:५६ PM' });
    expect(formatterFor('de').clock(at, -180)).toEqual({ date: '21.11.2026', time: '09:34:56' });
  });
  it('keeps the GMT offset as it was', () => {
    const actor = createActor(agentClockMachine, { input: { clock: () => at, offsetMinutes: 330 } }).start();
    expect(agentClockText(actor.getSnapshot()).gmt).toBe('GMT+05:30');
    actor.stop();
  });
});

describe('the language a formatter writes in', () => {
  it('is the registry’s: every language of the registry has a formatter for its catalogue tag', () => {
    expect(formatterFor(LANGUAGES.HI.tag).paise(LAKH_RUPEES)).toBe('2,00,000.00');
    expect(formatterFor(LANGUAGES.AR.tag).paise(LAKH_RUPEES)).toBe('\u2066200,000.00\u2069');
    expect(formatterFor(LANGUAGES.RU.tag).paise(LAKH_RUPEES)).toBe('200\u00a0000,00');
    expect(formatterFor(LANGUAGES.TW.tag).paise(LAKH_RUPEES)).toBe('200,000.00');
    expect(formatterFor(LANGUAGES.BN.tag).paise(LAKH_RUPEES)).toBe('২,০০,০০০.০০');
  });
  it('falls back to English (India) for a tag the registry does not know', () => {
    expect(formatterFor('xx').paise(LAKH_RUPEES)).toBe('2,00,000.00');
  });
});

describe('the first screen’s amounts (kernel/amountFormat.ts, without the 36 languages’ table)', () => {
  it('knows Hindi and English as the registry does, and every other language once the table has run', async () => {
    vi.resetModules();
    const first = await import('@kernel/amountFormat');
    // Before the table (kernel/intlLocales.ts) runs: HI and EN as the registry says, others as English.
    expect(first.formatPaise(LAKH_RUPEES, 'hi')).toBe('2,00,000.00');
    expect(first.formatPaise(LAKH_RUPEES, 'de')).toBe('2,00,000.00');
    const { LANGUAGES: registry } = await import('@kernel/languages');
    expect(first.intlLocaleOfTag('hi')).toBe(`${registry.HI.intlLocale}-u-nu-latn`);
    expect(first.intlLocaleOfTag('en')).toBe(`${registry.EN.intlLocale}-u-nu-latn`);
    // Loading the registry (as catalogues.ts does before showing a language) teaches it the rest.
    expect(first.formatPaise(LAKH_RUPEES, 'de')).toBe('200.000,00');
    expect(first.formatPaise(LAKH_RUPEES, 'bn')).toBe('২,০০,০০০.০০');
    vi.resetModules();
  });
});

describe('numbers where the runtime lacks the language (kernel/intlLocales.ts stand-ins)', () => {
  // Chromium's ICU wrote 1234567.5 as '1,234,567.5' in Burmese, Nepali, Punjabi and Lao (seen in Chromium).
  const chromiumLike = (locale: string) =>
    ({ 'en-u-nu-mymr': '၁,၂၃၄,၅၆၇.၅', 'en-IN-u-nu-deva': '१२,३४,५६७.५', 'en-IN-u-nu-latn': '12,34,567.5', 'id-ID-u-nu-latn': '1.234.567,5' })[locale] ?? '1,234,567.5';

  const needed = (write?: (locale: string) => string) =>
    Object.entries(NUMBER_STAND_INS)
      .filter(([locale, standIn]) => needsStandIn(locale, standIn, write))
      .map(([locale, { standIn }]) => [locale, standIn]);

  it('stands in for the four languages a Chromium-like runtime writes as English', () => {
    expect(Object.fromEntries(needed(chromiumLike))).toEqual({
      'my-MM-u-nu-mymr': 'en-u-nu-mymr',
      'ne-NP-u-nu-deva': 'en-IN-u-nu-deva',
      'pa-IN-u-nu-latn': 'en-IN-u-nu-latn',
      'lo-LA-u-nu-latn': 'id-ID-u-nu-latn',
    });
  });

  it('needs none where the runtime writes them as CLDR does (Node’s full ICU)', () => {
    expect(needed()).toEqual([]);
  });

  it('takes no stand-in that would not write the language’s sample either', () => {
    expect(needed(() => '1,234,567.5')).toEqual([]);
  });

  it('writes amounts through the stand-in where the runtime needs it, and the language’s own locale where not', async () => {
    vi.resetModules();
    const amounts = await import('@kernel/amountFormat');
    const locales = await import('@kernel/intlLocales');
    // Node writes Burmese itself: a stand-in judged needless is not taken.
    expect(amounts.formatPaise(LAKH_RUPEES, 'my')).toBe('၂၀၀,၀၀၀.၀၀');
    // A language the runtime lacks (no ICU has 'zz', as Chromium's has no Burmese): its stand-in writes it.
    amounts.knowIntlLocales([['zz', 'zz-u-nu-mymr']]);
    expect(amounts.formatAmount(2000, 'zz')).toBe('2,000.00');
    const zz = { 'zz-u-nu-mymr': { cldr: '၁,၂၃၄,၅၆၇.၅', standIn: 'en-u-nu-mymr' } };
    amounts.knowNumberStandIns((locale) => locales.numberLocaleOf(locale, zz));
    expect(amounts.formatAmount(2000, 'zz')).toBe('၂,၀၀၀.၀၀');
    vi.resetModules();
  });

  it('writes a chart’s short figure whole through a stand-in, whose short words are another language’s', async () => {
    vi.resetModules();
    const amounts = await import('@kernel/amountFormat');
    const locales = await import('@kernel/intlLocales');
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    // Lao as Chromium's ICU has it: none, so Indonesian stands in, whose short form would read '1,2 jt'.
    const lao = { 'zz-u-nu-latn': { cldr: '1.234.567,5', standIn: 'id-ID-u-nu-latn' } };
    amounts.knowNumberStandIns((locale) => locales.numberLocaleOf(locale, lao));
    expect(amounts.numberFormat('zz-u-nu-latn', compact).format(1_234_567)).toBe('1.234.567');
    // The stand-in still writes the other figures as they were asked for.
    expect(amounts.numberFormat('zz-u-nu-latn', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
    // A language the runtime writes itself keeps its own short form.
    expect(amounts.numberFormat('en-IN-u-nu-latn', compact).format(1_234_567)).toBe('12.3L');
    vi.resetModules();
  });
});

describe('formatters are made once per locale', () => {
  const { NumberFormat, DateTimeFormat } = Intl;
  afterEach(() => {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
    vi.resetModules();
  });
  it('reuses the formatter of a language and the Intl objects behind it', async () => {
    const made = { number: 0, date: 0 };
    // Counting subclasses: every `new` the module makes is counted, and formats as before.
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.number++;
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.date++;
      }
    } as typeof DateTimeFormat;
    vi.resetModules();
    const fresh = await import('@kernel/format');
    expect(fresh.formatterFor('hi')).toBe(fresh.formatterFor('hi'));
    for (let i = 0; i < 50; i++) {
      fresh.formatterFor('hi').paise(i);
      fresh.formatterFor('hi').dateTime(i, 'UTC');
    }
    expect(made).toEqual({ number: 1, date: 1 });
    expect(fresh.formatterFor('en').paise(1)).toBe('0.01');
    expect(made).toEqual({ number: 2, date: 1 });
  });
});
