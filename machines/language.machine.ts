import { assign, fromPromise, setup } from 'xstate';
import { isOffered, merchantLanguage } from './language.rules';

export type LanguageEvent =
  | { type: 'CHANGE'; language: string }
  | { type: 'RETRY' }
  /** The merchant's settings: the languages it offers, in its order, and its default (issue 25, item 2). */
  | { type: 'OFFERED'; languages: readonly string[]; defaultLanguage: string };
export type LanguageContext = {
  language: string;
  /** The language before the last switch: SPEC 3 keeps it under hisLang. */
  previous: string;
  requested: string;
  /** Whether the language shown (or being loaded) is the visitor's own pick (stored under lang), not the merchant's default. */
  chosen: boolean;
  /** The merchant's languages; null until its settings arrive (nothing can be picked before). */
  offered: readonly string[] | null;
  defaultLanguage: string | null;
  failed: boolean;
  /** Whether the server took the last language update (null: none asked since the start). */
  serverUpdated: boolean | null;
};

const changeOf = (event: LanguageEvent) => event as Extract<LanguageEvent, { type: 'CHANGE' }>;

/**
 * SPEC 4: changing language updates the locale, both storage keys (lang, hisLang) and the
 * language store, refreshes what the app shows from the server (hot games, vendors, the winner
 * board, announcements) and asks the server for a language update (SPEC 7 getUpdateLanguage). The
 * catalogue is loaded before the switch, so a failed load keeps the current language instead of
 * showing untranslated text; a failed server update changes nothing the visitor sees (the
 * language has changed, and every request says it in its Language header).
 * Issue 25, item 2: the picker offers the merchant's languages; a language the merchant does not
 * offer (or, for a visitor who never picked one, a language other than the merchant's default)
 * gives way to the merchant's once its settings arrive.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { stored: string | null; fallback: string },
  },
  actors: {
    loadCatalogue: fromPromise<void, { language: string }>(async () => {
      throw new Error('loadCatalogue not provided');
    }),
    updateLanguage: fromPromise<void, { language: string }>(async () => {
      throw new Error('updateLanguage not provided');
    }),
  },
  guards: {
    isNewOffered: ({ context, event }) => {
      const { language } = changeOf(event);
      return language !== context.language && isOffered(language, context.offered);
    },
    notMerchantLanguage: ({ context }) =>
      context.offered !== null && merchantLanguage(context.language, context.chosen, context.offered, context.defaultLanguage ?? context.language) !== context.language,
  },
  actions: {
    offer: assign(({ event }) => {
      const { languages, defaultLanguage } = event as Extract<LanguageEvent, { type: 'OFFERED' }>;
      return { offered: [...languages], defaultLanguage };
    }),
    request: assign({ requested: ({ event }) => changeOf(event).language }),
    requestMerchantLanguage: assign(({ context }) => ({
      requested: merchantLanguage(context.language, context.chosen, context.offered ?? [], context.defaultLanguage ?? context.language),
      chosen: false,
    })),
    commit: assign(({ context }) => ({ previous: context.language, language: context.requested, failed: false })),
    commitChoice: assign(({ context }) => ({ previous: context.language, language: context.requested, chosen: true, failed: false })),
    noteFailure: assign(({ context }) => ({ requested: context.language, failed: true })),
    fail: assign({ failed: true }),
    activate: () => {},
    /** SPEC 4: reloads what the app shows from the server (hot games, vendors, the winner board, announcements) in the new language. */
    refresh: () => {},
    persist: () => {},
  },
}).createMachine({
  id: 'language',
  meta: { spec: '4 Language change' },
  context: ({ input }) => {
    const language = input.stored ?? input.fallback;
    return {
      language,
      previous: language,
      requested: language,
      chosen: input.stored !== null,
      offered: null,
      defaultLanguage: null,
      failed: false,
      serverUpdated: null,
    };
  },
  on: { OFFERED: { actions: 'offer' } },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '9 Languages' },
      invoke: {
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.requested }),
        onDone: { target: 'checking', actions: ['commit', 'activate'] },
        onError: { target: 'unavailable', actions: 'fail' },
      },
    },
    unavailable: { meta: { spec: '8 Page-load timeout' }, on: { RETRY: 'loading' } },
    // Passed through at once: is the language shown one the merchant would show?
    checking: {
      meta: { spec: '1 One configuration: HI and EN, default HI' },
      always: [{ guard: 'notMerchantLanguage', target: 'defaulting', actions: 'requestMerchantLanguage' }, { target: 'ready' }],
    },
    ready: {
      meta: { spec: '4 Language change' },
      on: {
        CHANGE: { guard: 'isNewOffered', target: 'switching', actions: 'request' },
        OFFERED: { target: 'checking', actions: 'offer' },
      },
    },
    defaulting: {
      meta: { spec: '1 One configuration: HI and EN, default HI' },
      invoke: {
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.requested }),
        onDone: { target: 'checking', actions: ['commit', 'activate', 'refresh'] },
        onError: { target: 'unavailable', actions: 'fail' },
      },
    },
    switching: {
      meta: { spec: '4 Language change' },
      invoke: {
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.requested }),
        onDone: { target: 'updatingServer', actions: ['commitChoice', 'activate', 'persist', 'refresh'] },
        onError: { target: 'checking', actions: 'noteFailure' },
      },
    },
    // SPEC 7 getUpdateLanguage; the merchant's settings reloaded meanwhile (the refresh) are only noted.
    updatingServer: {
      meta: { spec: '7 Language update' },
      invoke: {
        src: 'updateLanguage',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'checking', actions: assign({ serverUpdated: true }) },
        onError: { target: 'checking', actions: assign({ serverUpdated: false }) },
      },
      on: { CHANGE: { guard: 'isNewOffered', target: 'switching', actions: 'request' } },
    },
  },
});
