import { mulberry32, randomIntBetween } from '../random';
import { hsl, hueOf } from './svg';

export type BannerArtInput = { id: number; video: boolean };

/**
 * A 3:1 banner background: a diagonal gradient, soft light beams and rings, and a play button on
 * a video banner. It carries no text: an SVG shown through <img> cannot use the page's own fonts,
 * so the client lays the banner title over it in the product's shipped Devanagari and Latin fonts.
 */
export function renderBannerSvg({ id, video }: BannerArtInput): string {
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
  const play = video
    ? `<circle cx="960" cy="200" r="86" fill="#ffffff" fill-opacity="0.92"/><polygon points="935,150 935,250 1020,200" fill="${hsl(hue, 75, 40)}"/>`
    : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 38)}"/><stop offset="0.55" stop-color="${hsl(hue + 35, 75, 30)}"/><stop offset="1" stop-color="${hsl(hue + 70, 85, 18)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${beams}${rings}${play}
</svg>`;
}
