import { type RandomSource, randomIntBetween } from '../random';
import { Canvas, type Paint, type Point, type Rgb } from './canvas';
import { anyDark, light, medium, neighbourlyHues, oldDark, shadedPair } from './colours';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPHS } from './font';
import { drawGlyph, type GlyphPlacement } from './glyph';
import { encodePng } from './png';
import { warp } from './warp';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_LENGTH = 4;

/** Pixels per font cell: characters about 21x29 px, as large as the height allows. */
export const GLYPH_SCALE = 4.2;
/** Pen width of the glyphs, and of the ink strokes that cross them, so width tells them not apart. */
export const PEN_WIDTH = 3.2;

/**
 * `hardened` is what the server serves. Without it the picture is like the old one (upright,
 * spaced glyphs of one dark shade, light noise only): the captcha tests show their reader
 * competent on it, so that its failure on the hardened picture means something.
 */
export type CaptchaStyle = { readonly hardened: boolean };
export const SERVED_STYLE: CaptchaStyle = { hardened: true };

/** How much of each trick a style uses. */
type Recipe = {
  /** Distance between glyph centres, least and most (a glyph is about 21 px wide before its tilt). */
  readonly advance: readonly [number, number];
  readonly maxTilt: number;
  readonly maxSlant: number;
  readonly maxLift: number;
  /** Dark strokes across the whole text, as wide as the glyphs' pen and of the same palette. */
  readonly crossingStrokes: number;
  /** Thin light lines, as the old picture had. */
  readonly lightLines: number;
  /** Largest shift (pixels) of the sine warp of the whole picture; 0 for none. */
  readonly warpShift: number;
  /** The paint of a glyph of the hue (neighbours' hues are well apart) centred at the height. */
  readonly glyphPaint: (random: RandomSource, hue: number, centreY: number) => Paint;
  readonly strokeColour: (random: RandomSource) => Rgb;
};

const between = (random: RandomSource, min: number, max: number) => min + random() * (max - min);

const RECIPES: Record<'plain' | 'hardened', Recipe> = {
  plain: {
    advance: [24, 28],
    maxTilt: 0,
    maxSlant: 0.13,
    maxLift: 5,
    crossingStrokes: 0,
    lightLines: 4,
    warpShift: 0,
    glyphPaint: (random) => oldDark(random),
    strokeColour: oldDark,
  },
  // Tuned against the template reader of the tests and by reading samples as a person: tighter
  // spacing, more tilt or more strokes cost people more than they cost the script.
  hardened: {
    advance: [22, 25],
    maxTilt: 0.15,
    maxSlant: 0.25,
    maxLift: 1,
    crossingStrokes: 2,
    lightLines: 2,
    warpShift: 1.5,
    glyphPaint: shadedGlyph,
    strokeColour: anyDark,
  },
};

/** A glyph shaded from dark at one end (top or bottom) to much lighter at the other. */
function shadedGlyph(random: RandomSource, hue: number, centreY: number): Paint {
  const [dark, lighter] = shadedPair(random, hue);
  const [from, to] = random() < 0.5 ? [dark, lighter] : [lighter, dark];
  const half = (GLYPH_HEIGHT * GLYPH_SCALE) / 2;
  return (_x, y) => mix(from, to, Math.max(0, Math.min(1, (y - (centreY - half)) / (2 * half))));
}

const mix = (from: Rgb, to: Rgb, t: number): Rgb => [
  Math.round(from[0] + (to[0] - from[0]) * t),
  Math.round(from[1] + (to[1] - from[1]) * t),
  Math.round(from[2] + (to[2] - from[2]) * t),
];

/** A fresh captcha answer of CAPTCHA_LENGTH readable characters. */
export function drawCaptchaText(random: RandomSource): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)]).join('');
}

function paintBackground(canvas: Canvas, random: RandomSource) {
  const [fromColour, toColour] = [light(random), light(random)];
  for (let x = 0; x < canvas.width; x++) {
    const colour = mix(fromColour, toColour, x / (canvas.width - 1));
    for (let y = 0; y < canvas.height; y++) canvas.set(x, y, colour);
  }
  for (let speck = 0; speck < 160; speck++) {
    canvas.set(randomIntBetween(random, 0, canvas.width - 1), randomIntBetween(random, 0, canvas.height - 1), medium(random));
  }
}

