import { expect } from 'vitest';
import { smsCountdownMachine } from '@machines/smsCountdown.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { testMachineModel } from './legacyModelHarness';

const failure = (code: string | null, message: string) => Object.assign(new Error(message), { kind: 'business', details: { code } });

testMachineModel(smsCountdownMachine, {
  fixtures: {
    // 0.05 minutes is a 3-second countdown: short enough for the model to walk every second.
    outputs: { sendCode: [{ expiredMinutes: 0.05 }, {}] },
    errors: {
      sendCode: [failure(ErrorCode.tooManyRequests, 'Too many requests, please try again after 5 minutes.'), failure('INVALID_PHONE', 'Please enter a valid phone number.')],
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.secondsLeft, snapshot.context.warning?.code ?? null],
  check: (snapshot, event) => {
    // SPEC 9: the countdown is expiredMinutes x 60 s, 60 s when the server gives none.
    if (event.type.startsWith('xstate.done.actor')) {
      const minutes = (event as unknown as { output: { expiredMinutes?: number } }).output.expiredMinutes;
      expect(snapshot.context.secondsLeft).toBe(minutes ? minutes * 60 : 60);
    }
    if (snapshot.matches('counting')) expect(snapshot.context.secondsLeft).toBeGreaterThan(0);
    // SPEC 8: a failure shows the server's message; too many requests blocks for 5 minutes.
    if (event.type.startsWith('xstate.error.actor')) {
      expect(snapshot.context.warning?.message).toBeTruthy();
      expect(snapshot.value).toBe(snapshot.context.warning?.code === ErrorCode.tooManyRequests ? 'blocked' : 'throttled');
    }
    if (event.type === 'SEND') expect(snapshot.matches('sending')).toBe(true);
  },
});
