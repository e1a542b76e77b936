import type { BreakKind } from '../kernel/playerSafety';
import type { Localised } from './i18n';

/**
 * The refusals of player safety (issue 26): a login, deposit or game while a break runs, saying
 * until when ({until}: date and time in the merchant's time zone); a wrong password; a break that
 * would shorten the one in force.
 */
export const BLOCK_REFUSAL: Record<BreakKind, Localised> = {
  timeOut: {
    EN: 'Your account is on a time-out until {until}. You can log in, deposit and play again from then.',
    HI: 'आपका खाता {until} तक टाइम-आउट पर है। तब से आप फिर से लॉग इन, जमा और खेल सकते हैं।',
  },
  selfExclusion: {
    EN: 'You have excluded yourself until {until}. You can log in, deposit and play again from then.',
    HI: 'आपने {until} तक स्वयं को बाहर रखा है। तब से आप फिर से लॉग इन, जमा और खेल सकते हैं।',
  },
};

export const PLAYER_SAFETY_MESSAGE = {
  breakPasswordWrong: {
    EN: 'The password is incorrect.',
    HI: 'पासवर्ड गलत है।',
  },
  breakCannotShorten: {
    EN: 'Your break runs until {until}. It cannot be shortened or lifted early; only a longer one can replace it.',
    HI: 'आपका ब्रेक {until} तक चलेगा। इसे छोटा या जल्दी समाप्त नहीं किया जा सकता; केवल लंबा ब्रेक ही इसकी जगह ले सकता है।',
  },
} as const satisfies Record<string, Localised>;
