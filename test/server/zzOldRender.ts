import { randomIntBetween, type RandomSource } from '../../server/random';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from '../../server/captcha/font';
import { encodePng } from '../../server/captcha/png';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_LENGTH = 4;

/** Each font pixel becomes a SCALE x SCALE block: 15x21 px characters. */
const SCALE = 3;
const ADVANCE = 26;
const LEFT_MARGIN = 10;

type Rgb = readonly [number, number, number];

class Canvas {
  readonly pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);

  set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const offset = (y * CAPTCHA_WIDTH + x) * 3;
    this.pixels[offset] = r;
    this.pixels[offset + 1] = g;
    this.pixels[offset + 2] = b;
  }

  /** Bresenham line. */
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
}

const light = (random: RandomSource): Rgb => [randomIntBetween(random, 215, 250), randomIntBetween(random, 215, 250), randomIntBetween(random, 215, 250)];
const dark = (random: RandomSource): Rgb => [randomIntBetween(random, 10, 90), randomIntBetween(random, 10, 90), randomIntBetween(random, 30, 120)];
/** Noise is lighter than the ink, so it hinders OCR without hiding strokes from people. */
const medium = (random: RandomSource): Rgb => [randomIntBetween(random, 90, 170), randomIntBetween(random, 90, 170), randomIntBetween(random, 90, 170)];

const mix = (from: Rgb, to: Rgb, t: number): Rgb => [
  Math.round(from[0] + (to[0] - from[0]) * t),
  Math.round(from[1] + (to[1] - from[1]) * t),
  Math.round(from[2] + (to[2] - from[2]) * t),
];

/** A fresh captcha answer of CAPTCHA_LENGTH readable characters. */
export function drawCaptchaText(random: RandomSource): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Renders the text as a 120x40 PNG: a soft gradient, speckles, each character in its own dark
 * colour with a random lift and slant, then lines crossed over the text to hinder OCR.
 */
export function renderCaptchaPng(text: string, random: RandomSource): Buffer {
  const canvas = new Canvas();
  const [fromColour, toColour] = [light(random), light(random)];
  for (let x = 0; x < CAPTCHA_WIDTH; x++) {
    const colour = mix(fromColour, toColour, x / (CAPTCHA_WIDTH - 1));
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) canvas.set(x, y, colour);
  }
  for (let speck = 0; speck < 160; speck++) {
    canvas.set(randomIntBetween(random, 0, CAPTCHA_WIDTH - 1), randomIntBetween(random, 0, CAPTCHA_HEIGHT - 1), medium(random));
  }

  [...text].forEach((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new Error(`no captcha glyph for ${character}`);
    const colour = dark(random);
    const left = LEFT_MARGIN + index * ADVANCE + randomIntBetween(random, -2, 2);
    const top = randomIntBetween(random, 3, CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE - 3);
    const slant = (random() - 0.5) * 0.8; // pixels of sideways shift per font row
    glyph.forEach((row, rowIndex) => {
      const shift = Math.round((GLYPH_HEIGHT / 2 - rowIndex) * slant);
      for (let column = 0; column < GLYPH_WIDTH; column++) {
        if (row[column] !== '#') continue;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) canvas.set(left + column * SCALE + dx + shift, top + rowIndex * SCALE + dy, colour);
        }
      }
    });
  });

  for (let line = 0; line < 4; line++) {
    canvas.line(
      randomIntBetween(random, 0, 20),
      randomIntBetween(random, 0, CAPTCHA_HEIGHT - 1),
      randomIntBetween(random, CAPTCHA_WIDTH - 21, CAPTCHA_WIDTH - 1),
      randomIntBetween(random, 0, CAPTCHA_HEIGHT - 1),
      medium(random),
    );
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, canvas.pixels);
}
