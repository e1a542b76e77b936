import type { PromotionCategory } from '../../kernel/promotions';
import { mulberry32, randomIntBetween } from '../random';
import { hsl, hueOf } from './svg';
import { ART_PREFIX } from './urls';

/** A promotion card's art (server/routes/promotions.ts serves it): a plain GET, so an <img> loads it. */
export const promotionArtUrl = (id: number) => `${ART_PREFIX}/promotion/${id}.svg`;
export const PROMOTION_ART_ROUTE = `${ART_PREFIX}/promotion/:file`;

const WIDTH = 640;
const HEIGHT = 320;

/** Each category's motif, drawn on the right of the card in white shapes (no text: the title is the page's). */
const MOTIFS: Record<PromotionCategory, (accent: string) => string> = {
  // stacked coins
  DEPOSIT: (accent) => {
    const coins = [0, 1, 2, 3].map(
      (index) => `<ellipse cx="480" cy="${230 - index * 26}" rx="78" ry="26" fill="#ffffff" fill-opacity="${0.55 + index * 0.12}" stroke="${accent}" stroke-width="4"/>`,
    );
    return `${coins.join('')}<circle cx="560" cy="92" r="34" fill="#ffffff" fill-opacity="0.9" stroke="${accent}" stroke-width="4"/>`;
  },
  // two playing cards and a chip
  CASINO: (accent) =>
    `<rect x="400" y="70" width="110" height="160" rx="12" fill="#ffffff" transform="rotate(-12 455 150)"/>` +
    `<rect x="460" y="80" width="110" height="160" rx="12" fill="#ffffff" fill-opacity="0.92" transform="rotate(10 515 160)"/>` +
    `<path d="M515 130 l20 28 -20 28 -20 -28z" fill="${accent}" transform="rotate(10 515 160)"/>` +
    `<circle cx="430" cy="250" r="36" fill="${accent}" stroke="#ffffff" stroke-width="8" stroke-dasharray="12 9"/>`,
  // a slot machine's three reels
  SLOTS: (accent) =>
    `<rect x="380" y="70" width="220" height="180" rx="22" fill="#ffffff" fill-opacity="0.92"/>` +
    [0, 1, 2].map((index) => `<rect x="${398 + index * 66}" y="100" width="54" height="120" rx="8" fill="${accent}" fill-opacity="0.85"/>`).join('') +
    [0, 1, 2].map((index) => `<circle cx="${425 + index * 66}" cy="160" r="16" fill="#ffffff"/>`).join(''),
  // a cricket bat and ball
  SPORTS: (accent) =>
    `<rect x="470" y="40" width="40" height="200" rx="14" fill="#ffffff" transform="rotate(28 490 140)"/>` +
    `<rect x="482" y="230" width="16" height="56" rx="6" fill="#ffffff" fill-opacity="0.8" transform="rotate(28 490 140)"/>` +
    `<circle cx="420" cy="230" r="34" fill="${accent}" stroke="#ffffff" stroke-width="6"/>` +
    `<path d="M396 214 q24 16 48 0 M396 246 q24 -16 48 0" fill="none" stroke="#ffffff" stroke-width="3"/>`,
  // a gift box with a bow
  BIRTHDAY: (accent) =>
    `<rect x="410" y="130" width="160" height="120" rx="10" fill="#ffffff" fill-opacity="0.92"/>` +
    `<rect x="398" y="104" width="184" height="36" rx="8" fill="#ffffff"/>` +
    `<rect x="478" y="104" width="24" height="146" fill="${accent}"/>` +
    `<path d="M490 104 c-40 -50 -80 -10 -40 0 M490 104 c40 -50 80 -10 40 0" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
  // a raffle ticket
  RAFFLE: (accent) =>
    `<path d="M380 100 h220 v40 a20 20 0 0 0 0 40 v40 h-220 v-40 a20 20 0 0 0 0 -40z" fill="#ffffff" fill-opacity="0.92" transform="rotate(-8 490 160)"/>` +
    `<line x1="450" y1="100" x2="450" y2="220" stroke="${accent}" stroke-width="4" stroke-dasharray="8 8" transform="rotate(-8 490 160)"/>` +
    `<circle cx="525" cy="160" r="26" fill="${accent}" transform="rotate(-8 490 160)"/>`,
  // a crown
  VIP: (accent) =>
    `<path d="M390 230 l-10 -130 60 60 50 -90 50 90 60 -60 -10 130z" fill="#ffffff" fill-opacity="0.92"/>` +
    `<rect x="390" y="228" width="200" height="26" rx="6" fill="#ffffff"/>` +
    [440, 490, 540].map((x) => `<circle cx="${x}" cy="241" r="8" fill="${accent}"/>`).join(''),
};

/**
 * A promotion card's background: a gradient in the promotion's own hue, soft rings, and its
 * category's motif on the right, leaving the left free for the title the page lays over it.
 */
export function renderPromotionSvg({ id, category }: { id: number; category: PromotionCategory }): string {
  const hue = hueOf(id * 11 + 5);
  const random = mulberry32(id * 7919);
  const rings = Array.from({ length: 5 }, () => {
    const r = randomIntBetween(random, 30, 150);
    return `<circle cx="${randomIntBetween(random, 300, 640)}" cy="${randomIntBetween(random, -20, 340)}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${(0.06 + random() * 0.12).toFixed(2)}" stroke-width="${randomIntBetween(random, 2, 8)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 78, 36)}"/><stop offset="0.6" stop-color="${hsl(hue + 30, 72, 28)}"/><stop offset="1" stop-color="${hsl(hue + 60, 80, 16)}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${rings}${MOTIFS[category](hsl(hue + 180, 70, 45))}
</svg>`;
}
