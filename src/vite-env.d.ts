/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_MERCHANT?: string;
  /** '1': the build carries the testers' pseudo-localisation (src/i18n/pseudo.ts); never in a build for players. */
  readonly VITE_PSEUDO_LOCALE?: string;
}
