import type { RewardKind } from '../kernel/rewardCenter';
import { fillLocalised, type Localised } from './i18n';

/** Messages of the reward center's calls (server/routes/rewardCenter.ts; merged into MESSAGE). */
export const REWARD_CENTER_MESSAGE = {
  rewardNotFound: {
    EN: 'This reward does not exist, please refresh your rewards',
    HI: 'यह पुरस्कार मौजूद नहीं है, कृपया अपने पुरस्कार रीफ़्रेश करें',
  },
  rewardExpired: {
    EN: 'This reward has expired and can no longer be claimed',
    HI: 'इस पुरस्कार की समय-सीमा समाप्त हो गई है, अब इसे प्राप्त नहीं किया जा सकता',
  },
  rewardAlreadyClaimed: {
    EN: 'This reward has already been claimed',
    HI: 'यह पुरस्कार पहले ही प्राप्त किया जा चुका है',
  },
} as const satisfies Record<string, Localised>;

/** A reward's title by its kind, in both languages (a level-up names the level reached). */
export function rewardTitle(kind: RewardKind, level?: number): Localised {
  switch (kind) {
    case 'levelUp':
      return level === undefined
        ? { EN: 'VIP level-up bonus', HI: 'VIP स्तर-उन्नति बोनस' }
        : fillLocalised({ EN: 'VIP {level} level-up bonus', HI: 'VIP {level} स्तर-उन्नति बोनस' }, { level });
    case 'birthday':
      return { EN: 'Birthday gift', HI: 'जन्मदिन उपहार' };
    case 'weeklyBonus':
      return { EN: 'Weekly VIP bonus', HI: 'साप्ताहिक VIP बोनस' };
    case 'monthlyBonus':
      return { EN: 'Monthly VIP bonus', HI: 'मासिक VIP बोनस' };
    case 'compensation':
      return { EN: 'Compensation', HI: 'क्षतिपूर्ति राशि' };
  }
}
