/**
 * The lite app (SPEC 1 "plus a lite app"): the product itself, installable from the browser. What
 * the build's service worker (vite.config.ts), its registration (src/app/liteApp/) and the
 * server (server/staticSite.ts) must agree on.
 */
export const LITE_APP = {
  /** The service worker's script, at the site root so its scope is the whole site. */
  serviceWorker: '/sw.js',
  /** The web app manifest (vite-plugin-pwa's default file name). */
  manifest: '/manifest.webmanifest',
  /** Hashed build output (never changes under its name): cached on first use, answered from the cache after. */
  hashedFolders: ['/assets/', '/js/', '/css/'],
  /** The runtime cache of that hashed output (the service worker's CacheFirst route and the page's top-up share it). */
  assetCache: 'lite-app-assets',
  /** The most hashed files the runtime cache keeps (oldest out first): a few builds' lazy chunks, fonts and art. */
  assetCacheEntries: 400,
} as const;

/** Whether a same-origin path is hashed build output the lite app may answer from its cache. */
export const isHashedAsset = (path: string) => LITE_APP.hashedFolders.some((folder) => path.startsWith(folder));
