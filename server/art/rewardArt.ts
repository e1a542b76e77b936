import { hsl, hueOf } from './svg';

/** The pictures a reward can have (point_reward.art); an unknown one draws the gift. */
export const REWARD_ARTS = ['gift', 'voucher', 'phone', 'audio', 'watch', 'apparel', 'bottle', 'ticket', 'tablet', 'coin', 'cap'] as const;
export type RewardArt = (typeof REWARD_ARTS)[number];

const STROKE = 'stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" fill="none"';
const FILL = 'fill="#ffffff"';

/** Simple line drawings on a 300 × 220 plate, centred near (150, 110); no text, so one picture serves every language. */
const GLYPHS: Record<RewardArt, string> = {
  gift: `<rect x="95" y="95" width="110" height="80" rx="8" ${STROKE}/><rect x="85" y="70" width="130" height="28" rx="6" ${STROKE}/><path d="M150 70v105M150 70c-20-30-50-20-35 0M150 70c20-30 50-20 35 0" ${STROKE}/>`,
  voucher: `<path d="M80 70h140v30a14 14 0 0 0 0 28v30H80v-30a14 14 0 0 0 0-28z" ${STROKE}/><path d="M130 78v84" stroke="#ffffff" stroke-width="5" stroke-dasharray="8 8"/><circle cx="175" cy="105" r="7" ${FILL}/><circle cx="195" cy="135" r="7" ${FILL}/><path d="M200 100l-30 40" ${STROKE}/>`,
  phone: `<rect x="115" y="50" width="70" height="125" rx="12" ${STROKE}/><path d="M140 62h20" ${STROKE}/><circle cx="150" cy="160" r="6" ${FILL}/>`,
  audio: `<path d="M95 140v-25a55 55 0 0 1 110 0v25" ${STROKE}/><rect x="85" y="130" width="28" height="45" rx="10" ${FILL}/><rect x="187" y="130" width="28" height="45" rx="10" ${FILL}/>`,
  watch: `<rect x="125" y="40" width="50" height="30" rx="6" ${STROKE}/><rect x="125" y="150" width="50" height="30" rx="6" ${STROKE}/><circle cx="150" cy="110" r="42" ${STROKE}/><path d="M150 85v25l18 12" ${STROKE}/>`,
  apparel: `<path d="M115 55l-40 25 18 30 17-9v74h80v-74l17 9 18-30-40-25c-5 15-20 22-35 22s-30-7-35-22z" ${STROKE}/>`,
  bottle: `<rect x="135" y="40" width="30" height="18" rx="4" ${FILL}/><path d="M132 58h36v18c14 8 20 18 20 30v66a10 10 0 0 1-10 10h-56a10 10 0 0 1-10-10v-66c0-12 6-22 20-30z" ${STROKE}/><path d="M115 120h70" ${STROKE}/>`,
  ticket: `<path d="M70 80h160v22a12 12 0 0 0 0 24v22H70v-22a12 12 0 0 0 0-24z" ${STROKE}/><path d="M105 100l10 18 20 2-15 13 4 20-19-10-18 10 4-20-15-13 20-2z" ${FILL}/><path d="M160 105h45M160 125h45" ${STROKE}/>`,
  tablet: `<rect x="85" y="50" width="130" height="125" rx="12" ${STROKE}/><rect x="100" y="65" width="100" height="85" rx="4" ${FILL} opacity="0.35"/><circle cx="150" cy="162" r="5" ${FILL}/>`,
  coin: `<circle cx="150" cy="110" r="60" ${STROKE}/><circle cx="150" cy="110" r="44" stroke="#ffffff" stroke-width="4" fill="none"/><path d="M130 90h40M130 104h40M138 90c22 0 22 28 0 28l30 30" ${STROKE}/>`,
  cap: `<path d="M85 140c0-45 30-70 65-70s65 25 65 70z" ${STROKE}/><path d="M85 140h145c0 12-20 18-55 18" ${STROKE}/><circle cx="150" cy="66" r="7" ${FILL}/>`,
};

const isRewardArt = (art: string): art is RewardArt => (REWARD_ARTS as readonly string[]).includes(art);

/** A reward's picture: its line drawing on a gradient in the reward's own hue, with a few sparkles. */
export function renderRewardSvg({ id, art }: { id: number; art: string }): string {
  const hue = hueOf(id + 7);
  const glyph = GLYPHS[isRewardArt(art) ? art : 'gift'];
  const sparkles = [
    [40, 40, 5],
    [262, 52, 4],
    [50, 180, 3],
    [255, 175, 6],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.5"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="220" viewBox="0 0 300 220" role="img" aria-hidden="true">
<defs><linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 72, 50)}"/><stop offset="1" stop-color="${hsl(hue + 40, 78, 26)}"/></linearGradient></defs>
<rect width="300" height="220" rx="20" fill="url(#plate)"/>
<circle cx="150" cy="110" r="88" fill="#ffffff" opacity="0.08"/>
${sparkles}
${glyph}
</svg>`;
}
