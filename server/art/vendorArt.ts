import { ART_FONT, escapeXml, hsl, hueOf } from './svg';

/** A hue that stays the same for a vendor code wherever it appears. */
const hueOfCode = (code: string) => hueOf([...code].reduce((sum, character) => sum * 31 + character.charCodeAt(0), 7) % 10_000);

/** A vendor logo: the code large on a rounded gradient plate, the vendor's name below. */
export function renderVendorSvg({ code, name }: { code: string; name: string }): string {
  const hue = hueOfCode(code);
  const shortCode = code.replaceAll('_', ' ');
  const codeSize = shortCode.length > 6 ? 22 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="plate" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(hue + 30, 75, 28)}"/></linearGradient></defs>
<rect width="200" height="80" rx="16" fill="url(#plate)"/>
<text x="100" y="44" text-anchor="middle" font-family="${ART_FONT}" font-size="${codeSize}" font-weight="800" letter-spacing="1" fill="#ffffff">${escapeXml(shortCode)}</text>
<text x="100" y="66" text-anchor="middle" font-family="${ART_FONT}" font-size="13" font-weight="500" fill="#ffffff" opacity="0.85">${escapeXml(name)}</text>
</svg>`;
}
