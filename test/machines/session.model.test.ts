import { expect } from 'vitest';
import { sessionMachine } from '@machines/session.machine';
import { AGENT_USER_TYPES, TRIAL_USER_TYPES } from '@/contract/platform';
import { apiFailure, member, user } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const effects: string[] = [];
const takeEffects = () => effects.splice(0, effects.length);

const options = {
  fixtures: {
    outputs: {
      fetchMemberInfo: [member(0), member(1), member(42), member(4)],
      startFreePlay: [user({ userName: 'trial_1', token: 'trial-token' })],
      logout: [undefined],
    },
    errors: {
      fetchMemberInfo: [apiFailure('expired'), apiFailure('network')],
      startFreePlay: [apiFailure('http')],
      logout: [apiFailure('network')],
    },
    events: {
      LOGGED_IN: [
        { type: 'LOGGED_IN', user: user(), passwordChange: null },
        { type: 'LOGGED_IN', user: user({ firstTimeLogin: true }), passwordChange: null },
        { type: 'LOGGED_IN', user: user(), passwordChange: 'default' },
        { type: 'LOGGED_IN', user: user({ passwordExpired: true }), passwordChange: 'expired' },
      ],
    },
  },
  stateKey: (snapshot: { value: unknown; context: Record<string, any> }) => [
    snapshot.value,
    snapshot.context.member?.type ?? null,
    snapshot.context.passwordChange,
    snapshot.context.user?.firstTimeLogin ?? null,
  ],
  provide: {
    actions: {
      storeToken: () => effects.push('storeToken'),
      clearSession: () => effects.push('clearSession'),
      goHome: () => effects.push('goHome'),
    },
  },
  check: (snapshot: any, event: { type: string }) => {
    const done = takeEffects();
    const type = snapshot.context.member?.type;
    if (snapshot.matches({ signedIn: 'agent' })) expect(AGENT_USER_TYPES).toContain(type);
    if (snapshot.matches({ signedIn: 'trial' })) expect(TRIAL_USER_TYPES).toContain(type);
    if (snapshot.matches({ signedIn: 'member' })) {
      expect([...AGENT_USER_TYPES, ...TRIAL_USER_TYPES]).not.toContain(type);
      expect(snapshot.context.passwordChange).toBeNull();
    }
    if (snapshot.matches({ signedIn: 'defaultPassword' })) expect(snapshot.context.passwordChange).toBe('default');
    if (snapshot.matches({ signedIn: 'passwordExpired' })) expect(snapshot.context.passwordChange).toBe('expired');
    if (event.type === 'LOGGED_IN') expect(done).toContain('storeToken');
    if (event.type === 'SESSION_EXPIRED' && !snapshot.matches('guest')) throw new Error('401 must return to guest');
    if (snapshot.matches('guest') && snapshot.context.notice === 'sessionExpired') {
      expect(snapshot.context.token).toBeNull();
    }
    // SPEC 4: logout clears session storage and goes home whether or not the server answered.
    if (event.type.includes('logout')) expect(done).toEqual(['clearSession', 'goHome']);
    if (snapshot.matches('guest')) expect(snapshot.context.member).toBeNull();
  },
};

testMachineModel(sessionMachine, { ...options, input: { storedToken: null } } as never);
testMachineModel(sessionMachine, { ...options, input: { storedToken: 'stored-token' } } as never);
