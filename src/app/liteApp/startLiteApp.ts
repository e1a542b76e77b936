import { whenFirstPaintShown } from '@/ui/firstPaintShown';
import { onIdle } from '@/ui/idle';

/** How long the registration waits for an idle moment after the first paint. */
const REGISTER_IDLE_TIMEOUT_MS = 5000;

/**
 * The lite app's start (issue 24; its install prompt is kept by public/first-paint.js): the
 * service worker is registered in a chunk of its own once the first paint is on screen and the
 * page is idle, so neither its code nor its downloads compete with the first screen. Production
 * only: in development Vite serves modules that no worker may cache.
 */
export function startLiteApp() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void whenFirstPaintShown().then(() =>
    onIdle(() => void import('./registerServiceWorker').then((module) => module.registerServiceWorker()), { timeoutMs: REGISTER_IDLE_TIMEOUT_MS }),
  );
}
