import type { Localised } from './i18n';

/** Messages of the invite-friends calls (server/routes/referral.ts; merged into MESSAGE). */
export const REFERRAL_MESSAGE = {
  referralCodeUnavailable: {
    EN: 'Your invitation code could not be created just now, please try again',
    HI: 'आपका आमंत्रण कोड अभी नहीं बन सका, कृपया फिर से प्रयास करें',
  },
} as const satisfies Record<string, Localised>;
