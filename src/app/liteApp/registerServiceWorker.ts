import { Workbox } from 'workbox-window';
import { isHashedAsset, LITE_APP } from '@kernel/liteApp';

/**
 * Registers the lite app's service worker (vite.config.ts, scripts/vite/liteApp.ts). Its own chunk,
 * loaded after the first paint (startLiteApp.ts).
 *
 * The worker caches hashed files when they are first fetched through it, but on a first visit the
 * page fetched its catalogue, lazy chunks and fonts before the worker existed: once it is active,
 * the same files (this site's, hashed, already in the HTTP cache) are put in its runtime cache, so
 * the next load works offline in the visitor's language.
 */
export async function registerServiceWorker() {
  const worker = new Workbox(LITE_APP.serviceWorker, { scope: '/' });
  try {
    await worker.register();
    await worker.active;
    await keepWhatThePageLoaded();
  } catch {
    // No worker (private mode, a blocked registration): the site works as before, only not offline.
  }
}

async function keepWhatThePageLoaded() {
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && isHashedAsset(url.pathname))
    .map((url) => url.pathname);
  const cache = await caches.open(LITE_APP.assetCache);
  await Promise.all(
    [...new Set(loaded)].map(async (path) => {
      if (await cache.match(path)) return;
      const response = await fetch(path);
      if (response.status === 200) await cache.put(path, response);
    }),
  );
}
