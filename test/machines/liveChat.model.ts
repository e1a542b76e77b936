import { expect } from 'vitest';
import { type ChatDesk, liveChatMachine } from '@machines/liveChat.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

const HI: ChatDesk = { modelId: 'CS_HI', name: 'Hindi support', language: 'HI' };
const EN: ChatDesk = { modelId: 'CS_EN', name: 'English support', language: 'EN' };
const VIP: ChatDesk = { modelId: 'CS_VIP', name: 'VIP desk', language: 'EN' };
const CHAT_URL = '/assets-gen/chat.html?model=CS_HI&lang=HI';

type Context = { language: string; desk: ChatDesk | null; chatUrl: string | null; failure: 'noDesk' | 'call' | null; error: unknown };
const ctx = (snapshot: { context: unknown }) => snapshot.context as Context;
const outputOf = <T>(event: Observation['event']) => (event as unknown as { output: T }).output;
const isDone = (type: string) => type.startsWith('xstate.done.actor.');
const isError = (type: string) => type.startsWith('xstate.error.actor.');
/** A launch is under way while the desks load or the chat launches: the reserved window waits for it. */
const launching = (snapshot: Observation['previous']) => snapshot?.matches('loadingModels') === true || snapshot?.matches('launching') === true;

/** The chat shows in its popup or inside the page only once launched: its chatUrl stays. */
const keepsChat = ({ snapshot, previous }: Observation) => {
  expect(ctx(snapshot).chatUrl).toBe(CHAT_URL);
  expect(ctx(snapshot)).toEqual(ctx(previous!));
};

/**
 * A click on the chat while a launch is under way, or while the chat is presented or shown in the
 * page, is ignored: the same state, the same context, nothing called. True when this step is one.
 */
const ignoredOpen = ({ snapshot, previous, event, invoked }: Observation, state: string): boolean => {
  if (!previous?.matches(state)) return false;
  expect(event.type).toBe('OPEN');
  expect(invoked).toEqual([]);
  expect(ctx(snapshot)).toEqual(ctx(previous));
  return true;
};

