import { assign, setup } from 'xstate';

export type HelpTopic = 'about' | 'term' | 'privacy' | 'responsible' | 'faq';

export type PopupsEvent =
  | { type: 'OPEN_LOGIN' }
  | { type: 'OPEN_REGISTER'; referralCode?: string | null }
  | { type: 'OPEN_FORGOT' }
  | { type: 'OPEN_FEEDBACK' }
  | { type: 'OPEN_HELP'; topic: HelpTopic }
  /** SPEC 4: a trial account asked for a member area (in_need_true_account, with a confirm button). */
  | { type: 'OPEN_TRIAL_WARNING' }
  /** The member chose to change the password (security center). */
  | { type: 'OPEN_CHANGE_PASSWORD' }
  | { type: 'CLOSE' };

export type PopupsContext = { referralCode: string | null; helpTopic: HelpTopic };

/** SPEC 2 Popups: which account popup is open over the page; one at a time, each can lead to another. */
export const popupsMachine = setup({
  types: { context: {} as PopupsContext, events: {} as PopupsEvent },
  actions: {
    keepReferral: assign({
      referralCode: ({ context, event }) => {
        const { referralCode } = event as Extract<PopupsEvent, { type: 'OPEN_REGISTER' }>;
        return referralCode === undefined ? context.referralCode : referralCode;
      },
    }),
    keepTopic: assign({ helpTopic: ({ event }) => (event as Extract<PopupsEvent, { type: 'OPEN_HELP' }>).topic }),
  },
}).createMachine({
  id: 'popups',
  meta: { spec: '2 Popups' },
  context: { referralCode: null, helpTopic: 'about' },
  initial: 'closed',
  on: {
    OPEN_LOGIN: '.login',
    OPEN_REGISTER: { target: '.register', actions: 'keepReferral' },
    OPEN_FORGOT: '.forgot',
    OPEN_FEEDBACK: '.feedback',
    OPEN_HELP: { target: '.help', actions: 'keepTopic' },
    OPEN_TRIAL_WARNING: '.trialWarning',
    OPEN_CHANGE_PASSWORD: '.changePassword',
  },
  states: {
    closed: { meta: { spec: '2 Popups' } },
    login: { meta: { spec: '2 Login popup' }, on: { CLOSE: 'closed' } },
    register: { meta: { spec: '2 Register popup' }, on: { CLOSE: 'closed' } },
    forgot: { meta: { spec: '2 Forgot-password popup' }, on: { CLOSE: 'closed' } },
    feedback: { meta: { spec: '2 Feedback popup' }, on: { CLOSE: 'closed' } },
    help: { meta: { spec: '2 helpModal' }, on: { CLOSE: 'closed' } },
    changePassword: { meta: { spec: '2 changePassModal' }, on: { CLOSE: 'closed' } },
    trialWarning: { meta: { spec: '4 Game and navigation: trial account warning in_need_true_account' }, on: { CLOSE: 'closed' } },
  },
});
