import type { OutputAsset, OutputBundle } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { findChunk } from './bundleChunk.ts';

/**
 * Preloads the fonts the first screen draws with: a `<link rel=preload as=font>` per font in the
 * built index.html, under the hashed name the build gave it.
 *
 * Without it a font is requested only once the page has laid out text that needs it, which is after
 * the entry chunk has run and React has rendered; the text is drawn in the fallback font first and
 * shifts when the web font arrives. Preloaded, the fonts download beside the entry chunk.
 *
 * `fonts` are the fonts' source paths relative to the project root (as fonts.css references them).
 * The build fails when one is not in the bundle, so renaming a font never drops its preload silently.
 * Build only: the dev server serves fonts unhashed and on demand.
 *
 * A script's font (Devanagari) is preloaded only for the languages written in it: `languageFonts`
 * names them, and the plugin writes their hashed names into a `<meta name="language-fonts">` that
 * public/first-paint.js reads before the first paint, preloading them when the remembered language
 * (or, with none, the default) is one of those. An English visitor then never downloads Devanagari.
 * The language's UI catalogue is module-preloaded by the same script.
 */
export type LanguageFonts = {
  /** The local-storage key of the remembered language (src/i18n/locales.ts LANGUAGE_STORAGE.current). */
  storageKey: string;
  /** The languages the product has; a remembered value outside them means the default. */
  languages: readonly string[];
  defaultLanguage: string;
  /** Per language, the fonts (source paths) its text needs beyond `fonts`. */
  fonts: Readonly<Record<string, readonly string[]>>;
  /**
   * Per language, its UI catalogue (the source path of the module src/i18n/catalogues.ts imports),
   * module-preloaded the same way: the first screen waits for it, and without a preload it is asked
   * for only once the entry chunk has run.
   */
  catalogues?: Readonly<Record<string, string>>;
};

/** The meta tag's name; public/first-paint.js reads it. */
export const LANGUAGE_FONTS_META = 'language-fonts';

export function fontPreload(options: { fonts: readonly string[]; languageFonts?: LanguageFonts }): Plugin {
  let base = '/';
  return {
    name: 'font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const bundle = context.bundle as OutputBundle;
        const tags = options.fonts.map((font) => preloadTag(base, font, findAsset(bundle, font)));
        if (options.languageFonts) tags.unshift(languageFontsTag(base, options.languageFonts, bundle));
        return tags;
      },
    },
  };
}

function findAsset(bundle: OutputBundle, sourcePath: string): OutputAsset {
  const wanted = normalise(sourcePath);
  for (const output of Object.values(bundle)) {
    if (output.type !== 'asset') continue;
    if (output.originalFileNames.some((name) => normalise(name) === wanted)) return output;
  }
  throw new Error(`fontPreload: ${sourcePath} is not in the build: is it still referenced by a @font-face src?`);
}

/** Bundle names are relative to the root without a leading ./, and may keep a query such as ?no-inline. */
const normalise = (path: string) => path.replace(/^\.\//, '').replace(/\?.*$/, '');

function preloadTag(base: string, sourcePath: string, asset: OutputAsset): HtmlTagDescriptor {
  if (!asset.fileName.endsWith('.woff2')) throw new Error(`fontPreload: ${sourcePath} is not a .woff2 file`);
  return {
    tag: 'link',
    // crossorigin: fonts are always fetched in CORS mode; a preload without it would be fetched twice.
    attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${asset.fileName}`, crossorigin: true },
    injectTo: 'head',
  };
}

/** The language fonts under their hashed names, for public/first-paint.js (before it in the head). */
function languageFontsTag(base: string, languageFonts: LanguageFonts, bundle: OutputBundle): HtmlTagDescriptor {
  const fonts = Object.fromEntries(
    Object.entries(languageFonts.fonts).map(([language, paths]) => [
      language,
      paths.map((path) => {
        const asset = findAsset(bundle, path);
        if (!asset.fileName.endsWith('.woff2')) throw new Error(`fontPreload: ${path} is not a .woff2 file`);
        return `${base}${asset.fileName}`;
      }),
    ]),
  );
  const modules = Object.fromEntries(
    Object.entries(languageFonts.catalogues ?? {}).map(([language, path]) => [language, [`${base}${findChunk(bundle, path, 'fontPreload').fileName}`]]),
  );
  const content = { storageKey: languageFonts.storageKey, languages: languageFonts.languages, defaultLanguage: languageFonts.defaultLanguage, fonts, modules };
  return { tag: 'meta', attrs: { name: LANGUAGE_FONTS_META, content: JSON.stringify(content) }, injectTo: 'head-prepend' };
}
