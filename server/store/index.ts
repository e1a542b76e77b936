import type { Db } from '../context';
import { createAccountGameStore } from './accountGames';
import { createCaptchaStore } from './captchas';
import { createContentStore } from './content';
import { createFeedbackStore } from './feedback';
import { createGameStore } from './games';
import { createHelpStore } from './help';
import { createLoginChallengeStore } from './loginChallenges';
import { createLoginTicketStore } from './loginTickets';
import { createLotteryRecentStore } from './lotteryRecent';
import { createMailStore } from './mail';
import { createMemberStore } from './members';
import { createMerchantStore } from './merchant';
import { createPvpRoomStore } from './pvpRooms';
import { createSessionStore } from './sessions';
import { createSmsCodeStore } from './smsCodes';
import { createWinnerStore } from './winners';

/** Every table's prepared statements, built once per database (after it is migrated). */
export function createStores(db: Db) {
  return {
    merchant: createMerchantStore(db),
    members: createMemberStore(db),
    sessions: createSessionStore(db),
    captchas: createCaptchaStore(db),
    loginChallenges: createLoginChallengeStore(db),
    games: createGameStore(db),
    content: createContentStore(db),
    winners: createWinnerStore(db),
    smsCodes: createSmsCodeStore(db),
    mail: createMailStore(db),
    loginTickets: createLoginTicketStore(db),
    feedback: createFeedbackStore(db),
    accountGames: createAccountGameStore(db),
    pvpRooms: createPvpRoomStore(db),
    lotteryRecent: createLotteryRecentStore(db),
    help: createHelpStore(db),
  };
}
export type Stores = ReturnType<typeof createStores>;
