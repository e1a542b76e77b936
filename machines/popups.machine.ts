import { assign, setup } from 'xstate';

export type PopupsEvent =
  | { type: 'OPEN_LOGIN' }
  | { type: 'OPEN_REGISTER'; referralCode?: string | null }
  | { type: 'CLOSE' };

/** SPEC 2 Popups: which account popup is open over the page; one at a time. */
export const popupsMachine = setup({
  types: { context: {} as { referralCode: string | null }, events: {} as PopupsEvent },
  actions: {
    keepReferral: assign({
      referralCode: ({ event }) => (event as Extract<PopupsEvent, { type: 'OPEN_REGISTER' }>).referralCode ?? null,
    }),
  },
}).createMachine({
  id: 'popups',
  meta: { spec: '2 Popups' },
  context: { referralCode: null },
  initial: 'closed',
  states: {
    closed: {
      meta: { spec: '2 Popups' },
      on: { OPEN_LOGIN: 'login', OPEN_REGISTER: { target: 'register', actions: 'keepReferral' } },
    },
    login: {
      meta: { spec: '2 Login popup' },
      on: { CLOSE: 'closed', OPEN_REGISTER: { target: 'register', actions: 'keepReferral' } },
    },
    register: {
      meta: { spec: '2 Register popup' },
      on: { CLOSE: 'closed', OPEN_LOGIN: 'login' },
    },
  },
});
