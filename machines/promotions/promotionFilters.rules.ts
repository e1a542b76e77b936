import { PROMOTION_CATEGORIES, type Promotion, type PromotionCategory } from '@kernel/promotions';

/** SPEC 9: promotion date presets, next and previous 7 and 30 days, and All (no date filter). */
export const DATE_PRESETS = ['all', 'next7', 'next30', 'previous7', 'previous30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The category tabs: All, then the categories the list holds. */
export type CategoryTab = 'ALL' | PromotionCategory;

const DAY_MS = 24 * 60 * 60_000;
const PRESET_DAYS: Record<Exclude<DatePreset, 'all'>, number> = { next7: 7, next30: 30, previous7: -7, previous30: -30 };

export const isDatePreset = (value: unknown): value is DatePreset => (DATE_PRESETS as readonly unknown[]).includes(value);

/** The window a preset shows, from `now` (the backend's time): the next or previous N days; null for All. */
export function presetWindow(preset: DatePreset, now: number): { from: number; to: number } | null {
  if (preset === 'all') return null;
  const days = PRESET_DAYS[preset];
  return days > 0 ? { from: now, to: now + days * DAY_MS } : { from: now + days * DAY_MS, to: now };
}

/** A promotion whose period [startsAt, endsAt) shares at least a moment with the window. */
export const overlapsWindow = (promotion: Pick<Promotion, 'startsAt' | 'endsAt'>, range: { from: number; to: number }) =>
  promotion.startsAt <= range.to && promotion.endsAt > range.from;

/** All, then every category that has a promotion, in the catalogue's order (PROMOTION_CATEGORIES). */
export function categoryTabs(promotions: readonly Pick<Promotion, 'category'>[]): CategoryTab[] {
  const present = new Set(promotions.map((promotion) => promotion.category));
  return ['ALL', ...PROMOTION_CATEGORIES.filter((category) => present.has(category))];
}

/** The tab shown: the one chosen while the list has it, else All. */
export const shownCategory = (promotions: readonly Pick<Promotion, 'category'>[], chosen: CategoryTab): CategoryTab =>
  categoryTabs(promotions).includes(chosen) ? chosen : 'ALL';

/** The cards to show: of the tab's category (All: every one) whose period overlaps the preset's window, in the list's order. */
export function visiblePromotions<P extends Pick<Promotion, 'category' | 'startsAt' | 'endsAt'>>(
  promotions: readonly P[],
  category: CategoryTab,
  preset: DatePreset,
  now: number,
): P[] {
  const tab = shownCategory(promotions, category);
  const range = presetWindow(preset, now);
  return promotions.filter((promotion) => (tab === 'ALL' || promotion.category === tab) && (range === null || overlapsWindow(promotion, range)));
}
