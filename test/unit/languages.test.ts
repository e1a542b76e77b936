import { describe, expect, it } from 'vitest';
import { captionOfTag, isLanguageCode, LANGUAGE_CODES, LANGUAGES, languageOfTag } from '@kernel/languages';
import { LANGUAGE_NAMES, UI_LOCALES } from '@/i18n/locales';
import { withCaptions } from '@/rules/videoCaptions.rules';

describe('issue 25, item 1: the language registry', () => {
  it('holds the 36 languages the platform serves, by platform code', () => {
    expect(LANGUAGE_CODES).toEqual([
      'EN',
      'HI',
      'BN',
      'TW',
      'CN',
      'TY',
      'VI',
      'TH',
      'ID',
      'MS',
      'MY',
      'KM',
      'LO',
      'JA',
      'KO',
      'TA',
      'TE',
      'KN',
      'ML',
      'MR',
      'GU',
      'PA',
      'UR',
      'NE',
      'SI',
      'AR',
      'FA',
      'HE',
      'TR',
      'RU',
      'PT',
      'ES',
      'FR',
      'DE',
      'IT',
      'PL',
    ]);
    expect([isLanguageCode('HE'), isLanguageCode('XX'), isLanguageCode('constructor'), isLanguageCode(null)]).toEqual([true, false, false, false]);
  });
  it('writes Arabic, Persian, Hebrew and Urdu right to left, and only them', () => {
    expect(LANGUAGE_CODES.filter((code) => LANGUAGES[code].dir === 'rtl')).toEqual(['UR', 'AR', 'FA', 'HE']);
  });
  it('names each language in its own language, with valid BCP 47 tags and Intl locales', () => {
    expect([LANGUAGES.HI.nativeName, LANGUAGES.TW.nativeName, LANGUAGES.AR.nativeName, LANGUAGES.PT.nativeName]).toEqual([
      'हिन्दी',
      '繁體中文',
      'العربية',
      'Português (Brasil)',
    ]);
    expect([LANGUAGES.TW.tag, LANGUAGES.CN.tag, LANGUAGES.TY.tag, LANGUAGES.PT.tag]).toEqual(['zh-Hant', 'zh-Hans', 'fil', 'pt-BR']);
    for (const code of LANGUAGE_CODES) {
      expect(Intl.getCanonicalLocales(LANGUAGES[code].tag), code).toHaveLength(1);
      expect(Intl.getCanonicalLocales(LANGUAGES[code].intlLocale), code).toHaveLength(1);
    }
  });
  it('groups amounts as Indian players read them in English and Hindi (₹2,00,000.00)', () => {
    const rupees = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(200_000);
    expect([rupees(LANGUAGES.EN.intlLocale), rupees(LANGUAGES.HI.intlLocale)]).toEqual(['₹2,00,000.00', '₹2,00,000.00']);
  });
  it('maps the caption codes SPEC 9 lists: EN en, TY tl, CN zh, VI vi, TH th', () => {
    expect(['EN', 'TY', 'CN', 'VI', 'TH'].map((code) => LANGUAGES[code as 'EN'].caption)).toEqual(['en', 'tl', 'zh', 'vi', 'th']);
    expect([captionOfTag('hi'), captionOfTag('fil'), captionOfTag('xx')]).toEqual(['hi', 'tl', 'en']);
    expect([languageOfTag('zh-Hant'), languageOfTag('nope')]).toEqual(['TW', null]);
  });
  it("agrees with this build's catalogues (their tags and the picker's names)", () => {
    expect(UI_LOCALES).toEqual({ HI: 'hi', EN: 'en' });
    expect(LANGUAGE_NAMES).toEqual({ HI: LANGUAGES.HI.nativeName, EN: LANGUAGES.EN.nativeName });
  });
});

describe('SPEC 9: a banner video plays with captions in the reader language', () => {
  it('turns the captions on in that language and keeps the video address', () => {
    expect(withCaptions('https://www.youtube.com/embed/abc123?rel=0', 'tl')).toBe('https://www.youtube.com/embed/abc123?rel=0&cc_load_policy=1&cc_lang_pref=tl&hl=tl');
  });
});
