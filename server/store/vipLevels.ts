import type { VipLevel, VipThreshold } from '../../kernel/vip';
import { type Lang, localise, localiseColumns } from '../i18n';
import type { Db } from '../types';

/** No VIP level yet: the merchant's word for it (SPEC 3 VIP label). */
export const NO_VIP_LABEL = { EN: 'Regular', HI: 'सामान्य' };

/** 'VIP 3', or 'Regular' in the request language at level 0: the same label in member info, the profile and the reward center. */
export const vipLabelOf = (level: number, lang: Lang) => (level > 0 ? `VIP ${level}` : localise(NO_VIP_LABEL, lang));

type LevelRow = Omit<VipLevel, 'label' | 'perks'>;
type PerkRow = { level: number; textEn: string; textHi: string };

const COLUMNS = `level, deposit_paise AS depositPaise, valid_bet_paise AS validBetPaise, upgrade_bonus_paise AS upgradeBonusPaise,
  monthly_bonus_paise AS monthlyBonusPaise, birthday_bonus_paise AS birthdayBonusPaise, rebate_bps AS rebateBps,
  daily_withdraw_limit_paise AS dailyWithdrawLimitPaise, daily_withdraw_count AS dailyWithdrawCount`;

/** The merchant's VIP levels (module VIP3), lowest first, and the level each member has reached. */
export function createVipLevelStore(db: Db) {
  const levels = db.prepare<[], LevelRow>(`SELECT ${COLUMNS} FROM vip_level ORDER BY level`);
  const perks = db.prepare<[], PerkRow>('SELECT level, text_en AS textEn, text_hi AS textHi FROM vip_perk ORDER BY level, sort');
  const raise = db.prepare<[number, number, number]>('UPDATE member SET vip_level = ? WHERE id = ? AND vip_level < ?');

  return {
    /** Every level with its benefits and its other privileges in `lang`. */
    levels(lang: Lang): VipLevel[] {
      const perksByLevel = new Map<number, string[]>();
      for (const perk of perks.all()) perksByLevel.set(perk.level, [...(perksByLevel.get(perk.level) ?? []), localiseColumns(lang, perk.textEn, perk.textHi)]);
      return levels.all().map((row) => ({ ...row, label: vipLabelOf(row.level, lang), perks: perksByLevel.get(row.level) ?? [] }));
    },
    /** What each level asks for, lowest first. */
    thresholds: (): VipThreshold[] => levels.all(),
    /** The upgrade bonus of each level. */
    upgradeBonuses: () => new Map(levels.all().map((row) => [row.level, row.upgradeBonusPaise])),
    /** Records the highest level a member reached (never lowers it). */
    raiseReachedLevel: (memberId: number, level: number) => void raise.run(level, memberId, level),
  };
}
export type VipLevelStore = ReturnType<typeof createVipLevelStore>;
