import { FOOTER_LOGOS, SOCIAL_NETWORKS } from '../../kernel/footerLogos';
import { ART_FONT, escapeXml } from './svg';

/**
 * Generated logo marks of the footer (SPEC 2): payment methods, test labs, licences and the social
 * networks. Each is a small drawn glyph with a word mark on its own plate, so it reads the same on
 * the dark and the light theme. Nothing is downloaded.
 */

const W = 168;
const H = 56;

type Mark = {
  /** Plate colours (a gradient from the first to the second). */
  plate: readonly [string, string];
  /** The glyph, drawn in a 40 x 40 box at (8, 8). */
  glyph: string;
  word: string;
  /** Colour of the word mark; a second colour paints `split` characters from its end. */
  ink: string;
  accent?: { color: string; split: number };
  sub?: string;
  italic?: boolean;
};

// Glyphs, in a 40 x 40 box whose origin is (8, 8).
const arrows = (a: string, b: string) => `<path d="M14 12 L30 28 L14 44 Z" fill="${a}"/><path d="M24 12 L40 28 L24 44 Z" fill="${b}" opacity="0.95"/>`;
const ring = (colors: readonly string[]) =>
  colors
    .map((color, index) => {
      const start = (index * Math.PI) / 2 - Math.PI / 4;
      const end = start + Math.PI / 2 - 0.12;
      const point = (angle: number) => `${(28 + 14 * Math.cos(angle)).toFixed(2)} ${(28 + 14 * Math.sin(angle)).toFixed(2)}`;
      return `<path d="M${point(start)} A14 14 0 0 1 ${point(end)}" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`;
    })
    .join('');
const disc = (fill: string, inner: string) => `<circle cx="28" cy="28" r="18" fill="${fill}"/>${inner}`;
const exchange = (color: string) =>
  `<path d="M12 22 H38 M32 15 L39 22 L32 29" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M44 34 H18 M24 27 L17 34 L24 41" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
const cardChip = (color: string) =>
  `<rect x="10" y="14" width="36" height="26" rx="5" fill="none" stroke="${color}" stroke-width="3"/><rect x="15" y="21" width="10" height="8" rx="2" fill="${color}"/><path d="M10 33 H46" stroke="${color}" stroke-width="3"/>`;
const overlap = `<circle cx="21" cy="28" r="13" fill="#eb001b"/><circle cx="35" cy="28" r="13" fill="#f79e1b" opacity="0.9"/><path d="M28 17 A13 13 0 0 1 28 39 A13 13 0 0 1 28 17 Z" fill="#ff5f00"/>`;
const tether = disc(
  '#ffffff',
  `<path d="M18 18 H38 V23 H31 V40 H25 V23 H18 Z" fill="#26a17b"/><ellipse cx="28" cy="27" rx="12" ry="3.2" fill="none" stroke="#26a17b" stroke-width="2.2"/>`,
);
const shield = (fill: string, check: string) =>
  `<path d="M28 9 L44 15 V27 C44 37 37 44 28 47 C19 44 12 37 12 27 V15 Z" fill="${fill}"/><path d="M20 28 L26 34 L37 22" fill="none" stroke="${check}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
