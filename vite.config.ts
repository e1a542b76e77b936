import { fileURLToPath } from 'node:url';
import { linguiMacroSwcPlugin } from '@lingui/swc-plugin/options';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { AGENT_PAGE_IDS, DEFAULT_AGENT_PAGE } from './kernel/agentPages.ts';
import { LANGUAGE_CODES } from './kernel/languages.ts';
import { DEFAULT_MEMBER_PAGE, MEMBER_PAGE_IDS } from './kernel/memberPages.ts';
import { DEVICE, HEADER } from './kernel/platform.ts';
import { CONSENT_KEY } from './kernel/storageKeys.ts';
import { firstScreenReads } from './scripts/vite/firstScreenReads.ts';
import { fontPreload } from './scripts/vite/fontPreload.ts';
import { inlineFirstPaint } from './scripts/vite/inlineFirstPaint.ts';
import { landingChunks } from './scripts/vite/landingChunks.ts';
import { liteApp } from './scripts/vite/liteApp.ts';
import { referenceBackend } from './server/vitePlugin.ts';
import { FIRST_SCREEN_READS, SIGNED_IN_FIRST_SCREEN_READS } from './src/api/firstScreenReadList.ts';
import { FIRST_SCREEN_READS_GLOBAL, readAddress } from './src/api/firstScreenReads.ts';
import { SESSION_TOKEN_KEY } from './src/api/sessionToken.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE, SUPPORTED_LANGUAGES, UI_LOCALES } from './src/i18n/locales.ts';
import { GAME_CENTRE_CATEGORIES, LIST_CENTRE_CATEGORIES } from './src/rules/gameFilters.rules.ts';

