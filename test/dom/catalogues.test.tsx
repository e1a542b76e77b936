import { msg } from '@lingui/core/macro';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activateCatalogue, i18n, loadAreaCatalogue, loadCatalogue } from '@/i18n/catalogues';

// A string of the reward center (an area: lingui.config.ts puts it in the areas' catalogue) and one of the layout.
const areaString = msg`Your rewards could not be loaded.`;
const layoutString = msg`Loading`;

describe('the two UI catalogues (first screen, lazy areas)', () => {
  afterAll(async () => {
    await loadCatalogue('EN');
    activateCatalogue('EN');
  });

  it("loads a language's first-screen strings alone, and the areas' strings once an area asks", async () => {
    await loadCatalogue('HI');
    activateCatalogue('HI');
    expect(i18n._(layoutString)).toBe('लोड हो रहा है');
    // Not loaded yet: the source text shows.
    expect(i18n._(areaString)).toBe('Your rewards could not be loaded.');
    await loadAreaCatalogue();
    expect(i18n._(areaString)).toBe('आपके रिवॉर्ड लोड नहीं हो सके।');
  });

  it('loads both for a language chosen after an area was opened', async () => {
    const load = vi.spyOn(i18n, 'load');
    await loadCatalogue('EN');
    expect(load).toHaveBeenCalledTimes(2);
    load.mockClear();
    await loadCatalogue('HI');
    expect(load.mock.calls.map(([locale, messages]) => [locale, Object.keys(messages ?? {}).length > 100])).toEqual([
      ['hi', true],
      ['hi', true],
    ]);
    load.mockRestore();
  });
});

describe('issue 25: every language of the registry in its own UI catalogue', () => {
  afterAll(async () => {
    await loadCatalogue('EN');
    activateCatalogue('EN');
  });

  it.each([
    ['TH', 'th', /^[\u0E00-\u0E7F ]+/],
    ['RU', 'ru', /^[\u0400-\u04FF .…]+$/],
    ['TA', 'ta', /^[\u0B80-\u0BFF .…]+$/],
    ['MY', 'my', /^[\u1000-\u109F .…]+$/],
    ['MR', 'mr', /^[\u0900-\u097F .…]+$/],
    ['TW', 'zh-Hant', /^[\u4E00-\u9FFF\u3000-\u303F\uFF00-\uFFEF]+$/],
    ['CN', 'zh-Hans', /^[\u4E00-\u9FFF\u3000-\u303F\uFF00-\uFFEF]+$/],
    ['BN', 'bn', /^[\u0980-\u09FF .…]+$/],
    ['NE', 'ne', /^[\u0900-\u097F .…]+$/],
    ['JA', 'ja', /^[\u3040-\u30FF\u4E00-\u9FFF\u3000-\u303F\uFF00-\uFFEF]+$/],
    ['TE', 'te', /^[\u0C00-\u0C7F .…]+$/],
    ['ML', 'ml', /^[\u0D00-\u0D7F .…]+$/],
    ['KN', 'kn', /^[\u0C80-\u0CFF .…]+$/],
    ['GU', 'gu', /^[\u0A80-\u0AFF .…]+$/],
    ['PA', 'pa', /^[\u0A00-\u0A7F .…]+$/],
    ['SI', 'si', /^(?:[\u0D80-\u0DFF .…]|\u200D)+$/],
    ['KM', 'km', /^[\u1780-\u17FF\u19E0-\u19FF .…]+$/],
    ['LO', 'lo', /^[\u0E80-\u0EFF .…]+$/],
    ['KO', 'ko', /^[\uAC00-\uD7AF\u1100-\u11FF .…]+$/],
  ])('shows %s from its own catalogues, in its own script, the areas too', async (language, tag, script) => {
    await loadCatalogue(language);
    activateCatalogue(language);
    expect([i18n.locale, document.documentElement.dir]).toEqual([tag, 'ltr']);
    expect(i18n._(layoutString)).toMatch(script);
    expect(i18n._(areaString)).toMatch(new RegExp(script.source.replace(/^\^|\$$/g, '')));
  });

  it.each([
    ['ES', 'es', 'Cargando', 'No se pudieron cargar tus recompensas.'],
    ['FR', 'fr', 'Chargement', 'Impossible de charger vos récompenses.'],
    ['DE', 'de', 'Wird geladen', 'Ihre Prämien konnten nicht geladen werden.'],
    ['PT', 'pt-BR', 'Carregando', 'Não foi possível carregar suas recompensas.'],
    ['IT', 'it', 'Caricamento', 'Impossibile caricare i tuoi premi.'],
    ['ID', 'id', 'Memuat', 'Hadiah Anda gagal dimuat.'],
    ['MS', 'ms', 'Memuatkan', 'Ganjaran anda tidak dapat dimuatkan.'],
    ['TY', 'fil', 'Naglo-load', 'Hindi ma-load ang mga gantimpala mo.'],
    ['VI', 'vi', 'Đang tải', 'Không tải được phần thưởng.'],
    ['TR', 'tr', 'Yükleniyor', 'Ödülleriniz yüklenemedi.'],
    ['PL', 'pl', 'Ładowanie', 'Nie udało się wczytać nagród.'],
  ])('shows %s from its own catalogues, the areas too', async (language, tag, loading, rewardsFailed) => {
    await loadCatalogue(language);
    activateCatalogue(language);
    expect([i18n.locale, document.documentElement.dir]).toEqual([tag, 'ltr']);
    expect(i18n._(layoutString)).toBe(loading);
    expect(i18n._(areaString)).toBe(rewardsFailed);
  });

  it.each([
    ['AR', 'ar', 'جارٍ التحميل', 'تعذّر تحميل جوائزك.'],
    ['FA', 'fa', 'در حال بارگذاری', 'جوایز شما بارگذاری نشد.'],
    ['UR', 'ur', /^[\u0600-\u06FF\u200C .…]+$/, /^[\u0600-\u06FF\u200C .…]+$/],
    ['HE', 'he', /^[\u0590-\u05FF .…]+$/, /^[\u0590-\u05FF .…]+$/],
  ])('shows %s from its own catalogues, right to left, the areas too', async (language, tag, loading, rewardsFailed) => {
    await loadCatalogue(language);
    activateCatalogue(language);
    expect([i18n.locale, document.documentElement.lang, document.documentElement.dir]).toEqual([tag, tag, 'rtl']);
    const expectText = (text: string, expected: string | RegExp) => (typeof expected === 'string' ? expect(text).toBe(expected) : expect(text).toMatch(expected));
    expectText(i18n._(layoutString), loading);
    expectText(i18n._(areaString), rewardsFailed);
  });

  it('goes back to a catalogue of its own, left to right', async () => {
    await loadCatalogue('HI');
    activateCatalogue('HI');
    expect([i18n.locale, document.documentElement.lang, document.documentElement.dir]).toEqual(['hi', 'hi', 'ltr']);
    expect(i18n._(layoutString)).toBe('लोड हो रहा है');
  });
});
