import { assign, fromPromise, setup } from 'xstate';
import { isModuleDisabled, type PointMallData } from './pointMall.rules';

export type PointMallEvent = { type: 'RETRY' } | { type: 'REFRESH' };

export type PointMallContext = {
  /** The member's points, the rules and the catalogue; kept while they are read again. */
  data: PointMallData | null;
  /** Why the first load failed (the area offers to try again). */
  loadError: unknown;
  /** Why reading them again failed (what is shown stays, with a way to try again). */
  refreshError: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;

/**
 * SPEC 1 'a points mall', SPEC 3 Points: the area's data, read together (balance, config, reward
 * catalogue); a failure offers to try again, and a module switched off on the backend (SPEC 6)
 * says the mall is not available. After a redeem or a conversion the data is read again
 * (REFRESH), what is shown staying until the answer; a REFRESH during a read starts it over, so
 * the answer shown is never older than the last write.
 */
export const pointMallMachine = setup({
  types: { context: {} as PointMallContext, events: {} as PointMallEvent },
  actors: {
    loadMall: fromPromise<PointMallData>(async () => {
      throw new Error('loadMall not provided');
    }),
  },
  guards: {
    moduleOff: ({ event }) => isModuleDisabled(errorOf(event)),
    refreshFailed: ({ context }) => context.refreshError !== null,
  },
  actions: {
    store: assign({ data: ({ event }) => (event as unknown as { output: PointMallData }).output, loadError: null, refreshError: null }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    noteRefreshError: assign({ refreshError: ({ event }) => errorOf(event) }),
    clearRefreshError: assign({ refreshError: null }),
  },
}).createMachine({
  id: 'pointMall',
  meta: { spec: '3 Points: current points, points balance, changed points, points ratio, reward list and config' },
  context: { data: null, loadError: null, refreshError: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '7 Points: MCS2_getPointBalance, _getPointReward and _getPointConfig (T), asked together' },
      invoke: {
        src: 'loadMall',
        onDone: { target: 'ready', actions: 'store' },
        onError: [
          { guard: 'moduleOff', target: 'unavailable', actions: 'noteLoadError' },
          { target: 'failed', actions: 'noteLoadError' },
        ],
      },
      on: { REFRESH: {}, RETRY: {} },
    },
    failed: {
      meta: { spec: '8 Network link is abnormal, please try again' },
      on: { RETRY: 'loading', REFRESH: {} },
    },
    unavailable: {
      meta: { spec: '6 Server module flags gate the points mall (PTSYS3): off, it is not available' },
      on: { REFRESH: {}, RETRY: {} },
    },
    ready: {
      meta: { spec: '3 Points: the balance, the ratio and the reward list shown' },
      on: {
        REFRESH: { target: 'refreshing', actions: 'clearRefreshError' },
        RETRY: { guard: 'refreshFailed', target: 'refreshing', actions: 'clearRefreshError' },
      },
    },
    refreshing: {
      meta: { spec: '7 Points: the balance and the catalogue read again after a redeem or a conversion' },
      invoke: {
        src: 'loadMall',
        onDone: { target: 'ready', actions: 'store' },
        // What is shown stays; a module switched off meanwhile says so.
        onError: [
          { guard: 'moduleOff', target: 'unavailable', actions: 'noteLoadError' },
          { target: 'ready', actions: 'noteRefreshError' },
        ],
      },
      on: { REFRESH: { target: 'refreshing', reenter: true }, RETRY: {} },
    },
  },
});
