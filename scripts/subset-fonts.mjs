#!/usr/bin/env node
// The product's web fonts, cut from Fontsource's Inter and Noto Sans families (Devanagari, Thai,
// Tamil, Arabic: variable; Myanmar: 400 and 700, it has no variable cut) to the scripts the UI
// catalogues are written in, into src/styles/fonts/
// (declared in src/styles/fonts.css; the generated files are committed, so a build needs no subsetting).
//
//   node scripts/subset-fonts.mjs          writes the files
//   node scripts/subset-fonts.mjs --check  exits 1 when a committed file differs from what this script makes (cuts every
//                                          file again: minutes of CPU, CI runs it as a step of its own)
//   node scripts/subset-fonts.mjs --verify exits 1 when a committed file is not the one src/styles/fonts/manifest.json
//                                          records for its inputs (the source file's hash, the characters kept, the
//                                          options, the subsetter's version), or a style sheet is stale: no cutting,
//                                          a second or two (test/unit/fonts.test.ts runs it)
// Writing cuts only the files whose inputs changed since the manifest (or which differ from it), and
// records each file's inputs and hash in the manifest.
//
// Why these cuts (the default Hindi lobby loaded 8 files, 296 KB, before):
// - one variable file per script carries every weight; the weight axis is cut to 400–800, the range
//   the design uses (fonts.css declares each file over 400 to 800), which takes 40 % off each file;
// - Inter keeps its Latin subset only; Noto Sans Devanagari keeps the Devanagari block and the
//   joiners, not the Vedic and Sanskrit extensions, nor its own Latin (Inter draws Latin);
// - the rupee sign is in neither subset: it sits in Inter's latin-ext file (85 KB), which the lobby's
//   amounts pulled in for that one glyph. It gets a file of its own (about 1 KB), drawn by Inter so
//   amounts keep one design in both languages and the English lobby never needs a Devanagari font;
// - the letters of Latin beyond Latin-1 (Fontsource's latin-ext) and Vietnamese's (ă đ ơ ư and the
//   stacked tones ạ…ỹ) are more Inter files, without the rupee and without any character the Latin
//   file has, so an English or Hindi page fetches none of them. latin-ext is cut in two: Latin
//   Extended-A (Turkish ş ğ İ, Polish ą ł ż) and the rest, so a Turkish or Polish page fetches 12 KB
//   rather than 51; each letter Vietnamese writes is in the Vietnamese file only, so a Vietnamese page
//   fetches that one file (7 KB). Cyrillic (Russian) is Inter's too;
// - Traditional Chinese (zh-Hant) is drawn by the system's CJK font where there is one (PingFang TC,
//   Microsoft JhengHei, Noto Sans CJK TC: tokens.css lists them before the web font), and elsewhere by
//   Noto Sans TC in Google Fonts' slices (Fontsource ships them: ~100 files of about 200 characters,
//   grouped by how often the characters are used), so a page fetches only the slices of the
//   characters it shows. Only the 20 slices of the most used characters (about 4,300) are kept, and
//   any other slice a character of the zh-Hant catalogue is in (test/unit/fonts.test.ts checks that
//   every character of the catalogue is declared); a rarer character (a player's name) falls back to
//   the system's font. The slices' @font-face rules (long unicode-ranges: about 30 KB of CSS) are
//   written into src/styles/fonts-hant.css, which src/i18n/catalogues.ts loads with the zh-Hant
//   catalogue only, so no other page's style sheet grows.
// - Simplified Chinese, Japanese and Korean the same way (Noto Sans SC, JP, KR: fonts-hans.css,
//   fonts-ja.css, fonts-ko.css), each after its own system fonts in its language's stack (tokens.css
//   :lang()), so a Simplified Chinese page never draws Han in Traditional letter forms;
// - Bengali, Gurmukhi (Punjabi), Gujarati, Telugu, Kannada, Malayalam, Sinhala, Khmer, Lao and Hebrew:
//   one variable file each, cut to its block like Thai and Tamil. Bengali's and Gurmukhi's hold the
//   danda (U+0964-0965) as well, which their language's stack draws from them rather than Devanagari's.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
/** The danda and double danda (U+0964-0965): Bengali and Punjabi end sentences with them; their files hold them too, and tokens.css puts their family before Devanagari for their language only. */
const DANDA = [0x0964, 0x0965];
const BENGALI = codePoints([0x0980, 0x09fe], DANDA, ...SCRIPT_MARKS);
const GURMUKHI = codePoints([0x0a01, 0x0a76], DANDA, ...SCRIPT_MARKS);
const GUJARATI = codePoints([0x0a81, 0x0aff], ...SCRIPT_MARKS);
const TELUGU = codePoints([0x0c00, 0x0c7f], ...SCRIPT_MARKS);
const KANNADA = codePoints([0x0c80, 0x0cf3], ...SCRIPT_MARKS);
const MALAYALAM = codePoints([0x0d00, 0x0d7f], ...SCRIPT_MARKS);
const SINHALA = codePoints([0x0d81, 0x0df4], ...SCRIPT_MARKS);
const KHMER = codePoints([0x1780, 0x17ff], [0x19e0, 0x19ff], ...SCRIPT_MARKS);
const LAO = codePoints([0x0e81, 0x0edf], ...SCRIPT_MARKS);
/** Hebrew, its presentation forms, and the direction marks (LRM, RLM) a right-to-left text uses. */
const HEBREW = codePoints([0x0591, 0x05f4], [0xfb1d, 0xfb4f], [0x200c, 0x200f], [0x25cc]);

