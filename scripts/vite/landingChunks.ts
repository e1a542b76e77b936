import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { findChunk } from './bundleChunk.ts';

/** The meta tag's name; public/first-paint.js reads it. */
export const LANDING_CHUNKS_META = 'landing-chunks';

/** An address a tab may open on whose page is a lazy area, and the modules that draw it. */
export type Landing = {
  /** The paths that open it. */
  paths: readonly string[];
  /** Its route's module (a source path relative to the root), loaded by a dynamic import. */
  route: string;
  /** A center whose page the `page` query names: its page registry (`load: () => import('…')` per page id), default page and page ids. */
  pages?: { registry: string; defaultPage: string; ids: readonly string[] };
  /** Only a tab with a session lands on it (a visitor is sent elsewhere), so only such a tab preloads it. */
  signedIn?: boolean;
  /** The route loads the areas' catalogue with it (src/app/areas.ts withAreaStrings). */
  areaStrings?: boolean;
};

export type LandingChunksOptions = {
  landings: readonly Landing[];
  /** Lazy chunks the first frame draws on a first visit, while the local-storage key is unset (the storage notice). */
  firstVisit: { storageKey: string; modules: readonly string[] };
  /** Per language, its areas' catalogue (source path), preloaded for a landing with `areaStrings`. */
  areaCatalogues: Readonly<Record<string, string>>;
  /** The session-storage key of the session token (src/api/sessionToken.ts). */
  tokenKey: string;
};

/**
 * Names, in a `<meta name="landing-chunks">` of the built index.html, the lazy chunk the first frame
 * draws on a first visit (the storage notice) and the chunks (and their style
 * sheets) of the page a tab opens on when that page is a lazy area: the game lists, the member
 * center's and the agency center's pages. public/first-paint.js module-preloads those of the address
 * it is opened at, so they download beside the entry chunk instead of one after another behind it
 * (the entry ran, then the route's chunk came, then the page's, then the page asked for its data).
 * The build fails when a route, a registry's page or a catalogue is not a chunk of its own, so a
 * rename never drops a preload silently. Build only.
 */
export function landingChunks(options: LandingChunksOptions): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'landing-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] | undefined {
        if (!context.bundle) return undefined;
        const bundle = context.bundle as OutputBundle;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What index.html loads anyway: the entry and its static imports.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = new Set(entry ? closure(entry, byFile).map((chunk) => chunk.fileName) : []);
        // Every file once, in one table; a landing names its files by their place in it (the pages
        // share most of their small chunks: written out per page, the tag was 43 KB).
        const table: string[] = [];
        const placeOf = (file: string) => {
          const place = table.indexOf(file);
          return place >= 0 ? place : table.push(file) - 1;
        };
        const filesOf = (sourcePath: string) => {
          const files: string[] = [];
          for (const chunk of closure(findChunk(bundle, sourcePath, 'landingChunks'), byFile)) {
            if (loaded.has(chunk.fileName)) continue;
            files.push(chunk.fileName);
            for (const css of (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) files.push(css);
          }
          return [...new Set(files)].map(placeOf);
        };
        const landings = options.landings.map((landing) => ({
          paths: landing.paths,
          signedIn: landing.signedIn ?? false,
          areaStrings: landing.areaStrings ?? false,
          files: filesOf(landing.route),
          pages: landing.pages && {
            defaultPage: landing.pages.defaultPage,
            files: Object.fromEntries(Object.entries(pageModules(root, landing.pages.registry, landing.pages.ids)).map(([id, module]) => [id, filesOf(module)])),
          },
        }));
        const areaCatalogues = Object.fromEntries(Object.entries(options.areaCatalogues).map(([language, path]) => [language, filesOf(path)]));
        const firstVisit = { storageKey: options.firstVisit.storageKey, files: options.firstVisit.modules.flatMap(filesOf) };
        const content = { tokenKey: options.tokenKey, base, files: table, firstVisit, landings, areaCatalogues };
        return [{ tag: 'meta', attrs: { name: LANDING_CHUNKS_META, content: JSON.stringify(content) }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** A chunk and every chunk it imports statically, itself first. */
function closure(start: OutputChunk, byFile: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** A page registry's `id: { …, load: () => import('./pages/x/XPage') }` entries, as source paths relative to the root. */
export function pageModules(root: string, registry: string, ids: readonly string[]): Record<string, string> {
  const source = readFileSync(join(root, registry), 'utf8');
  const pages: Record<string, string> = {};
  for (const match of source.matchAll(/(\w+): \{[^{}]*?load: \(\) => import\('([^']+)'\)/g)) {
    const [, id = '', specifier = ''] = match;
    const base = join(dirname(join(root, registry)), specifier);
    const file = ['.tsx', '.ts'].map((extension) => `${base}${extension}`).find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`landingChunks: the page ${id} of ${registry} loads ${specifier}, which is not a file`);
    pages[id] = relative(root, file).replace(/\\/g, '/');
  }
  // Every page the contract names, and no other: a page written another way would lose its preload silently.
  const found = Object.keys(pages).sort().join(', ');
  const expected = [...ids].sort().join(', ');
  if (found !== expected) throw new Error(`landingChunks: ${registry} loads the pages ${found}, not the contract's ${expected}`);
  return pages;
}
