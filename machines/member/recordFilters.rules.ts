import { MAX_TEAM_LEVEL } from '../../kernel/agency';
import type { GameCategory } from '../../kernel/platform';
import {
  type AccountRecordType,
  type DatePreset,
  type DateRange,
  datePresetRange,
  indianDateOf,
  isCalendarDate,
  RECORD_MAX_RANGE_DAYS,
  rangeDays,
} from '../../kernel/records';

/**
 * The filters of the record pages (the member centre's betting record, account record, profit and
 * loss; the agency's four reports): a range of India days from a preset or typed, a category and a
 * vendor (bets), a type (account entries), a user name and a team level (agency reports). The
 * backend checks the same range rules (kernel/records.ts, kernel/agency.ts).
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

/** A level filter is a team level, or null for every level. */
export const levelFits = (level: number | null) => level === null || (Number.isInteger(level) && level >= 1 && level <= MAX_TEAM_LEVEL);

/** The user name a report is filtered by: what was typed, trimmed; nothing typed is every user. */
export const userNameFilter = (typed: string): string | null => typed.trim() || null;

/** What a record page asks for: the range and the filters that are set (page 1 of it). */
export type RecordQuery = DateRange & { gameType?: GameCategory; vendor?: string; type?: AccountRecordType; userName?: string; level?: number };

export function recordQuery(filters: {
  range: DateRange;
  category: GameCategory | null;
  vendor: string | null;
  type: AccountRecordType | null;
  userName?: string | null;
  level?: number | null;
}): RecordQuery {
  return {
    from: filters.range.from,
    to: filters.range.to,
    ...(filters.category ? { gameType: filters.category } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.userName ? { userName: filters.userName } : {}),
    ...(filters.level ? { level: filters.level } : {}),
  };
}
