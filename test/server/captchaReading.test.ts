import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CaptchaStyle, drawCaptchaText, renderCaptchaPng } from '../../server/captcha/render';
import { mulberry32 } from '../../server/random';
import { readCaptcha } from './captchaReader';

const CAPTCHAS = 200;
/** Drawing and reading 200 pictures takes a few seconds; more on a busy machine. */
const READING_TIMEOUT_MS = 60_000;
/** A fixed seed: the same 200 captchas every run, so the figures do not wander. */
const SEED = 20_250_115;

/** Share of CAPTCHAS captchas of a style the reader reads exactly. */
function readingRate(style: CaptchaStyle): number {
  const random = mulberry32(SEED);
  let read = 0;
  for (let index = 0; index < CAPTCHAS; index++) {
    const text = drawCaptchaText(random);
    const png = renderCaptchaPng(text, random, style);
    // CAPTCHA_SAMPLES=<dir> keeps the first pictures, to look at them as a person would.
    if (process.env.CAPTCHA_SAMPLES && index < 12) writeFileSync(`${process.env.CAPTCHA_SAMPLES}/${style.hardened ? 'hard' : 'plain'}-${index}-${text}.png`, png);
    if (readCaptcha(png) === text) read++;
  }
  console.log(`captcha reader (template matching with the server's font): ${read}/${CAPTCHAS} read, ${style.hardened ? 'hardened' : 'warp and ink noise off'}`);
  return read / CAPTCHAS;
}

describe('the captcha against a script that knows its font', () => {
  it(
    `reads more than half of ${CAPTCHAS} captchas with the warp and the ink noise turned off, so the reader is competent`,
    () => {
      expect(readingRate({ hardened: false })).toBeGreaterThan(0.5);
    },
    READING_TIMEOUT_MS,
  );

  it(
    `reads fewer than 5 % of ${CAPTCHAS} captchas as served`,
    () => {
      expect(readingRate({ hardened: true })).toBeLessThan(0.05);
    },
    READING_TIMEOUT_MS,
  );
});
