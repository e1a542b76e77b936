import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { type TwoFactorContext, twoFactorMachine } from '@machines/member/twoFactor.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

/**
 * Issue 26 item 2: two-factor authentication in the security center. Every expectation is written
 * here from the issue: status first; Turn on shows the secret and its otpauth URI and asks for the
 * app's 6-digit code; the ten recovery codes show once, until 'I have saved them'; turning off
 * needs the app's code or a recovery code; a refused code stays to correct.
 */
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as TwoFactorContext;
const outputOf = (event: EventObject) => (event as unknown as { output: unknown }).output;
const failureOf = (event: EventObject) => (event as unknown as { error: { kind: string; message: string; details: { code: string | null } } }).error;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const serverError = (event: EventObject) => {
  const failure = failureOf(event);
  return failure.kind === 'business' ? { kind: 'server', code: failure.details.code, message: failure.message } : { kind: 'network' };
};

const OFF = { enabled: false, recoveryCodesLeft: 0 };
const ON = { enabled: true, recoveryCodesLeft: 7 };
const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/demo:demo_member?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=demo' };
const CODES = ['k3m9x-2q7wb', 'a1b2c-d3e4f', 'g5h6i-j7k8l', 'm9n0o-p1q2r', 's3t4u-v5w6x', 'y7z8a-b9c0d', 'e1f2g-h3i4j', 'k5l6m-n7o8p', 'q9r0s-t1u2v', 'w3x4y-z5a6b'];

/**
 * What a SUBMIT refuses before sending, written out: nothing typed (spaces only count as nothing);
 * an authenticator code that is not exactly 6 digits once trimmed (5 and 7 digits, a letter among 6).
 * A recovery code is the backend's to judge.
 */
const refusalOf = (method: string, code: string) => {
  const typed = code.trim();
  if (typed === '') return 'codeRequired';
  if (method === 'totp' && !/^[0-9]{6}$/.test(typed)) return 'twoFactorFormat';
  return null;
};
/** The oracle's own table of the fixture codes, to cross-check the rule above at the limits. */
const SIX_DIGIT: Record<string, boolean> = { '12345': false, ' 123456 ': true, '1234567': false, '12a456': false, 'k3m9x-2q7wb': false };

/** A form shown after a refusal or an edit: nothing is sent; a CHANGE replaces the code; a SUBMIT that stays says why. */
function formStep({ snapshot, previous, event }: Observation) {
  const c = ctx(snapshot);
  const before = ctx(previous!);
  if (event.type === 'CHANGE') {
    expect(c).toEqual({ ...before, code: (event as unknown as { value: string }).value, error: null });
  } else if (event.type === 'SUBMIT') {
    const refusal = refusalOf(c.method, c.code);
    expect(refusal).not.toBeNull();
    if (c.method === 'totp' && c.code in SIX_DIGIT) expect(SIX_DIGIT[c.code]).toBe(false);
    expect(c).toEqual({ ...before, error: { kind: refusal } });
  } else if (isError(event)) {
    // A refused code: the reason shows, the code stays to correct.
    expect(c).toEqual({ ...before, error: serverError(event) });
  }
}

