import { expect } from 'vitest';
import type { Observation } from '../model/types';

/**
 * Issue 26 item 2: the oracles of the login's second step (the authenticator's code or a recovery
 * code, sent with the ticket a right first factor got), shared by the models of every login that
 * asks for it: the password login (login.model.ts) and the login by identity (socialLogin.model.ts).
 * Written by hand from the issue, never computed with the product's rules; each model keeps what
 * differs: how the step opens, and where a spent ticket leads.
 */

/** The value of a TWO_FACTOR_REQUIRED answer in the fixtures (its ticket). */
export const TWO_FACTOR_TICKET = 'tf-1';

/** The step's part of a machine's context, as the oracles read it. */
type StepContext = {
  twoFactorTicket: string | null;
  twoFactorMethod: string;
  twoFactorCode: string;
  error: unknown;
  user: unknown;
};
const contextOf = (snapshot: { context: unknown }) => snapshot.context as StepContext;
const isError = (event: Observation['event']) => event.type.startsWith('xstate.error.actor.');
const failureOf = (event: Observation['event']) => (event as unknown as { error: { kind?: string; message?: string; details?: { code?: string | null } } }).error;
/** The reason a failed call shows: the server's code and message, or the network. */
const serverError = (event: Observation['event']) => {
  const failure = failureOf(event);
  return failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message } : { kind: 'network' };
};

/**
 * What the step refuses before sending, written out: nothing typed; an authenticator code that is
 * not 6 digits after trimming (5 and 7 digits, a letter among 6). A recovery code is the backend's to judge.
 */
export const twoFactorRefusal = (c: Pick<StepContext, 'twoFactorMethod' | 'twoFactorCode'>) =>
  c.twoFactorCode.trim() === '' ? 'codeRequired' : c.twoFactorMethod === 'totp' && !/^[0-9]{6}$/.test(c.twoFactorCode.trim()) ? 'twoFactorFormat' : null;

/** The recovery-code switch and back. */
export const TWO_FACTOR_METHOD_EVENTS = [
  { type: 'SELECT_TWO_FACTOR_METHOD', method: 'recovery' },
  { type: 'SELECT_TWO_FACTOR_METHOD', method: 'totp' },
];

/**
 * The oracle of `secondFactor` (the code typed). `opened` judges the step opened by the first
 * factor's answer; `overCodes` are the failures that end the step (a wrong code never shows here as one).
 */
export function secondFactorOracle(step: { opened: (observation: Observation) => void; overCodes: readonly string[] }) {
  return (observation: Observation) => {
    const { snapshot, previous, event, invoked } = observation;
    const c = contextOf(snapshot);
    const before = contextOf(previous!);
    expect(invoked).toEqual([]);
    // Only an account with two-factor on gets here, with the ticket its right first factor got (no session yet).
    expect(c.twoFactorTicket).toBe(TWO_FACTOR_TICKET);
    expect(c.user).toBeNull();
    if (isError(event) && !previous?.matches('submittingSecondFactor')) {
      expect(failureOf(event).details?.code).toBe('TWO_FACTOR_REQUIRED');
      step.opened(observation);
    } else if (isError(event)) {
      // A wrong code (or no answer): the reason shows and the code stays to correct.
      expect(step.overCodes).not.toContain(failureOf(event).details?.code);
      expect(c).toEqual({ ...before, error: serverError(event) });
    } else if (event.type === 'SELECT_TWO_FACTOR_METHOD') {
      // The recovery-code switch (and back): the other input, empty.
      const { method } = event as unknown as { method: string };
      expect(before.twoFactorMethod).not.toBe(method);
      expect(c).toEqual({ ...before, twoFactorMethod: method, twoFactorCode: '', error: null });
    } else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      expect(field).toBe('twoFactorCode');
      expect(c).toEqual({ ...before, twoFactorCode: value, error: null });
    } else {
      // A SUBMIT that stays: nothing typed, or an authenticator code that is not 6 digits.
      expect(event.type).toBe('SUBMIT');
      const refusal = twoFactorRefusal(c);
      expect(refusal).not.toBeNull();
      expect(c).toEqual({ ...before, error: { kind: refusal } });
    }
  };
}

/** The oracle of `submittingSecondFactor`: POST loginTwoFactor with the ticket, the method and the code trimmed, only a code the step accepts. */
export function submittingSecondFactorOracle({ snapshot, previous, event, invoked }: Observation) {
  const c = contextOf(snapshot);
  expect(event.type).toBe('SUBMIT');
  expect(previous?.matches('secondFactor')).toBe(true);
  expect(twoFactorRefusal(c)).toBeNull();
  expect(invoked).toEqual([
    { src: 'secondFactor', id: expect.any(String), input: { ticket: TWO_FACTOR_TICKET, method: c.twoFactorMethod, code: c.twoFactorCode.trim() } },
  ]);
}
