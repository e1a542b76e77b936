import type { Localised } from './i18n';

/** Messages of the mission calls (server/routes/missions.ts; merged into MESSAGE). */
export const MISSION_MESSAGE = {
  missionNotFound: {
    EN: 'This mission does not exist, please refresh your missions',
    HI: 'यह मिशन मौजूद नहीं है, कृपया अपने मिशन रीफ़्रेश करें',
  },
  missionNotComplete: {
    EN: 'This mission is not complete yet: reach its target first, then claim the prize',
    HI: 'यह मिशन अभी पूरा नहीं हुआ है: पहले उसका लक्ष्य पूरा करें, फिर इनाम प्राप्त करें',
  },
  missionAlreadyClaimed: {
    EN: 'The prize of this mission has already been claimed',
    HI: 'इस मिशन का इनाम पहले ही प्राप्त किया जा चुका है',
  },
  missionExpired: {
    EN: 'This mission has ended and its prize can no longer be claimed',
    HI: 'यह मिशन समाप्त हो गया है और इसका इनाम अब प्राप्त नहीं किया जा सकता',
  },
} as const satisfies Record<string, Localised>;
