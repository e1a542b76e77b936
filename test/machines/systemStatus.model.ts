import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { SystemStatus } from '@kernel/system';
import { systemStatusMachine } from '@machines/systemStatus.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business, systemStatus } from './fixtures';

type Screen = 'normal' | 'maintenance' | 'regionRestricted';

/** SPEC 4: 0 normal, 1 maintenance, 2 region restricted; maintenance outranks region. */
const expectedScreen = (status: SystemStatus): Screen =>
  status.status === 1 ? 'maintenance' : status.status === 2 || status.regionRestriction ? 'regionRestricted' : 'normal';

/** Not in SPEC: a failed first check is retried with backoff (ARCHITECTURE: idempotent GETs), capped at 30 s. */
const BACKOFF = [2_000, 4_000, 8_000, 16_000];
const backoff = (failures: number) => BACKOFF[failures - 1] ?? 30_000;
const POLL = 30_000; // not in SPEC: how often a shown screen re-reads the status

const screenOf = (o: Observation) => Object.keys(o.snapshot.value as object)[0];
const fetched = ({ step }: Observation) => (step?.kind === 'settle' && step.outcome === 'done' ? (step.value as SystemStatus) : null);
const failed = ({ step }: Observation) => step?.kind === 'settle' && step.outcome === 'error';
/** SPEC 8: the platform refused the merchant the address names ('Invalid URL, please contact customer service'). */
const refusedMerchant = ({ step }: Observation) =>
  step?.kind === 'settle' && step.outcome === 'error' && (step.value as { details?: { code?: string } }).details?.code === 'INVALID_URL';
const invokedSrcs = ({ invoked }: Observation) => invoked.map((call) => call.src);

/** A screen the visitor sees: it shows the last status read, whose routing is SPEC 4's. */
const screen = (name: Screen) => (o: Observation) => {
  expect(o.snapshot.context.status).not.toBeNull();
  expect(expectedScreen(o.snapshot.context.status)).toBe(name);
  expect(o.snapshot.context.failures).toBe(0);
};

/** Waiting between polls: after an answer (fresh) or a failed poll (the screen stays as it was). */
const idle = (name: Screen) => (o: Observation) => {
  expect(invokedSrcs(o)).toEqual([]);
  if (failed(o)) {
    expect(o.previous?.matches({ [name]: 'refreshing' })).toBe(true);
    expect(o.snapshot.context).toEqual(o.previous?.context);
  } else expect(o.snapshot.context.status).toEqual(fetched(o));
};

/** Re-reading the status on a poll or a REFRESH, while the screen stays. */
const refreshing = (name: Screen) => (o: Observation) => {
  expect(invokedSrcs(o)).toEqual(['fetchStatus']);
  expect(o.previous?.matches({ [name]: 'idle' })).toBe(true);
  expect(o.snapshot.context).toEqual(o.previous?.context);
  if (o.step?.kind === 'wait') expect([o.step.delay, o.step.ms]).toEqual(['pollInterval', POLL]);
  else expect(o.event.type).toBe('REFRESH');
};

/** SPEC 4 system status, 2 maintenance and region-blocked screens, 8 'Network link is abnormal'. */
export const systemStatusModel: MachineModel = {
  machine: systemStatusMachine,
  fixtures: {
    outputs: { fetchStatus: [systemStatus(0), systemStatus(1), systemStatus(2), systemStatus(1, true), systemStatus(0, true)] },
    errors: { fetchStatus: [apiFailure('network'), business(ErrorCode.invalidUrl)] },
  },
  // The failure count sets the retry backoff: followed until the cap.
  stateKey: (snapshot) => [snapshot.value, Math.min(snapshot.context.failures, BACKOFF.length + 1)],
  delays: { pollInterval: POLL, retryDelay: (snapshot) => backoff(snapshot.context.failures) },
  oracles: {
    '*': (o) => {
      // Whatever status arrives, the screen follows it (maintenance outranks region), and it is kept.
      const status = fetched(o);
      if (status) {
        expect(screenOf(o)).toBe(expectedScreen(status));
        expect(o.snapshot.context).toEqual({ status, failures: 0 });
      }
      expect(o.effects).toEqual([]);
    },
    checking: (o) => {
      // The first check: a splash, the status not known yet; again when the visitor retries an invalid URL.
      expect(invokedSrcs(o)).toEqual(['fetchStatus']);
      if (o.event.type === 'RETRY') {
        expect(o.previous?.matches('invalidUrl')).toBe(true);
        expect(o.snapshot.context).toEqual(o.previous?.context);
        return;
      }
      expect(o.event.type).toBe('xstate.init');
      expect(o.snapshot.context).toEqual({ status: null, failures: 0 });
    },
    normal: screen('normal'),
    'normal.idle': idle('normal'),
    'normal.refreshing': refreshing('normal'),
    maintenance: screen('maintenance'),
    'maintenance.idle': idle('maintenance'),
    'maintenance.refreshing': refreshing('maintenance'),
    regionRestricted: screen('regionRestricted'),
    'regionRestricted.idle': idle('regionRestricted'),
    'regionRestricted.refreshing': refreshing('regionRestricted'),
    unreachable: (o) => {
      // Only the first check can fail hard: no status known, at least one failure counted.
      expect(o.snapshot.context.status).toBeNull();
      expect(o.snapshot.context.failures).toBeGreaterThan(0);
    },
    'unreachable.waiting': (o) => {
      expect([failed(o), refusedMerchant(o)]).toEqual([true, false]);
      expect(o.previous?.matches('checking') || o.previous?.matches({ unreachable: 'retrying' })).toBe(true);
      expect(o.snapshot.context.failures).toBe(o.previous!.context.failures + 1);
      expect(invokedSrcs(o)).toEqual([]);
    },
    invalidUrl: (o) => {
      // The first check (or a retry of it) was refused for the merchant: said so, and no retry on its own.
      expect(invokedSrcs(o)).toEqual([]);
      expect(o.snapshot.context.status).toBeNull();
      expect(refusedMerchant(o)).toBe(true);
      expect(o.previous?.matches('checking') || o.previous?.matches({ unreachable: 'retrying' })).toBe(true);
      expect(o.snapshot.context.failures).toBe(o.previous!.context.failures);
    },
    'unreachable.retrying': (o) => {
      // A retry never leaves the 'could not reach the server' screen until an answer arrives.
      expect(o.previous?.matches({ unreachable: 'waiting' })).toBe(true);
      expect(invokedSrcs(o)).toEqual(['fetchStatus']);
      expect(o.snapshot.context).toEqual(o.previous?.context);
      if (o.step?.kind === 'wait') expect([o.step.delay, o.step.ms]).toEqual(['retryDelay', backoff(o.snapshot.context.failures)]);
      else expect(o.event.type).toBe('RETRY');
    },
  },
};
