// The rules a translation is held to, for the UI catalogues (scripts/check-catalogues.mjs) and the
// backend's (scripts/check-server-catalogues.mjs) alike (issue 25, item 3).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Words every language writes as English does: brands, apps, payment networks and codes. */
export const KEPT_AS_IS = new Set([
  'Android',
  'iOS',
  'Facebook',
  'Google',
  'Line',
  'WeChat',
  'WhatsApp',
  'Telegram',
  'Zalo',
  'IFSC',
  'IP',
  'VIP',
  'UPI',
  'USDT',
  'TRC',
  'Paytm',
  'PhonePe',
  'OTP',
  'ID',
  // Return to player: casino sites in every language print the figure under these three letters.
  'RTP',
]);

/**
 * The words a language writes as English does, beyond the brands and codes every language keeps:
 * German's "Status", French's "Jackpot", Vietnamese's "Slots". Each is declared, one per bullet, under
 * the heading "## Written as in English" of the language's glossary (locales/<tag>/GLOSSARY.md), so
 * a message left in English is still caught unless every one of its words is declared there.
 */
export function keptWordsOf(folder) {
  const glossary = join(folder, 'GLOSSARY.md');
  if (!existsSync(glossary)) return new Set();
  const lines = readFileSync(glossary, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^##\s+Written as in English\s*$/i.test(line.trim()));
  if (start < 0) return new Set();
  const words = new Set();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    const bullet = /^\s*[-*]\s+(.+)$/.exec(line)?.[1];
    // A bullet names the word, then may say why after a dash: "- Jackpot — what French sites write".
    if (bullet) for (const word of bullet.split(/\s+[—–-]\s+/)[0].split(/[^\p{L}]+/u)) if (word) words.add(word);
  }
  return words;
}

/** Whether a message has words to translate once placeholders, tags, kept names and the language's own English words are set aside. */
export const hasWords = (message, keptHere) =>
  message
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ')
    .split(/[^\p{L}]+/u)
    .some((word) => word.length > 1 && !KEPT_AS_IS.has(word) && !keptHere.has(word));
