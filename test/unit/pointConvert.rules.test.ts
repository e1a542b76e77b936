import { describe, expect, it } from 'vitest';
import type { PointConfig } from '@kernel/points';
import { convertQuotePaise, maxConvertible } from '@machines/member/pointConvert.rules';

/** 100 points = ₹1, whole steps of 100 points, at least 1,000 (SPEC 3 Points, SPEC 7 MCS2_convertPoint). */
const CONFIG: PointConfig = { ratio: { points: 100, paise: 100 }, convertStepPoints: 100, convertMinPoints: 1000, earnValidBetPaisePerPoint: 1000, expires: false };

describe('maxConvertible: all held, in whole steps, nothing below the minimum', () => {
  it.each([
    [4274, 4200],
    [4200, 4200],
    [4199, 4100],
    [1000, 1000],
    [1099, 1000],
    [999, 0],
    [500, 0],
    [0, 0],
  ])('%i held: %i', (held, most) => expect(maxConvertible(CONFIG, held)).toBe(most));
});

describe('convertQuotePaise: the money the typed points give, null until they read as points', () => {
  it.each([
    ['1000', 1000],
    ['1,500', 1500],
    ['999', 999],
    ['', null],
    ['10.5', null],
    ['-5', null],
  ])("'%s': %s", (text, paise) => expect(convertQuotePaise(text, CONFIG)).toBe(paise));
});
