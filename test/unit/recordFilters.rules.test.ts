import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reportQuerySchema } from '@kernel/agency';
import { checkCustomRange, DEFAULT_RECORD_PRESET, levelFits, type RecordVendor, recordQuery, userNameFilter, vendorOptions } from '@machines/member/recordFilters.rules';
import { ApiError } from '@/api/errors';
import { refusedUserName, TEAM_LEVELS, USER_NAME_MAX_LENGTH, vendorsOfMenus } from '@/rules/member/recordFilters.rules';

const VENDORS: RecordVendor[] = [
  { code: 'PG', name: 'PG Soft', category: 'RNG' },
  { code: 'JL', name: 'Jili', category: 'RNG' },
  { code: 'JL', name: 'Jili', category: 'FISH' },
  { code: 'EVO', name: 'Evolution', category: 'LIVE' },
];

describe('record filters: the opening preset', () => {
  it('is the last 7 days', () => {
    expect(DEFAULT_RECORD_PRESET).toBe('last7');
  });
});

describe('record filter rules', () => {
  it('refuses a typed range with a clear reason', () => {
    expect(checkCustomRange('', '2025-01-10')).toBe('fromMissing');
    expect(checkCustomRange('2025-02-30', '2025-03-01')).toBe('fromMissing');
    expect(checkCustomRange('2025-01-01', '')).toBe('toMissing');
    expect(checkCustomRange('2025-01-10', '2025-01-09')).toBe('toBeforeFrom');
    expect(checkCustomRange('2025-01-01', '2025-03-31')).toBeNull();
    expect(checkCustomRange('2025-01-01', '2025-04-01')).toBe('rangeTooLong');
    // 89, 90 and 91 days, both ends counted.
    expect(checkCustomRange('2024-12-01', '2025-02-27')).toBeNull();
    expect(checkCustomRange('2024-12-01', '2025-02-28')).toBeNull();
    expect(checkCustomRange('2024-12-01', '2025-03-01')).toBe('rangeTooLong');
  });

  it('lists each vendor once, or those of the chosen category', () => {
    expect(vendorOptions(VENDORS, null).map((v) => v.code)).toEqual(['PG', 'JL', 'EVO']);
    expect(vendorOptions(VENDORS, 'FISH').map((v) => v.code)).toEqual(['JL']);
    expect(
      vendorsOfMenus([
        { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', name: 'Evolution', gameType: 'LIVE', iconUrl: '', gameCount: 1, gameCode: null, isGame: 'VASSALAGE' }] },
      ]),
    ).toEqual([{ code: 'EVO', name: 'Evolution', category: 'LIVE' }]);
  });

  it('asks only for the filters that are set', () => {
    expect(recordQuery({ range: { from: '2025-01-01', to: '2025-01-07' }, category: null, vendor: null, type: null })).toEqual({ from: '2025-01-01', to: '2025-01-07' });
    expect(recordQuery({ range: { from: '2025-01-01', to: '2025-01-07' }, category: 'RNG', vendor: 'PG', type: 'bet' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-07',
      gameType: 'RNG',
      vendor: 'PG',
      type: 'bet',
    });
  });

  it('asks for one user and one level only when set (agency reports)', () => {
    const range = { from: '2025-01-01', to: '2025-01-07' };
    expect(recordQuery({ range, category: null, vendor: null, type: null, userName: 'team_rohan', level: 2 })).toEqual({ ...range, userName: 'team_rohan', level: 2 });
    expect(recordQuery({ range, category: null, vendor: null, type: null, userName: null, level: null })).toEqual(range);
  });

  it('filters by the name typed without its spaces; nothing typed is every user', () => {
    expect(userNameFilter('  team_rohan ')).toBe('team_rohan');
    expect(userNameFilter('   ')).toBeNull();
    expect(userNameFilter('')).toBeNull();
  });

  it('lets the user name field take as long a name as the reports do, and no longer', () => {
    const query = (userName: string) => ({ from: '2025-01-01', to: '2025-01-07', userName });
    expect(v.is(reportQuerySchema, query('a'.repeat(USER_NAME_MAX_LENGTH)))).toBe(true);
    expect(v.is(reportQuerySchema, query('a'.repeat(USER_NAME_MAX_LENGTH + 1)))).toBe(false);
  });

  it('offers the team levels 1 to 10, or every level', () => {
    expect(TEAM_LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([null, 1, 10].map(levelFits)).toEqual([true, true, true]);
    expect([0, 11, 1.5, -1, Number.NaN].map(levelFits)).toEqual([false, false, false, false, false]);
  });

  it('tells a user name refused as outside the team from other failures', () => {
    const query = { from: '2025-01-01', to: '2025-01-07', userName: 'stranger' };
    const notInTeam = new ApiError('business', 'This account is not in your team', { path: '/agency/report/bets', code: 'NOT_IN_TEAM' });
    const other = new ApiError('business', 'Invalid input', { path: '/agency/report/bets', code: 'INVALID_INPUT' });
    expect(refusedUserName(query, notInTeam)).toBe('stranger');
    expect(refusedUserName(query, other)).toBeNull();
    expect(refusedUserName(query, new Error('network'))).toBeNull();
    expect(refusedUserName(query, null)).toBeNull();
    // Without a user name asked for, the refusal is not about the filter.
    expect(refusedUserName({ from: '2025-01-01', to: '2025-01-07' }, notInTeam)).toBeNull();
  });
});
