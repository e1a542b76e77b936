#!/usr/bin/env node
// The product's web fonts, cut from Fontsource's Inter and Noto Sans families (Devanagari, Thai,
// Tamil, Arabic: variable; Myanmar: 400 and 700, it has no variable cut) to the scripts the UI
// catalogues are written in, into src/styles/fonts/
// (declared in src/styles/fonts.css; the generated files are committed, so a build needs no subsetting).
//
//   node scripts/subset-fonts.mjs          writes the files
//   node scripts/subset-fonts.mjs --check  exits 1 when a committed file differs from what this script makes
//
// Why these cuts (the default Hindi lobby loaded 8 files, 296 KB, before):
// - one variable file per script carries every weight; the weight axis is cut to 400–800, the range
//   the design uses (fonts.css declares each file over 400 to 800), which takes 40 % off each file;
// - Inter keeps its Latin subset only; Noto Sans Devanagari keeps the Devanagari block and the
//   joiners, not the Vedic and Sanskrit extensions, nor its own Latin (Inter draws Latin);
// - the rupee sign is in neither subset: it sits in Inter's latin-ext file (85 KB), which the lobby's
//   amounts pulled in for that one glyph. It gets a file of its own (about 1 KB), drawn by Inter so
//   amounts keep one design in both languages and the English lobby never needs a Devanagari font.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const OUT_DIR = join(process.cwd(), 'src/styles/fonts');
const WEIGHT_AXIS = { wght: { min: 400, max: 800 } };

/** Every code point of the given ranges ([from, to] inclusive), as text for the subsetter. */
const codePoints = (...ranges) => ranges.map(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')).join('');

/** Fontsource's Latin unicode-range (also the unicode-range fonts.css declares for this file). */
const LATIN = codePoints(
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
);
const RUPEE = '\u20b9';
/** The Devanagari block, ZWNJ and ZWJ (they pick half forms and conjuncts), and the dotted circle a lone vowel sign is drawn on. */
const DEVANAGARI = codePoints([0x0900, 0x097f], [0x200c, 0x200d], [0x25cc]);

/** A script's block with the joiners (ZWNJ, ZWJ: they pick conjuncts and half forms) and the dotted circle a lone mark is drawn on. */
const SCRIPT_MARKS = [[0x200c, 0x200d], [0x25cc]];
const THAI = codePoints([0x0e01, 0x0e5b], ...SCRIPT_MARKS);
const TAMIL = codePoints([0x0b82, 0x0bfa], ...SCRIPT_MARKS);
/** Arabic, its supplement and presentation forms, and the direction marks (LRM, RLM) a right-to-left text uses. */
const ARABIC = codePoints([0x0600, 0x06ff], [0x0750, 0x077f], [0xfb50, 0xfdff], [0xfe70, 0xfeff], [0x200c, 0x200f], [0x25cc]);
const MYANMAR = codePoints([0x1000, 0x109f], [0xa9e0, 0xa9fe], [0xaa60, 0xaa7f], ...SCRIPT_MARKS);

const source = (path) => readFileSync(require.resolve(path));

const FONT_FILES = [
  { file: 'inter-latin-wght.woff2', from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', text: LATIN },
  { file: 'inter-rupee-wght.woff2', from: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', text: RUPEE },
  {
    file: 'noto-sans-devanagari-wght.woff2',
    from: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    text: DEVANAGARI,
  },
  // Each language's script (issue 25, item 6): fonts.css's unicode-range fetches it only when the page shows that script.
  { file: 'noto-sans-thai-wght.woff2', from: '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2', text: THAI },
  { file: 'noto-sans-tamil-wght.woff2', from: '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2', text: TAMIL },
  { file: 'noto-sans-arabic-wght.woff2', from: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2', text: ARABIC },
  { file: 'noto-sans-myanmar-400.woff2', from: '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2', text: MYANMAR, fixedWeight: true },
  { file: 'noto-sans-myanmar-700.woff2', from: '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff2', text: MYANMAR, fixedWeight: true },
];

const check = process.argv.includes('--check');
let stale = 0;
for (const { file, from, text, fixedWeight = false } of FONT_FILES) {
  const subset = await subsetFont(source(from), text, fixedWeight ? { targetFormat: 'woff2' } : { targetFormat: 'woff2', variationAxes: WEIGHT_AXIS });
  const path = join(OUT_DIR, file);
  if (check) {
    let committed;
    try {
      committed = readFileSync(path);
    } catch {
      committed = Buffer.alloc(0);
    }
    const same = committed.equals(subset);
    if (!same) stale += 1;
    console.log(`${same ? 'ok   ' : 'STALE'} ${file} (${(subset.length / 1024).toFixed(1)} KB)`);
  } else {
    writeFileSync(path, subset);
    console.log(`${file}: ${(subset.length / 1024).toFixed(1)} KB from ${from}`);
  }
}
if (stale) {
  console.error(`${stale} font file(s) differ from what scripts/subset-fonts.mjs makes: run it and commit the result.`);
  process.exit(1);
}