const source = (path) => readFileSync(require.resolve(path));

/** The code points of a unicode-range value (`U+0102-0103,U+20AB`). */
const rangePoints = (range) =>
  range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return Array.from({ length: Number.parseInt(to, 16) - Number.parseInt(from, 16) + 1 }, (_, i) => Number.parseInt(from, 16) + i);
  });
/** A set of code points as a CSS unicode-range (what fonts.css declares for the file). */
const unicodeRange = (points) => {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
};
const asText = (points) => points.map((point) => String.fromCodePoint(point)).join('');
const without = (points, ...taken) => points.filter((point) => !taken.some((set) => set.has(point)));

const INTER_RANGES = JSON.parse(readFileSync(require.resolve('@fontsource-variable/inter/unicode.json'), 'utf8'));
const LATIN_POINTS = new Set([...LATIN].map((char) => char.codePointAt(0)));
/** Vietnamese's letters and tone marks (Fontsource's vietnamese range, less what the Latin file has). */
const VIETNAMESE = without(rangePoints(INTER_RANGES.vietnamese), LATIN_POINTS);
/** The rest of Latin: Fontsource's latin-ext range less the Latin file's, the rupee's and the Vietnamese file's characters. */
const LATIN_EXT = without(rangePoints(INTER_RANGES['latin-ext']), LATIN_POINTS, new Set([RUPEE.codePointAt(0)]), new Set(VIETNAMESE));
/** Latin Extended-A: every letter Turkish and Polish write beyond Latin-1 (ğ ı ş İ, ą ć ę ł ń ś ź ż), Czech's and Hungarian's too: a file of its own (12 KB), so their pages do not fetch the whole of latin-ext (51 KB). */
const LATIN_EXT_A = LATIN_EXT.filter((point) => point >= 0x0100 && point <= 0x017f);
/** The rest of latin-ext (Latin Extended-B, IPA, phonetic letters, Latin Extended Additional, the other currency signs), for names and texts that show them. */
const LATIN_EXT_REST = LATIN_EXT.filter((point) => point < 0x0100 || point > 0x017f);
/** Russian's letters (Fontsource's cyrillic range, less the combining acute the Vietnamese file has). */
const CYRILLIC = without(rangePoints(INTER_RANGES.cyrillic), new Set(VIETNAMESE));