const badge = (fill: string, mark: string) => {
  const points = Array.from({ length: 16 }, (_, index) => {
    const radius = index % 2 === 0 ? 19 : 15.5;
    const angle = (index * Math.PI) / 8;
    return `${(28 + radius * Math.cos(angle)).toFixed(2)},${(28 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}"/><path d="M20 28 L26 34 L36 22" fill="none" stroke="${mark}" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>`;
};
const lab = (color: string) =>
  `<path d="M23 11 H33 M25 11 V23 L14 42 C13 44 14 45 16 45 H40 C42 45 43 44 42 42 L31 23 V11" fill="none" stroke="${color}" stroke-width="3.2" stroke-linejoin="round"/><path d="M18.5 36 H37.5 L40 41 H16 Z" fill="${color}"/>`;
const leaf = (color: string) =>
  `<path d="M14 42 C14 24 26 13 44 12 C43 30 33 42 14 42 Z" fill="${color}"/><path d="M16 40 C24 32 30 26 38 19" stroke="#ffffff" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
const heart = (color: string) =>
  `<circle cx="28" cy="28" r="18" fill="none" stroke="${color}" stroke-width="3"/><path d="M28 38 C18 31 16 27 16 23.5 C16 20 18.6 18 21.6 18 C24.4 18 26.4 19.7 28 22 C29.6 19.7 31.6 18 34.4 18 C37.4 18 40 20 40 23.5 C40 27 38 31 28 38 Z" fill="${color}"/>`;
const seal = (ring1: string, centre: string) => {
  const star = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 8.5 : 3.6;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(28 + radius * Math.cos(angle)).toFixed(2)},${(28 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return `<circle cx="28" cy="28" r="19" fill="${ring1}"/><circle cx="28" cy="28" r="14.5" fill="none" stroke="${centre}" stroke-width="1.6" stroke-dasharray="2 2"/><polygon points="${star}" fill="${centre}"/>`;
};
const waves = (color: string) =>
  `<circle cx="28" cy="28" r="19" fill="${color}"/><path d="M14 25 Q18.5 21 23 25 T32 25 T41 25 M14 32 Q18.5 28 23 32 T32 32 T41 32" fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round"/><circle cx="35" cy="17.5" r="3" fill="#f9d616"/>`;
const cross = (color: string) => `<path d="M28 10 L32 24 L46 28 L32 32 L28 46 L24 32 L10 28 L24 24 Z" fill="${color}"/><circle cx="28" cy="28" r="4.5" fill="#ffffff"/>`;
const adult = `<circle cx="28" cy="28" r="18" fill="#ffffff" stroke="#e11d48" stroke-width="4"/><text x="28" y="33.5" text-anchor="middle" font-family="${ART_FONT}" font-size="15" font-weight="900" fill="#e11d48">18+</text>`;

const MARKS: Record<string, Mark> = {
  upi: { plate: ['#ffffff', '#eef2f7'], glyph: arrows('#f47920', '#0e9447'), word: 'UPI', ink: '#3b3b3b', sub: 'Unified Payments', italic: true },
  paytm: {
    plate: ['#ffffff', '#eaf6fd'],
    glyph: disc(
      '#00baf2',
      `<path d="M20 19 H30 C35 19 37 22 37 25.5 C37 29 35 32 30 32 H25 V38 H20 Z M25 23.5 V27.5 H29.5 C31.3 27.5 32 26.6 32 25.5 C32 24.4 31.3 23.5 29.5 23.5 Z" fill="#ffffff"/>`,
    ),
    word: 'Paytm',
    ink: '#002e6e',
    accent: { color: '#00baf2', split: 2 },
  },
  phonepe: {
    plate: ['#5f259f', '#3d1370'],
    glyph:
      '<rect x="17" y="10" width="22" height="36" rx="5" fill="#ffffff"/><rect x="20.5" y="15" width="15" height="22" rx="1.5" fill="#5f259f"/><path d="M24.5 19.5 H29.5 C31.6 19.5 32.6 20.9 32.6 22.6 C32.6 24.3 31.6 25.7 29.5 25.7 H27.2 V32.5 H24.5 Z" fill="#ffffff"/><circle cx="28" cy="41.5" r="1.8" fill="#5f259f"/>',
    word: 'PhonePe',
    ink: '#ffffff',
    sub: 'UPI payments',
  },
  gpay: { plate: ['#ffffff', '#f1f3f4'], glyph: ring(['#4285f4', '#34a853', '#fbbc04', '#ea4335']), word: 'G Pay', ink: '#5f6368' },
  rupay: { plate: ['#ffffff', '#f3f6fb'], glyph: arrows('#f37021', '#008c44'), word: 'RuPay', ink: '#1b3f8f', italic: true },
  imps: { plate: ['#1d4ed8', '#1e3a8a'], glyph: exchange('#ffffff'), word: 'IMPS', ink: '#ffffff', sub: 'Instant transfer' },
  visa: { plate: ['#1a1f71', '#0f1450'], glyph: cardChip('#f7b600'), word: 'VISA', ink: '#ffffff', italic: true },
  mastercard: { plate: ['#1f1f1f', '#000000'], glyph: overlap, word: 'mastercard', ink: '#ffffff' },
  usdt: { plate: ['#26a17b', '#1a7a5c'], glyph: tether, word: 'USDT', ink: '#ffffff', sub: 'Tether' },
  gli: { plate: ['#0b3c5d', '#082a42'], glyph: shield('#ffffff', '#0b3c5d'), word: 'GLI', ink: '#ffffff', sub: 'Certified' },
  itechlabs: { plate: ['#ffffff', '#eef4ec'], glyph: badge('#3a9d23', '#ffffff'), word: 'iTech Labs', ink: '#1f2937', sub: 'RNG tested' },
  bmm: { plate: ['#14213d', '#0a1224'], glyph: lab('#fca311'), word: 'BMM', ink: '#ffffff', sub: 'Testlabs' },
  ecogra: { plate: ['#ffffff', '#edf7f0'], glyph: leaf('#2e8b57'), word: 'eCOGRA', ink: '#1f4e3d', sub: 'Safe and fair' },
  gamcare: { plate: ['#ffffff', '#f3eefa'], glyph: heart('#6b3fa0'), word: 'GamCare', ink: '#4a2a75', sub: 'Support' },
  adult: { plate: ['#2b0b14', '#17050b'], glyph: adult, word: '18+ only', ink: '#ffffff', sub: 'Play responsibly' },
  pagcor: { plate: ['#0038a8', '#002270'], glyph: seal('#ce1126', '#fcd116'), word: 'PAGCOR', ink: '#ffffff', sub: 'Licensed' },
  curacao: { plate: ['#002b7f', '#001b52'], glyph: waves('#1a56c4'), word: 'Curaçao', ink: '#ffffff', sub: 'eGaming licence' },
  mga: { plate: ['#ffffff', '#f5f0f0'], glyph: cross('#c8102e'), word: 'MGA', ink: '#c8102e', sub: 'Malta Gaming' },
};

function renderMark(code: string, name: string, mark: Mark): string {
  const style = mark.italic ? ' font-style="italic"' : '';
  const wordY = mark.sub ? 30 : 35;
  const size = mark.word.length > 8 ? 17 : 21;
  const word = mark.accent
    ? `${escapeXml(mark.word.slice(0, -mark.accent.split))}<tspan fill="${mark.accent.color}">${escapeXml(mark.word.slice(-mark.accent.split))}</tspan>`
    : escapeXml(mark.word);
  const sub = mark.sub
    ? `<text x="58" y="45" font-family="${ART_FONT}" font-size="10" font-weight="600" fill="${mark.ink}" opacity="0.75">${escapeXml(mark.sub)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="plate-${code}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mark.plate[0]}"/><stop offset="1" stop-color="${mark.plate[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" rx="12" fill="url(#plate-${code})"/>
<rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" rx="11.5" fill="none" stroke="#000000" stroke-opacity="0.08"/>
${mark.glyph}
<text x="58" y="${wordY}" font-family="${ART_FONT}" font-size="${size}" font-weight="800"${style} fill="${mark.ink}">${word}</text>
${sub}
</svg>`;
}

// Social marks: round, in each network's colour, in a 56 x 56 box.
const SOCIAL: Record<string, { name: string; color: string; glyph: string }> = {
  telegram: {
    name: 'Telegram',
    color: '#229ed9',
    glyph:
      '<path d="M13 27.5 L40 17 C41.4 16.5 42.5 17.3 42.1 19.4 L37.6 40.6 C37.2 42.3 36.1 42.8 34.7 42 L27.9 37 L24.6 40.2 C24.2 40.6 23.9 40.9 23.2 40.9 L23.7 33.9 L36.4 22.4 C37 21.9 36.3 21.6 35.5 22.1 L19.8 32 L13.1 29.9 C11.6 29.4 11.6 28.4 13 27.5 Z" fill="#ffffff"/>',
  },
  whatsapp: {
    name: 'WhatsApp',
    color: '#25d366',
    glyph:
      '<path d="M28 13 C19.7 13 13 19.6 13 27.8 C13 30.6 13.8 33.2 15.2 35.5 L13.2 43 L21 41 C23.1 42.2 25.5 42.8 28 42.8 C36.3 42.8 43 36.1 43 27.9 C43 19.6 36.3 13 28 13 Z" fill="none" stroke="#ffffff" stroke-width="2.8" stroke-linejoin="round"/>' +
      '<path d="M22.6 21.5 C23.1 21.5 23.5 21.6 23.8 22.3 L25.3 25.7 C25.5 26.2 25.4 26.7 25 27.1 L23.9 28.4 C25.2 30.9 27.1 32.7 29.6 34 L30.9 32.9 C31.3 32.5 31.8 32.4 32.3 32.6 L35.7 34.1 C36.4 34.4 36.5 34.9 36.4 35.4 C36 37.3 34.3 38.4 32.5 38.3 C26.1 37.7 20.3 31.9 19.7 25.5 C19.6 23.7 20.7 22 22.6 21.5 Z" fill="#ffffff"/>',
  },
  facebook: {
    name: 'Facebook',
    color: '#1877f2',
    glyph:
      '<path d="M30.4 44 V30.6 H34.9 L35.6 25.3 H30.4 V22 C30.4 20.5 30.8 19.5 33 19.5 H35.8 V14.8 C35.3 14.7 33.6 14.6 31.7 14.6 C27.6 14.6 24.9 17 24.9 21.6 V25.3 H20.4 V30.6 H24.9 V44 Z" fill="#ffffff"/>',
  },
};

function renderSocial(network: { name: string; color: string; glyph: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56" role="img" aria-label="${escapeXml(network.name)}">
<circle cx="28" cy="28" r="28" fill="${network.color}"/>
${network.glyph}
</svg>`;
}

const NAMES = new Map(Object.values(FOOTER_LOGOS).flatMap((logos) => logos.map((logo) => [logo.code, logo.name] as const)));

/** The SVG of a footer logo or a social mark by its code, or null when there is none. */
export function renderLogoSvg(code: string): string | null {
  const mark = MARKS[code];
  const name = NAMES.get(code);
  if (mark && name) return renderMark(code, name, mark);
  const social = (SOCIAL_NETWORKS as readonly string[]).includes(code) ? SOCIAL[code] : undefined;
  return social ? renderSocial(social) : null;
}
