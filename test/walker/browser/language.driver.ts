import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PATH } from '@kernel/paths';
import type { LanguageContext } from '@machines/language.machine';
import { LANGUAGE_STORAGE, UI_LOCALES } from '@/i18n/locales';
import { languageModels } from '../../machines/language.model';
import type { MachineModel } from '../../model/types';
import type { PageEvent } from './pageKit';
import { networkFailure, openPage, settleCall, until } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The language of the page (SPEC 4 Language change, SPEC 9, SPEC 8 page-load failure): a first
 * visit loads the default language's catalogue (HI, the model's input: this driver does not set
 * English); the header's selector switches between HI and EN, the demo merchant's set (SPEC 1),
 * which the page reads from its whitelabel on its own (the model's OFFERED step waits for that
 * answer). A catalogue is its own chunk: the walk holds its request, lets it through or drops it
 * (the page then offers a retry). A chunk the page has loaded is never fetched again, so a switch
 * back can only succeed. Each switch asks the server for a language update (SPEC 7
 * getUpdateLanguage), held and answered or dropped by the walk.
 */
const languageModel = languageModels[0]!;
/** SPEC 1: the demo merchant's settings, as the reference backend serves them. */
const DEMO_SETTINGS = { type: 'OFFERED', languages: ['HI', 'EN'], defaultLanguage: 'HI' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as LanguageContext;
/** The catalogue chunk of a language has been loaded in this page (HI at the start, EN once switched to). */
const loaded = (c: LanguageContext, language: string) => language === c.language || language === c.previous || (language === 'HI' && c.language !== 'HI');
const other = (language: string) => (language === 'HI' ? 'EN' : 'HI');

/** What a person does: pick the other language in the header; retry after a failed first load. The merchant's settings arrive once. */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  if (ctx(snapshot).offered === null) return snapshot.matches('unavailable') ? [{ type: 'RETRY' }, DEMO_SETTINGS] : [DEMO_SETTINGS];
  if (snapshot.matches('unavailable')) return [{ type: 'RETRY' }];
  if (snapshot.matches('ready')) return [{ type: 'CHANGE', language: other(ctx(snapshot).language) }];
  return [];
}

/** The chunk arrives, or the connection drops; a chunk loaded before comes from the browser and cannot fail. */
function settles(snapshot: AnyMachineSnapshot) {
  const c = ctx(snapshot);
  if (snapshot.matches('updatingServer'))
    return [
      { outcome: 'done' as const, value: undefined },
      { outcome: 'error' as const, value: networkFailure() },
    ];
  const cached = snapshot.matches('switching') && loaded(c, c.requested);
  return cached
    ? [{ outcome: 'done' as const, value: undefined }]
    : [
        { outcome: 'done' as const, value: undefined },
        { outcome: 'error' as const, value: networkFailure() },
      ];
}

export const languageBrowserModel: MachineModel = {
  machine: languageModel.machine,
  variant: languageModel.variant,
  input: languageModel.input,
  // Which chunks the page holds (previous) decides whether a switch can fail.
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).language, ctx(snapshot).previous, ctx(snapshot).requested, ctx(snapshot).failed, ctx(snapshot).offered === null],
  oracles: languageModel.oracles,
};

const selector = (page: Page) => page.getByTestId('language-selector').first();
const storage = (page: Page) => page.evaluate((keys) => [localStorage.getItem(keys.current), localStorage.getItem(keys.previous)], LANGUAGE_STORAGE);

export const driver: BrowserDriver = {
  machine: 'language',
  model: languageBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, {
      language: null,
      calls: {
        loadCatalogue: { match: (url) => /^\/locales\/[a-z]+\/messages\.po$/.test(url.pathname), method: 'GET' },
        updateLanguage: { path: PATH.updateLanguage, method: 'POST' },
      },
    });
    return page;
  },
  perform: async (page, step, before) => {
    if (step.kind === 'settle') {
      const c = ctx(before);
      if (before.matches('switching') && loaded(c, c.requested)) return;
      return settleCall(page, step);
    }
    if (step.kind === 'wait') throw new Error('the language machine has no delays');
    const event = step.event as EventObject & { language?: string };
    if (event.type === 'RETRY') return page.getByTestId('catalogue-unavailable').getByRole('button').click();
    // The page reads the merchant's settings itself: the step waits until they have arrived.
    if (event.type === 'OFFERED')
      return until(
        () => page.evaluate((path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path), PATH.whitelabel),
        'the page never read the whitelabel',
      );
    if (event.type === 'CHANGE') return void (await selector(page).selectOption(event.language!));
    throw new Error(`no page action for ${event.type}`);
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    if (snapshot.matches('loading')) return void (await page.getByTestId('splash').waitFor());
    // SPEC 8: the page-load failure says so, with a retry.
    if (snapshot.matches('unavailable')) return void (await page.getByTestId('catalogue-unavailable').waitFor());
    const requestHeld = snapshot.matches('switching') && !loaded(c, c.requested);
    if (requestHeld) {
      // The switch waits for its catalogue: the page stays in the old language, the selector busy.
      await until(() => selector(page).isDisabled(), 'the language selector is not busy while switching');
    } else if (snapshot.matches('switching')) return;
    // SPEC 4: the page is in the machine's language, the selector shows it.
    const locale = UI_LOCALES[c.language as keyof typeof UI_LOCALES];
    await until(async () => (await page.evaluate(() => document.documentElement.lang)) === locale, `the page should be in ${locale}`);
    await until(async () => (await selector(page).inputValue()) === c.language, `the selector should show ${c.language}`);
    // SPEC 3: a switch stores lang and hisLang; before any switch nothing is stored.
    const [lang, hisLang] = await storage(page);
    const switched = c.previous !== c.language;
    if (switched ? lang !== c.language || hisLang !== c.previous : lang !== null)
      throw new Error(`storage lang=${lang} hisLang=${hisLang}, expected ${switched ? `${c.language}/${c.previous}` : 'nothing'}`);
  },
};
