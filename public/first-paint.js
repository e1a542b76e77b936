// What must be settled before the first paint: a classic script in index.html's <head> (a module
// script would run only after the first paint). Development loads this file; the production build
// writes it into index.html (scripts/vite/inlineFirstPaint.ts), one round trip earlier, and the
// content-security policy allows it by its hash alone (server/staticSite.ts).
// 1. The remembered theme, so the page never flashes the other one (src/app/rootRelays.ts keeps
//    the attribute in step with the theme machine afterwards).
// 2. The fonts and the UI catalogue of the visitor's language (Devanagari for Hindi), preloaded beside the entry chunk:
//    the build names them in <meta name="language-fonts"> (scripts/vite/fontPreload.ts), so a
//    visitor reading another language never downloads them.
// 3. The reads the first screen waits for (status, settings, menus, banners; a member's details in a tab with a session), started
//    beside the entry chunk's download: the build names them in <meta name="first-screen-reads">
//    (scripts/vite/firstScreenReads.ts) and src/api/client.ts takes their answers
//    (src/api/firstScreenReads.ts says why).
// 4. A first visit's storage notice and the chunks of the lazy area the tab opens on (a game list, a member or
//    agency page), beside the entry chunk.
// 5. The lite app's install offer (issue 24): Chromium fires beforeinstallprompt once a page load,
//    possibly before the entry chunk runs; kept for the download page's Install button
//    (src/app/liteApp/installPrompt.ts reads it).
window.__liteAppInstall = { prompt: null, installed: false };
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.__liteAppInstall.prompt = event;
});
addEventListener('appinstalled', () => {
  window.__liteAppInstall.prompt = null;
  window.__liteAppInstall.installed = true;
});

document.documentElement.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';

(() => {
  const meta = document.querySelector('meta[name="language-fonts"]');
  if (!meta) return;
  const config = JSON.parse(meta.content);
  const stored = localStorage.getItem(config.storageKey);
  const language = config.languages.includes(stored) ? stored : config.defaultLanguage;
  startFirstScreenReads(language);
  // The UI catalogue of the language: the first screen waits for it.
  for (const href of config.modules?.[language] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of config.fonts[language] ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    // Fonts are fetched in CORS mode: a preload without it would be fetched twice.
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  // After the catalogue and the fonts, which the first paint waits for: over HTTP/1.1's six
  // connections a page's many small chunks would otherwise be fetched before them.
  preloadLandingArea(language);
})();


/**
 * The lazy chunk the first frame draws on a first visit (the storage notice), and those of the lazy area the tab opens on (a game list, a
 * member or agency page), named by the build in <meta name="landing-chunks">
 * (scripts/vite/landingChunks.ts): module-preloaded beside the entry chunk rather than one after
 * another once it has run.
 */
function preloadLandingArea(language) {
  const meta = document.querySelector('meta[name="landing-chunks"]');
  if (!meta) return;
  const config = JSON.parse(meta.content);
  // What the first frame draws on a first visit (the storage notice), then the page's own.
  const files = localStorage.getItem(config.firstVisit.storageKey) === null ? [...config.firstVisit.files] : [];
  const signedIn = sessionStorage.getItem(config.tokenKey) !== null;
  const landing = config.landings.find((entry) => entry.paths.includes(location.pathname) && (signedIn || !entry.signedIn));
  if (landing) {
    files.push(...landing.files);
    if (landing.pages) {
      const page = new URLSearchParams(location.search).get('page') || landing.pages.defaultPage;
      files.push(...(landing.pages.files[page] ?? []));
    }
    if (landing.areaStrings) files.push(...(config.areaCatalogues[language] ?? []));
  }
  for (const place of new Set(files)) {
    const href = config.base + config.files[place];
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    document.head.append(link);
  }
}

function startFirstScreenReads(language) {
  const meta = document.querySelector('meta[name="first-screen-reads"]');
  if (!meta) return;
  const config = JSON.parse(meta.content);
  // A tab with a session reads as the member (other answers, and the member's own details), with its token;
  // the app takes an answer only for a read it makes in the same language with the same token.
  const token = sessionStorage.getItem(config.tokenKey);
  const headers = { ...config.headers, [config.languageHeader]: language, ...(token ? { [config.authorizationHeader]: token } : {}) };
  const answers = {};
  for (const address of token ? config.signedInAddresses : config.addresses) {
    answers[`${address}|${language}|${token ?? ''}`] = fetch(config.baseURL + address, { headers })
      .then((response) => response.text().then((text) => ({ status: response.status, text })))
      .catch(() => ({ status: 0, text: '' }));
  }
  window[config.global] = answers;
}
