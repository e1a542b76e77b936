import { afterEach, describe, expect, it } from 'vitest';
import { formatterFor, provideDateFormat } from '@kernel/format';
import { provideCldrDates, runtimeWritesDates, utcOffsetAt } from '@/i18n/dateFallback';

/**
 * Issue 25, item 5, in the browsers whose Intl lacks a language's dates (Chromium writes Burmese,
 * Khmer, Lao, Nepali and Sinhala dates as 'Nov 29, 2026', Punjabi's as '2026 M11 29'): the
 * formatters then write them from CLDR's data (src/i18n/dateFallback.ts). Node's full ICU has
 * every language, so these tests load the CLDR dates by hand. Expected texts are written by hand
 * from CLDR's patterns for the locale.
 */
const NOV_29_0905_UTC = Date.UTC(2026, 10, 29, 9, 5);

describe('a locale whose dates the runtime cannot write', () => {
  it('is told by its month name: English’s for a locale the runtime lacks, CLDR root’s M11 for one without names', () => {
    expect(runtimeWritesDates('xx-unknown')).toBe(false);
    expect(runtimeWritesDates('en-US')).toBe(false);
    expect(runtimeWritesDates('hi-IN')).toBe(true);
    expect(runtimeWritesDates('my-MM-u-nu-mymr')).toBe(true);
  });
});

describe('the moment’s offset from UTC, from the runtime’s own time zones', () => {
  it('in a zone east, west and on UTC, summer time included', () => {
    expect(utcOffsetAt(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('+05:30');
    expect(utcOffsetAt(NOV_29_0905_UTC, 'Asia/Kathmandu')).toBe('+05:45');
    expect(utcOffsetAt(NOV_29_0905_UTC, 'America/St_Johns')).toBe('-03:30');
    expect(utcOffsetAt(Date.UTC(2026, 6, 1), 'America/St_Johns')).toBe('-02:30');
    expect(utcOffsetAt(NOV_29_0905_UTC, 'UTC')).toBe('+00:00');
  });
});

describe('a locale given its date formats', () => {
  // The unit tests share kernel/format.ts: each provided format is taken back after its test.
  const takeBack: Array<() => void> = [];
  afterEach(() => {
    for (const undo of takeBack.splice(0)) undo();
  });

  it('has every formatter of the locale write its dates with them, options and zone passed on', () => {
    const asked: string[] = [];
    takeBack.push(
      provideDateFormat('fil', (locale, options) => {
        asked.push(`${locale} ${JSON.stringify(options)}`);
        return { format: (ms) => `made ${ms}` };
      }),
    );
    expect(formatterFor('fil').date(NOV_29_0905_UTC, 'Asia/Manila')).toBe(`made ${NOV_29_0905_UTC}`);
    expect(formatterFor('fil').time(NOV_29_0905_UTC)).toBe(`made ${NOV_29_0905_UTC}`);
    expect(asked).toEqual(['fil-PH-u-nu-latn {"dateStyle":"medium","timeZone":"Asia/Manila"}', 'fil-PH-u-nu-latn {"timeStyle":"short"}']);
  });

  it('writes Burmese, Khmer, Lao, Nepali, Sinhala and Punjabi dates from CLDR, in the time zone asked for', async () => {
    takeBack.push(await provideCldrDates('my', () => import('@formatjs/intl-datetimeformat/locale-data/my.js')));
    takeBack.push(await provideCldrDates('km', () => import('@formatjs/intl-datetimeformat/locale-data/km.js')));
    takeBack.push(await provideCldrDates('lo', () => import('@formatjs/intl-datetimeformat/locale-data/lo.js')));
    takeBack.push(await provideCldrDates('ne', () => import('@formatjs/intl-datetimeformat/locale-data/ne.js')));
    takeBack.push(await provideCldrDates('si', () => import('@formatjs/intl-datetimeformat/locale-data/si.js')));
    takeBack.push(await provideCldrDates('pa', () => import('@formatjs/intl-datetimeformat/locale-data/pa.js')));
    // 09:05 UTC is 14:35 in India: Burmese and Nepali in their own digits.
    expect(formatterFor('my').date(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('၂၀၂၆ နို ၂၉');
    expect(formatterFor('my').time(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('၁၄:၃၅');
    expect(formatterFor('km').date(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('29 វិច្ឆិកា 2026');
    // CLDR's Khmer time is on a 24-hour clock; Node's own ICU (an older CLDR) writes 2:35 PM: the formatter is CLDR's.
    expect(formatterFor('km').time(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('14:35');
    expect(formatterFor('lo').date(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('29 ພ.ຈ. 2026');
    expect(formatterFor('ne').date(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('२०२६ नोभेम्बर २९');
    expect(formatterFor('si').date(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('2026 ඉල් 29');
    expect(formatterFor('pa').date(NOV_29_0905_UTC, 'Asia/Kolkata')).toBe('29 ਨਵੰ 2026');
    // The day changes with the zone: 20:30 UTC on the 29th is the 30th in India.
    expect(formatterFor('km').date(Date.UTC(2026, 10, 29, 20, 30), 'Asia/Kolkata')).toBe('30 វិច្ឆិកា 2026');
    expect(formatterFor('km').date(Date.UTC(2026, 10, 29, 20, 30), 'UTC')).toBe('29 វិច្ឆិកា 2026');
  });

  it('gives the runtime’s own dates back when a provided format is taken back', () => {
    provideDateFormat('fil', () => ({ format: () => 'made' }))();
    expect(formatterFor('fil').date(NOV_29_0905_UTC, 'Asia/Manila')).toBe('Nob 29, 2026');
  });
});
