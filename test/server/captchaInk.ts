/**
 * Cleaning a captcha's ink the way a script would: threshold the darkness, close the one-pixel
 * gaps lines cut into strokes, and open away the one-pixel lines themselves.
 */

/** Closes one-pixel gaps that lines drawn across the ink leave in it (ink on both sides: ink). */
function closeGaps(ink: Uint8Array, width: number, height: number): Uint8Array {
  const closed = Uint8Array.from(ink);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      if (!ink[at] && ((ink[at - width] && ink[at + width]) || (ink[at - 1] && ink[at + 1]))) closed[at] = 1;
    }
  }
  return closed;
}

/**
 * Morphological opening with a 2x2 square: one-pixel lines (thinner than any glyph stroke) vanish,
 * strokes two or more pixels wide stay.
 */
function removeThinLines(ink: Uint8Array, width: number, height: number): Uint8Array {
  const at = (mask: Uint8Array, x: number, y: number) => (x >= 0 && y >= 0 && x < width && y < height ? (mask[y * width + x] ?? 0) : 0);
  const eroded = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) eroded[y * width + x] = at(ink, x, y) & at(ink, x + 1, y) & at(ink, x, y + 1) & at(ink, x + 1, y + 1);
  }
  const opened = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) opened[y * width + x] = at(eroded, x, y) | at(eroded, x - 1, y) | at(eroded, x, y - 1) | at(eroded, x - 1, y - 1);
  }
  return opened;
}

/** The ink of a picture at a darkness cut-off, cleaned the way a script would clean it. */
export function inkAt(light: Float32Array, threshold: number, width: number, height: number): Uint8Array {
  const ink = Uint8Array.from(light, (value) => (value < threshold ? 1 : 0));
  return removeThinLines(closeGaps(ink, width, height), width, height);
}
