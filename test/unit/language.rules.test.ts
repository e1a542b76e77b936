import { describe, expect, it } from 'vitest';
import { isOffered, merchantLanguage, pickerLanguages } from '@machines/language.rules';

/** SPEC 1: the demo merchant offers HI and EN, HI by default. */
const DEMO = ['HI', 'EN'];

describe("issue 25, item 2: the merchant's language set", () => {
  it('lets a visitor pick only a language the merchant offers, and nothing before its settings arrive', () => {
    expect([isOffered('EN', DEMO), isOffered('TH', DEMO), isOffered('HI', null), isOffered('HI', [])]).toEqual([true, false, false, false]);
  });

  it("shows the merchant's default to a visitor who never picked a language", () => {
    expect(merchantLanguage('HI', false, DEMO, 'HI')).toBe('HI');
    expect(merchantLanguage('HI', false, ['EN', 'TH'], 'EN')).toBe('EN');
    expect(merchantLanguage('EN', false, DEMO, 'HI')).toBe('HI');
  });

  it("keeps the visitor's own pick while the merchant offers it, else gives way to the merchant's default", () => {
    expect(merchantLanguage('EN', true, DEMO, 'HI')).toBe('EN');
    expect(merchantLanguage('TH', true, ['HI', 'EN', 'TH', 'AR'], 'HI')).toBe('TH');
    // The dev control back to the merchant's own set: Thai is no longer offered.
    expect(merchantLanguage('TH', true, DEMO, 'HI')).toBe('HI');
  });

  it('falls back to the language shown, else the first offered, when the default is not offered; an empty set changes nothing', () => {
    expect(merchantLanguage('EN', false, ['EN', 'TH'], 'HI')).toBe('EN');
    expect(merchantLanguage('HI', false, ['TH', 'EN'], 'AR')).toBe('TH');
    expect(merchantLanguage('HI', true, [], 'HI')).toBe('HI');
  });

  it("lists the merchant's languages in its order in the picker, with the language shown first while it is not among them", () => {
    const hindi = { code: 'HI', name: 'हिन्दी' };
    const english = { code: 'EN', name: 'English' };
    const thai = { code: 'TH', name: 'ไทย' };
    expect(pickerLanguages(english, [hindi, english])).toEqual([hindi, english]);
    expect(pickerLanguages(thai, [hindi, english])).toEqual([thai, hindi, english]);
    expect(pickerLanguages(hindi, [])).toEqual([hindi]);
  });
});
