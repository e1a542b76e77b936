import type { AnyMachineSnapshot } from 'xstate';
import { themeModels } from '../../machines/theme.model';
import type { MachineModel } from '../../model/types';
import type { PageEvent } from './pageKit';
import { openPage, until } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The theme toggle in the header (SPEC 1 dark and light themes): a first visit remembers nothing
 * and shows dark; each toggle shows the other theme and remembers it (localStorage theme).
 */

const base = themeModels.find((model) => (model.input as { remembered: string }).remembered === 'dark');
if (!base) throw new Error('theme.model.ts has no model of a first visit (dark)');

export const themeBrowserModel: MachineModel = { machine: base.machine, variant: base.variant, input: base.input, oracles: base.oracles };

/** What a person does: click the toggle. */
const events = (snapshot: AnyMachineSnapshot): PageEvent[] => (snapshot.matches('dark') || snapshot.matches('light') ? [{ type: 'TOGGLE' }] : []);

export const driver: BrowserDriver = {
  machine: 'theme',
  model: themeBrowserModel,
  limits: { events },
  open: async (session) => {
    const page = await openPage(session);
    await page.getByTestId('theme-toggle').waitFor({ timeout: 30_000 });
    return page;
  },
  perform: async (page, step) => {
    if (step.kind !== 'event' || step.event.type !== 'TOGGLE') throw new Error(`no page action for ${JSON.stringify(step)}`);
    await page.getByTestId('theme-toggle').click();
  },
  verify: async (page, snapshot) => {
    const theme = String(snapshot.value);
    // SPEC 1: the page shows the theme; a toggled choice is remembered, nothing before the first toggle.
    await until(async () => (await page.evaluate(() => document.documentElement.dataset.theme)) === theme, `the page should be ${theme}`);
    const stored = await page.evaluate(() => localStorage.getItem('theme'));
    const toggled = stored !== null;
    if (toggled && stored !== theme) throw new Error(`the remembered theme is ${stored}, the page shows ${theme}`);
  },
};
