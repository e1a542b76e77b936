import { Canvas, type Rgb } from '../../server/captcha/canvas';
import { CAPTCHA_ALPHABET, GLYPHS } from '../../server/captcha/font';
import { drawGlyph } from '../../server/captcha/glyph';
import { CAPTCHA_LENGTH, GLYPH_SCALE, PEN_WIDTH } from '../../server/captcha/render';
import { decodeRgbPng, luminance } from './pngPixels';

/**
 * A captcha reader of the kind the attack run used, written the way an attacker who has read the
 * server's code would write it: threshold the dark ink, cut it into CAPTCHA_LENGTH glyphs by
 * connected components (merging pieces, splitting touching glyphs at their thinnest column),
 * and match each glyph against templates rendered from the server's own font, at every slant and
 * tilt the renderer could have used. Its success rate is what the captcha tests measure.
 */

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Glyphs and templates are compared as GRID_WIDTH x GRID_HEIGHT cells of ink coverage. */
const GRID_WIDTH = 10;
const GRID_HEIGHT = 14;
/** Darkness cut-offs tried (luminance); the reading that fits its templates best wins. */
const THRESHOLDS = [90, 120, 150];
/** Ink blobs smaller than this are specks, not glyph parts. */
const SPECK_PIXELS = Number(process.env.SPECK ?? 5);
/** Blobs at least this big are glyphs or large parts of them; smaller ones are pieces to put back. */
const GLYPH_PART_PIXELS = 40;
/** Wider than any glyph can be drawn: a blob this wide holds lines or several glyphs. */
const WIDER_THAN_A_GLYPH = 24;
/** A column with no more ink than this at either end is a stray line's tail, not a glyph. */
const TAIL_COLUMN_INK = 3;
/** The tilts (radians) and slants (sideways per downwards) of the templates. */
const TILTS = [-0.5, -0.35, -0.2, -0.1, 0, 0.1, 0.2, 0.35, 0.5];
const SLANTS = [-0.3, -0.15, 0, 0.15, 0.3];

type Point = { x: number; y: number };
type Grid = Float32Array;

/** Ink coverage of the pixels' bounding box, squeezed or stretched to the grid. */
function gridOf(points: readonly Point[]): Grid | null {
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const width = Math.max(...xs) - left + 1;
  const height = Math.max(...ys) - top + 1;
  if (width < 3 || height < 6) return null;
  const cellOf = (x: number, y: number) => Math.floor(((y - top) * GRID_HEIGHT) / height) * GRID_WIDTH + Math.floor(((x - left) * GRID_WIDTH) / width);
  const grid = new Float32Array(GRID_WIDTH * GRID_HEIGHT);
  // Cells cover one or more pixels each, unevenly: each is the share of its own pixels that are ink.
  const pixelsPerCell = new Float32Array(GRID_WIDTH * GRID_HEIGHT);
  for (let y = top; y < top + height; y++) for (let x = left; x < left + width; x++) pixelsPerCell[cellOf(x, y)] = (pixelsPerCell[cellOf(x, y)] ?? 0) + 1;
  for (const { x, y } of points) grid[cellOf(x, y)] = (grid[cellOf(x, y)] ?? 0) + 1;
  for (let cell = 0; cell < grid.length; cell++) grid[cell] = (grid[cell] ?? 0) / Math.max(1, pixelsPerCell[cell] ?? 0);
  return grid;
}

