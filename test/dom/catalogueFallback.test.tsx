import { msg } from '@lingui/core/macro';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activateCatalogue, i18n, loadAreaCatalogue, loadCatalogue } from '@/i18n/catalogues';

// Every language of the registry has its own catalogue today; a merchant's language added to the
// registry before its translation lands must still show: this file takes Lao and Hebrew's away.
vi.mock('@/i18n/locales', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/i18n/locales')>();
  return { ...original, OWN_CATALOGUES: original.OWN_CATALOGUES.filter((tag) => tag !== 'lo' && tag !== 'he') };
});

const areaString = msg`Your rewards could not be loaded.`;
const layoutString = msg`Loading`;

describe('issue 25: a language the merchant offers without a UI catalogue of its own', () => {
  afterAll(async () => {
    await loadCatalogue('EN');
    activateCatalogue('EN');
  });

  it("shows the English catalogue (Lingui's fallbackLocales) under the language's own tag and direction, the areas too", async () => {
    await loadCatalogue('LO');
    activateCatalogue('LO');
    await loadAreaCatalogue();
    expect([i18n.locale, document.documentElement.lang, document.documentElement.dir]).toEqual(['lo', 'lo', 'ltr']);
    expect(i18n._(layoutString)).toBe('Loading');
    expect(i18n._(areaString)).toBe('Your rewards could not be loaded.');

    await loadCatalogue('HE');
    activateCatalogue('HE');
    expect([i18n.locale, document.documentElement.lang, document.documentElement.dir]).toEqual(['he', 'he', 'rtl']);
    expect(i18n._(layoutString)).toBe('Loading');
  });

  it('goes back to a catalogue of its own', async () => {
    await loadCatalogue('HI');
    activateCatalogue('HI');
    expect([i18n.locale, document.documentElement.dir]).toEqual(['hi', 'ltr']);
    expect(i18n._(layoutString)).toBe('लोड हो रहा है');
  });
});
