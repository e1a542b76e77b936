import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { languageMachine } from '@machines/language.machine';
import type { MachineModel, Observation, Oracle } from '../model/types';
import { apiFailure } from './fixtures';

type Context = {
  language: string;
  previous: string;
  requested: string;
  chosen: boolean;
  offered: string[] | null;
  defaultLanguage: string | null;
  failed: boolean;
  serverUpdated: boolean | null;
};
type Offer = { type: 'OFFERED'; languages: string[]; defaultLanguage: string };

/** SPEC 1 and 9: the demo merchant's configuration, HI and EN, default HI. */
const DEMO: Offer = { type: 'OFFERED', languages: ['HI', 'EN'], defaultLanguage: 'HI' };
/** The dev control's every language (issue 25), cut to the ones this model picks: Filipino, Thai, Arabic. */
const EVERY: Offer = { type: 'OFFERED', languages: ['HI', 'EN', 'TY', 'TH', 'AR'], defaultLanguage: 'HI' };
/** Another merchant's settings: English by default, Thai besides, no Hindi. */
const ENGLISH_FIRST: Offer = { type: 'OFFERED', languages: ['EN', 'TH'], defaultLanguage: 'EN' };
/** Every language a visitor or a merchant could bring in this model (XX is a code no one offers). */
const KNOWN = ['HI', 'EN', 'TY', 'TH', 'AR'];

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as Context;
const stateOf = (snapshot: AnyMachineSnapshot | null) => (snapshot ? String(snapshot.value) : null);
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.outcome === outcome;

/**
 * The merchant's settings arriving while the machine is busy (loading, switching, asking the server)
 * or showing the failure are only noted: nothing new is loaded or asked.
 */
function onlyNoted(o: Observation): boolean {
  if (o.event.type !== 'OFFERED' || stateOf(o.previous) !== stateOf(o.snapshot)) return false;
  expect(o.invoked).toEqual([]);
  expect({ ...ctx(o.snapshot), offered: null, defaultLanguage: null }).toEqual({ ...ctx(o.previous), offered: null, defaultLanguage: null });
  return true;
}

