import { defineConfig } from '@lingui/cli';
import { OWN_CATALOGUES } from './src/i18n/locales';

/**
 * The lazily loaded areas with many strings of their own: their messages are a second catalogue
 * per locale (`areas`), loaded with the area (src/i18n/catalogues.ts), so the lobby's first
 * download carries only the strings of the lobby, the layout and the popups (`messages`).
 */
const AREA_FOLDERS = ['memberCenter', 'promotions', 'pointMall', 'agentCenter', 'lottery'].map((area) => `<rootDir>/src/features/${area}/**`);

export default defineConfig({
  sourceLocale: 'en',
  locales: [...OWN_CATALOGUES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: AREA_FOLDERS },
    { path: '<rootDir>/locales/{locale}/areas', include: AREA_FOLDERS },
  ],
  format: 'po',
});
