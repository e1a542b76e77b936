import { Canvas, type Rgb } from '../../server/captcha/canvas';
import { CAPTCHA_ALPHABET, GLYPHS } from '../../server/captcha/font';
import { drawGlyph } from '../../server/captcha/glyph';
import { CAPTCHA_LENGTH, GLYPH_SCALE, PEN_WIDTH } from '../../server/captcha/render';
import { inkAt } from './captchaInk';
import { glyphsOf, type Point } from './captchaSegments';
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
/** The tilts (radians) and slants (sideways per downwards) of the templates. */
const TILTS = [-0.5, -0.35, -0.2, -0.1, 0, 0.1, 0.2, 0.35, 0.5];
const SLANTS = [-0.3, -0.15, 0, 0.15, 0.3];

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