/**
 * Chinese, Japanese and Korean in Google Fonts' slices (Fontsource ships them), one style sheet per
 * language, loaded with its catalogue (src/i18n/languageRegistry.ts scriptStyles). Kept: the 20
 * slices of the most used characters, and any other slice a character of the language's catalogue is
 * in (test/unit/fonts.test.ts checks every character of each catalogue is declared): Noto Sans TC's
 * 87 (佣 俸), SC's 44, JP's 22 more (kana, and kanji of the catalogue beyond the commonest).
 */
const MOST_USED = (last) => Array.from({ length: 20 }, (_, i) => last - 19 + i);
const CJK = [
  { tag: 'zh-Hant', sheet: 'fonts-hant.css', family: 'Noto Sans TC', pkg: 'noto-sans-tc', what: 'Traditional Chinese (zh-Hant)', slices: [87, ...MOST_USED(123)] },
  { tag: 'zh-Hans', sheet: 'fonts-hans.css', family: 'Noto Sans SC', pkg: 'noto-sans-sc', what: 'Simplified Chinese (zh-Hans)', slices: [44, ...MOST_USED(119)] },
  {
    tag: 'ja',
    sheet: 'fonts-ja.css',
    family: 'Noto Sans JP',
    pkg: 'noto-sans-jp',
    what: 'Japanese (ja)',
    slices: [68, 71, 72, 73, 78, 79, 81, 83, 84, 85, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, ...MOST_USED(119)],
  },
  { tag: 'ko', sheet: 'fonts-ko.css', family: 'Noto Sans KR', pkg: 'noto-sans-kr', what: 'Korean (ko)', slices: MOST_USED(119) },
];
const sliceFile = (pkg, slice) => `${pkg}-${slice}-wght.woff2`;
const sliceRanges = (pkg) => JSON.parse(readFileSync(require.resolve(`@fontsource-variable/${pkg}/unicode.json`), 'utf8'));
const CJK_FILES = CJK.flatMap(({ pkg, slices }) => {
  const ranges = sliceRanges(pkg);
  return slices.map((slice) => ({
    file: sliceFile(pkg, slice),
    from: `@fontsource-variable/${pkg}/files/${pkg}-${slice}-wght-normal.woff2`,
    text: asText(rangePoints(ranges[`[${slice}]`])),
  }));
});
const cjkStylesheet = ({ tag, family, pkg, what, slices }) => {
  const ranges = sliceRanges(pkg);
  return `/*
 * ${family}, ${what}, in Google Fonts' slices: written by
 * scripts/subset-fonts.mjs (do not edit; read the script for why these slices), loaded by
 * src/i18n/catalogues.ts with the ${tag} catalogue. A page fetches only the slices of the characters
 * it shows, and none where the system has a CJK font (tokens.css lists those first).
 */
${slices
  .map(
    (slice) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: 400 800;
  src: url("./fonts/${sliceFile(pkg, slice)}?no-inline") format("woff2");
  unicode-range: ${unicodeRange(rangePoints(ranges[`[${slice}]`]))};
}
`,
  )
  .join('')}`;
};

const FONT_FILES = [
  { file: 'inter-latin-wght.woff2', from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', text: LATIN },
  { file: 'inter-rupee-wght.woff2', from: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', text: RUPEE },
  { file: 'inter-latin-ext-a-wght.woff2', from: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', text: asText(LATIN_EXT_A), range: LATIN_EXT_A },
  { file: 'inter-latin-ext-wght.woff2', from: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', text: asText(LATIN_EXT_REST), range: LATIN_EXT_REST },
  { file: 'inter-vietnamese-wght.woff2', from: '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2', text: asText(VIETNAMESE), range: VIETNAMESE },
  { file: 'inter-cyrillic-wght.woff2', from: '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2', text: asText(CYRILLIC), range: CYRILLIC },
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
  ...[
    ['bengali', BENGALI],
    ['gurmukhi', GURMUKHI],
    ['gujarati', GUJARATI],
    ['telugu', TELUGU],
    ['kannada', KANNADA],
    ['malayalam', MALAYALAM],
    ['sinhala', SINHALA],
    ['khmer', KHMER],
    ['lao', LAO],
    ['hebrew', HEBREW],
  ].map(([script, text]) => ({
    file: `noto-sans-${script}-wght.woff2`,
    from: `@fontsource-variable/noto-sans-${script}/files/noto-sans-${script}-${script}-wght-normal.woff2`,
    text,
  })),
  ...CJK_FILES,
];

const check = process.argv.includes('--check');
const verify = process.argv.includes('--verify');
const MANIFEST = join(OUT_DIR, 'manifest.json');
/** What each committed file was cut from and how, and its hash: `--verify` and incremental writing compare against it. */
const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const CUTTER = ['subset-font', 'harfbuzzjs']
  .map((name) => `${name}@${JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')).version}`)
  .join(' ');
const inputsOf = ({ text, fixedWeight = false }) => sha256(JSON.stringify({ text, options: fixedWeight ? {} : { variationAxes: WEIGHT_AXIS }, cutter: CUTTER }));
const committedHash = (path) => (existsSync(path) ? sha256(readFileSync(path)) : '');

let stale = 0;
/** Writes a generated file, or with --check / --verify compares it with the committed one. */
function output(path, content, label) {
  if (check || verify) {
    let committed;
    try {
      committed = readFileSync(path);
    } catch {
      committed = Buffer.alloc(0);
    }
    const same = committed.equals(content);
    if (!same) stale += 1;
    console.log(`${same ? 'ok   ' : 'STALE'} ${label}`);
  } else {
    writeFileSync(path, content);
    console.log(label);
  }
}
let total = 0;
const recorded = {};
for (const { file, from, text, fixedWeight = false, range } of FONT_FILES) {
  const path = join(OUT_DIR, file);
  const entry = { from, source: sha256(source(from)), inputs: inputsOf({ text, fixedWeight }) };
  const known = manifest[file];
  const unchanged = known?.source === entry.source && known?.inputs === entry.inputs;
  if (verify || (!check && unchanged && committedHash(path) === known.sha256)) {
    // No cutting: the committed file must be the one recorded for these inputs.
    const ok = unchanged && committedHash(path) === known.sha256;
    if (!ok) stale += 1;
    if (verify) console.log(`${ok ? 'ok   ' : 'STALE'} ${file}${unchanged ? '' : ' (inputs changed since the manifest)'}`);
    recorded[file] = known;
    total += known?.bytes ?? 0;
    continue;
  }
  const subset = await subsetFont(source(from), text, fixedWeight ? { targetFormat: 'woff2' } : { targetFormat: 'woff2', variationAxes: WEIGHT_AXIS });
  total += subset.length;
  recorded[file] = { ...entry, sha256: sha256(subset), bytes: subset.length };
  output(path, subset, `${file}: ${(subset.length / 1024).toFixed(1)} KB from ${from}`);
  // The unicode-range fonts.css must declare for a computed range (printed, for a change of Fontsource's ranges).
  if (range && process.argv.includes('--ranges')) console.log(`  unicode-range: ${unicodeRange(range)};`);
}
// Written as Biome formats it (npx biome ci checks the style sheets), so --check compares like with like.
for (const language of CJK) {
  const formatted = execFileSync(join(process.cwd(), 'node_modules/.bin/biome'), ['format', `--stdin-file-path=src/styles/${language.sheet}`], {
    input: cjkStylesheet(language),
  });
  output(join(OUT_DIR, '..', language.sheet), formatted, `${language.sheet} (${language.family} slices)`);
}
const manifestText = `${JSON.stringify(recorded, null, 2)}\n`;
if (check || verify) {
  const same = existsSync(MANIFEST) && readFileSync(MANIFEST, 'utf8') === manifestText;
  if (!same) stale += 1;
  console.log(`${same ? 'ok   ' : 'STALE'} manifest.json`);
} else {
  writeFileSync(MANIFEST, manifestText);
}
console.log(`${FONT_FILES.length} files, ${(total / 1024).toFixed(0)} KB`);
if (stale) {
  console.error(`${stale} font file(s) differ from what scripts/subset-fonts.mjs makes: run it and commit the result.`);
  process.exit(1);
}
