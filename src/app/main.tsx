import '../styles/fonts.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import type { PlatformLanguage } from '../i18n/locales';
import { App } from './App';
import { loadFirstScreenFonts, whenFirstScreenReady } from './firstScreen';
import { startRootActors } from './rootStart';

const actors = startRootActors((to) => navigate(to));
const root = document.getElementById('root');
if (root) {
  const fontsReady = loadFirstScreenFonts(actors.language.getSnapshot().context.language as PlatformLanguage);
  void whenFirstScreenReady(actors, fontsReady).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App actors={actors} />
      </StrictMode>,
    ),
  );
}