/** Import aliases (also in tsconfig.json and vitest.config.ts): `@/` is src, `@machines/` is machines, `@kernel/` is kernel. Server code keeps relative imports. */
const importAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@kernel': fileURLToPath(new URL('./kernel', import.meta.url)),
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // src/api/config.ts reads the same two through import.meta.env.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    publicDir: isSsrBuild ? false : 'public',
    resolve: {
      alias: [
        ...Object.entries(importAliases).map(([find, replacement]) => ({ find, replacement })),
        // @xstate/react imports the shims that back-fill useSyncExternalStore for React 17; React 19
        // has it, so the shims' fallback would ship in the entry chunk unused.
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      ],
    },
    plugins: [
      react({ plugins: [linguiMacroSwcPlugin({ useLinguiV5IdGeneration: true })] }),
      lingui(),
      // The first screen's fonts (Latin, the rupee sign, Devanagari; see src/styles/fonts.css), preloaded from index.html.
      // Devanagari only for a visitor whose language is Hindi, and the visitor's catalogue (public/first-paint.js decides before the first paint).
      fontPreload({
        fonts: ['src/styles/fonts/inter-latin-wght.woff2', 'src/styles/fonts/inter-rupee-wght.woff2'],
        languageFonts: {
          storageKey: LANGUAGE_STORAGE.current,
          // Any registry language a merchant may offer: the first screen's reads go out in the stored one (issue 25).
          languages: LANGUAGE_CODES,
          defaultLanguage: DEFAULT_LANGUAGE,
          // Marathi is Devanagari too; Turkish and Polish need Latin Extended-A, Vietnamese its own file, Russian Cyrillic (src/styles/fonts.css).
          fonts: {
            HI: ['src/styles/fonts/noto-sans-devanagari-wght.woff2'],
            MR: ['src/styles/fonts/noto-sans-devanagari-wght.woff2'],
            TR: ['src/styles/fonts/inter-latin-ext-a-wght.woff2'],
            PL: ['src/styles/fonts/inter-latin-ext-a-wght.woff2'],
            VI: ['src/styles/fonts/inter-vietnamese-wght.woff2'],
            RU: ['src/styles/fonts/inter-cyrillic-wght.woff2'],
            // One file per script for these (Han and Hangul are not preloaded: the system draws them where it can).
            ...Object.fromEntries(
              (
                [
                  ['BN', 'bengali'],
                  ['PA', 'gurmukhi'],
                  ['GU', 'gujarati'],
                  ['TE', 'telugu'],
                  ['KN', 'kannada'],
                  ['ML', 'malayalam'],
                  ['SI', 'sinhala'],
                  ['KM', 'khmer'],
                  ['LO', 'lao'],
                  ['HE', 'hebrew'],
                ] as const
              ).map(([language, script]) => [language, [`src/styles/fonts/noto-sans-${script}-wght.woff2`]]),
            ),
          },
          catalogues: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, `locales/${UI_LOCALES[language]}/messages.po`])),
        },
      }),
      // The reads the first screen waits for, started by public/first-paint.js beside the entry chunk's download.
      firstScreenReads({
        baseURL: env.VITE_API_BASE ?? '',
        headers: { [HEADER.merchant]: env.VITE_MERCHANT ?? 'DEMO', [HEADER.device]: DEVICE },
        languageHeader: HEADER.language,
        tokenKey: SESSION_TOKEN_KEY,
        authorizationHeader: HEADER.authorization,
        addresses: FIRST_SCREEN_READS.map((read) => readAddress(read.path, read.query)),
        signedInAddresses: SIGNED_IN_FIRST_SCREEN_READS.map((read) => readAddress(read.path, read.query)),
        global: FIRST_SCREEN_READS_GLOBAL,
      }),
      // The chunks of a lazy area a tab opens on (as src/app/areas.ts and AppRoutes.tsx load them), preloaded
      // by public/first-paint.js beside the entry chunk; src/app/firstScreen.ts preloadLandingArea names the same areas.
      landingChunks({
        tokenKey: SESSION_TOKEN_KEY,
        firstVisit: { storageKey: CONSENT_KEY, modules: ['src/app/consent/ConsentLayer.tsx'] },
        areaCatalogues: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, `locales/${UI_LOCALES[language]}/areas.po`])),
        landings: [
          { paths: [...Object.keys(GAME_CENTRE_CATEGORIES), ...Object.keys(LIST_CENTRE_CATEGORIES)], route: 'src/app/routes/GameListRoute.tsx' },
          {
            paths: ['/member'],
            route: 'src/app/routes/MemberCenterRoute.tsx',
            signedIn: true,
            areaStrings: true,
            pages: { registry: 'src/features/memberCenter/memberPages.ts', defaultPage: DEFAULT_MEMBER_PAGE, ids: MEMBER_PAGE_IDS },
          },
          {
            paths: ['/agentHome'],
            route: 'src/app/routes/AgentCenterRoute.tsx',
            signedIn: true,
            areaStrings: true,
            pages: { registry: 'src/features/agentCenter/agentPages.ts', defaultPage: DEFAULT_AGENT_PAGE, ids: AGENT_PAGE_IDS },
          },
        ],
      }),
      // One round trip less before the first screen's reads: the script is written into index.html (CSP by hash).
      command === 'build' && !isSsrBuild ? inlineFirstPaint({ file: 'public/first-paint.js', src: '/first-paint.js' }) : undefined,
      command === 'serve' ? referenceBackend({ devControls: process.env.DEV_CONTROLS !== '0' }) : undefined,
      // The lite app (SPEC 1, issue 24): manifest and service worker; its name is the brand index.html's title names,
      // its colours the dark theme's (the default) surfaces of src/styles/tokens.css (--bg-elevated, --bg).
      command === 'build' && !isSsrBuild ? liteApp({ indexHtml: 'index.html', themeColor: '#12152a', backgroundColor: '#0b0d1a' }) : undefined,
      // Brotli (.br) and gzip (.gz) twins of every text file of the build, public/ included, served by
      // server/staticSite.ts as the browser accepts them: compressed once at build, at the best ratio.
      command === 'build' && !isSsrBuild
        ? compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/ })
        : undefined,
    ],
    // Pre-bundled at start so the first page load never triggers a dependency re-optimisation reload.
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'xstate',
        '@xstate/react',
        'wouter',
        'wouter/use-browser-location',
        'ofetch',
        'valibot',
        '@lingui/core',
        '@lingui/react',
        'keen-slider/react',
        '@tanstack/react-virtual',
        'uplot',
        'lucide-react',
        // The proof-of-work solver (src/api/challengeSolver.ts) and its worker (src/api/challengeWorker.ts).
        'altcha-lib',
        'altcha-lib/algorithms/web/pbkdf2',
        'altcha-lib/workers/shared',
      ],
      // Mutation-testing sandboxes are copies of the project: never scan them for dependencies.
      entries: ['index.html'],
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      strictPort: Boolean(process.env.PORT),
      host: process.env.HOST ?? '127.0.0.1',
      // A mutation-testing run copies the project into .stryker-tmp: its files are not the app's.
      watch: { ignored: ['**/.stryker-tmp/**', '**/coverage/**', '**/dist/**', '**/dist-server/**'] },
    },
    build: isSsrBuild
      ? { target: 'node20', ssr: true, emptyOutDir: true }
      : {
          target: 'es2022',
          manifest: true,
          assetsDir: 'assets',
          rollupOptions: {
            // Schemas are built by calls (valibot's v.object(...), the contract's envelope(...) and
            // pageSchema(...)) that the bundler cannot prove pure, so every schema of a contract file
            // would ship wherever one of them is used; they are pure.
            treeshake: { manualPureFunctions: ['v', 'envelope', 'pageSchema'] },
            output: {
              // Everything the entry loads before it runs in one file (one request, one gzip stream),
              // whichever lazy chunks share a part of it.
              codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
              // SPEC 7: chunks and stylesheets are fetched from the site root under js/ and css/.
              entryFileNames: 'js/[name]-[hash].js',
              chunkFileNames: 'js/[name]-[hash].js',
              assetFileNames: (asset) => (asset.names?.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
            },
          },
        },
  };
});
