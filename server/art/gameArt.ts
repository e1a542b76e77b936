import { mulberry32, randomIntBetween } from '../random';
import { ART_FONT, escapeXml, hsl, hueOf, initialsOf, textLines, wrapText } from './svg';

export type GameArtInput = { nodeId: number; name: string; vendorName: string; large: boolean };

/**
 * Tile art for a game: a gradient in the game's own hue (from its node id), scattered bubbles,
 * a medallion with the initials and the name below. Square, or 3:4 for the large tile.
 */
export function renderGameSvg({ nodeId, name, vendorName, large }: GameArtInput): string {
  const width = 300;
  const height = large ? 400 : 300;
  const hue = hueOf(nodeId);
  const random = mulberry32(nodeId);
  const bubbles = Array.from({ length: 9 }, () => {
    const r = randomIntBetween(random, 8, 46);
    return `<circle cx="${randomIntBetween(random, 0, width)}" cy="${randomIntBetween(random, 0, height)}" r="${r}" fill="${hsl(hue + randomIntBetween(random, -40, 40), 90, 75)}" opacity="${(0.08 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const medallionY = large ? 160 : 125;
  const nameLines = wrapText(name, 16, 2);
  const nameY = large ? 300 : 235;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 48)}"/><stop offset="1" stop-color="${hsl(hue + 45, 80, 22)}"/></linearGradient>
<radialGradient id="medal" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${hsl(hue + 180, 95, 80)}"/><stop offset="1" stop-color="${hsl(hue + 200, 85, 45)}"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" rx="24" fill="url(#bg)"/>
${bubbles}
<text x="16" y="30" font-family="${ART_FONT}" font-size="16" font-weight="600" fill="#ffffff" opacity="0.85">${escapeXml(vendorName)}</text>
<circle cx="${width / 2}" cy="${medallionY}" r="74" fill="url(#medal)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5"/>
<text x="${width / 2}" y="${medallionY + 24}" text-anchor="middle" font-family="${ART_FONT}" font-size="68" font-weight="800" fill="#ffffff" stroke="${hsl(hue, 70, 25)}" stroke-width="2">${escapeXml(initialsOf(name))}</text>
${textLines(nameLines, width / 2, nameY, 30, `text-anchor="middle" font-family="${ART_FONT}" font-size="26" font-weight="700" fill="#ffffff"`)}
</svg>`;
}
