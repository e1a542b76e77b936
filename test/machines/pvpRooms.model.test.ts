import { expect } from 'vitest';
import { pvpRoomsMachine } from '@machines/pvpRooms.machine';
import { ErrorCode } from '@/contract/errorCodes';
import type { PvpRoom } from '@/contract/games';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

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

for (const input of [
  { signedIn: false, vendor: 'KY' },
  { signedIn: true, vendor: null },
]) {
  testMachineModel(pvpRoomsMachine, {
    input,
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
    stateKey: (snapshot) => [snapshot.value, snapshot.context.signedIn, snapshot.context.vendor, snapshot.context.rooms.length, snapshot.context.refreshFailed],
    check: (snapshot, event) => {
      const c = snapshot.context;
      // SPEC 7 (T): a guest's rooms are never asked for; a member with a vendor always has them asked for.
      if (!c.signedIn) expect(snapshot.matches('signedOut')).toBe(true);
      if (c.signedIn && c.vendor === null) expect(snapshot.matches('noVendor')).toBe(true);
      // A new vendor or session never shows the tables of the one before.
      if (event.type === 'SESSION' || event.type === 'SELECT_VENDOR') expect(c.rooms).toEqual([]);
      // Tables are only shown from a successful answer; a failed refresh keeps them and says so.
      if (snapshot.matches('empty') || snapshot.matches('failed')) expect(c.rooms).toEqual([]);
      if (c.refreshFailed) {
        expect(snapshot.matches('ready') || snapshot.matches('refreshing')).toBe(true);
        expect(c.rooms).toEqual(ROOMS);
      }
    },
  });
}