const oracles: MachineModel['oracles'] = {
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    // The recovery codes are on screen only between the confirmation and 'I have saved them'.
    expect(c.recoveryCodes.length > 0).toBe(snapshot.matches('showingRecoveryCodes') || snapshot.matches('copyingCodes'));
    // A copy's outcome is told only while they are.
    if (c.recoveryCodes.length === 0) expect(c.copy).toBe('idle');
    // The secret only while enrolling.
    expect(c.enrolment !== null).toBe(snapshot.matches('showingSecret') || snapshot.matches('confirming'));
  },
  loading: ({ snapshot, previous, event, invoked }) => {
    expect(invoked.map((invoke) => invoke.src)).toEqual(['loadStatus']);
    if (event.type === 'xstate.init')
      expect(ctx(snapshot)).toEqual({ status: null, enrolment: null, code: '', method: 'totp', recoveryCodes: [], copy: 'idle', error: null });
    else {
      expect(event.type).toBe('RETRY');
      expect(previous?.matches('loadFailed')).toBe(true);
    }
  },
  loadFailed: ({ snapshot, event, invoked }) => {
    expect(invoked).toEqual([]);
    if (isError(event)) expect(ctx(snapshot).error).toEqual(serverError(event));
  },
  off: ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    expect(invoked).toEqual([]);
    expect(c.status?.enabled === true).toBe(false);
    if (isDone(event)) {
      // Read as off, or just turned off: the status as answered, the form cleared.
      expect(c.status).toEqual(outputOf(event));
      expect(c).toMatchObject({ code: '', method: 'totp', error: null });
    } else if (isError(event)) {
      // The secret could not be made: why, and Turn on again is the retry.
      expect(previous?.matches('starting')).toBe(true);
      expect(c).toEqual({ ...ctx(previous!), error: serverError(event) });
    } else {
      expect(event.type).toBe('CANCEL');
      expect(c).toMatchObject({ enrolment: null, code: '', error: null });
    }
  },
  starting: ({ previous, event, invoked }) => {
    expect(event.type).toBe('START');
    expect(previous?.matches('off')).toBe(true);
    expect(invoked.map((invoke) => invoke.src)).toEqual(['startEnrolment']);
  },
  showingSecret: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    const c = ctx(snapshot);
    expect(invoked).toEqual([]);
    // The QR code's URI and the secret written out, for the authenticator's code; always the app's code here.
    expect(c.enrolment).toEqual(ENROLMENT);
    expect(c.method).toBe('totp');
    if (isDone(event)) {
      expect(previous?.matches('starting')).toBe(true);
      expect(c).toMatchObject({ code: '', error: null });
    } else formStep(observation);
  },
  confirming: ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    expect(event.type).toBe('SUBMIT');
    expect(previous?.matches('showingSecret')).toBe(true);
    // Only 6 digits (trimmed) are sent.
    expect(/^[0-9]{6}$/.test(c.code.trim())).toBe(true);
    expect(invoked).toEqual([{ src: 'confirm', id: expect.any(String), input: { code: c.code.trim() } }]);
  },
  showingRecoveryCodes: ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    expect(invoked).toEqual([]);
    // The ten codes as answered; two-factor is on with all ten left; the secret is gone from the screen.
    expect(c.recoveryCodes).toEqual(CODES);
    expect(c.status).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    if (previous?.matches('copyingCodes')) {
      // The copy button says what happened: copied, or copy them by hand.
      expect(c).toEqual({ ...ctx(previous), copy: isDone(event) ? 'copied' : 'refused' });
    } else {
      expect(previous?.matches('confirming')).toBe(true);
      expect(outputOf(event)).toEqual(CODES);
      expect(c).toMatchObject({ code: '', error: null, enrolment: null, copy: 'idle' });
    }
  },
  copyingCodes: ({ snapshot, previous, event, invoked }) => {
    expect(event.type).toBe('COPY');
    expect(previous?.matches('showingRecoveryCodes')).toBe(true);
    expect(ctx(snapshot)).toEqual(ctx(previous!));
    // All ten, one a line.
    expect(invoked).toEqual([{ src: 'copyCodes', id: expect.any(String), input: { text: CODES.join('\n') } }]);
  },
  on: ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    expect(invoked).toEqual([]);
    expect(c.status?.enabled).toBe(true);
    if (event.type === 'SAVED') {
      // 'I have saved them': the codes are never shown again.
      expect(previous?.matches('showingRecoveryCodes')).toBe(true);
      expect(c.recoveryCodes).toEqual([]);
      expect(c.status).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    } else if (event.type === 'CANCEL') {
      expect(previous?.matches('disabling')).toBe(true);
      expect(c).toMatchObject({ code: '', method: 'totp', error: null });
    } else {
      expect(isDone(event)).toBe(true);
      expect(c.status).toEqual(outputOf(event));
    }
  },
  disabling: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    const c = ctx(snapshot);
    expect(invoked).toEqual([]);
    expect(c.status?.enabled).toBe(true);
    if (event.type === 'TURN_OFF') {
      expect(previous?.matches('on')).toBe(true);
      // The app's code first, nothing typed.
      expect(c).toMatchObject({ code: '', method: 'totp', error: null });
    } else if (event.type === 'SELECT_METHOD') {
      const { method } = event as unknown as { method: string };
      expect(ctx(previous!).method).not.toBe(method);
      expect(c).toEqual({ ...ctx(previous!), method, code: '', error: null });
    } else formStep(observation);
  },
  submittingDisable: ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    expect(event.type).toBe('SUBMIT');
    expect(previous?.matches('disabling')).toBe(true);
    expect(refusalOf(c.method, c.code)).toBeNull();
    expect(invoked).toEqual([{ src: 'disable', id: expect.any(String), input: { method: c.method, code: c.code.trim() } }]);
  },
};

/** The code typed decides where a SUBMIT goes (the fixtures type a handful). */
const stateKey: MachineModel['stateKey'] = (snapshot) => {
  const c = ctx(snapshot);
  return [snapshot.value, c.status?.enabled ?? null, c.method, c.code, c.error?.kind ?? null, c.copy];
};

/** The code field is shown only with the secret and in the turn-off form; the method only in the turn-off form. */
const available: MachineModel['available'] = (snapshot, event) => {
  if (event.type === 'CHANGE') return snapshot.matches('showingSecret') || snapshot.matches('disabling');
  return true;
};

export const twoFactorModels: MachineModel[] = [
  {
    machine: twoFactorMachine,
    variant: 'off, then on',
    fixtures: {
      outputs: { loadStatus: [OFF, ON], startEnrolment: [ENROLMENT], confirm: [CODES], disable: [OFF], copyCodes: [undefined] },
      errors: {
        loadStatus: [apiFailure('network')],
        startEnrolment: [business(ErrorCode.twoFactorAlreadyOn)],
        confirm: [business(ErrorCode.twoFactorCodeWrong), apiFailure('network')],
        disable: [business(ErrorCode.twoFactorCodeWrong)],
        copyCodes: [new Error('The clipboard is not available on this page')],
      },
      events: {
        // 5, 6 (with spaces around) and 7 digits, a letter among 6, a recovery code, spaces only.
        CHANGE: [
          { type: 'CHANGE', value: '12345' },
          { type: 'CHANGE', value: ' 123456 ' },
          { type: 'CHANGE', value: '1234567' },
          { type: 'CHANGE', value: '12a456' },
          { type: 'CHANGE', value: 'k3m9x-2q7wb' },
          { type: 'CHANGE', value: '  ' },
        ],
        SELECT_METHOD: [
          { type: 'SELECT_METHOD', method: 'recovery' },
          { type: 'SELECT_METHOD', method: 'totp' },
        ],
      },
    },
    stateKey,
    available,
    oracles,
  },
];
