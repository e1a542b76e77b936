import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { PlayerBlock } from '@kernel/playerSafety';
import { type SelfExclusionContext, selfExclusionMachine } from '@machines/member/selfExclusion.machine';
import type { MachineModel } from '../model/types';
import { apiFailure, business } from './fixtures';

/**
 * Issue 26 take a break, written from the issue (never from the product's rules): the member picks
 * a time-out or a self-exclusion period, confirms it with the password (none typed: asked for),
 * and it is sent; granted, the session ends; a wrong password asks for it again (cleared); another
 * failure offers a retry of the same request; cancelling goes back to the choice, forgetting it.
 */

const PASSWORD = 'Secret@123';
const GRANTED: PlayerBlock = { kind: 'timeOut', until: 1_700_086_400_000 };
const WRONG_PASSWORD = business(ErrorCode.breakPasswordWrong);

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as SelfExclusionContext;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const payload = (event: EventObject) => event as unknown as { period?: string; text?: string };

export const selfExclusionModel: MachineModel = {
  machine: selfExclusionMachine,
  fixtures: {
    outputs: { takeBreak: [GRANTED] },
    errors: { takeBreak: [WRONG_PASSWORD, apiFailure('network')] },
    events: {
      CHOOSE: [
        { type: 'CHOOSE', period: '24h' },
        { type: 'CHOOSE', period: '5y' },
      ],
      CHANGE_PASSWORD: [
        { type: 'CHANGE_PASSWORD', text: '' },
        { type: 'CHANGE_PASSWORD', text: PASSWORD },
      ],
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.period, c.password, c.passwordRequired, c.block !== null, c.failure !== null];
  },
  oracles: {
    choosing: ({ snapshot, previous, event }) => {
      // nothing chosen: at the start, or after a cancel
      expect(ctx(snapshot).period).toBeNull();
      expect(ctx(snapshot).password).toBe('');
      if (previous !== null) expect(event.type).toBe('CANCEL');
    },
    confirming: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      expect(invoked).toEqual([]);
      expect(['24h', '5y']).toContain(c.period);
      if (event.type === 'CHOOSE') {
        expect(c.period).toBe(payload(event).period);
        expect(c.password).toBe('');
        expect(c.passwordRequired).toBe(false);
      }
      if (event.type === 'CHANGE_PASSWORD') {
        expect(c.password).toBe(payload(event).text);
        expect(c.passwordRequired).toBe(false);
      }
      if (event.type === 'CONFIRM') {
        // confirmed with no password: it is asked for, nothing is sent
        expect(previous?.matches('confirming')).toBe(true);
        expect(c.password).toBe('');
        expect(c.passwordRequired).toBe(true);
      }
    },
    submitting: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      // only with a password typed; the retry sends the same request again
      expect(c.password).toBe(PASSWORD);
      expect(invoked).toEqual([{ src: 'takeBreak', id: expect.any(String), input: { period: c.period, password: PASSWORD } }]);
      if (event.type === 'RETRY') expect(previous?.matches('failed')).toBe(true);
      else {
        expect(event.type).toBe('CONFIRM');
        expect(previous?.matches('confirming')).toBe(true);
      }
    },
    wrongPassword: ({ snapshot, event }) => {
      expect(isError(event)).toBe(true);
      expect(errorOf(event)).toBe(WRONG_PASSWORD);
      // typed again from empty; the choice stays
      expect(ctx(snapshot).password).toBe('');
      expect(ctx(snapshot).period).not.toBeNull();
    },
    failed: ({ snapshot, event }) => {
      expect(isError(event)).toBe(true);
      expect(errorOf(event)).not.toBe(WRONG_PASSWORD);
      expect(ctx(snapshot).failure).toBe(errorOf(event));
      expect(ctx(snapshot).password).toBe(PASSWORD);
    },
    done: ({ snapshot, previous, effects }) => {
      // granted: the break's end is kept and the app ends the session
      expect(previous?.matches('submitting')).toBe(true);
      expect(ctx(snapshot).block).toEqual(GRANTED);
      expect(effects).toEqual([{ name: 'endSession', params: undefined }]);
    },
  },
};
