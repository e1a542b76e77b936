import type { Browser, OperatingSystem } from './deviceSessions';

/**
 * The browser and the system a user-agent string names, by a few ordered tests (no parser library:
 * the security center only needs a family name). Order matters: Edge, Opera and Samsung Internet
 * also say 'Chrome', Chrome also says 'Safari', iOS also says 'Mac OS X', Android also says 'Linux'.
 * An iPad asking for the desktop site (iPadOS 13 on) reads as macOS: the string is a Mac's.
 */
const BROWSER_RULES: readonly (readonly [RegExp, Browser])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b|\bOPT\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

const OS_RULES: readonly (readonly [RegExp, OperatingSystem])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = <T>(rules: readonly (readonly [RegExp, T])[], text: string, fallback: T): T => rules.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;

export function describeUserAgent(userAgent: string | null | undefined): { browser: Browser; os: OperatingSystem } {
  const text = userAgent ?? '';
  return { browser: firstMatch(BROWSER_RULES, text, 'other'), os: firstMatch(OS_RULES, text, 'other') };
}
