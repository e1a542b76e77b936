/** Small helpers shared by the generated SVG art. */

/** Art text is Latin (names, codes): a generic family resolves at once, where a list of absent fonts costs a lookup per image. */
export const ART_FONT = 'sans-serif';

export const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/** A hue in [0, 360) spread by the golden angle, so neighbouring ids get clearly different colours. */
export const hueOf = (id: number) => Math.round((id * 137.508) % 360);

export const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${((hue % 360) + 360) % 360}, ${saturation}%, ${lightness}%)`;

/** Breaks text into at most `maxLines` lines of about `maxChars`, ending with an ellipsis when cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/** Up to two capital initials of a name ('Golden Dragon Fortune' -> 'GD'). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** Lines of text centred on x, stacked from y, as <text> elements. */
export function textLines(lines: readonly string[], x: number, y: number, lineHeight: number, attributes: string): string {
  return lines.map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" ${attributes}>${escapeXml(line)}</text>`).join('');
}
