import type { AnyActorRef } from 'xstate';
import { formatAmount } from '@kernel/amountFormat';
import { statusScreen } from '@machines/systemStatus.selectors';
import { GAME_CENTRE_CATEGORIES, LIST_CENTRE_CATEGORIES } from '@/rules/gameFilters.rules';
import { type PlatformLanguage, UI_LOCALES } from '../i18n/locales';
import { AREAS } from './areas';
import type { RootActors } from './rootActors';

/**
 * The longest the first render waits for the first screen's answers and fonts: past it, the splash
 * shows while they come (a slow platform never leaves the page blank for longer).
 */
export const FIRST_SCREEN_WAIT_MS = 200;

type FirstScreenActors = Pick<RootActors, 'language' | 'systemStatus' | 'whitelabel' | 'announcements' | 'gameMenus'>;

/** The first screen is known once the language and the status are settled and its reads have answered (or failed). */
export function firstScreenKnown(actors: FirstScreenActors): boolean {
  return (
    !actors.language.getSnapshot().matches('loading') &&
    statusScreen(actors.systemStatus.getSnapshot()) !== 'splash' &&
    [actors.whitelabel, actors.announcements, actors.gameMenus].every((actor) => !actor.getSnapshot().matches('loading'))
  );
}

function whenKnown(actors: FirstScreenActors): Promise<void> {
  return new Promise((resolve) => {
    if (firstScreenKnown(actors)) {
      resolve();
      return;
    }
    const watched: AnyActorRef[] = [actors.language, actors.systemStatus, actors.whitelabel, actors.announcements, actors.gameMenus];
    const subscriptions = watched.map((actor) =>
      actor.subscribe(() => {
        if (!firstScreenKnown(actors)) return;
        for (const subscription of subscriptions) subscription.unsubscribe();
        resolve();
      }),
    );
  });
}

/**
 * A letter of the script, or the part of Latin, each catalogue's language is written in beyond
 * Latin-1: the first render waits for that file (src/styles/fonts.css), fetched for it alone. Han
 * and Hangul (TW, CN, JA, KO) are not waited for: the system's CJK font draws it at once where there is one (tokens.css),
 * and asking for it would fetch Noto Sans TC's slices there too (FontFaceSet.load fetches every
 * family's faces).
 */
const SCRIPT_LETTER: Record<string, string> = {
  HI: 'ह',
  MR: 'ह',
  NE: 'ह',
  TH: 'ก',
  TA: 'த',
  MY: 'က',
  AR: 'ع',
  FA: 'ع',
  UR: 'ع',
  RU: 'Ж',
  TR: 'ş',
  PL: 'ł',
  VI: 'ệ',
  BN: 'ক',
  PA: 'ਕ',
  GU: 'ક',
  TE: 'క',
  KN: 'ಕ',
  ML: 'ക',
  SI: 'ක',
  KM: 'ក',
  LO: 'ກ',
  HE: 'א',
};

/**
 * The text whose fonts the first screen draws with: Latin, digits and the rupee sign for every
 * language, and a letter of the language's own script.
 */
export const firstScreenSample = (language: string) => `Aa0₹ ${SCRIPT_LETTER[language] ?? ''}`;

/**
 * Loads (downloads if need be, and decodes) the faces of the body font that draw the language's
 * first screen. Preloading fetches the files early; this readies them, so the first paint is in
 * them, never in a fallback redrawn a moment later.
 */
export function loadFirstScreenFonts(
  language: string,
  fonts: Pick<FontFaceSet, 'load'> | undefined = globalThis.document?.fonts,
  family: string = bodyFontFamily(),
): Promise<unknown> {
  if (!fonts || !family) return Promise.resolve();
  return fonts.load(`1em ${family}`, firstScreenSample(language)).catch(() => undefined);
}

/** The body text's font family list, as the stylesheet declares it (tokens.css --font-body). */
const bodyFontFamily = () =>
  globalThis.document && typeof globalThis.getComputedStyle === 'function' ? getComputedStyle(document.documentElement).getPropertyValue('--font-body').trim() : '';

/**
 * Resolves when the first screen is known and its fonts are ready, or after `waitMs`, whichever
 * comes first. Rendering then, rather than at once, lets a visitor whose answers came early
 * (public/first-paint.js starts them beside the entry chunk) see the lobby as the very first paint:
 * no splash frame first, no second pass over the page, no text redrawn when a font arrives.
 */
export function whenFirstScreenReady(actors: FirstScreenActors, fontsReady: Promise<unknown>, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void Promise.all([whenKnown(actors), fontsReady]).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Makes the language's amount format while the first screen's answers are on their way (the main
 * thread waits for them anyway). The first Intl.NumberFormat of a locale loads its data, about
 * 30 ms (120 ms on a 4x slower CPU): made later, by the jackpot and the winners board mounting
 * below the first paint, it was one long task after the page was on screen.
 */
export function warmAmountFormat(language: PlatformLanguage, schedule: (task: () => void) => void = (task) => setTimeout(task, 0)) {
  schedule(() => formatAmount(0, UI_LOCALES[language]));
}

const ignore = () => undefined;

/**
 * Starts downloading the area the address lands on (its chunk and the areas' strings) beside the
 * first screen's reads, instead of after the first render and the session's answer: a visitor
 * landing on a game list, or a signed-in tab reopening a member or agency center page, waits for
 * one chunk less. The routes load the same modules later and find them there; a failure here is
 * left to their own retries. (The center's page chunk is not named here: its preload list would
 * cost the entry 0.7 KB gzip.)
 */
export function preloadLandingArea({ pathname }: Pick<Location, 'pathname'>, signedIn: boolean) {
  if (pathname in GAME_CENTRE_CATEGORIES || pathname in LIST_CENTRE_CATEGORIES) {
    AREAS.GameListCenter().catch(ignore);
  } else if (signedIn && pathname === '/member') {
    AREAS.MemberCenter().catch(ignore);
  } else if (signedIn && pathname === '/agentHome') {
    AREAS.AgentCenter().catch(ignore);
  }
}
