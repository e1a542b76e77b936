import '../styles/fonts.css';
import '../styles/global.css';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { sessionToken } from '../api/sessionToken';
import type { PlatformLanguage } from '../i18n/locales';
import { installPseudoLocale } from '../i18n/pseudo';
import { App } from './App';
import { preloadConsentOnFirstVisit } from './consent/consentLayerChunk';
import { loadFirstScreenFonts, preloadLandingArea, warmAmountFormat, whenFirstScreenReady } from './firstScreen';
import { startLiteApp } from './liteApp/startLiteApp';
import { startRootActors } from './rootStart';

// Testers' pseudo-localisation (issue 25, item 8), before the first catalogue loads: only in a build with
// the dev flag (the dev server, or VITE_PSEUDO_LOCALE=1); any other production build drops it and its module.
if (import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === '1') installPseudoLocale(i18n);
// A launch from the page it opens (a seamless game from /seamless) takes that page's place in the history.
const actors = startRootActors((to) => navigate(to, { replace: to === location.pathname }));
// Development only: the model explorer (Ctrl+Shift+M; src/dev/explorer, issue 23). A production build
// reads `import.meta.env.DEV` as false and drops this line with every file of the explorer.
if (import.meta.env.DEV) void import('../dev/explorer/installExplorer').then((explorer) => explorer.installExplorer(actors));
// The lite app (issue 24): its install prompt kept at once, its service worker registered after the first paint (production only).
startLiteApp();
const root = document.getElementById('root');
if (root) {
  preloadLandingArea(window.location, sessionToken.read() !== null);
  const language = actors.language.getSnapshot().context.language as PlatformLanguage;
  const fontsReady = loadFirstScreenFonts(language);
  // A first visit's storage notice is part of the first frame: its chunk comes beside the fonts.
  const consentReady = preloadConsentOnFirstVisit();
  // A task of its own, while the first screen's answers come: not in the entry's evaluation, nor after the first paint.
  warmAmountFormat(language);
  void whenFirstScreenReady(actors, Promise.all([fontsReady, consentReady])).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App actors={actors} />
      </StrictMode>,
    ),
  );
}
