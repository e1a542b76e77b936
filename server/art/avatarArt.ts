import { hsl, hueOf } from './svg';

/**
 * The avatar icons a member chooses from (kernel/memberIcon.ts): a head and shoulders on a round
 * gradient plate, each with its own colour and emblem, so eight avatars are told apart at 40 px.
 * Nothing is downloaded.
 */

/** Emblems in a 24 x 24 box at (58, 10), top right of the plate. */
const EMBLEMS: readonly string[] = [
  // star
  '<path d="M70 11 L73 18 L81 18 L75 23 L77 31 L70 26 L63 31 L65 23 L59 18 L67 18 Z"/>',
  // crown
  '<path d="M59 28 L61 15 L66 21 L70 12 L74 21 L79 15 L81 28 Z"/>',
  // diamond
  '<path d="M70 10 L80 21 L70 32 L60 21 Z"/>',
  // heart
  '<path d="M70 31 C58 22 60 12 66 13 C68 13 69.5 15 70 16 C70.5 15 72 13 74 13 C80 12 82 22 70 31 Z"/>',
  // spade
  '<path d="M70 10 C62 18 59 21 60 25 C61 29 66 29 68 26 L66 32 L74 32 L72 26 C74 29 79 29 80 25 C81 21 78 18 70 10 Z"/>',
  // bolt
  '<path d="M73 10 L62 23 L69 23 L66 32 L78 18 L71 18 Z"/>',
  // moon
  '<path d="M74 11 A11 11 0 1 0 80 27 A9 9 0 1 1 74 11 Z"/>',
  // clover
  '<circle cx="70" cy="15" r="4.5"/><circle cx="64.5" cy="21" r="4.5"/><circle cx="75.5" cy="21" r="4.5"/><path d="M69 22 L71 22 L72 32 L68 32 Z"/>',
];

export function renderAvatarSvg(id: number): string {
  const hue = hueOf(id * 7 + 3);
  const emblem = EMBLEMS[(id - 1) % EMBLEMS.length] ?? EMBLEMS[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-hidden="true">
<defs><linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 72, 56)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 32)}"/></linearGradient>
<clipPath id="round"><circle cx="48" cy="48" r="48"/></clipPath></defs>
<g clip-path="url(#round)"><rect width="96" height="96" fill="url(#plate)"/>
<circle cx="48" cy="40" r="17" fill="#ffffff" opacity="0.92"/>
<path d="M14 96 C16 70 32 61 48 61 C64 61 80 70 82 96 Z" fill="#ffffff" opacity="0.92"/></g>
<g fill="${hsl(hue + 180, 80, 62)}" stroke="#ffffff" stroke-width="1.5" stroke-linejoin="round">${emblem}</g>
</svg>`;
}
