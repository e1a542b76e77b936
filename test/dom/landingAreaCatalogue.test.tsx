import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';

// A string of the reward center, which lingui.config.ts puts in the areas' catalogue.
const areaString = msg`Your rewards could not be loaded.`;

describe('a tab landing on an area (issue 22, item 6)', () => {
  it("loads the areas' strings of the language on its way, never the fallback's", async () => {
    // A fresh module: no language shown yet, as in a tab that has just opened.
    vi.resetModules();
    const { activateCatalogue, i18n, loadAreaCatalogue, loadCatalogue } = await import('@/i18n/catalogues');
    const load = vi.spyOn(i18n, 'load');
    // The language machine starts Hindi's load at boot; the landing area's loader asks for its strings beside it.
    await Promise.all([loadCatalogue('HI'), loadAreaCatalogue()]);
    activateCatalogue('HI');
    expect(new Set(load.mock.calls.map(([locale]) => locale))).toEqual(new Set(['hi']));
    expect(i18n._(areaString)).toBe('आपके रिवॉर्ड लोड नहीं हो सके।');
    load.mockRestore();
  });
});