/** SPEC 7 Other: live chat (CBS_modelList, CBS_launchChat → chatUrl, a popup window); SPEC 8 popup blocked. */
export const liveChatModel: MachineModel = {
  machine: liveChatMachine,
  fixtures: {
    outputs: {
      // A desk in each language; an English desk list led by the VIP desk; no desk at all.
      loadDesks: [[HI, EN, VIP], [VIP, EN], []],
      launchChat: [{ chatUrl: CHAT_URL }],
      showInWindow: [true, false],
    },
    errors: {
      loadDesks: [apiFailure('network')],
      launchChat: [apiFailure('business')],
      showInWindow: [new Error('window refused')],
    },
    events: {
      OPEN: [
        { type: 'OPEN', language: 'HI' },
        { type: 'OPEN', language: 'EN' },
      ],
    },
  },
  // The language decides the desk; the rest of the context follows from the state.
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).language],
  oracles: {
    '*': ({ snapshot, previous, event, effects }) => {
      // Every start of a launch reserves the popup window during the click (OPEN or RETRY);
      // a launch that fails or is cancelled gives the reserved window back. Nothing else.
      const starts = (event.type === 'OPEN' || event.type === 'RETRY') && snapshot.matches('loadingModels') && !previous?.matches('loadingModels');
      const abandoned = launching(previous) && (snapshot.matches('failed') || snapshot.matches('idle'));
      expect(effects.map((effect) => effect.name)).toEqual([...(starts ? ['reserveWindow'] : []), ...(abandoned ? ['releaseWindow'] : [])]);
    },
    idle: ({ snapshot, previous, event, invoked }) => {
      expect(invoked).toEqual([]);
      if (!previous) expect(ctx(snapshot)).toEqual({ language: '', desk: null, chatUrl: null, failure: null, error: null });
      // Back to the side bar only when the member closes the chat (or its launch).
      else expect(event.type).toBe('CLOSE');
    },
    loadingModels: (observation) => {
      const { snapshot, previous, event, invoked } = observation;
      if (ignoredOpen(observation, 'loadingModels')) return;
      // Opening (or retrying) loads the desks first (CBS_modelList), from a clean slate.
      expect(invoked).toEqual([{ src: 'loadDesks', id: 'loadDesks', input: undefined }]);
      expect(ctx(snapshot)).toMatchObject({ desk: null, chatUrl: null, failure: null, error: null });
      expect(['OPEN', 'RETRY']).toContain(event.type);
      // The chat is in the language of the click; a retry keeps it.
      const language = event.type === 'OPEN' ? (event as unknown as { language: string }).language : ctx(previous!).language;
      expect(ctx(snapshot).language).toBe(language);
      if (event.type === 'RETRY') expect(previous?.matches('failed')).toBe(true);
    },
    launching: (observation) => {
      const { snapshot, previous, event, invoked } = observation;
      if (ignoredOpen(observation, 'launching')) return;
      // SPEC 7: the desk of the current language, else the first desk; the chat is launched with it (CBS_launchChat).
      expect(previous?.matches('loadingModels')).toBe(true);
      const desks = outputOf<ChatDesk[]>(event);
      const { language, desk } = ctx(snapshot);
      expect(desk).toEqual(desks.find((d) => d.language === language) ?? desks[0]);
      expect(invoked).toEqual([{ src: 'launchChat', id: 'launchChat', input: { modelId: desk!.modelId } }]);
    },
    presenting: (observation) => {
      const { snapshot, previous, event, invoked } = observation;
      if (ignoredOpen(observation, 'presenting')) return;
      // The launched chatUrl is shown in the popup window; a retry from the blocked notice shows it again.
      if (event.type === 'RETRY') expect(previous?.matches('blocked')).toBe(true);
      else expect(ctx(snapshot).chatUrl).toBe(outputOf<{ chatUrl: string }>(event).chatUrl);
      expect(ctx(snapshot).chatUrl).toBe(CHAT_URL);
      expect(invoked).toEqual([{ src: 'showInWindow', id: 'showInWindow', input: { chatUrl: CHAT_URL } }]);
    },
    open: (observation) => {
      // The chat shows in its window: the window said so.
      expect(observation.previous?.matches('presenting')).toBe(true);
      expect(isDone(observation.event.type) && outputOf<boolean>(observation.event) === true).toBe(true);
      expect(observation.invoked).toEqual([]);
      keepsChat(observation);
    },
    blocked: (observation) => {
      // SPEC 8 'Popup blocked. Please allow popups and try again.': no window showed the chat.
      expect(observation.previous?.matches('presenting')).toBe(true);
      const { event } = observation;
      expect((isDone(event.type) && outputOf<boolean>(event) === false) || isError(event.type)).toBe(true);
      expect(observation.invoked).toEqual([]);
      keepsChat(observation);
    },
    embedded: (observation) => {
      // Offered after a blocked popup: the chat shows inside the page.
      keepsChat(observation);
      if (ignoredOpen(observation, 'embedded')) return;
      expect(observation.event.type).toBe('EMBED');
      expect(observation.previous?.matches('blocked')).toBe(true);
    },
    failed: ({ snapshot, previous, event, invoked }) => {
      expect(invoked).toEqual([]);
      expect(launching(previous)).toBe(true);
      const context = ctx(snapshot);
      expect(context.chatUrl).toBeNull();
      if (isDone(event.type)) {
        // No desk at all: nothing to launch.
        expect(outputOf<ChatDesk[]>(event)).toEqual([]);
        expect(context).toMatchObject({ failure: 'noDesk', desk: null, error: null });
      } else {
        // A failed call keeps its error, for its message.
        expect(isError(event.type)).toBe(true);
        expect(context.failure).toBe('call');
        expect(context.error).toBe((event as unknown as { error: unknown }).error);
        expect(context.error).toBeInstanceOf(Error);
      }
    },
  },
};
