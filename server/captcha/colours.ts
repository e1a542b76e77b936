import { type RandomSource, randomIntBetween } from '../random';
import type { Rgb } from './canvas';

const between = (random: RandomSource, min: number, max: number) => min + random() * (max - min);

/** Neighbouring glyphs differ in hue by at least this much, so a person tells touching glyphs apart. */
const NEIGHBOUR_HUE_STEP = 90;

/** HSL (hue in degrees, saturation and lightness in 0-1) to RGB. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const sextants: readonly (readonly [number, number, number])[] = [
    [chroma, second, 0],
    [second, chroma, 0],
    [0, chroma, second],
    [0, second, chroma],
    [second, 0, chroma],
    [chroma, 0, second],
  ];
  const [r, g, b] = sextants[Math.floor(hue / 60) % 6] ?? [0, 0, 0];
  const base = lightness - chroma / 2;
  return [Math.round((r + base) * 255), Math.round((g + base) * 255), Math.round((b + base) * 255)];
}

/** A colour of the hue with a lightness in the range (0-1). */
const ofHue = (random: RandomSource, hue: number, [darkest, lightest]: readonly [number, number]): Rgb =>
  hsl(((hue % 360) + 360) % 360, between(random, 0.45, 0.9), between(random, darkest, lightest));

/**
 * Both ends of a glyph's shading: dark, and a good deal lighter but still plainly ink to a person.
 * A darkness cut-off that keeps such a glyph whole keeps more of the background noise with it.
 */
export const shadedPair = (random: RandomSource, hue: number): [Rgb, Rgb] => [ofHue(random, hue, [0.12, 0.22]), ofHue(random, hue, [0.36, 0.46])];

/** A dark colour (lightness 14-30 %) of any hue: the ink strokes, as dark as the glyphs' dark ends. */
export const anyDark = (random: RandomSource): Rgb => ofHue(random, random() * 360, [0.14, 0.3]);

/** Hues for a row of glyphs, each well apart from its neighbour's. */
export function neighbourlyHues(random: RandomSource, count: number): number[] {
  let hue = random() * 360;
  return Array.from({ length: count }, (_, index) => {
    if (index > 0) hue += NEIGHBOUR_HUE_STEP + random() * (360 - 2 * NEIGHBOUR_HUE_STEP);
    return hue;
  });
}

/** The old picture's ink: dark blue-grey shades. */
export const oldDark = (random: RandomSource): Rgb => [randomIntBetween(random, 10, 90), randomIntBetween(random, 10, 90), randomIntBetween(random, 30, 120)];
export const light = (random: RandomSource): Rgb => [randomIntBetween(random, 215, 250), randomIntBetween(random, 215, 250), randomIntBetween(random, 215, 250)];
/** Lighter than the ink: texture a person looks through. */
export const medium = (random: RandomSource): Rgb => [randomIntBetween(random, 90, 170), randomIntBetween(random, 90, 170), randomIntBetween(random, 90, 170)];
