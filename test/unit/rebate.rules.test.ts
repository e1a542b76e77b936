import { describe, expect, it } from 'vitest';
import { isTurnoverReleased, rebateOf, turnoverPercentOf, turnoverRequiredPaise } from '@kernel/bonusDetails';
import { progressPercent, progressShown } from '@machines/member/missions.rules';
import { hasRebateDue, rebateBlock, turnoverPercent, turnoverShownPaise } from '@machines/member/rebate.rules';

describe('manual rebate arithmetic (integer paise)', () => {
  it('takes the rate of the valid bets and rounds down to the paisa', () => {
    // 0.8 % of ₹123.45 is 98.76 paise
    expect(rebateOf(12_345, 80)).toBe(98);
    // 0.5 % of ₹1 is half a paisa: nothing
    expect(rebateOf(100, 50)).toBe(0);
    expect(rebateOf(200, 50)).toBe(1);
    expect(rebateOf(5_000_000, 60)).toBe(30_000);
    expect(rebateOf(0, 80)).toBe(0);
    expect(rebateOf(10_000, 0)).toBe(0);
    expect(rebateOf(-5, 80)).toBe(0);
  });

  it('stays exact where floating point would not (large amounts)', () => {
    // 9,007,199,254,740,993 would lose its last digit as a float product
    expect(rebateOf(900_719_925_474_099, 10_000)).toBe(900_719_925_474_099);
    expect(rebateOf(900_719_925_474_099, 33)).toBe(Number((900_719_925_474_099n * 33n) / 10_000n));
  });

  it('says why nothing can be claimed', () => {
    expect(rebateBlock({ validBetPaise: 0, rebatePaise: 0 })).toBe('noValidBets');
    expect(rebateBlock({ validBetPaise: 100, rebatePaise: 0 })).toBe('belowOnePaisa');
    // the limits: one paisa of valid bets is a valid bet; one paisa of rebate is claimable
    expect(rebateBlock({ validBetPaise: 1, rebatePaise: 0 })).toBe('belowOnePaisa');
    expect(rebateBlock({ validBetPaise: 200, rebatePaise: 1 })).toBeNull();
    expect(hasRebateDue({ validBetPaise: 199, rebatePaise: 0 })).toBe(false);
    expect(rebateBlock({ validBetPaise: 200, rebatePaise: 1 })).toBeNull();
    expect(hasRebateDue(null)).toBe(false);
    expect(hasRebateDue({ validBetPaise: 200, rebatePaise: 1 })).toBe(true);
  });
});

describe('bonus turnover arithmetic', () => {
  it('needs amount x multiplier of valid bets, released when reached', () => {
    expect(turnoverRequiredPaise(30_000, 30)).toBe(900_000);
    expect(isTurnoverReleased(899_999, 900_000)).toBe(false);
    expect(isTurnoverReleased(900_000, 900_000)).toBe(true);
    // no requirement: released at once
    expect(isTurnoverReleased(0, turnoverRequiredPaise(30_000, 0))).toBe(true);
  });

  it('shows whole percent rounded down, never 100 before it is met, never past 100', () => {
    expect(turnoverPercentOf(292_500, 900_000)).toBe(32);
    expect(turnoverPercentOf(899_999, 900_000)).toBe(99);
    expect(turnoverPercentOf(900_000, 900_000)).toBe(100);
    expect(turnoverPercentOf(5_000_000, 900_000)).toBe(100);
    expect(turnoverPercentOf(0, 0)).toBe(100);
    expect(turnoverPercent({ donePaise: 1, requiredPaise: 3 })).toBe(33);
    expect(turnoverShownPaise({ donePaise: 5_000, requiredPaise: 3_000 })).toBe(3_000);
  });
});

describe('mission progress bars', () => {
  it('fill to the target and no further, rounded down', () => {
    expect(progressPercent({ progress: 352_800, target: 500_000 })).toBe(70);
    expect(progressPercent({ progress: 2, target: 3 })).toBe(66);
    // the limit: exactly the target is full
    expect(progressPercent({ progress: 3, target: 3 })).toBe(100);
    expect(progressShown({ progress: 3, target: 3 })).toBe(3);
    expect(progressPercent({ progress: 7, target: 1 })).toBe(100);
    expect(progressShown({ progress: 7, target: 1 })).toBe(1);
    expect(progressPercent({ progress: 0, target: 3 })).toBe(0);
  });
});