/** Glyph centres spread over the width, each glyph bent its own way. */
function placeGlyphs(text: string, recipe: Recipe, random: RandomSource): GlyphPlacement[] {
  const advances = [...text].slice(1).map(() => between(random, ...recipe.advance));
  const span = advances.reduce((sum, advance) => sum + advance, 0);
  let centreX = (CAPTCHA_WIDTH - span) / 2 + between(random, -3, 3);
  const hues = neighbourlyHues(random, text.length);
  return [...text].map((_, index) => {
    if (index > 0) centreX += advances[index - 1] ?? 0;
    const centreY = CAPTCHA_HEIGHT / 2 + between(random, -recipe.maxLift, recipe.maxLift);
    return {
      centreX,
      centreY,
      scale: GLYPH_SCALE,
      tilt: between(random, -recipe.maxTilt, recipe.maxTilt),
      slant: between(random, -recipe.maxSlant, recipe.maxSlant),
      weight: PEN_WIDTH,
      paint: recipe.glyphPaint(random, hues[index] ?? 0, centreY),
    };
  });
}

/**
 * A gently waving stroke across the text, rising or falling (the strokes alternate, so two of
 * them cross like an X): a person reads a long straight-ish line as something laid over the
 * letters, while level lines would close letters at the top or bottom (U into D) or add bars.
 */
function crossingPath(random: RandomSource, rising: boolean): Point[] {
  const [from, to] = [between(random, -4, 12), between(random, CAPTCHA_WIDTH - 12, CAPTCHA_WIDTH + 4)];
  const middle = between(random, 16, 24);
  const slope = between(random, 0.12, 0.25) * (rising ? -1 : 1);
  const [amplitude, period, phase] = [between(random, 2, 4), between(random, 30, 70), random() * 2 * Math.PI];
  const path: Point[] = [];
  for (let x = from; x <= to; x += 2) {
    path.push({ x, y: middle + slope * (x - (from + to) / 2) + amplitude * Math.sin((2 * Math.PI * x) / period + phase) });
  }
  return path;
}

/**
 * Renders the text as a 120x40 PNG. Hardened: glyphs drawn with a pen, each tilted and slanted,
 * close enough to touch, neighbours in clearly different hues (a person tells touching glyphs
 * apart by colour, a script that thresholds darkness cannot), each shaded from dark to much
 * lighter; two dark strokes of the same pen and palette cross them all, so the thresholded ink
 * joins strokes and glyphs into one blob and every glyph cut from it carries stroke ink; then the
 * whole picture is bent along sine waves.
 */
export function renderCaptchaPng(text: string, random: RandomSource, style: CaptchaStyle = SERVED_STYLE): Buffer {
  const recipe = RECIPES[style.hardened ? 'hardened' : 'plain'];
  let canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  paintBackground(canvas, random);
  const placements = placeGlyphs(text, recipe, random);
  [...text].forEach((character, index) => {
    const rows = GLYPHS[character];
    const placement = placements[index];
    if (!rows || !placement) throw new Error(`no captcha glyph for ${character}`);
    drawGlyph(canvas, rows, placement);
  });
  // Colours from the glyphs' own palette: darkness does not tell stroke from glyph, while a
  // person still follows a stroke by its hue and its unbroken course.
  for (let stroke = 0; stroke < recipe.crossingStrokes; stroke++) {
    canvas.stroke([crossingPath(random, stroke % 2 === 0)], PEN_WIDTH, recipe.strokeColour(random));
  }
  for (let line = 0; line < recipe.lightLines; line++) {
    canvas.line(
      randomIntBetween(random, 0, 20),
      randomIntBetween(random, 0, CAPTCHA_HEIGHT - 1),
      randomIntBetween(random, CAPTCHA_WIDTH - 21, CAPTCHA_WIDTH - 1),
      randomIntBetween(random, 0, CAPTCHA_HEIGHT - 1),
      medium(random),
    );
  }
  if (recipe.warpShift > 0) {
    canvas = warp(canvas, {
      shiftX: between(random, recipe.warpShift / 2, recipe.warpShift),
      periodY: between(random, 25, 45),
      phaseX: random() * 2 * Math.PI,
      shiftY: between(random, recipe.warpShift / 2, recipe.warpShift),
      periodX: between(random, 40, 80),
      phaseY: random() * 2 * Math.PI,
    });
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, canvas.pixels);
}
