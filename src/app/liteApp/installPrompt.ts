/** What public/first-paint.js keeps of the browser's offer to install the lite app. */
export type InstallOffer = { prompt: Event | null; installed: boolean };

/**
 * The browser's offer to install the lite app. Chromium fires beforeinstallprompt once a page load,
 * as soon as the page is installable, which can be before the entry chunk runs: the classic script
 * of the head (public/first-paint.js) keeps the event (its default banner held back) and the news
 * that the app was installed, in `window.__liteAppInstall`. The download page reads it from here
 * (src/features/downloadApp/useLiteAppInstall.ts binds the rest).
 */
export const installOffer: InstallOffer = (globalThis as { __liteAppInstall?: InstallOffer }).__liteAppInstall ?? { prompt: null, installed: false };
