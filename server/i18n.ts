import { isLanguageCode, LANGUAGE_CODES, type LanguageCode, LANGUAGES as REGISTRY } from '../kernel/languages';

/**
 * The backend's own texts (messages, titles, seeded content). Each is written in the code in the two
 * languages of the demo merchant (SPEC 1: HI and EN, default HI) as a `Localised` { EN, HI }, and
 * translated into the other languages by catalogues a translator fills without reading code:
 * server/locales/<tag>.json (the tag of the language's UI catalogue, locales/<tag>/), each keyed by
 * the English text (server/locales/en.json lists them all; `npm run i18n:extract-server` writes it).
 * A text a catalogue has not translated yet is answered in English. Texts with values in them are
 * templates with named placeholders ({minutes}), filled after translation by `fill`.
 *
 * The Language header may name any registry language (kernel/languages.ts, issue 25): one with a
 * catalogue is answered in it, another one in English; a missing or unknown header means the
 * merchant's default, HI.
 */
/** The two languages every text is written in, in the code and in the database's _en/_hi columns. */
export const LANGUAGES = ['HI', 'EN'] as const;
export type WrittenLang = (typeof LANGUAGES)[number];
/** A language the backend answers in: HI, EN, or a registry language with a catalogue of its own. */
export type Lang = LanguageCode;
export const DEFAULT_LANGUAGE: Lang = 'HI';
/** The texts a registry language without texts of its own is answered in. */
export const FALLBACK_LANGUAGE: Lang = 'EN';

/** A language's catalogue: English text -> its translation (an empty string is not yet translated). */
type Catalogue = Readonly<Record<string, string>>;

const catalogueFiles = import.meta.glob<Catalogue>('./locales/*.json', { eager: true, import: 'default' });

/** The catalogues by platform code; en.json is the source list, not a translation. */
const CATALOGUES: ReadonlyMap<LanguageCode, Catalogue> = new Map(
  Object.entries(catalogueFiles).flatMap(([path, catalogue]) => {
    const tag = /\/([^/]+)\.json$/.exec(path)?.[1];
    const code = LANGUAGE_CODES.find((candidate) => REGISTRY[candidate].tag === tag);
    return code && code !== 'EN' && code !== 'HI' ? [[code, catalogue] as const] : [];
  }),
);

/** Every language the backend writes its texts in: HI, EN and each language with a catalogue. */
export const SERVED_LANGUAGES: readonly Lang[] = [...LANGUAGES, ...CATALOGUES.keys()];

const isServed = (code: LanguageCode): boolean => code === 'HI' || code === 'EN' || CATALOGUES.has(code);

export function resolveLanguage(header: string | undefined | null): Lang {
  const code = header?.trim().toUpperCase();
  if (!isLanguageCode(code)) return DEFAULT_LANGUAGE;
  return isServed(code) ? code : FALLBACK_LANGUAGE;
}

/** A text in both written languages. */
export type Localised = { readonly EN: string; readonly HI: string };

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalogue's templates as patterns over filled English: a stored text was filled before it was
 * stored ("VIP 3 level-up bonus" in a row), so it is translated by finding its template ("VIP {level}
 * level-up bonus") and filling the translation with the values read back.
 */
const TEMPLATES: readonly { pattern: RegExp; names: string[]; english: string }[] = Object.keys((catalogueFiles['./locales/en.json'] ?? {}) as Catalogue)
  .filter((english) => /\{\w+\}/.test(english))
  .map((english) => ({
    english,
    names: [...english.matchAll(PLACEHOLDER)].map(([, name]) => name as string),
    pattern: new RegExp(
      `^${english
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
        .join('')}$`,
      's',
    ),
  }));

/** The translation of an English text (a stored row's _en column, say) in the language; the English when there is none. */
export const translateEnglish = (english: string, lang: Lang): string => {
  const catalogue = CATALOGUES.get(lang);
  if (!catalogue) return english;
  const translated = catalogue[english];
  if (translated) return translated;
  for (const template of TEMPLATES) {
    const values = template.pattern.exec(english);
    const translation = catalogue[template.english];
    if (!values || !translation) continue;
    // A value that is itself a text (a region's name) is translated too; numbers and amounts stay.
    return fill(translation, Object.fromEntries(template.names.map((name, index) => [name, translateEnglish(values[index + 1] ?? '', lang)])));
  }
  return english;
};

/** The text in the language: HI and EN as written, another language from its catalogue, English when it has none. */
export const localise = (text: Localised, lang: Lang): string => (lang === 'HI' || lang === 'EN' ? text[lang] : translateEnglish(text.EN, lang));

/** The text of a stored row's two columns (the Hindi one may be empty: then English). */
export const localiseColumns = (lang: Lang, en: string, hi: string | null | undefined): string => (lang === 'HI' ? hi || en : translateEnglish(en, lang));

/** A template's named placeholders ({name}) filled with their values, after translation. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A template in both written languages filled with its values (each value a number or a text in both languages). */
export const fillLocalised = (template: Localised, values: Readonly<Record<string, string | number | Localised>>): Localised => ({
  EN: fill(template.EN, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value.EN : value]))),
  HI: fill(template.HI, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value.HI : value]))),
});

/** The BCP 47 tag of the language (the HTML pages' lang attribute). */
export const tagOf = (lang: Lang): string => REGISTRY[lang].tag;

/** The pages' dir attribute: ` dir="rtl"` for a right-to-left language, nothing otherwise (HI and EN pages stay as they were). */
export const dirAttributeOf = (lang: Lang): string => (REGISTRY[lang].dir === 'rtl' ? ' dir="rtl"' : '');
