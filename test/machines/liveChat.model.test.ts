import { beforeEach, describe, expect, it } from 'vitest';
import { type ChatDesk, liveChatMachine, pickChatDesk } from '@machines/liveChat.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const HI: ChatDesk = { modelId: 'CS_HI', name: 'Hindi support', language: 'HI' };
const EN: ChatDesk = { modelId: 'CS_EN', name: 'English support', language: 'EN' };
const VIP: ChatDesk = { modelId: 'CS_VIP', name: 'VIP desk', language: 'EN' };

let reserved = 0;
let released = 0;
let previousState: unknown = 'idle';
// Each generated path is a fresh actor, starting idle.
beforeEach(() => {
  previousState = 'idle';
  reserved = 0;
  released = 0;
});

testMachineModel(liveChatMachine, {
  fixtures: {
    outputs: {
      loadDesks: [[HI, EN, VIP], [VIP, EN], []],
      launchChat: [{ chatUrl: '/assets-gen/chat.html?model=CS_HI&lang=HI' }],
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
  stateKey: (snapshot) => [snapshot.value, snapshot.context.language, snapshot.context.desk?.modelId ?? null, snapshot.context.failure],
  provide: {
    actions: {
      reserveWindow: () => void reserved++,
      releaseWindow: () => void released++,
    },
  },
  check: (snapshot, event) => {
    const context = snapshot.context;
    const from = previousState;
    previousState = snapshot.value;
    // Every start of a launch reserves the popup window during the click.
    const starts = (event.type === 'OPEN' || event.type === 'RETRY') && snapshot.matches('loadingModels');
    expect(reserved).toBe(starts ? 1 : 0);
    if (event.type === 'OPEN' && snapshot.matches('loadingModels')) {
      expect(context.language).toBe((event as unknown as { language: string }).language);
      expect(context.desk).toBeNull();
    }
    // SPEC 7: the desk of the current language, else the first desk.
    if (snapshot.matches('launching') && from === 'loadingModels') {
      const desks = (event as unknown as { output: ChatDesk[] }).output;
      const expected = desks.find((desk) => desk.language === context.language) ?? desks[0];
      expect(context.desk).toEqual(expected);
    }
    if (snapshot.matches('presenting')) expect(context.chatUrl).toBeTruthy();
    if (snapshot.matches('failed') && from === 'loadingModels' && event.type.startsWith('xstate.done.actor.')) expect(context.failure).toBe('noDesk');
    if (snapshot.matches('failed') && event.type.startsWith('xstate.error.actor.')) {
      expect(context.failure).toBe('call');
      expect(context.error).toBeInstanceOf(Error);
    }
    // A launch that fails or is cancelled gives the reserved window back.
    const abandoned = (from === 'loadingModels' || from === 'launching') && (snapshot.matches('failed') || snapshot.matches('idle'));
    expect(released).toBe(abandoned ? 1 : 0);
    // The popup either showed the chat (open) or was blocked: then the page offers it inside.
    if (from === 'presenting' && event.type.startsWith('xstate.done.actor.'))
      expect(snapshot.value).toBe((event as unknown as { output: boolean }).output ? 'open' : 'blocked');
    reserved = 0;
    released = 0;
  },
});

// The desk rule on its own, beside the model: language match first, then the first desk.
describe('pickChatDesk', () => {
  it('takes the desk of the language, else the first, else none', () => {
    expect(pickChatDesk([EN, HI], 'HI')).toBe(HI);
    expect(pickChatDesk([VIP, EN], 'HI')).toBe(VIP);
    expect(pickChatDesk([], 'HI')).toBeNull();
  });
});
