import { mulberry32, randomIntBetween } from '../random';
import { ART_FONT, escapeXml, hsl, hueOf, textLines, wrapText } from './svg';

export type BannerArtInput = { id: number; title: string; callToAction: string; brand: string; video: boolean };

/**
 * A 3:1 banner: a diagonal gradient, soft light beams and rings, the title large on the left and
 * a call-to-action pill; a video banner gets a play button instead of the pill.
 */
export function renderBannerSvg({ id, title, callToAction, brand, video }: BannerArtInput): string {
  const width = 1200;
  const height = 400;
  const hue = hueOf(id * 7 + 3);
  const random = mulberry32(id * 977);
  const rings = Array.from({ length: 6 }, () => {
    const r = randomIntBetween(random, 40, 220);
    return `<circle cx="${randomIntBetween(random, 650, 1200)}" cy="${randomIntBetween(random, -40, 440)}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${(0.08 + random() * 0.15).toFixed(2)}" stroke-width="${randomIntBetween(random, 2, 10)}"/>`;
  }).join('');
  const beams = Array.from({ length: 4 }, (_, index) => {
    const x = 560 + index * 150 + randomIntBetween(random, -30, 30);
    return `<polygon points="${x},0 ${x + 70},0 ${x - 160},${height} ${x - 230},${height}" fill="#ffffff" opacity="0.06"/>`;
  }).join('');
  // narrower lines on a video banner keep the title clear of the play button
  const lines = wrapText(title, video ? 18 : 24, 2);
  const titleY = lines.length > 1 ? 150 : 190;
  const action = video
    ? `<circle cx="960" cy="200" r="86" fill="#ffffff" fill-opacity="0.92"/><polygon points="935,150 935,250 1020,200" fill="${hsl(hue, 75, 40)}"/>`
    : `<rect x="80" y="280" width="${Math.max(180, callToAction.length * 18 + 60)}" height="64" rx="32" fill="${hsl(hue + 150, 95, 60)}"/>
<text x="${80 + Math.max(180, callToAction.length * 18 + 60) / 2}" y="322" text-anchor="middle" font-family="${ART_FONT}" font-size="28" font-weight="800" fill="${hsl(hue, 70, 18)}">${escapeXml(callToAction)}</text>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 38)}"/><stop offset="0.55" stop-color="${hsl(hue + 35, 75, 30)}"/><stop offset="1" stop-color="${hsl(hue + 70, 85, 18)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${beams}${rings}
<text x="80" y="80" font-family="${ART_FONT}" font-size="26" font-weight="700" letter-spacing="4" fill="#ffffff" opacity="0.8">${escapeXml(brand.toUpperCase())}</text>
${textLines(lines, 80, titleY, 78, `font-family="${ART_FONT}" font-size="64" font-weight="800" fill="#ffffff"`)}
${action}
</svg>`;
}
