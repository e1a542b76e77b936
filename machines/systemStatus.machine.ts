import { assign, fromPromise, setup } from 'xstate';
import { INVALID_URL } from '../kernel/coreErrorCodes';
import type { SystemStatus } from '../kernel/system';

/** SPEC 4 system status: 0 normal, 1 maintenance, 2 region restricted; maintenance outranks region. */
const isMaintenance = (status: SystemStatus) => status.status === 1;
const isRegionRestricted = (status: SystemStatus) => status.status === 2 || status.regionRestriction;

export type SystemStatusEvent = { type: 'REFRESH' } | { type: 'RETRY' };
export type SystemStatusContext = { status: SystemStatus | null; failures: number };

type StatusDone = { output: SystemStatus };
type StatusFailed = { error?: { details?: { code?: string | null } } };

/** A first check that fails: a merchant this platform does not serve, or no answer (tried again). */
const firstCheckFailed = (unreachable: string) =>
  [
    { guard: 'invalidUrl', target: '#systemStatus.invalidUrl' },
    { target: unreachable, actions: 'countFailure' },
  ] as const;

/** The three ways a fetched status routes, shared by the first check and every poll. */
const route = (prefix = '') =>
  [
    { guard: 'isMaintenance', target: `${prefix}maintenance`, actions: 'store' },
    { guard: 'isRegionRestricted', target: `${prefix}regionRestricted`, actions: 'store' },
    { target: `${prefix}normal`, actions: 'store' },
  ] as const;

const pollingScreen = (spec: string) =>
  ({
    initial: 'idle',
    meta: { spec },
    states: {
      idle: { after: { pollInterval: 'refreshing' }, on: { REFRESH: 'refreshing' } },
      refreshing: {
        invoke: {
          src: 'fetchStatus',
          onDone: route('#systemStatus.'),
          // A failed poll keeps the screen the visitor already sees; only the first check can fail hard.
          onError: { target: 'idle' },
        },
      },
    },
  }) as const;

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
  },
  actors: {
    fetchStatus: fromPromise<SystemStatus>(async () => {
      throw new Error('fetchStatus not provided');
    }),
  },
  guards: {
    isMaintenance: ({ event }) => isMaintenance((event as unknown as StatusDone).output),
    isRegionRestricted: ({ event }) => isRegionRestricted((event as unknown as StatusDone).output),
    invalidUrl: ({ event }) => (event as StatusFailed).error?.details?.code === INVALID_URL,
  },
  actions: {
    store: assign({ status: ({ event }) => (event as unknown as StatusDone).output, failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  delays: {
    pollInterval: 30_000,
    retryDelay: ({ context }) => Math.min(30_000, 2_000 * 2 ** Math.max(0, context.failures - 1)),
  },
}).createMachine({
  id: 'systemStatus',
  meta: { spec: '4 System status' },
  context: { status: null, failures: 0 },
  initial: 'checking',
  states: {
    checking: {
      meta: { spec: '4 System status' },
      invoke: { src: 'fetchStatus', onDone: route(), onError: firstCheckFailed('unreachable') },
    },
    normal: pollingScreen('4 System status'),
    maintenance: pollingScreen('2 Maintenance screen'),
    regionRestricted: pollingScreen('2 Region-blocked screen'),
    // No retry on its own: the address names a merchant the platform does not serve, which no
    // second ask changes; the visitor may still try again (an operator may fix the domain).
    invalidUrl: {
      meta: { spec: "8 'Invalid URL, please contact customer service' (the domain check failed)" },
      on: { RETRY: 'checking' },
    },
    // Retries happen inside this state, so the message stays on screen until an answer arrives
    // (going back to 'checking' showed the splash on every retry: the screen flickered).
    unreachable: {
      meta: { spec: '8 Network link is abnormal' },
      initial: 'waiting',
      states: {
        waiting: { after: { retryDelay: 'retrying' }, on: { RETRY: 'retrying' } },
        retrying: {
          invoke: { src: 'fetchStatus', onDone: route('#systemStatus.'), onError: firstCheckFailed('waiting') },
          // A second click while the check runs adds nothing.
          on: { RETRY: {} },
        },
      },
    },
  },
});
