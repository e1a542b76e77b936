import { expect } from 'vitest';
import { languageMachine } from '@machines/language.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

/** SPEC 1 and 9: the market's configuration, HI and EN, default HI. */
const SUPPORTED = ['HI', 'EN'];

const loaded = ({ step }: Observation) => step?.kind === 'settle' && step.outcome === 'done';
const failed = ({ step }: Observation) => step?.kind === 'settle' && step.outcome === 'error';

/** SPEC 4 Language change; SPEC 9 languages; SPEC 8 page-load timeout. */
export const languageModel: MachineModel = {
  machine: languageMachine,
  input: { language: 'HI', supported: SUPPORTED },
  fixtures: {
    outputs: { loadCatalogue: [undefined] },
    errors: { loadCatalogue: [apiFailure('network')] },
    events: {
      CHANGE: [
        { type: 'CHANGE', language: 'EN' },
        { type: 'CHANGE', language: 'HI' },
        { type: 'CHANGE', language: 'XX' },
      ],
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.language, snapshot.context.requested, snapshot.context.failed],
  oracles: {
    '*': (o) => {
      const { snapshot, previous } = o;
      // The language shown is always a supported one.
      expect(SUPPORTED).toContain(snapshot.context.language);
      // SPEC 4: a completed switch updates the locale, both storage keys and the language store, and
      // tells the server; the first load only activates the locale; nothing else has effects.
      const expected = !loaded(o) ? [] : previous?.matches('switching') ? ['activate', 'persist', 'notifyServer'] : ['activate'];
      expect(o.effects.map((effect) => effect.name)).toEqual(expected);
    },
    loading: (o) => {
      // The catalogue of the starting language is loaded before anything is shown (first time, or a retry).
      const { snapshot, previous, event } = o;
      expect(snapshot.context.requested).toBe(snapshot.context.language);
      expect(o.invoked).toEqual([expect.objectContaining({ src: 'loadCatalogue', input: { language: snapshot.context.language } })]);
      if (event.type === 'xstate.init') expect(snapshot.context).toMatchObject({ language: 'HI', previous: 'HI', failed: false });
      else {
        expect(event.type).toBe('RETRY');
        expect(previous?.matches('unavailable')).toBe(true);
      }
    },
    unavailable: (o) => {
      // SPEC 8: the page-load failure is said, with a retry; the language stays.
      expect(failed(o)).toBe(true);
      expect(o.previous?.matches('loading')).toBe(true);
      expect(o.snapshot.context.failed).toBe(true);
      expect(o.snapshot.context.language).toBe(o.previous?.context.language);
      expect(o.invoked).toEqual([]);
    },
    ready: (o) => {
      const { snapshot, previous } = o;
      expect(snapshot.context.requested).toBe(snapshot.context.language);
      expect(o.invoked).toEqual([]);
      if (loaded(o) && previous?.matches('switching')) {
        // The switch happens once the catalogue is in; hisLang keeps the language switched from.
        expect(snapshot.context).toMatchObject({ language: previous.context.requested, previous: previous.context.language, failed: false });
        expect(snapshot.context.previous).not.toBe(snapshot.context.language);
      } else if (loaded(o)) {
        expect(snapshot.context).toMatchObject({ language: previous?.context.language, failed: false });
      } else {
        // A failed load keeps the current language instead of showing untranslated text.
        expect(failed(o)).toBe(true);
        expect(previous?.matches('switching')).toBe(true);
        expect(snapshot.context).toMatchObject({ language: previous?.context.language, previous: previous?.context.previous, failed: true });
      }
    },
    switching: (o) => {
      // Only a different, supported language is switched to; its catalogue is loaded first.
      const { snapshot, previous, event } = o;
      const wanted = (event as { language?: string }).language;
      expect(event.type).toBe('CHANGE');
      expect(previous?.matches('ready')).toBe(true);
      expect(SUPPORTED).toContain(wanted);
      expect(wanted).not.toBe(previous?.context.language);
      expect(snapshot.context.requested).toBe(wanted);
      expect(snapshot.context.language).toBe(previous?.context.language);
      expect(o.invoked).toEqual([expect.objectContaining({ src: 'loadCatalogue', input: { language: wanted } })]);
    },
  },
};
