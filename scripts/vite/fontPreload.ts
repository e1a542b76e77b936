import type { OutputAsset, OutputBundle } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

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
 */
export function fontPreload(options: { fonts: readonly string[] }): Plugin {
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
        return options.fonts.map((font) => preloadTag(base, font, findAsset(context.bundle as OutputBundle, font)));
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
