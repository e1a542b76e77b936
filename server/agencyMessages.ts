import type { Localised } from './i18n';

/** Messages of the agency calls (merged into MESSAGE); keys name the refusal. */
export const AGENCY_MESSAGE = {
  agentOnly: { EN: 'This is for agent accounts only', HI: 'यह केवल एजेंट खातों के लिए है' },
  notInTeam: { EN: 'This account is not in your team', HI: 'यह खाता आपकी टीम में नहीं है' },
  accountKindNotAllowed: { EN: 'Your agent type may create member accounts only', HI: 'आपका एजेंट प्रकार केवल सदस्य खाते बना सकता है' },
} as const satisfies Record<string, Localised>;
