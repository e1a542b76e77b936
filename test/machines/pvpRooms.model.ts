import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { PvpRoom } from '@kernel/games';
import { type PvpRoomsContext, pvpRoomsMachine } from '@machines/pvpRooms.machine';
import type { MachineModel, Observation, Oracle } from '../model/types';
import { apiFailure, business } from './fixtures';

const room = (roomId: string, players: number): PvpRoom => ({
  roomId,
  name: `Teen Patti · ${roomId}`,
  vassalage: 'KY',
  nodeId: 1,
  gameCode: 'KY0001',
  minBet: 10,
  maxBet: 1000,
  players,
  maxPlayers: 6,
});
const ROOMS = [room('beginner', 2), room('vip', 6)];
/** The refresh interval of a member's room list (seats change); SPEC 7 names no length, the machine's own is taken. */
const ROOMS_REFRESH = 30_000;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PvpRoomsContext;
const errorCode = (event: Observation['event']) => (event as unknown as { error?: { details?: { code?: string | null } } }).error?.details?.code ?? null;
const asksRooms = ({ snapshot, invoked }: Observation) =>
  expect(invoked).toEqual([{ src: 'loadRooms', id: expect.any(String), input: { vendor: ctx(snapshot).vendor } }]);
/** A member with a vendor whose tables are being shown or asked for. */
const memberWithVendor = ({ snapshot }: Observation) => {
  expect(ctx(snapshot).signedIn).toBe(true);
  expect(ctx(snapshot).vendor).not.toBeNull();
};

const oracles: Record<string, Oracle> = {
  '*': ({ snapshot, event, previous }) => {
    const c = ctx(snapshot);
    // Tables come only from a successful answer, never invented.
    expect([0, ROOMS.length]).toContain(c.rooms.length);
    // A new vendor or session never shows the tables of the one before, and clears a refresh failure.
    if (event.type === 'SESSION' || event.type === 'SELECT_VENDOR') {
      expect(c).toMatchObject({ rooms: [], refreshFailed: false });
      if (event.type === 'SESSION') expect(c.signedIn).toBe((event as unknown as { signedIn: boolean }).signedIn);
      else expect(c.vendor).toBe((event as unknown as { vendor: string | null }).vendor);
      expect(c.signedIn !== previous?.context.signedIn || c.vendor !== previous?.context.vendor).toBe(true);
    }
    // A failed refresh keeps the tables it had and says so.
    if (c.refreshFailed) expect(c.rooms).toEqual(ROOMS);
  },
  // Left at once (it never rests): whatever it decides, no tables of a previous session or vendor are kept.
  choosing: ({ snapshot }) => expect(ctx(snapshot)).toMatchObject({ rooms: [], refreshFailed: false }),
  signedOut: ({ snapshot, invoked }) => {
    // SPEC 2 / 7 (T): a guest's rooms are never asked for (the login popup is asked for instead).
    expect(ctx(snapshot)).toMatchObject({ signedIn: false, rooms: [], refreshFailed: false });
    expect(invoked).toEqual([]);
  },
  noVendor: ({ snapshot, invoked }) => {
    expect(ctx(snapshot)).toMatchObject({ signedIn: true, vendor: null, rooms: [], refreshFailed: false });
    expect(invoked).toEqual([]);
  },
  loading: (observation) => {
    // A member with a vendor always has its tables asked for, showing none meanwhile.
    memberWithVendor(observation);
    asksRooms(observation);
    expect(ctx(observation.snapshot)).toMatchObject({ rooms: [], refreshFailed: false });
  },
  ready: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    memberWithVendor(observation);
    expect(invoked).toEqual([]);
    expect(ctx(snapshot).rooms).toEqual(ROOMS);
    if (event.type.startsWith('xstate.done.actor')) expect(ctx(snapshot).refreshFailed).toBe(false);
    if (event.type.startsWith('xstate.error.actor')) {
      // A failed refresh (not a vendor without tables) keeps the tables and says so.
      expect(previous?.matches('refreshing')).toBe(true);
      expect(errorCode(event)).not.toBe(ErrorCode.notFound);
      expect(ctx(snapshot)).toEqual({ ...ctx(previous!), refreshFailed: true });
    }
  },
  refreshing: (observation) => {
    const { snapshot, previous, event, step } = observation;
    memberWithVendor(observation);
    // Seats change: a shown list is read again on REFRESH or by itself after the refresh interval, keeping its tables meanwhile.
    asksRooms(observation);
    expect(previous?.matches('ready')).toBe(true);
    expect(step?.kind === 'wait' ? step.ms : event.type).toBe(step?.kind === 'wait' ? ROOMS_REFRESH : 'REFRESH');
    expect(ctx(snapshot)).toEqual(ctx(previous!));
  },
  empty: ({ snapshot, event, invoked }) => {
    // A vendor without tables is an empty list, not a failure.
    expect(errorCode(event)).toBe(ErrorCode.notFound);
    expect(ctx(snapshot)).toMatchObject({ signedIn: true, rooms: [], refreshFailed: false });
    expect(invoked).toEqual([]);
  },
  failed: ({ snapshot, event, invoked }) => {
    // SPEC 8 Handling: a first load that fails shows no tables and offers RETRY.
    expect(event.type).toMatch(/^xstate\.error\.actor/);
    expect(errorCode(event)).not.toBe(ErrorCode.notFound);
    expect(ctx(snapshot)).toMatchObject({ signedIn: true, rooms: [], refreshFailed: false });
    expect(invoked).toEqual([]);
  },
};

const base = {
  machine: pvpRoomsMachine,
  fixtures: {
    outputs: { loadRooms: [ROOMS] },
    errors: { loadRooms: [business(ErrorCode.notFound), apiFailure('network')] },
    events: {
      SESSION: [
        { type: 'SESSION', signedIn: true },
        { type: 'SESSION', signedIn: false },
      ],
      SELECT_VENDOR: [
        { type: 'SELECT_VENDOR', vendor: 'KY' },
        { type: 'SELECT_VENDOR', vendor: 'V8' },
        { type: 'SELECT_VENDOR', vendor: null },
      ],
    },
  },
  // Where the machine can go depends on the session and the vendor (the guards), not on the tables held.
  stateKey: (snapshot: AnyMachineSnapshot) => [snapshot.value, ctx(snapshot).signedIn, ctx(snapshot).vendor],
  delays: { roomsRefresh: ROOMS_REFRESH },
  oracles,
} satisfies Omit<MachineModel, 'input'>;

export const pvpRoomsModels: MachineModel[] = [
  { ...base, variant: 'guest on a vendor', input: { signedIn: false, vendor: 'KY' } },
  { ...base, variant: 'member without a vendor', input: { signedIn: true, vendor: null } },
];
