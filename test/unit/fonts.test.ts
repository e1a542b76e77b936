import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

// The web fonts' declarations (src/styles/fonts.css) against the files they name: what the browser
// downloads for a page is decided by these unicode-ranges, so they must say what each file draws.

const root = process.cwd();
const stylesheet = readFileSync(join(root, 'src/styles/fonts.css'), 'utf8');
/** fontverter (a dependency of subset-font) turns WOFF2 into the SFNT that HarfBuzz reads. */
const fontverter = createRequire(import.meta.url)('fontverter') as { convert(font: Buffer, format: 'sfnt'): Promise<Buffer> };

type Declared = { family: string; weight: string; display: string; style: string; file: string; range: string };

const faces: Declared[] = [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
  const descriptor = (name: string) =>
    body
      .match(new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+);`))?.[1]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  return {
    family: descriptor('font-family').replace(/"/g, ''),
    weight: descriptor('font-weight'),
    display: descriptor('font-display'),
    style: descriptor('font-style'),
    file: descriptor('src').match(/url\("\.\/([^"?]+)/)?.[1] ?? '',
    range: descriptor('unicode-range'),
  };
});

/** The code points of a CSS unicode-range value such as `U+0000-00FF, U+20B9`. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}

async function openFont(file: string) {
  const face = new Face(new Blob(await fontverter.convert(readFileSync(join(root, 'src/styles', file)), 'sfnt')));
  return { unicodes: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

const files = [...new Set(faces.map((face) => face.file))];
const facesOf = (file: string) => faces.filter((face) => face.file === file);
const claimedBy = (family: string) => new Set(faces.filter((face) => face.family === family).flatMap((face) => [...codePoints(face.range)]));

describe('the web fonts (src/styles/fonts.css)', () => {
  it('declares the cut files and nothing else: Latin, the rupee sign, and one file per script of the UI catalogues (Myanmar: a regular and a bold)', () => {
    expect(files.sort()).toEqual([
      'fonts/inter-latin-wght.woff2',
      'fonts/inter-rupee-wght.woff2',
      'fonts/noto-sans-arabic-wght.woff2',
      'fonts/noto-sans-devanagari-wght.woff2',
      'fonts/noto-sans-myanmar-400.woff2',
      'fonts/noto-sans-myanmar-700.woff2',
      'fonts/noto-sans-tamil-wght.woff2',
      'fonts/noto-sans-thai-wght.woff2',
    ]);
  });

  it('shows text at once in a fallback font and swaps the web font in (font-display: swap)', () => {
    for (const face of faces) expect(face, face.file).toMatchObject({ display: 'swap', style: 'normal' });
  });

  it('declares every file once, over the weight range 400 to 800 that its axis spans, so each file is decoded once', async () => {
    // Noto Sans Myanmar has no variable cut: its regular file serves 400 to 500, its bold 600 to 800.
    expect(facesOf('fonts/noto-sans-myanmar-400.woff2').map((face) => face.weight)).toEqual(['400 500']);
    expect(facesOf('fonts/noto-sans-myanmar-700.woff2').map((face) => face.weight)).toEqual(['600 800']);
    for (const file of files.filter((name) => name.endsWith('-wght.woff2'))) {
      const declared = facesOf(file);
      expect(
        declared.map((face) => face.weight),
        file,
      ).toEqual(['400 800']);
      const { axes } = await openFont(file);
      expect(axes.wght?.min, file).toBeLessThanOrEqual(400);
      expect(axes.wght?.max, file).toBeGreaterThanOrEqual(800);
    }
  });

  it('declares for each file a unicode-range that holds every character the file draws', async () => {
    for (const file of files) {
      const range = codePoints(facesOf(file)[0]?.range ?? '');
      const { unicodes } = await openFont(file);
      const unreachable = [...unicodes].filter((point) => !range.has(point)).map((point) => `U+${point.toString(16).toUpperCase()}`);
      expect(unreachable, `${file} draws characters its unicode-range never asks it for`).toEqual([]);
    }
  });

  it('gives each character to one file of a family and weight, so no character downloads two', () => {
    for (const familyAndWeight of new Set(faces.map((face) => `${face.family} ${face.weight}`))) {
      const owner = new Map<number, string>();
      for (const file of new Set(faces.filter((face) => `${face.family} ${face.weight}` === familyAndWeight).map((face) => face.file))) {
        for (const point of codePoints(facesOf(file)[0]?.range ?? '')) {
          expect(owner.get(point), `U+${point.toString(16)} in ${owner.get(point)} and ${file}`).toBeUndefined();
          owner.set(point, file);
        }
      }
    }
  });

  it('draws the rupee sign with Inter in a file of its own, so amounts never download a Devanagari or latin-ext font', async () => {
    const rupee = 0x20b9;
    const [face, ...others] = faces.filter((declared) => codePoints(declared.range).has(rupee) && declared.family === 'Inter');
    expect(face?.file).toBe('fonts/inter-rupee-wght.woff2');
    expect(others.every((other) => other.file === face?.file)).toBe(true);
    expect(codePoints(face?.range ?? '').size).toBe(1);
    expect((await openFont(face?.file ?? '')).unicodes.has(rupee)).toBe(true);
  });

  it('keeps Latin and Devanagari apart: Latin text never downloads the Devanagari file, Hindi text always does', async () => {
    const devanagari = claimedBy('Noto Sans Devanagari');
    const latinAndPunctuation = [...claimedBy('Inter')].filter((point) => point !== 0x200c && point !== 0x200d);
    expect(latinAndPunctuation.filter((point) => devanagari.has(point))).toEqual([]);
    const { unicodes } = await openFont('fonts/noto-sans-devanagari-wght.woff2');
    for (let point = 0x0900; point <= 0x097f; point += 1) {
      if (unicodes.has(point)) expect(devanagari.has(point)).toBe(true);
    }
    // The letters of the Hindi UI are all there: अ to ह, the vowel signs, virama, danda.
    for (const point of [0x0905, 0x0939, 0x093f, 0x0940, 0x094d, 0x0964]) expect(unicodes.has(point), `U+0${point.toString(16)}`).toBe(true);
  });

  // Subsetting the Devanagari font takes a few seconds of CPU.
  it('matches what scripts/subset-fonts.mjs makes from the fontsource packages', { timeout: 90_000 }, () => {
    expect(() => execFileSync(process.execPath, ['scripts/subset-fonts.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
});
