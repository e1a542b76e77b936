import type { Localised } from './i18n';

/** Messages of the game page's calls (merged into MESSAGE); the page shows them as they come. */
export const PLAY_MESSAGE = {
  playTicketInvalid: {
    EN: 'This game session has ended: open the game again from the lobby',
    HI: 'यह गेम सत्र समाप्त हो गया है: लॉबी से गेम फिर से खोलें',
  },
  playBalanceTooLow: {
    EN: 'Your balance is too low for this bet: choose a smaller bet or deposit',
    HI: 'इस दांव के लिए आपकी शेष राशि कम है: छोटा दांव चुनें या जमा करें',
  },
  playGameWalletTooLow: {
    EN: "This game's wallet is too low for this bet: transfer money into it or choose a smaller bet",
    HI: 'इस गेम का वॉलेट इस दांव के लिए कम है: उसमें पैसे स्थानांतरित करें या छोटा दांव चुनें',
  },
  playDemoCreditTooLow: {
    EN: 'Your demo credit is too low for this bet: choose a smaller bet',
    HI: 'इस दांव के लिए आपका डेमो क्रेडिट कम है: छोटा दांव चुनें',
  },
} as const satisfies Record<string, Localised>;