/** The glyph drawn by the server's own code, tilted and slanted, as ink points. */
function transformedGlyph(rows: readonly string[], tilt: number, slant: number): Point[] {
  const size = 48;
  const canvas = new Canvas(size, size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) canvas.set(x, y, WHITE);
  drawGlyph(canvas, rows, { centreX: size / 2, centreY: size / 2, scale: GLYPH_SCALE, tilt, slant, weight: PEN_WIDTH, paint: BLACK });
  const points: Point[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if ((canvas.get(x, y)[0] ?? 255) < 128) points.push({ x, y });
  return points;
}

type Template = { character: string; grid: Grid };

const TEMPLATES: readonly Template[] = [...CAPTCHA_ALPHABET].flatMap((character) =>
  TILTS.flatMap((tilt) =>
    SLANTS.flatMap((slant) => {
      const grid = gridOf(transformedGlyph(GLYPHS[character] ?? [], tilt, slant));
      return grid ? [{ character, grid }] : [];
    }),
  ),
);

function closestCharacter(grid: Grid): { character: string; distance: number } {
  let best = { character: '?', distance: Infinity };
  for (const template of TEMPLATES) {
    let distance = 0;
    for (let cell = 0; cell < grid.length && distance < best.distance; cell++) distance += Math.abs((grid[cell] ?? 0) - (template.grid[cell] ?? 0));
    if (distance < best.distance) best = { character: template.character, distance };
  }
  return best;
}

/** 8-connected blobs of ink, each as its points. */
function blobsOf(ink: Uint8Array, width: number, height: number): Point[][] {
  const seen = new Uint8Array(ink.length);
  const blobs: Point[][] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob: Point[] = [];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const at = queue.pop() ?? 0;
      const [x, y] = [at % width, Math.floor(at / width)];
      blob.push({ x, y });
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            queue.push(next);
          }
        }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

const spanOf = (blob: readonly Point[]) => {
  const xs = blob.map((point) => point.x);
  return { left: Math.min(...xs), right: Math.max(...xs) };
};

/** Drops the thin tails of stray lines at both ends of a blob. */
function trimTails(blob: Point[]): Point[] {
  const { left, right } = spanOf(blob);
  const perColumn = new Array<number>(right - left + 1).fill(0);
  for (const { x } of blob) perColumn[x - left] = (perColumn[x - left] ?? 0) + 1;
  let [from, to] = [0, perColumn.length - 1];
  while (from < to && (perColumn[from] ?? 0) <= TAIL_COLUMN_INK) from++;
  while (to > from && (perColumn[to] ?? 0) <= TAIL_COLUMN_INK) to--;
  return blob.filter(({ x }) => x - left >= from && x - left <= to);
}

/** Splits a blob at its thinnest column in the middle half (where touching glyphs meet). */
function splitAtThinnest(blob: Point[]): [Point[], Point[]] {
  const { left, right } = spanOf(blob);
  const perColumn = new Map<number, number>();
  for (const { x } of blob) perColumn.set(x, (perColumn.get(x) ?? 0) + 1);
  const quarter = (right - left) / 4;
  let cut = Math.round((left + right) / 2);
  for (let x = Math.ceil(left + quarter); x <= Math.floor(right - quarter); x++) {
    if ((perColumn.get(x) ?? 0) < (perColumn.get(cut) ?? 0)) cut = x;
  }
  return [blob.filter((point) => point.x < cut), blob.filter((point) => point.x >= cut)];
}

/** Exactly CAPTCHA_LENGTH glyph candidates, left to right, or null when the ink cannot be cut so. */
function glyphsOf(ink: Uint8Array, width: number, height: number): Point[][] | null {
  const blobs = blobsOf(ink, width, height).filter((blob) => blob.length >= SPECK_PIXELS);
  const isMajor = (blob: Point[]) => blob.length >= GLYPH_PART_PIXELS;
  let parts = blobs
    .filter(isMajor)
    .map((blob) => (spanOf(blob).right - spanOf(blob).left > WIDER_THAN_A_GLYPH ? trimTails(blob) : blob))
    .sort((a, b) => spanOf(a).left - spanOf(b).left);
  // Pieces of one glyph (and bits of line) join their neighbour: the narrowest joined pair first.
  while (parts.length > CAPTCHA_LENGTH) {
    let joinAt = 0;
    let narrowest = Infinity;
    for (let index = 0; index + 1 < parts.length; index++) {
      const joinedWidth = Math.max(spanOf(parts[index + 1] ?? []).right, spanOf(parts[index] ?? []).right) - spanOf(parts[index] ?? []).left;
      if (joinedWidth < narrowest) [joinAt, narrowest] = [index, joinedWidth];
    }
    parts = [...parts.slice(0, joinAt), [...(parts[joinAt] ?? []), ...(parts[joinAt + 1] ?? [])], ...parts.slice(joinAt + 2)];
  }
  // Touching glyphs are one blob: cut the widest until there are enough.
  while (parts.length < CAPTCHA_LENGTH && parts.length > 0) {
    const widest = parts.reduce((best, part, index) => {
      const span = spanOf(part);
      const bestSpan = spanOf(parts[best] ?? []);
      return span.right - span.left > bestSpan.right - bestSpan.left ? index : best;
    }, 0);
    const [first, second] = splitAtThinnest(parts[widest] ?? []);
    if (first.length === 0 || second.length === 0) return null;
    parts = [...parts.slice(0, widest), first, second, ...parts.slice(widest + 1)];
  }
  if (parts.length !== CAPTCHA_LENGTH) return null;
  // Small pieces (a stroke cut off by a line) go back to the glyph over whose columns they lie.
  const glyphs = parts.map((part) => [...part]);
  for (const piece of blobs.filter((blob) => !isMajor(blob))) {
    const centre = piece.reduce((sum, point) => sum + point.x, 0) / piece.length;
    const owner = glyphs.findIndex((glyph) => spanOf(glyph).left <= centre && centre <= spanOf(glyph).right);
    if (owner >= 0) glyphs[owner]?.push(...piece);
  }
  return glyphs;
}

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
function inkAt(light: Float32Array, threshold: number, width: number, height: number): Uint8Array {
  const ink = Uint8Array.from(light, (value) => (value < threshold ? 1 : 0));
  return process.env.OPEN === "0" ? closeGaps(ink, width, height) : removeThinLines(closeGaps(ink, width, height), width, height);
}

