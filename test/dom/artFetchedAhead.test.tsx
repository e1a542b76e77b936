import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useArtFetchedAhead } from '@/features/gameListCenter/useArtFetchedAhead';
import { gameFixture } from './gameFixture';
import { stubIdleCallbacks } from './idleCallbacks';

/**
 * Issue 11, point 4: art for the games loaded ahead of the screen is fetched one image per idle
 * moment, the next only once the last is decoded, so a page of twenty never decodes in one burst
 * inside a scroll's frame.
 */

const game = (nodeId: number) => gameFixture(nodeId, { lagerIcon: `/large/${nodeId}.svg` });
const games = (first: number, count: number) => Array.from({ length: count }, (_, index) => game(first + index));

/** The browser has an idle moment: what waited for one runs. */
let idle = () => {};

/** Images fetched, in order; each decodes when the test says so. */
let fetched: { src: string; decoded: () => Promise<void> }[] = [];
class FakeImage {
  decoding = 'auto';
  private finish = () => {};
  private readonly done = new Promise<void>((resolve) => {
    this.finish = resolve;
  });
  set src(url: string) {
    fetched.push({
      src: url,
      decoded: () =>
        act(async () => {
          this.finish();
          await this.done;
        }),
    });
  }
  decode() {
    return this.done;
  }
}

beforeEach(() => {
  fetched = [];
  idle = stubIdleCallbacks();
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => vi.unstubAllGlobals());

describe('art fetched ahead', () => {
  it('fetches one image per idle moment, the next only once the last has decoded', async () => {
    renderHook(({ items }) => useArtFetchedAhead(items), { initialProps: { items: games(1, 20) } });
    expect(fetched).toHaveLength(0);
    idle();
    expect(fetched.map((image) => image.src)).toEqual(['/large/1.svg']);
    // Idle again while the first still decodes: nothing more is fetched.
    idle();
    expect(fetched).toHaveLength(1);
    await fetched[0]?.decoded();
    expect(fetched).toHaveLength(1);
    idle();
    expect(fetched.map((image) => image.src)).toEqual(['/large/1.svg', '/large/2.svg']);
  });

  it('goes on with only the new games when a page is appended', async () => {
    const first = games(1, 2);
    const { rerender } = renderHook(({ items }) => useArtFetchedAhead(items), { initialProps: { items: first } });
    idle();
    await fetched[0]?.decoded();
    rerender({ items: [...first, ...games(3, 2)] });
    for (let step = 1; step < 4; step++) {
      idle();
      await fetched[step]?.decoded();
    }
    idle();
    expect(fetched.map((image) => image.src)).toEqual(['/large/1.svg', '/large/2.svg', '/large/3.svg', '/large/4.svg']);
  });

  it('drops the rest of a list when a new query starts one', async () => {
    const { rerender } = renderHook(({ items }) => useArtFetchedAhead(items), { initialProps: { items: games(1, 20) } });
    idle();
    await fetched[0]?.decoded();
    rerender({ items: games(500, 2) });
    idle();
    await fetched[1]?.decoded();
    idle();
    await fetched[2]?.decoded();
    idle();
    expect(fetched.map((image) => image.src)).toEqual(['/large/1.svg', '/large/500.svg', '/large/501.svg']);
  });

  it('stops when the list leaves the page', () => {
    const { unmount } = renderHook(({ items }) => useArtFetchedAhead(items), { initialProps: { items: games(1, 20) } });
    unmount();
    idle();
    expect(fetched).toHaveLength(0);
  });
});
