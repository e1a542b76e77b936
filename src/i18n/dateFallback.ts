import { DateTimeFormat } from '@formatjs/intl-datetimeformat';
import { type DateFormat, intlLocaleOfTag, provideDateFormat } from '@kernel/format';

/**
 * Dates in the languages whose CLDR data a browser's Intl may lack (the registry names them and
 * their data: languageRegistry.ts DATE_DATA). Where the browser's own dates are not the language's,
 * FormatJS's DateTimeFormat writes them from CLDR's data, and the browser's Intl still says what
 * time it is in a time zone.
 */
const NOVEMBER_15 = Date.UTC(2026, 10, 15);

/** Whether the runtime's Intl writes the locale's month names: not English's (a locale it lacks) and not CLDR root's 'M11'. */
export function runtimeWritesDates(locale: string): boolean {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(NOVEMBER_15);
  return month !== 'November' && !/^M\d+$/.test(month);
}

/** Where the data modules leave their data when the runtime's Intl.DateTimeFormat is not FormatJS's. */
type DataQueue = { __FORMATJS_DATETIMEFORMAT_DATA__?: unknown[] };

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at the moment, as '+05:30' (the device's zone when none is given), read from the runtime's own time-zone data. */
export function utcOffsetAt(ms: number, timeZone?: string): string {
  let minutes: number;
  if (timeZone) {
    let format = offsetFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
      offsetFormats.set(timeZone, format);
    }
    const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const [, sign, hours, mins] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
    minutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(mins)) : 0;
  } else {
    minutes = -new Date(ms).getTimezoneOffset();
  }
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A date format of FormatJS's for the locale: FormatJS gets the moment's UTC offset, as it has no time-zone data of its own. */
function cldrDateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const { timeZone, ...rest } = options;
  const byOffset = new Map<string, InstanceType<typeof DateTimeFormat>>();
  return {
    format: (ms) => {
      const offset = utcOffsetAt(ms, timeZone);
      let format = byOffset.get(offset);
      if (!format) {
        format = new DateTimeFormat(locale, { ...rest, timeZone: offset });
        byOffset.set(offset, format);
      }
      return format.format(ms);
    },
  };
}

/** Loads the language's CLDR dates (`loadData`, one of FormatJS's locale-data modules) and has its formatters (catalogue tag `tag`) use them; gives the way back. */
export async function provideCldrDates(tag: string, loadData: () => Promise<unknown>): Promise<() => void> {
  await loadData();
  const queue = globalThis as DataQueue;
  DateTimeFormat.__addLocaleData(...((queue.__FORMATJS_DATETIMEFORMAT_DATA__?.splice(0) ?? []) as Parameters<typeof DateTimeFormat.__addLocaleData>));
  return provideDateFormat(tag, cldrDateFormat);
}

/** The language's dates written in it: the runtime's when it can, else CLDR's. */
export async function provideDatesIfMissing(tag: string, loadData: () => Promise<unknown>): Promise<void> {
  if (!runtimeWritesDates(intlLocaleOfTag(tag))) await provideCldrDates(tag, loadData);
}
