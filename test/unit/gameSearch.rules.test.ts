import { describe, expect, it } from 'vitest';
import { foldSearchText, queryLength } from '@kernel/gameSearch';
import { isSearchable, movedActive, withRecentSearch } from '@machines/gameSearch.rules';
import { readRecentSearches } from '@/rules/recentSearches.rules';

describe('the header game search rules (issue 26)', () => {
  it('counts characters after trimming: one is not enough, two are', () => {
    expect([isSearchable(''), isSearchable('m'), isSearchable(' m '), isSearchable('me'), isSearchable(' me ')]).toEqual([false, false, false, true, true]);
    // A Devanagari letter with its vowel sign is two characters as typed.
    expect(queryLength('मे')).toBe(2);
  });

  it('compares names without case or Latin accents, and keeps Devanagari signs', () => {
    expect(foldSearchText(' Café MEGA ')).toBe('cafe mega');
    expect(foldSearchText('Pókér')).toBe('poker');
    expect(foldSearchText('मेगा')).toBe('मेगा');
  });

  it('keeps five recent searches, newest first: a sixth drops the oldest, a repeat moves to the front', () => {
    const five = ['koi', 'lotus', 'tiger', 'dragon', 'sky'];
    expect(withRecentSearch([], 'mega')).toEqual(['mega']);
    expect(withRecentSearch(five, 'mega')).toEqual(['mega', 'koi', 'lotus', 'tiger', 'dragon']);
    expect(withRecentSearch(five, 'tiger')).toEqual(['tiger', 'koi', 'lotus', 'dragon', 'sky']);
    expect(withRecentSearch(five, 'TIGER')).toEqual(['TIGER', 'koi', 'lotus', 'dragon', 'sky']);
    expect(withRecentSearch(['a1', 'b2', 'c3', 'd4'], 'e5')).toEqual(['e5', 'a1', 'b2', 'c3', 'd4']);
  });

  it('reads only a list of searchable texts from storage, five at most, without repeats', () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(readRecentSearches('mega')).toEqual([]);
    expect(readRecentSearches(['mega', 7, 'm', ' koi ', 'MEGA'])).toEqual(['mega', 'koi']);
    expect(readRecentSearches(['a1', 'b2', 'c3', 'd4', 'e5', 'f6'])).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
  });

  it('moves the active option with wrapping at both ends', () => {
    expect([movedActive(null, 3, 1), movedActive(0, 3, 1), movedActive(2, 3, 1)]).toEqual([0, 1, 0]);
    expect([movedActive(null, 3, -1), movedActive(0, 3, -1), movedActive(1, 3, -1)]).toEqual([2, 2, 0]);
    expect(movedActive(null, 0, 1)).toBeNull();
  });
});
