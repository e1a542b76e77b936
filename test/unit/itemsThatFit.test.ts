import { describe, expect, it } from 'vitest';
import { itemsThatFit } from '@/ui/itemsThatFit';

/** The header nav's one row (issue 25: Tamil's labels overflowed it): items that fit, the rest behind "More". */
describe('items of a row that fit its width', () => {
  // Four items of 100 px with 10 px gaps take 430 px; "More" is 60 px.
  const widths = [100, 100, 100, 100];
  it('keeps every item when they fit together, to the pixel', () => {
    expect(itemsThatFit(widths, 430, 10, 60)).toBe(4);
    expect(itemsThatFit(widths, 1000, 10, 60)).toBe(4);
  });
  it('moves the last ones behind More when the row is a pixel short', () => {
    // 429 px: three items (320) + a gap + More (60) = 390 fit.
    expect(itemsThatFit(widths, 429, 10, 60)).toBe(3);
    // Three items beside More need 100*3 + 60 + 3 gaps = 390; 389 leaves two.
    expect(itemsThatFit(widths, 390, 10, 60)).toBe(3);
    expect(itemsThatFit(widths, 389, 10, 60)).toBe(2);
  });
  it('leaves only More when not even one item fits beside it', () => {
    expect(itemsThatFit(widths, 169, 10, 60)).toBe(0);
    expect(itemsThatFit(widths, 170, 10, 60)).toBe(1);
    expect(itemsThatFit([], 0, 10, 60)).toBe(0);
  });
});
