import { assign, fromPromise, setup } from 'xstate';

export type LanguageEvent = { type: 'CHANGE'; language: string } | { type: 'RETRY' };
export type LanguageContext = {
  language: string;
  /** The language before the last switch: SPEC 3 keeps it under hisLang. */
  previous: string;
  requested: string;
  supported: readonly string[];
  failed: boolean;
};

/**
 * SPEC 4: changing language updates the locale, both storage keys (lang, hisLang) and the
 * language store, and asks the server to update. The catalogue is loaded before the switch, so
 * a failed load keeps the current language instead of showing untranslated text.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { language: string; supported: readonly string[] },
  },
  actors: {
    loadCatalogue: fromPromise<void, { language: string }>(async () => {
      throw new Error('loadCatalogue not provided');
    }),
  },
  guards: {
    isNewSupported: ({ context, event }) => {
      const { language } = event as Extract<LanguageEvent, { type: 'CHANGE' }>;
      return language !== context.language && context.supported.includes(language);
    },
  },
  actions: {
    request: assign({ requested: ({ event }) => (event as Extract<LanguageEvent, { type: 'CHANGE' }>).language }),
    commit: assign(({ context }) => ({ previous: context.language, language: context.requested, failed: false })),
    noteFailure: assign(({ context }) => ({ requested: context.language, failed: true })),
    activate: () => {},
    persist: () => {},
    notifyServer: () => {},
  },
}).createMachine({
  id: 'language',
  meta: { spec: '4 Language change' },
  context: ({ input }) => ({
    language: input.language,
    previous: input.language,
    requested: input.language,
    supported: input.supported,
    failed: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '9 Languages' },
      invoke: {
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.requested }),
        onDone: { target: 'ready', actions: ['commit', 'activate'] },
        onError: { target: 'unavailable', actions: assign({ failed: true }) },
      },
    },
    unavailable: { meta: { spec: '8 Page-load timeout' }, on: { RETRY: 'loading' } },
    ready: {
      meta: { spec: '4 Language change' },
      on: { CHANGE: { guard: 'isNewSupported', target: 'switching', actions: 'request' } },
    },
    switching: {
      meta: { spec: '4 Language change' },
      invoke: {
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.requested }),
        onDone: { target: 'ready', actions: ['commit', 'activate', 'persist', 'notifyServer'] },
        onError: { target: 'ready', actions: 'noteFailure' },
      },
    },
  },
});
