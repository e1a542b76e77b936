import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { smsCountdownMachine } from '@machines/smsCountdown.machine';
import type { MachineModel, Observation } from '../model/types';

const failure = (code: string | null, message: string) => Object.assign(new Error(message), { kind: 'business', details: { code } });
const TOO_MANY = failure(ErrorCode.tooManyRequests, 'Too many requests, please try again after 5 minutes.');
const BAD_PHONE = failure(ErrorCode.invalidPhone, 'Please enter a valid phone number.');

type Context = { secondsLeft: number; warning: { code: string | null; message: string } | null };
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;
const waited = (step: Observation['step']) => (step?.kind === 'wait' ? step.ms : null);
/** A DISMISS_WARNING only hides the warning, wherever the button is. */
const dismissed = ({ snapshot, previous, event }: Observation) => {
  if (event.type !== 'DISMISS_WARNING') return false;
  expect(contextOf(snapshot)).toEqual({ ...contextOf(previous!), warning: null });
  expect(snapshot.value).toEqual(previous?.value);
  return true;
};
/** SPEC 8 SMS code request failure: a warning with the server's message. */
const warned = ({ snapshot, event }: Observation) => {
  expect(event.type).toMatch(/^xstate\.error\.actor\./);
  const error = (event as unknown as { error: { message: string; details: { code: string } } }).error;
  expect(contextOf(snapshot)).toEqual({ secondsLeft: 0, warning: { code: error.details.code, message: error.message } });
  return error.details.code;
};

/** SPEC 9 SMS resend countdown (expiredMinutes x 60 s, 1 minute by default), click throttle, SPEC 8 too many requests (5 minutes). */
export const smsCountdownModel: MachineModel = {
  machine: smsCountdownMachine,
  fixtures: {
    // 0.05 minutes is a 3-second countdown, short enough to walk every second; {} is the 1-minute
    // default, and so is a server's -1 (no countdown of less than nothing).
    outputs: { sendCode: [{ expiredMinutes: 0.05 }, {}, { expiredMinutes: -1 }] },
    errors: { sendCode: [TOO_MANY, BAD_PHONE] },
  },
  // Every second of the short countdown; the long one only its start (its seconds are alike).
  stateKey: (snapshot) => {
    const { secondsLeft, warning } = contextOf(snapshot);
    return [snapshot.value, secondsLeft > 3 ? 'long' : secondsLeft, warning?.code ?? null];
  },
  delays: { second: 1000, clickThrottle: 1000, tooManyRequestsWait: 5 * 60_000 },
  oracles: {
    '*': ({ snapshot }) => {
      // The button is disabled exactly while seconds are left to count.
      expect(contextOf(snapshot).secondsLeft > 0).toBe(snapshot.matches('counting'));
    },
    ready: (observation) => {
      const { snapshot, previous, event, step, invoked } = observation;
      expect(invoked).toEqual([]);
      if (dismissed(observation)) return;
      if (event.type === 'xstate.init') expect(contextOf(snapshot)).toEqual({ secondsLeft: 0, warning: null });
      else if (previous?.matches('counting')) {
        // SPEC 9: the button comes back after the last second of the countdown.
        expect(waited(step)).toBe(1000);
        expect(contextOf(previous).secondsLeft).toBe(1);
      } else if (previous?.matches('throttled'))
        expect(waited(step)).toBe(1000); // SPEC 9: 1 click a second
      else {
        // SPEC 8 / 9: too many requests waits 5 minutes.
        expect(previous?.matches('blocked')).toBe(true);
        expect(waited(step)).toBe(5 * 60_000);
      }
      expect(contextOf(snapshot).secondsLeft).toBe(0);
    },
    sending: (observation) => {
      const { previous, event, invoked } = observation;
      if (dismissed(observation)) return expect(invoked).toEqual([]);
      // A click on the enabled button asks for a code.
      expect(event.type).toBe('SEND');
      expect(previous?.matches('ready')).toBe(true);
      expect(invoked).toEqual([{ src: 'sendCode', id: expect.any(String), input: undefined }]);
    },
    counting: (observation) => {
      const { snapshot, previous, event, step } = observation;
      if (dismissed(observation)) return;
      const c = contextOf(snapshot);
      if (event.type.startsWith('xstate.done.actor')) {
        // SPEC 9: expiredMinutes x 60 s, 1 minute when the server gives none (or no positive one); the warning goes.
        const minutes = (event as unknown as { output: { expiredMinutes?: number } }).output.expiredMinutes;
        expect(c).toEqual({ secondsLeft: minutes === undefined || minutes <= 0 ? 60 : minutes * 60, warning: null });
      } else {
        // One second at a time.
        expect(waited(step)).toBe(1000);
        expect(c.secondsLeft).toBe(contextOf(previous!).secondsLeft - 1);
      }
    },
    throttled: (observation) => {
      if (dismissed(observation)) return;
      // SPEC 9: after another failure the button waits the click throttle only.
      expect(warned(observation)).not.toBe(ErrorCode.tooManyRequests);
    },
    blocked: (observation) => {
      if (dismissed(observation)) return;
      // SPEC 8: 'too many requests' blocks sending.
      expect(warned(observation)).toBe(ErrorCode.tooManyRequests);
    },
  },
};
