export type Rgb = readonly [number, number, number];
export type Point = { readonly x: number; readonly y: number };
/** One colour, or a colour for each pixel (shading). */
export type Paint = Rgb | ((x: number, y: number) => Rgb);

/** An RGB picture drawn in place: plain pixels, blended (anti-aliased) pixels, lines and strokes. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  contains(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  get(x: number, y: number): Rgb {
    const offset = (y * this.width + x) * 3;
    return [this.pixels[offset] ?? 0, this.pixels[offset + 1] ?? 0, this.pixels[offset + 2] ?? 0];
  }

  set(x: number, y: number, colour: Rgb) {
    this.blend(x, y, colour, 1);
  }

  /** Paints `colour` over the pixel with the given coverage (0 leaves it, 1 replaces it). */
  blend(x: number, y: number, [r, g, b]: Rgb, coverage: number) {
    if (!this.contains(x, y) || coverage <= 0) return;
    const offset = (y * this.width + x) * 3;
    const keep = 1 - Math.min(coverage, 1);
    this.pixels[offset] = Math.round((this.pixels[offset] ?? 0) * keep + r * (1 - keep));
    this.pixels[offset + 1] = Math.round((this.pixels[offset + 1] ?? 0) * keep + g * (1 - keep));
    this.pixels[offset + 2] = Math.round((this.pixels[offset + 2] ?? 0) * keep + b * (1 - keep));
  }

  /** A one-pixel Bresenham line. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb) {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    for (;;) {
      this.set(x0, y0, colour);
      if (x0 === x1 && y0 === y1) return;
      const doubled = 2 * error;
      if (doubled >= dy) {
        error += dy;
        x0 += sx;
      }
      if (doubled <= dx) {
        error += dx;
        y0 += sy;
      }
    }
  }

  /**
   * Paths `width` pixels thick with soft edges, painted in one go so that where they meet or cross
   * the ink is no darker than elsewhere.
   */
  stroke(paths: readonly (readonly Point[])[], width: number, paint: Paint) {
    const coverage = new Float32Array(this.width * this.height);
    const half = width / 2;
    for (const path of paths) {
      for (let index = 0; index < path.length; index++) {
        const from = path[index];
        const to = path[index + 1] ?? (path.length === 1 ? from : undefined);
        if (!from || !to) continue;
        const [left, right] = [Math.floor(Math.min(from.x, to.x) - half - 1), Math.ceil(Math.max(from.x, to.x) + half + 1)];
        const [top, bottom] = [Math.floor(Math.min(from.y, to.y) - half - 1), Math.ceil(Math.max(from.y, to.y) + half + 1)];
        for (let y = Math.max(0, top); y <= Math.min(this.height - 1, bottom); y++) {
          for (let x = Math.max(0, left); x <= Math.min(this.width - 1, right); x++) {
            const at = y * this.width + x;
            coverage[at] = Math.max(coverage[at] ?? 0, Math.min(1, half + 0.5 - distanceToSegment(x + 0.5, y + 0.5, from, to)));
          }
        }
      }
    }
    for (let at = 0; at < coverage.length; at++) {
      if (!coverage[at]) continue;
      const [x, y] = [at % this.width, Math.floor(at / this.width)];
      this.blend(x, y, typeof paint === 'function' ? paint(x, y) : paint, coverage[at] ?? 0);
    }
  }
}

function distanceToSegment(x: number, y: number, from: Point, to: Point): number {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - from.x) * dx + (y - from.y) * dy) / lengthSquared));
  return Math.hypot(x - (from.x + t * dx), y - (from.y + t * dy));
}
