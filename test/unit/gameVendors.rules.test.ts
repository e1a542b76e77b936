import { describe, expect, it } from 'vitest';
import type { Vendor, VendorLane } from '@kernel/games';
import { laneTypeFilters, newVendorCodes, otherGameTypes } from '@/rules/gameVendors.rules';

const vendor = (vassalage: string, gameType: Vendor['gameType']): Vendor => ({
  vassalage,
  name: vassalage,
  gameType,
  iconUrl: `/vendor/${vassalage}.svg`,
  gameCount: 10,
  gameCode: null,
  isGame: 'GAME',
});
const lane = (gameType: VendorLane['gameType'], gameClassify: string[]): VendorLane => ({ title: gameType, gameType, cards: {}, gameClassify });
/** SPEC 2's type filters: with TY the bingo filter too. */
const WITHOUT_TY = ['JP', 'TG', 'AC'] as const;
const WITH_TY = ['JP', 'TG', 'AC', 'BG'] as const;

describe('a list offers the type filters its lane names (SPEC 3 Game vendor category, SPEC 7 Game vendor)', () => {
  const LANES = [lane('RNG', ['AC', 'BG', 'JP', 'TG']), lane('FISH', ['AC', 'JP']), lane('LIVE', ['TG']), lane('SPORTS', [])];

  it('keeps those the lane names, in SPEC 2 order', () => {
    expect(laneTypeFilters(WITHOUT_TY, LANES, 'FISH')).toEqual(['JP', 'AC']);
    expect(laneTypeFilters(WITHOUT_TY, LANES, 'LIVE')).toEqual(['TG']);
  });

  it('offers none where the lane names none, or where no lane is (no vendor, no game)', () => {
    expect(laneTypeFilters(WITHOUT_TY, LANES, 'SPORTS')).toEqual([]);
    expect(laneTypeFilters(WITHOUT_TY, LANES, 'PVP')).toEqual([]);
    expect(laneTypeFilters(WITHOUT_TY, [], 'RNG')).toEqual([]);
  });

  it('never offers more than SPEC 2 does: BG only with TY, a classify it does not know never', () => {
    expect(laneTypeFilters(WITHOUT_TY, LANES, 'RNG')).toEqual(['JP', 'TG', 'AC']);
    expect(laneTypeFilters(WITH_TY, LANES, 'RNG')).toEqual(['JP', 'TG', 'AC', 'BG']);
    expect(laneTypeFilters(WITH_TY, [lane('RNG', ['XX', 'BG'])], 'RNG')).toEqual(['BG']);
  });

  it("leaves SPEC 2's filters while the lanes are not known (the call failed)", () => {
    expect(laneTypeFilters(WITHOUT_TY, null, 'SPORTS')).toEqual(['JP', 'TG', 'AC']);
    expect(laneTypeFilters(WITH_TY, null, 'FISH')).toEqual(['JP', 'TG', 'AC', 'BG']);
  });
});

describe('the newest vendors are marked among a category’s providers (SPEC 7 New vendors)', () => {
  const NEW = [vendor('HABA', 'RNG'), vendor('RT', 'RNG'), vendor('MP', 'PVP')];

  it('marks the category’s new vendors only', () => {
    expect([...newVendorCodes(NEW, 'RNG')]).toEqual(['HABA', 'RT']);
    expect([...newVendorCodes(NEW, 'PVP')]).toEqual(['MP']);
    expect(newVendorCodes(NEW, 'FISH').size).toBe(0);
  });

  it('marks none while the answer is not known, or when it names none', () => {
    expect(newVendorCodes(null, 'RNG').size).toBe(0);
    expect(newVendorCodes([], 'RNG').size).toBe(0);
  });
});

describe("a vendor's list links its other game types (SPEC 7 Vendor type)", () => {
  const TYPES = [
    { vassalage: 'PT', name: 'Playtech', gameTypes: ['RNG', 'LIVE'] as const },
    { vassalage: 'JL', name: 'JILI', gameTypes: ['RNG', 'FISH', 'PVP', 'FISH'] as const },
    { vassalage: 'SABA', name: 'SABA Sports', gameTypes: ['SPORTS'] as const },
  ].map((type) => ({ ...type, gameTypes: [...type.gameTypes] }));

  it('lists the vendor’s types besides the list’s own, in the platform’s order, each once', () => {
    expect(otherGameTypes(TYPES, 'PT', 'RNG')).toEqual(['LIVE']);
    expect(otherGameTypes(TYPES, 'PT', 'LIVE')).toEqual(['RNG']);
    expect(otherGameTypes(TYPES, 'JL', 'RNG')).toEqual(['FISH', 'PVP']);
    expect(otherGameTypes(TYPES, 'JL', 'FISH')).toEqual(['RNG', 'PVP']);
  });

  it('lists none for a vendor of one type, one the answer does not name, or no answer', () => {
    expect(otherGameTypes(TYPES, 'SABA', 'SPORTS')).toEqual([]);
    expect(otherGameTypes(TYPES, 'NOPE', 'RNG')).toEqual([]);
    expect(otherGameTypes(null, 'PT', 'RNG')).toEqual([]);
  });

  it('lists every type of the vendor when the list is of a type the answer does not give it', () => {
    expect(otherGameTypes(TYPES, 'PT', 'FISH')).toEqual(['RNG', 'LIVE']);
  });
});
