import type { Localised } from './i18n';

/** Messages of the bonus details and manual rebate calls (server/routes/bonusDetails.ts; merged into MESSAGE). */
export const REBATE_MESSAGE = {
  rebateNothingToClaim: {
    EN: 'There is no rebate to claim: place valid bets first, the rebate is worked out on those settled since your last claim',
    HI: 'प्राप्त करने के लिए कोई रिबेट नहीं है: पहले वैध दांव लगाएँ, रिबेट आपके पिछले दावे के बाद सेटल हुए दांवों पर गिना जाता है',
  },
} as const satisfies Record<string, Localised>;
