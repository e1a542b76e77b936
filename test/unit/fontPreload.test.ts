import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontPreload } from '../../scripts/vite/fontPreload';

/** A built asset as the bundle describes it. */
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, originalFileNames: [source], names: [], source: '' });

const bundle = {
  'assets/inter-latin-wght-AbC123.woff2': asset('assets/inter-latin-wght-AbC123.woff2', 'src/styles/fonts/inter-latin-wght.woff2'),
  'assets/noto-sans-devanagari-wght-Xy9.woff2': asset('assets/noto-sans-devanagari-wght-Xy9.woff2', 'src/styles/fonts/noto-sans-devanagari-wght.woff2'),
  'assets/inter-rupee-wght-Q1.woff2': asset('assets/inter-rupee-wght-Q1.woff2', 'src/styles/fonts/inter-rupee-wght.woff2?no-inline'),
  'assets/logo-1.svg': asset('assets/logo-1.svg', 'src/ui/logo.svg'),
  'js/index-1.js': { type: 'chunk', fileName: 'js/index-1.js', facadeModuleId: '/work/src/app/main.tsx' },
  'js/messages-hi1.js': { type: 'chunk', fileName: 'js/messages-hi1.js', facadeModuleId: '/work/locales/hi/messages.po' },
  'js/messages-en1.js': { type: 'chunk', fileName: 'js/messages-en1.js', facadeModuleId: '/work/locales/en/messages.po' },
};

/** Runs the plugin's index.html hook as a build would. */
function transform(plugin: Plugin, base = '/') {
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[] | undefined };
  return hook.handler('<html></html>', { path: '/index.html', filename: 'index.html', bundle } as unknown as IndexHtmlTransformContext);
}

describe('fontPreload (the first screen fonts, preloaded from the built index.html)', () => {
  it('links each named font under its hashed build name, as a CORS font preload in the head', () => {
    const tags = transform(fontPreload({ fonts: ['src/styles/fonts/inter-latin-wght.woff2', 'src/styles/fonts/noto-sans-devanagari-wght.woff2'] }));
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/inter-latin-wght-AbC123.woff2', crossorigin: true },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/noto-sans-devanagari-wght-Xy9.woff2', crossorigin: true },
        injectTo: 'head',
      },
    ]);
  });

  it('finds a font referenced with a query, and puts the site base before it', () => {
    const [tag] = transform(fontPreload({ fonts: ['./src/styles/fonts/inter-rupee-wght.woff2'] }), '/casino/') ?? [];
    expect(tag?.attrs?.href).toBe('/casino/assets/inter-rupee-wght-Q1.woff2');
  });

  it('fails the build when a named font is not in it, rather than dropping its preload silently', () => {
    expect(() => transform(fontPreload({ fonts: ['src/styles/fonts/renamed.woff2'] }))).toThrow(/renamed\.woff2 is not in the build/);
  });

  it('refuses to preload what is not a WOFF2 font', () => {
    expect(() => transform(fontPreload({ fonts: ['src/ui/logo.svg'] }))).toThrow(/not a \.woff2/);
  });

  it('names a language font under its hashed name in a meta tag before everything else, and preloads it from no link', () => {
    const tags =
      transform(
        fontPreload({
          fonts: ['src/styles/fonts/inter-latin-wght.woff2'],
          languageFonts: { storageKey: 'lang', languages: ['HI', 'EN'], defaultLanguage: 'HI', fonts: { HI: ['src/styles/fonts/noto-sans-devanagari-wght.woff2'] } },
        }),
      ) ?? [];
    expect(tags.map((tag) => tag.attrs?.href ?? tag.attrs?.name)).toEqual(['language-fonts', '/assets/inter-latin-wght-AbC123.woff2']);
    const [meta] = tags;
    expect(meta?.injectTo).toBe('head-prepend');
    expect(JSON.parse(String(meta?.attrs?.content))).toEqual({
      storageKey: 'lang',
      languages: ['HI', 'EN'],
      defaultLanguage: 'HI',
      fonts: { HI: ['/assets/noto-sans-devanagari-wght-Xy9.woff2'] },
      modules: {},
    });
  });

  it('names each language’s catalogue chunk under its hashed name, for a module preload', () => {
    const [meta] =
      transform(
        fontPreload({
          fonts: [],
          languageFonts: {
            storageKey: 'lang',
            languages: ['HI', 'EN'],
            defaultLanguage: 'HI',
            fonts: {},
            catalogues: { HI: 'locales/hi/messages.po', EN: 'locales/en/messages.po' },
          },
        }),
      ) ?? [];
    expect(JSON.parse(String(meta?.attrs?.content)).modules).toEqual({ HI: ['/js/messages-hi1.js'], EN: ['/js/messages-en1.js'] });
  });

  it('fails the build when a catalogue is not a chunk of its own', () => {
    expect(() =>
      transform(
        fontPreload({
          fonts: [],
          languageFonts: { storageKey: 'lang', languages: ['HI'], defaultLanguage: 'HI', fonts: {}, catalogues: { HI: 'locales/xx/messages.po' } },
        }),
      ),
    ).toThrow(/locales\/xx\/messages\.po is not a chunk/);
  });

  it('fails the build when a language font is not in it', () => {
    expect(() =>
      transform(
        fontPreload({ fonts: [], languageFonts: { storageKey: 'lang', languages: ['HI'], defaultLanguage: 'HI', fonts: { HI: ['src/styles/fonts/gone.woff2'] } } }),
      ),
    ).toThrow(/gone\.woff2 is not in the build/);
  });

  it('only runs in a build', () => {
    expect(fontPreload({ fonts: [] }).apply).toBe('build');
  });
});