/** SPEC 4 Language change; SPEC 7 language update; SPEC 1 and 9 languages; issue 25 items 2 and 7. */
function oracles(stored: string | null): Record<string, Oracle> {
  const start = stored ?? 'HI';
  return {
    '*': (o) => {
      const { snapshot, previous, event } = o;
      const c = ctx(snapshot);
      const before = ctx(previous);
      expect(KNOWN).toContain(c.language);
      // SPEC 4: a completed switch activates the locale, stores lang and hisLang and refreshes hot
      // games, vendors, the winner board and announcements; the merchant's default activates and
      // refreshes (the visitor picked nothing to store); the first load only activates.
      const from = stateOf(previous);
      const done = settled(o, 'done');
      const effects =
        done && from === 'switching'
          ? ['activate', 'persist', 'refresh']
          : done && from === 'defaulting'
            ? ['activate', 'refresh']
            : done && from === 'loading'
              ? ['activate']
              : [];
      expect(o.effects.map((effect) => effect.name)).toEqual(effects);
      expect(o.emitted).toEqual([]);
      // SPEC 4 and 7: a completed switch asks the server for a language update with the new language.
      if (done && from === 'switching') expect(o.invoked).toEqual([expect.objectContaining({ src: 'updateLanguage', input: { language: c.language } })]);
      if (!previous) return;
      // The merchant's settings are kept whatever the state; nothing else changes them.
      if (event.type === 'OFFERED') expect([c.offered, c.defaultLanguage]).toEqual([(event as Offer).languages, (event as Offer).defaultLanguage]);
      else expect([c.offered, c.defaultLanguage]).toEqual([before.offered, before.defaultLanguage]);
      // SPEC 3: hisLang holds the language switched from, and changes only with the language.
      expect(c.previous).toBe(c.language !== before.language ? before.language : before.previous);
      // A language the merchant does not offer, or the one shown, is no change at all.
      const wanted = (event as { language?: string }).language;
      if (event.type === 'CHANGE' && (wanted === before.language || !(before.offered ?? []).includes(wanted ?? ''))) {
        expect(snapshot.value).toEqual(previous.value);
        expect(c).toEqual(before);
      }
    },
    loading: (o) => {
      if (onlyNoted(o)) return;
      // The catalogue of the starting language is loaded before anything is shown (first time, or a retry).
      const { snapshot, previous, event } = o;
      const c = ctx(snapshot);
      expect(o.invoked).toEqual([expect.objectContaining({ src: 'loadCatalogue', input: { language: c.requested } })]);
      if (event.type === 'xstate.init') {
        // The visitor's stored pick, else the demo merchant's default until the settings say otherwise (SPEC 1: HI).
        expect(c).toEqual({
          language: start,
          previous: start,
          requested: start,
          chosen: stored !== null,
          offered: null,
          defaultLanguage: null,
          failed: false,
          serverUpdated: null,
        });
      } else {
        expect(event.type).toBe('RETRY');
        expect(previous?.matches('unavailable')).toBe(true);
        expect(c.requested).toBe(ctx(previous).requested);
      }
    },
    unavailable: (o) => {
      if (onlyNoted(o)) return;
      // SPEC 8: the page-load failure is said, with a retry; the language stays.
      expect(settled(o, 'error')).toBe(true);
      expect(['loading', 'defaulting']).toContain(stateOf(o.previous));
      expect(ctx(o.snapshot)).toMatchObject({ failed: true, language: ctx(o.previous).language });
      expect(o.invoked).toEqual([]);
    },
    checking: (o) => {
      // Passed through at once whenever the language shown or the merchant's set may have changed.
      const { previous, event } = o;
      const settledHere = settled(o, 'done') || settled(o, 'error');
      expect(settledHere || event.type === 'OFFERED').toBe(true);
      expect(['loading', 'defaulting', 'switching', 'updatingServer', 'ready']).toContain(stateOf(previous));
      if (event.type === 'OFFERED') expect(stateOf(previous)).toBe('ready');
    },
    ready: (o) => {
      const { snapshot, previous, event } = o;
      const c = ctx(snapshot);
      const before = ctx(previous);
      expect(c.requested).toBe(c.language);
      expect(o.invoked).toEqual([]);
      if (c.offered === null) {
        // Before the merchant's settings nothing can be picked: the starting language stays.
        expect(c.language).toBe(start);
      } else {
        // Issue 25 item 2: the picker's language is one the merchant offers, and its default for a
        // visitor who picked none (SPEC 1: the demo merchant's HI).
        expect(c.offered).toContain(c.language);
        if (!c.chosen && c.offered.includes(c.defaultLanguage ?? '')) expect(c.language).toBe(c.defaultLanguage);
      }
      // The visitor's own pick stays while the merchant offers it.
      if (event.type === 'OFFERED' && before.chosen && c.offered?.includes(before.language)) expect(c).toMatchObject({ language: before.language, chosen: true });
      if (stateOf(previous) === 'switching' && settled(o, 'error')) {
        // A failed load keeps the current language instead of showing untranslated text.
        expect(c).toMatchObject({ language: before.language, previous: before.previous, failed: true });
      }
      if (stateOf(previous) === 'updatingServer') {
        // SPEC 7: the server's answer is noted; a failed update leaves the new language in place
        // (the visitor sees it, with no error: every request says it in its Language header).
        expect(c).toMatchObject({ language: before.language, chosen: true, serverUpdated: settled(o, 'done') });
      } else if (previous) {
        expect(c.serverUpdated).toBe(before.serverUpdated);
      }
    },
    defaulting: (o) => {
      if (onlyNoted(o)) return;
      // The merchant's default replaces a language it does not offer, or one the visitor never picked.
      const { snapshot, previous } = o;
      const c = ctx(snapshot);
      const offered = c.offered ?? [];
      const expected = offered.includes(c.defaultLanguage ?? '') ? c.defaultLanguage : offered[0];
      // The language loaded by the step that led here is the one shown meanwhile.
      const shown = settled(o, 'done') ? ctx(previous).requested : ctx(previous).language;
      expect(c).toMatchObject({ requested: expected, chosen: false, language: shown });
      expect(c.requested).not.toBe(c.language);
      expect(['loading', 'ready', 'updatingServer', 'switching', 'defaulting']).toContain(stateOf(previous));
      expect(o.invoked).toEqual([expect.objectContaining({ src: 'loadCatalogue', input: { language: expected } })]);
    },
    switching: (o) => {
      if (onlyNoted(o)) return;
      // Only a different language the merchant offers is switched to; its catalogue is loaded first.
      const { snapshot, previous, event } = o;
      const wanted = (event as { language?: string }).language;
      expect(event.type).toBe('CHANGE');
      expect(['ready', 'updatingServer']).toContain(stateOf(previous));
      expect(ctx(previous).offered).toContain(wanted);
      expect(wanted).not.toBe(ctx(previous).language);
      expect(ctx(snapshot)).toMatchObject({ requested: wanted, language: ctx(previous).language });
      expect(o.invoked).toEqual([expect.objectContaining({ src: 'loadCatalogue', input: { language: wanted } })]);
    },
    updatingServer: (o) => {
      if (onlyNoted(o)) return;
      // SPEC 4 and 7: once the language has changed, the server is asked for a language update with it.
      const { snapshot, previous } = o;
      const c = ctx(snapshot);
      expect(settled(o, 'done')).toBe(true);
      expect(stateOf(previous)).toBe('switching');
      expect(c).toMatchObject({ language: ctx(previous).requested, previous: ctx(previous).language, chosen: true, failed: false });
      expect(o.invoked).toEqual([expect.objectContaining({ src: 'updateLanguage', input: { language: c.language } })]);
    },
  };
}

const fixtures = {
  outputs: { loadCatalogue: [undefined], updateLanguage: [undefined] },
  errors: { loadCatalogue: [apiFailure('network')], updateLanguage: [apiFailure('http500')] },
  events: {
    CHANGE: ['EN', 'HI', 'TH', 'XX'].map((language) => ({ type: 'CHANGE', language })),
    OFFERED: [DEMO, EVERY, ENGLISH_FIRST],
  },
};

/** Model states: what is shown, whether the visitor picked it, the merchant's set, and what is being loaded. */
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const c = ctx(snapshot);
  const loadingOther = snapshot.matches('switching') || snapshot.matches('defaulting') || snapshot.matches('loading');
  return [snapshot.value, c.language, c.chosen, c.offered?.join(','), loadingOther ? c.requested : null];
};

/** A first visit (nothing stored), and a visitor who picked Thai while every language was offered. */
export const languageModels: MachineModel[] = [
  { machine: languageMachine, input: { stored: null, fallback: 'HI' }, fixtures, stateKey, oracles: oracles(null) },
  { machine: languageMachine, variant: 'Thai stored', input: { stored: 'TH', fallback: 'HI' }, fixtures, stateKey, oracles: oracles('TH') },
];
