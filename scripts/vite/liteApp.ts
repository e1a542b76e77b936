import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LITE_APP } from '../../kernel/liteApp';

/**
 * The lite app (SPEC 1, issue 24): the product installable from the browser. vite-plugin-pwa writes
 * the web app manifest (linked from index.html) and a Workbox service worker, sw.js; the page
 * registers it itself, late and in its own chunk (src/app/liteApp/startLiteApp.ts), so the plugin
 * injects no registration script.
 *
 * What the worker does:
 * - precaches the app shell only: index.html, the entry chunk with what it imports and its CSS, the
 *   manifest and the icons. Lazy chunks, catalogues, fonts and art are cached when first used
 *   (CacheFirst: their names carry their hash), so a visitor never downloads a script or a font his
 *   language does not use (test/e2e/fonts.e2e.test.ts);
 * - leaves every API path to the network (NetworkOnly: no balance, token or answer is ever cached);
 * - answers a page navigation from the network, and from the precached index.html only when the
 *   network fails (the offline shell then says so: src/app/liteApp/).
 */

/**
 * Which requests the worker routes where. Workbox writes each matcher into sw.js as its source
 * text, so a matcher cannot close over an import: its pattern is a literal, and
 * test/unit/liteAppRoutes.test.ts checks it against the server's API prefixes (server/app.ts) and
 * the kernel's hashed folders (kernel/liteApp.ts).
 */
type RouteMatch = { url: URL; sameOrigin: boolean; request: Request };
export const LITE_APP_ROUTES = {
  /** Every path the server answers itself (server/app.ts API_PREFIXES): the network only, never a cache. */
  api: ({ url, sameOrigin }: RouteMatch) => sameOrigin && /^\/(?:wps|lgw|lotto|__dev|__oidc|assets-gen)\//.test(url.pathname),
  /** A page of the app: the network, or the precached index.html when it fails. */
  page: ({ request }: RouteMatch) => request.mode === 'navigate',
  /** Hashed build output: from the cache once fetched. */
  hashed: ({ url, sameOrigin }: RouteMatch) => sameOrigin && /^\/(?:assets|js|css)\//.test(url.pathname),
};

/** The entry chunk, the chunks it imports statically and their CSS: what index.html loads before anything runs. */
type BundleFile = { type: 'chunk' | 'asset'; fileName: string; isEntry?: boolean; imports?: string[]; viteMetadata?: { importedCss?: Set<string> } };
function appShellFiles(bundle: Record<string, BundleFile>): Set<string> {
  const shell = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || shell.has(fileName)) return;
    shell.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return shell;
}

/** The brand, as the page's <title> names it (the tab and the installed app's window show the same name). */
function brandOf(indexHtml: string): string {
  const title = /<title>([^<]+)<\/title>/.exec(readFileSync(indexHtml, 'utf8'))?.[1]?.trim();
  if (!title) throw new Error(`liteApp: ${indexHtml} names no brand in its <title>`);
  return title;
}

export function liteApp(options: { indexHtml: string; themeColor: string; backgroundColor: string }): Plugin[] {
  const brand = brandOf(options.indexHtml);
  // Filled when the client bundle is written, read when the service worker is generated after it.
  let shell = new Set<string>();
  const recordShell: Plugin = {
    name: 'lite-app-shell',
    apply: 'build',
    generateBundle(_, bundle) {
      shell = appShellFiles(bundle as unknown as Record<string, BundleFile>);
    },
  };
  return [
    recordShell,
    ...VitePWA({
      // The page registers the worker itself, after its first paint (src/app/liteApp/startLiteApp.ts).
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: LITE_APP.serviceWorker.slice(1),
      manifestFilename: LITE_APP.manifest.slice(1),
      manifest: {
        id: '/',
        name: brand,
        short_name: brand,
        description: `${brand}: slots, live casino, sports and lotteries in one app.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The manifest's own words (its description) are English; the app itself opens in the visitor's language.
        lang: 'en',
        dir: 'ltr',
        theme_color: options.themeColor,
        background_color: options.backgroundColor,
        // Drawn from the brand mark (public/logo.svg); 192 and 512 px for installing, a maskable one with room to crop.
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell's candidates; manifestTransforms keeps the entry's own files among them (the plugin adds the manifest and icons).
        globPatterns: ['index.html', 'js/*.js', 'css/*.css'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => entry.url === 'index.html' || shell.has(entry.url)), warnings: [] })],
        // Hashed names need no revision query.
        dontCacheBustURLsMatching: /^(?:assets|js|css)\//,
        // A navigation goes to the network first (the route below): no precached page answers it directly.
        navigateFallback: null,
        directoryIndex: null,
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          // First, so no rule below ever answers an API path (navigations to the backend's own pages included).
          { urlPattern: LITE_APP_ROUTES.api, handler: 'NetworkOnly' },
          {
            urlPattern: LITE_APP_ROUTES.page,
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            urlPattern: LITE_APP_ROUTES.hashed,
            handler: 'CacheFirst',
            options: {
              cacheName: LITE_APP.assetCache,
              expiration: { maxEntries: LITE_APP.assetCacheEntries },
              // Fonts are fetched in CORS mode; only a whole, readable answer is kept.
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
