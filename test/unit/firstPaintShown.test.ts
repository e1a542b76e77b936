import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstPaintShown } from '@/ui/firstPaintShown';

/** A browser whose paint timing the test drives: `show()` puts the first contentful paint on screen. */
function paintTiming() {
  const entries: string[] = [];
  const observers: (() => void)[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly callback: () => void;
      private observing = false;
      constructor(callback: () => void) {
        this.callback = callback;
        observers.push(() => this.observing && this.callback());
      }
      observe() {
        this.observing = true;
      }
      disconnect() {
        this.observing = false;
      }
    },
  );
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) => entries.filter((entry) => entry === name) as unknown as PerformanceEntryList);
  return {
    paint(name: string) {
      entries.push(name);
      for (const notify of observers) notify();
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('waiting for the first paint to be on screen', () => {
  it('waits for the first contentful paint, not for a blank first paint', async () => {
    const browser = paintTiming();
    const shown = whenFirstPaintShown();
    browser.paint('first-paint');
    expect(await settled(shown)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait on a later page of the app, whose first paint was shown long ago', async () => {
    const browser = paintTiming();
    browser.paint('first-contentful-paint');
    expect(await settled(whenFirstPaintShown())).toBe(true);
  });

  it('does not wait where paint timing cannot be observed', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['mark'];
      },
    );
    expect(await settled(whenFirstPaintShown())).toBe(true);
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(whenFirstPaintShown())).toBe(true);
  });
});
