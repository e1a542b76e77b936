import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Consolidated } from '@kernel/agencyContracts';
import { type ConsolidatedContext, consolidatedMachine } from '@machines/consolidated.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

/**
 * SPEC 4 Login: "for non-trial users with agent policy on, it also fetches consolidated data".
 * The relays follow the signed-in account (null for a guest, a trial account or the policy off);
 * the info is fetched once per account, forgotten at sign-out, and never shown to the next account.
 */
const AGENT = 'demo_agent';
const SUBAGENT = 'demo_subagent';
/** demo_agent has a pending daily salary offer; demo_subagent's answer says nothing is pending. */
const AGENT_INFO: Consolidated = { dailysalreqtype: 'pending', divtypereq: 'none', contracthoursalreq: 'none', realtimesalreqtype: 'none' };
const SUBAGENT_INFO: Consolidated = { dailysalreqtype: 'none', divtypereq: 'none', contracthoursalreq: 'none', realtimesalreqtype: 'pending' };
const LOST = apiFailure('network');

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as ConsolidatedContext;
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'load' && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const followed = ({ event }: Observation) => (event.type === 'FOLLOW' ? (event as unknown as { account: string | null }).account : undefined);
/** The answer each account gets from the server (the fixtures give each its own). */
const infoOf = (account: string | null) => (account === AGENT ? AGENT_INFO : account === SUBAGENT ? SUBAGENT_INFO : null);

export const consolidatedModel: MachineModel = {
  machine: consolidatedMachine,
  fixtures: {
    // Whatever the server answers is shown for the account it was asked for.
    outputs: { load: [AGENT_INFO, SUBAGENT_INFO] },
    errors: { load: [LOST] },
    events: {
      FOLLOW: [
        { type: 'FOLLOW', account: AGENT },
        { type: 'FOLLOW', account: SUBAGENT },
        { type: 'FOLLOW', account: null },
      ],
    },
  },
  // Whom it follows, and whether something is shown or an error noted (a later step must keep or clear them).
  stateKey: (snapshot) => [
    snapshot.value,
    ctx(snapshot).account,
    ctx(snapshot).data === null ? 'none' : ctx(snapshot).data === infoOf(ctx(snapshot).account) ? 'own' : 'other',
    ctx(snapshot).error !== null,
  ],
  oracles: {
    '*': (o) => {
      const c = ctx(o.snapshot);
      const before = ctx(o.previous);
      // Nobody followed, nothing known: a guest never sees an account's info.
      if (c.account === null) expect([c.data, c.error]).toEqual([null, null]);
      // The same account again is no step at all (consolidated.model.test.ts sends it): a FOLLOW always changes whom it follows.
      if (followed(o) !== undefined) expect(c.account === before.account).toBe(false);
      // Every fetch is for the account followed.
      for (const call of o.invoked) expect(call).toEqual({ src: 'load', id: expect.any(String), input: { account: c.account } });
    },
    none: (o) => {
      const c = ctx(o.snapshot);
      expect(c).toEqual({ account: null, data: null, error: null });
      expect(o.invoked).toEqual([]);
      if (o.previous === null) return;
      // A reload with nobody followed asks nothing.
      if (o.event.type === 'RELOAD') return expect(o.previous.matches('none')).toBe(true);
      // Signing out (or the policy off) forgets the last account's info at once.
      expect(followed(o)).toBeNull();
    },
    loading: (o) => {
      const c = ctx(o.snapshot);
      const before = ctx(o.previous);
      // Fetched on entry, once, for the account followed.
      expect(o.invoked.map((call) => call.src)).toEqual(['load']);
      expect(c.account).not.toBeNull();
      if (o.event.type === 'RELOAD') {
        // Fetched again for the same account: what is shown stays until the new answer.
        expect(c).toEqual(before);
      } else {
        // Another account: nothing of the last one is kept.
        expect(followed(o)).not.toBe(before.account);
        expect(c).toEqual({ account: followed(o), data: null, error: null });
      }
    },
    loaded: (o) => {
      const c = ctx(o.snapshot);
      if (o.previous?.matches('loaded')) return;
      // The answer for this account is shown; an earlier error is gone.
      expect(settled(o, 'done')).toBe(true);
      expect(o.previous?.matches('loading')).toBe(true);
      expect([c.account, c.data, c.error]).toEqual([ctx(o.previous).account, settleValue(o), null]);
      expect(o.invoked).toEqual([]);
    },
    failed: (o) => {
      const c = ctx(o.snapshot);
      if (o.previous?.matches('failed')) return;
      // SPEC 8: the failure is kept; what this account was shown before stays (the next RELOAD asks again).
      expect(settled(o, 'error')).toBe(true);
      expect(o.previous?.matches('loading')).toBe(true);
      expect([c.account, c.data, c.error]).toEqual([ctx(o.previous).account, ctx(o.previous).data, LOST]);
      expect(o.invoked).toEqual([]);
    },
  },
};
