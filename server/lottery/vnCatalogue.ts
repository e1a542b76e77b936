import type { VnRegion } from '../../kernel/lottery';
import type { PrizeMode } from '../../kernel/platform';
import { fillLocalised, type Localised } from '../i18n';

/** A VN lottery game: a province's daily draw, or a fast draw every few minutes. */
export type VnGamePlan = {
  readonly gameCode: string;
  readonly name: Localised;
  readonly province: string;
  readonly region: VnRegion;
  /** 'HH:mm' Vietnam time of a daily draw; null for fast draws. */
  readonly drawTime: string | null;
  /** Weekdays with a draw (0 = Sunday). */
  readonly drawDays: readonly number[];
  readonly intervalMinutes: number | null;
};

export type VnRegionPlan = { readonly region: VnRegion; readonly name: Localised; readonly drawTime: string | null; readonly games: readonly VnGamePlan[] };

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

type ProvincePlan = readonly [code: string, name: string, drawDays: readonly number[]];

/**
 * The real weekly schedule of the Vietnamese lottery: the North draws once a day at 18:15 in a
 * rotating province, the Central provinces at 17:15 and the South ones at 16:15.
 */
const REGIONS: readonly { region: VnRegion; name: Localised; capital: string; drawTime: string; provinces: readonly ProvincePlan[] }[] = [
  {
    region: 'NORTH',
    name: { EN: 'North', HI: 'उत्तर' },
    capital: 'Hà Nội',
    drawTime: '18:15',
    provinces: [
      ['VN_HN', 'Hà Nội', [1, 4]],
      ['VN_QNI', 'Quảng Ninh', [2]],
      ['VN_BN', 'Bắc Ninh', [3]],
      ['VN_HP', 'Hải Phòng', [5]],
      ['VN_ND', 'Nam Định', [6]],
      ['VN_TB', 'Thái Bình', [0]],
    ],
  },
  {
    region: 'CENTRAL',
    name: { EN: 'Central', HI: 'मध्य' },
    capital: 'Đà Nẵng',
    drawTime: '17:15',
    provinces: [
      ['VN_TTH', 'Thừa Thiên Huế', [1, 0]],
      ['VN_PY', 'Phú Yên', [1]],
      ['VN_DLK', 'Đắk Lắk', [2]],
      ['VN_QNM', 'Quảng Nam', [2]],
      ['VN_DNG', 'Đà Nẵng', [3, 6]],
      ['VN_KH', 'Khánh Hòa', [3, 0]],
      ['VN_BDI', 'Bình Định', [4]],
      ['VN_QT', 'Quảng Trị', [4]],
      ['VN_QB', 'Quảng Bình', [4]],
      ['VN_GL', 'Gia Lai', [5]],
      ['VN_NT', 'Ninh Thuận', [5]],
      ['VN_QNG', 'Quảng Ngãi', [6]],
      ['VN_DNO', 'Đắk Nông', [6]],
      ['VN_KT', 'Kon Tum', [0]],
    ],
  },
  {
    region: 'SOUTH',
    name: { EN: 'South', HI: 'दक्षिण' },
    capital: 'TP. Hồ Chí Minh',
    drawTime: '16:15',
    provinces: [
      ['VN_HCM', 'TP. Hồ Chí Minh', [1, 6]],
      ['VN_DT', 'Đồng Tháp', [1]],
      ['VN_CM', 'Cà Mau', [1]],
      ['VN_BTR', 'Bến Tre', [2]],
      ['VN_VT', 'Vũng Tàu', [2]],
      ['VN_BL', 'Bạc Liêu', [2]],
      ['VN_DNI', 'Đồng Nai', [3]],
      ['VN_CT', 'Cần Thơ', [3]],
      ['VN_ST', 'Sóc Trăng', [3]],
      ['VN_TN', 'Tây Ninh', [4]],
      ['VN_AG', 'An Giang', [4]],
      ['VN_BTH', 'Bình Thuận', [4]],
      ['VN_VL', 'Vĩnh Long', [5]],
      ['VN_BDU', 'Bình Dương', [5]],
      ['VN_TV', 'Trà Vinh', [5]],
      ['VN_LA', 'Long An', [6]],
      ['VN_BP', 'Bình Phước', [6]],
      ['VN_HG', 'Hậu Giang', [6]],
      ['VN_TG', 'Tiền Giang', [0]],
      ['VN_KG', 'Kiên Giang', [0]],
      ['VN_DL', 'Đà Lạt', [0]],
    ],
  },
];

/**
 * What each prize mode lists: the provincial draws (LOTT, and SEA, whose players bet on the same
 * draws), or fast draws in each region's capital every few minutes (ZY, ELOTT).
 */
const FAST_INTERVALS: Partial<Record<PrizeMode, readonly number[]>> = { ZY: [1, 3, 5], ELOTT: [1, 5] };

function regionsFor(prizeMode: PrizeMode): VnRegionPlan[] {
  const intervals = FAST_INTERVALS[prizeMode];
  return REGIONS.map((region): VnRegionPlan => {
    if (!intervals) {
      return {
        region: region.region,
        name: region.name,
        drawTime: region.drawTime,
        games: region.provinces.map(([gameCode, province, drawDays]) => ({
          gameCode,
          name: { EN: province, HI: province },
          province,
          region: region.region,
          drawTime: region.drawTime,
          drawDays,
          intervalMinutes: null,
        })),
      };
    }
    return {
      region: region.region,
      name: region.name,
      drawTime: null,
      games: intervals.map((minutes) => ({
        gameCode: `${prizeMode}_${region.region}_${minutes}M`,
        name: fillLocalised({ EN: '{region} Express {minutes} min', HI: '{region} एक्सप्रेस {minutes} मिनट' }, { region: region.name, minutes }),
        province: region.capital,
        region: region.region,
        drawTime: null,
        drawDays: EVERY_DAY,
        intervalMinutes: minutes,
      })),
    };
  });
}

const MENUS: ReadonlyMap<PrizeMode, readonly VnRegionPlan[]> = new Map((['LOTT', 'ZY', 'ELOTT', 'SEA'] as const).map((mode) => [mode, regionsFor(mode)]));

/** Every game by code, with the prize modes that list it. */
const GAMES: ReadonlyMap<string, { game: VnGamePlan; prizeModes: PrizeMode[] }> = (() => {
  const games = new Map<string, { game: VnGamePlan; prizeModes: PrizeMode[] }>();
  for (const [mode, regions] of MENUS) {
    for (const game of regions.flatMap((region) => region.games)) {
      const known = games.get(game.gameCode);
      if (known) known.prizeModes.push(mode);
      else games.set(game.gameCode, { game, prizeModes: [mode] });
    }
  }
  return games;
})();

export const vnMenu = (prizeMode: PrizeMode): readonly VnRegionPlan[] => MENUS.get(prizeMode) ?? [];
export const vnGameByCode = (gameCode: string): VnGamePlan | null => GAMES.get(gameCode)?.game ?? null;
export const vnPrizeModesOf = (gameCode: string): readonly PrizeMode[] => GAMES.get(gameCode)?.prizeModes ?? [];
