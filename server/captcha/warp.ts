import { Canvas, type Rgb } from './canvas';

/** Sideways shift varying down the picture, and vertical shift varying across it (pixels, radians). */
export type SineWarp = {
  readonly shiftX: number;
  readonly periodY: number;
  readonly phaseX: number;
  readonly shiftY: number;
  readonly periodX: number;
  readonly phaseY: number;
};

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** The colour between pixels, mixed from the four around (edges repeat outwards). */
function sample(source: Canvas, x: number, y: number): Rgb {
  const [left, top] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - left, y - top];
  const at = (px: number, py: number) => source.get(clamp(px, source.width - 1), clamp(py, source.height - 1));
  const [a, b, c, d] = [at(left, top), at(left + 1, top), at(left, top + 1), at(left + 1, top + 1)];
  const mixed = (channel: 0 | 1 | 2) => Math.round((a[channel] * (1 - fx) + b[channel] * fx) * (1 - fy) + (c[channel] * (1 - fx) + d[channel] * fx) * fy);
  return [mixed(0), mixed(1), mixed(2)];
}

/** Bends the whole picture along two sine waves, glyphs and lines alike, so no shape keeps its template's. */
export function warp(source: Canvas, wave: SineWarp): Canvas {
  const target = new Canvas(source.width, source.height);
  for (let y = 0; y < source.height; y++) {
    for (let x = 0; x < source.width; x++) {
      const fromX = x + wave.shiftX * Math.sin((2 * Math.PI * y) / wave.periodY + wave.phaseX);
      const fromY = y + wave.shiftY * Math.sin((2 * Math.PI * x) / wave.periodX + wave.phaseY);
      target.set(x, y, sample(source, fromX, fromY));
    }
  }
  return target;
}
