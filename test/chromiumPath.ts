import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set; else Debian's headless shell
 * (package chromium-headless-shell, the same Chromium build without the browser's window layer,
 * which Playwright itself uses for headless runs), which spent about a third less CPU than the
 * full browser on the same test files (37 % on memberCenter + lobby); else the full browser.
 * Lighthouse (`npm run perf`) keeps the full browser: it measures what a person's browser does.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
