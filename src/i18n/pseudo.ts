import type { I18n, Messages } from '@lingui/core';

/**
 * Issue 25, item 8: pseudo-localisation for testers. The English catalogue, as it is compiled, is
 * rewritten at load time: every Latin letter accented ("Deposit" → "Ðéþöšîţ"), 40 % longer
 * (a tilde run before the closing bracket) and bracketed, "[Ðéþöšîţ ~~~]". A string that stays
 * plain English on the page was never translated (hard-coded); a clipped bracket shows truncation;
 * the longer words show where a layout breaks. Placeholders, plural and select branches, and
 * component tags (<0>…</0>) are kept, only the text between them changes.
 *
 * Never shipped to players: src/app/main.tsx installs it only when the build has the dev flag
 * (the dev server, or a build made with VITE_PSEUDO_LOCALE=1); any other production build drops
 * this module. In such a build, `localStorage.pseudoLocale = '1'` shows English pseudo-localised.
 */
export const PSEUDO_LOCALE_STORAGE = 'pseudoLocale';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Accents the letters of a text, leaving component tags (<0>, </12>, <br/>) as they are. */
const accent = (text: string) => text.replace(/<\/?[\w]*\s*\/?>|[A-Za-z]/g, (match) => (match.length === 1 ? (ACCENTED[match] ?? match) : match));

/** Compiled message parts: a string, a placeholder [name], or [name, format, branches]. */
type Part = string | [string] | [string, string, Record<string, Compiled>] | unknown[];
type Compiled = string | Part[];

const lengthOf = (message: Compiled): number =>
  typeof message === 'string' ? message.length : message.reduce<number>((sum, part) => sum + (typeof part === 'string' ? part.length : 4), 0);

function accentCompiled(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((part) => {
    if (typeof part === 'string') return accent(part);
    if (Array.isArray(part) && part.length === 3 && part[2] && typeof part[2] === 'object') {
      const branches = Object.fromEntries(Object.entries(part[2] as Record<string, Compiled>).map(([key, branch]) => [key, accentCompiled(branch)]));
      return [part[0], part[1], branches];
    }
    return part;
  });
}

/** One message pseudo-localised: accented, bracketed, and padded by tildes: 40 % of its length more. */
export function pseudoMessage(message: Compiled): Compiled {
  const padding = ` ${'~'.repeat(Math.max(1, Math.ceil(lengthOf(message) * 0.4)))}]`;
  const accented = accentCompiled(message);
  return typeof accented === 'string' ? `[${accented}${padding}` : ['[', ...accented, padding];
}

export function pseudoLocalise(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Compiled)])) as Messages;
}

/**
 * Makes Lingui load English pseudo-localised while the tester's switch is on (localStorage
 * pseudoLocale = '1'); every other language loads as it is.
 */
export function installPseudoLocale(i18n: I18n, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  if (storage?.getItem(PSEUDO_LOCALE_STORAGE) !== '1') return;
  const load = i18n.load.bind(i18n) as (locale: string, messages: Messages) => void;
  (i18n as { load: unknown }).load = (locale: string, messages: Messages) => load(locale, locale === 'en' ? pseudoLocalise(messages) : messages);
}