/** Reads a captcha PNG; '?' for a glyph it could not cut out. */
export function readCaptcha(png: Buffer): string {
  const picture = decodeRgbPng(png);
  const light = luminance(picture);
  let best = { text: '?'.repeat(CAPTCHA_LENGTH), distance: Infinity };
  for (const threshold of THRESHOLDS) {
    const ink = inkAt(light, threshold, picture.width, picture.height);
    const glyphs = glyphsOf(ink, picture.width, picture.height);
    if (!glyphs) continue;
    const readings = glyphs.map((glyph) => {
      const grid = gridOf(glyph);
      return grid ? closestCharacter(grid) : { character: '?', distance: GRID_WIDTH * GRID_HEIGHT };
    });
    const distance = readings.reduce((sum, reading) => sum + reading.distance, 0);
    if (distance < best.distance) best = { text: readings.map((reading) => reading.character).join(''), distance };
  }
  return best.text;
}

export function debugSegments(png: Buffer, threshold: number) {
  const picture = decodeRgbPng(png);
  const light = luminance(picture);
  const ink = inkAt(light, threshold, picture.width, picture.height);
  const glyphs = glyphsOf(ink, picture.width, picture.height);
  const lines: string[] = [];
  for (let y = 0; y < picture.height; y++) {
    let line = '';
    for (let x = 0; x < picture.width; x++) {
      const index = glyphs?.findIndex((g) => g.some((p) => p.x === x && p.y === y)) ?? -1;
      line += index >= 0 ? String(index) : ink[y * picture.width + x] ? '#' : '.';
    }
    lines.push(line);
  }
  const reads = glyphs?.map((g) => { const grid = gridOf(g); return grid ? closestCharacter(grid) : null; });
  return lines.join('\n') + '\n' + JSON.stringify(reads);
}
export function debugCandidates(png: Buffer, threshold: number, index: number) {
  const picture = decodeRgbPng(png);
  const ink = inkAt(luminance(picture), threshold, picture.width, picture.height);
  const glyph = glyphsOf(ink, picture.width, picture.height)?.[index] ?? [];
  const grid = gridOf(glyph)!;
  const show = (g: Grid) => Array.from({ length: GRID_HEIGHT }, (_, r) => Array.from(g.slice(r * GRID_WIDTH, (r + 1) * GRID_WIDTH), (v) => (v > 0.66 ? '#' : v > 0.33 ? '+' : '.')).join('')).join('\n');
  const scored = TEMPLATES.map((t, i) => { let d = 0; for (let c = 0; c < grid.length; c++) d += Math.abs((grid[c] ?? 0) - (t.grid[c] ?? 0)); return { i, c: t.character, d }; }).sort((a, b) => a.d - b.d);
  const rIndex = scored.find((s) => s.c === 'R')!;
  return show(grid) + '\n' + JSON.stringify(scored.slice(0, 5)) + '\nR best ' + JSON.stringify(rIndex) + '\n' + show(TEMPLATES[scored[0]!.i]!.grid) + '\n\n' + show(TEMPLATES[rIndex.i]!.grid);
}
