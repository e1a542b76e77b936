import type { GameMenu } from '../../src/contract/games';
import type { GameCategory } from '../../src/contract/platform';
import {
  type AccountRecordType,
  type DatePreset,
  type DateRange,
  datePresetRange,
  indianDateOf,
  isCalendarDate,
  RECORD_MAX_RANGE_DAYS,
  rangeDays,
} from '../../src/contract/records';

/**
 * The filters of the member centre's record pages (betting record, account record, profit and
 * loss): a range of India days from a preset or typed, a category and a vendor (bets), a type
 * (account entries). The backend checks the same range rules (src/contract/records.ts).
 */

/**
 * The range a record page opens on. Last 7 days: a player opening a record is usually looking for
 * something recent that is often not from today (yesterday's deposit, last weekend's bets), and a
 * week still loads at once; 'today' would open most pages empty.
 */
export const DEFAULT_RECORD_PRESET: DatePreset = 'last7';

/** A vendor the bet filter offers, from the categories' vendor lists. */
export type RecordVendor = { code: string; name: string; category: GameCategory };

/** Why a typed range is refused. */
export type RangeIssue = 'fromMissing' | 'toMissing' | 'toBeforeFrom' | 'rangeTooLong';

export function checkCustomRange(from: string, to: string): RangeIssue | null {
  if (!isCalendarDate(from)) return 'fromMissing';
  if (!isCalendarDate(to)) return 'toMissing';
  if (to < from) return 'toBeforeFrom';
  if (rangeDays(from, to) > RECORD_MAX_RANGE_DAYS) return 'rangeTooLong';
  return null;
}

export const presetRange = (preset: DatePreset, nowMs: number): DateRange => datePresetRange(preset, nowMs);
export const todayOf = (nowMs: number) => indianDateOf(nowMs);

/** Every vendor of the categories once per category, in menu order. */
export function vendorsOfMenus(menus: readonly GameMenu[]): RecordVendor[] {
  return menus.flatMap((menu) => menu.vendors.map((vendor) => ({ code: vendor.vassalage, name: vendor.name, category: menu.gameCategory })));
}

/** The vendors to choose from: those of the chosen category, or every vendor once. */
export function vendorOptions(vendors: readonly RecordVendor[], category: GameCategory | null): RecordVendor[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => {
    if (category !== null && vendor.category !== category) return false;
    if (seen.has(vendor.code)) return false;
    seen.add(vendor.code);
    return true;
  });
}

/** A vendor stays chosen only while the category offers it. */
export const vendorFits = (vendors: readonly RecordVendor[], category: GameCategory | null, vendor: string | null) =>
  vendor === null || vendorOptions(vendors, category).some((option) => option.code === vendor);

/** What a record page asks for: the range and the filters that are set (page 1 of it). */
export type RecordQuery = DateRange & { gameType?: GameCategory; vendor?: string; type?: AccountRecordType };

export function recordQuery(filters: { range: DateRange; category: GameCategory | null; vendor: string | null; type: AccountRecordType | null }): RecordQuery {
  return {
    from: filters.range.from,
    to: filters.range.to,
    ...(filters.category ? { gameType: filters.category } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.type ? { type: filters.type } : {}),
  };
}
