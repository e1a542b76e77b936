import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { walletMachine } from '@machines/wallet/wallet.machine';
import type { MachineModel } from '../model/types';
import { apiFailure } from './fixtures';

export const BALANCE = { balance: 25000, balancePaise: 2_500_000, currency: 'INR', currencySymbol: '₹' };
const NETWORK = apiFailure('network');

const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');

/**
 * SPEC 2 Header (logged in: a balance, hideable and refreshable; logged out: none), SPEC 4 (the
 * balance is shown or masked with asterisks), SPEC 7 Wallet balance, SPEC 8 (network link
 * abnormal), ARCHITECTURE (one wallet actor at the root: every money write sends it REFRESH).
 */
export const walletModel: MachineModel = {
  machine: walletMachine,
  input: { hidden: false },
  fixtures: { outputs: { fetchBalance: [BALANCE] }, errors: { fetchBalance: [NETWORK] } },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.hidden, snapshot.context.stale, snapshot.context.balance !== null],
  oracles: {
    '*': ({ snapshot, previous, event, effects }) => {
      // Masking flips only on the member's toggle, in every state, and the choice is kept (persisted).
      const toggled = event.type === 'TOGGLE_HIDDEN';
      expect(snapshot.context.hidden).toBe(previous ? previous.context.hidden !== toggled : false);
      expect(effects.map((effect) => effect.name)).toEqual(toggled ? ['persistHidden'] : []);
      // Signing out from anywhere leaves no balance; signing in fetches one; a refresh after an answer fetches again.
      if (event.type === 'SIGNED_OUT') expect(snapshot.matches('signedOut')).toBe(true);
      if (event.type === 'SIGNED_IN') expect(snapshot.matches('loading')).toBe(true);
      if (event.type === 'REFRESH' && (previous?.matches('ready') || previous?.matches('failed'))) expect(snapshot.matches('loading')).toBe(true);
      // Masking does not touch the balance nor the fetch under way.
      if (toggled) {
        expect(snapshot.value).toEqual(previous?.value);
        expect(snapshot.context.balance).toEqual(previous?.context.balance);
      }
    },
    signedOut: ({ snapshot, previous, event, invoked }) => {
      // Logged out: no balance is kept for the next person at this browser, nothing is fetched.
      expect(snapshot.context).toMatchObject({ balance: null, error: null, stale: false });
      expect(invoked).toEqual([]);
      // Entered only at the start or by signing out; once there, only masking and a (pointless) refresh keep it there.
      if (!previous?.matches('signedOut')) expect(['xstate.init', 'SIGNED_OUT']).toContain(event.type);
      else {
        expect(['SIGNED_OUT', 'TOGGLE_HIDDEN', 'REFRESH']).toContain(event.type);
        // A refresh with no member fetches nothing and changes nothing.
        if (event.type === 'REFRESH') expect(snapshot.context).toEqual(previous.context);
      }
    },
    loading: ({ snapshot, previous, event, invoked }) => {
      // A fetch starts on signing in, on a refresh, and once more after a fetch a write overtook.
      const starts = event.type === 'SIGNED_IN' || (event.type === 'REFRESH' && !previous?.matches('loading')) || isDone(event);
      expect(invoked.map((call) => call.src)).toEqual(starts ? ['fetchBalance'] : []);
      // Logged out there is no balance to fetch: only signing in starts one.
      if (previous?.matches('signedOut')) expect(event.type).toBe('SIGNED_IN');
      // A refresh during a fetch is not lost: it marks the fetch stale, one more follows.
      if (event.type === 'REFRESH' && previous?.matches('loading')) expect(snapshot.context.stale).toBe(true);
      // A new sign-in does not show the previous member's balance.
      if (event.type === 'SIGNED_IN') expect(snapshot.context).toMatchObject({ balance: null, error: null, stale: false });
      if (isDone(event)) {
        // The stale answer is kept meanwhile; the next one is fresh.
        expect(previous?.context.stale).toBe(true);
        expect(snapshot.context).toMatchObject({ balance: BALANCE, error: null, stale: false });
      }
      if (event.type === 'REFRESH' && !previous?.matches('loading')) expect(snapshot.context.balance).toEqual(previous?.context.balance);
    },
    ready: ({ snapshot, previous, event, invoked }) => {
      // The header shows the fetched balance, with no error, and nothing more is fetched.
      expect(snapshot.context).toMatchObject({ balance: BALANCE, error: null, stale: false });
      expect(invoked).toEqual([]);
      if (event.type !== 'TOGGLE_HIDDEN') {
        expect(isDone(event)).toBe(true);
        expect(previous?.context.stale).toBe(false);
      }
    },
    failed: ({ snapshot, previous, event, invoked }) => {
      // The header says why the balance is missing (network link abnormal) and offers a refresh.
      expect(snapshot.context.error).toMatchObject({ kind: 'network' });
      expect(snapshot.context.stale).toBe(false);
      expect(invoked).toEqual([]);
      if (isError(event)) {
        expect(previous?.matches('loading')).toBe(true);
        expect(snapshot.context.balance).toEqual(previous?.context.balance);
      }
    },
  },
};
