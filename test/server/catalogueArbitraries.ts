import fc from 'fast-check';
import type { PatternId } from '@kernel/validation';

/**
 * Inputs for the catalogue's property tests: for each pattern id, values built from that
 * pattern's own alphabet and shapes (so that many are accepted), mutated near the edges, and
 * mixed with the scripts and characters a player in this market may type or paste: Devanagari,
 * Thai, Korean, Kana and Kanji, full-width forms, every kind of space, emoji, control characters,
 * lone surrogates, empty and very long values, and dates.
 */

const chars = (text: string) => [...text];

export const ALPHABET = {
  lower: chars('abcdefghijklmnopqrstuvwxyz'),
  upper: chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  digits: chars('0123456789'),
  symbols: chars('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'),
  spaces: [' ', '  ', '\t', '\n', '\r', '\u00A0', '\u2003', '\u3000', '\u200B', '\uFEFF'],
  devanagari: chars('कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौंःँ़्०१२३४५६७८९'),
  thai: chars('กขคงจฉชซญฎดตถทนบปผพฟภมยรลวศษสหอฮะัาำิีึืุูเแโใไ็่้๊๋์๐๑๒๓'),
  hangul: chars('가나다라마바사아자차카타파하김민수이박최정ㄱㄴㄷㅏㅓﾡﾢ'),
  hiragana: chars('あいうえおかきくけこさしすせそたちつてとやまだろゟ'),
  katakana: chars('アイウエオカキクケコヤマダタロウヴ'),
  halfKatakana: chars('ｱｲｳｴｵﾔﾏﾀﾞﾛｰ･'),
  kanjiHan: chars('山田太郎中文字汉语国人日本龍々〆'),
  cjkPunctuation: chars('，。、；：？！「」『』（）【】…—·“”‘’ー・'),
  fullWidth: chars('ＡＢＣＸＹＺａｂｃｘｙｚ０１２３９＠．－＿'),
  latinExtra: chars('éüßñøÅçİıЖЩΩαاب'),
  emoji: ['🎰', '👍🏽', '👨‍👩‍👧', '🇮🇳', '❤️', '😀', '🀄'],
  odd: ['\u0000', '\u0007', '\u007F', '\u200D', '\u200C', '\u0301', '\uD800', '\uDFFF', '\u{1D400}', '\u{20000}'],
} as const;

const EVERY_SPECIAL = [
  ...ALPHABET.spaces,
  ...ALPHABET.devanagari,
  ...ALPHABET.thai,
  ...ALPHABET.hangul,
  ...ALPHABET.hiragana,
  ...ALPHABET.katakana,
  ...ALPHABET.halfKatakana,
  ...ALPHABET.kanjiHan,
  ...ALPHABET.cjkPunctuation,
  ...ALPHABET.fullWidth,
  ...ALPHABET.latinExtra,
  ...ALPHABET.emoji,
  ...ALPHABET.odd,
];

const stringOf = (units: readonly string[], maxLength = 24, minLength = 0) => fc.string({ unit: fc.constantFrom(...units), minLength, maxLength });
const pick = (units: readonly string[]) => fc.constantFrom(...units);

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** Day, month and year numbers, real or not, in range or not. */
const dateParts = fc.oneof(
  fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }).map((date) => ({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  })),
  fc.record({ year: fc.integer({ min: 0, max: 9999 }), month: fc.integer({ min: 0, max: 13 }), day: fc.integer({ min: 0, max: 32 }) }),
  fc.record({ year: fc.constantFrom(1900, 2000, 2023, 2024, 2100, 400), month: fc.constant(2), day: fc.constantFrom(28, 29, 30) }),
);
const isoDate = dateParts.map(({ year, month, day }) => `${pad4(year)}-${pad2(month)}-${pad2(day)}`);
const usDate = dateParts.map(({ year, month, day }) => `${pad2(month)}-${pad2(day)}-${pad4(year)}`);
const anyDate = fc.oneof(
  isoDate,
  usDate,
  dateParts.map(({ year, month, day }) => `${day}/${month}/${year}`),
);

const word = (units: readonly string[], max = 8) => stringOf(units, max, 1);
const joined = (part: fc.Arbitrary<string>, separators: readonly string[], max = 4) =>
  fc.tuple(fc.array(part, { minLength: 1, maxLength: max }), pick(separators)).map(([parts, separator]) => parts.join(separator));

const letters = [...ALPHABET.lower, ...ALPHABET.upper];
const alnum = [...letters, ...ALPHABET.digits];

const emailLike = fc
  .tuple(
    joined(word([...alnum, '_', '%', '+', '-']), ['.', '..', '']),
    pick(['@', '@', '@', '', '@@', '＠']),
    joined(word([...alnum, '-']), ['.', '..']),
    pick(['.com', '.in', '.co.in', '.c', '.c0m', '', '.', '.ＣＯＭ', '.भारत']),
  )
  .map((parts) => parts.join(''));

/** A plain address: name@host.tld. */
const emailPlain = fc
  .tuple(joined(word(alnum, 6), ['.', '_', '+']), word([...ALPHABET.lower, ...ALPHABET.digits], 8), pick(['com', 'in', 'co.in', 'org', 'example']))
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);

/** A plain full name: two or three words of one script, single spaces. */
const fullNamePlain = fc
  .constantFrom<readonly string[]>(letters, ALPHABET.devanagari, ALPHABET.thai, ALPHABET.hangul, ALPHABET.kanjiHan)
  .chain((script) => fc.array(word(script, 7), { minLength: 2, maxLength: 3 }).map((words) => words.join(' ')));

const fullNameLike = joined(
  joined(
    word([...letters, ...ALPHABET.devanagari, ...ALPHABET.thai, ...ALPHABET.hangul, ...ALPHABET.kanjiHan, ...ALPHABET.hiragana, ...ALPHABET.fullWidth]),
    ["'", '-', '.'],
    2,
  ),
  [' ', ' ', '  ', '', '\t'],
  3,
);

/** Per pattern: its alphabet (for plain strings) and a few shapes near what it accepts. */
const FAMILIES: Record<PatternId, { alphabet: readonly string[]; shapes: fc.Arbitrary<string>[] }> = {
  0: { alphabet: [...alnum, ...ALPHABET.symbols, ' '], shapes: [fc.string({ unit: 'grapheme', maxLength: 30 })] },
  1: { alphabet: alnum, shapes: [fc.tuple(pick(letters), stringOf(alnum, 18)).map(([first, rest]) => first + rest)] },
  2: { alphabet: [...alnum, ...ALPHABET.kanjiHan], shapes: [stringOf([...alnum, ...ALPHABET.kanjiHan, ...ALPHABET.hiragana], 20, 1)] },
  3: { alphabet: [...alnum, '.', '@', '-', '_', '+'], shapes: [emailLike, emailPlain, emailPlain] },
  4: { alphabet: alnum, shapes: [stringOf(alnum, 8, 1)] },
  5: { alphabet: alnum, shapes: [fc.tuple(word(letters, 6), word(ALPHABET.digits, 6)).map(([a, b]) => a + b)] },
  6: { alphabet: ALPHABET.digits, shapes: [stringOf([...ALPHABET.digits, '０', '१', ' '], 14, 1)] },
  7: { alphabet: alnum, shapes: [fc.tuple(word(ALPHABET.upper, 2), stringOf(alnum, 12)).map(([a, b]) => a + b)] },
  8: { alphabet: [...letters, ' '], shapes: [joined(word(letters), [' ', '  '])] },
  9: { alphabet: [...alnum, ...ALPHABET.symbols, ...ALPHABET.spaces], shapes: [stringOf([...alnum, ...ALPHABET.symbols], 20, 1)] },
  10: { alphabet: [...ALPHABET.kanjiHan, ...ALPHABET.cjkPunctuation], shapes: [stringOf([...ALPHABET.kanjiHan, ...ALPHABET.cjkPunctuation, 'a', ','], 16, 1)] },
  11: { alphabet: [...ALPHABET.digits, '-'], shapes: [isoDate, usDate] },
  12: { alphabet: [...letters, ' '], shapes: [joined(word(letters), [' ', '  '], 3)] },
  13: { alphabet: [...ALPHABET.digits, '-'], shapes: [usDate, isoDate] },
  14: { alphabet: alnum, shapes: [stringOf(alnum, 10, 1)] },
  15: { alphabet: ALPHABET.hangul, shapes: [joined(word(ALPHABET.hangul, 5), ['', ' '])] },
  16: { alphabet: ALPHABET.thai, shapes: [joined(word(ALPHABET.thai, 8), ['', ' '])] },
  17: { alphabet: [...ALPHABET.thai, ...letters, ' '], shapes: [joined(word([...ALPHABET.thai, ...letters], 8), [' ', '', '  '])] },
  18: { alphabet: [...ALPHABET.upper, ' '], shapes: [joined(word([...ALPHABET.upper, 'a']), [' ', '  '])] },
  19: { alphabet: [...alnum, ...ALPHABET.symbols], shapes: [stringOf([...alnum, ...ALPHABET.symbols, ' ', 'é'], 20, 1)] },
  20: {
    alphabet: [...alnum, ...ALPHABET.symbols],
    shapes: [0, 4, 4].map((dropAtMost) =>
      fc
        .tuple(word(ALPHABET.upper, 2), word(ALPHABET.lower, 4), word(ALPHABET.digits, 3), word(ALPHABET.symbols, 2))
        .chain((parts) => fc.shuffledSubarray(parts, { minLength: 4 - Math.min(dropAtMost, 1) }).map((chosen) => chosen.join(''))),
    ),
  },
  21: { alphabet: [...letters, ...ALPHABET.devanagari, ' ', '.', "'", '-'], shapes: [fullNameLike, fullNamePlain, fullNamePlain] },
  22: {
    alphabet: [...ALPHABET.hiragana, ...ALPHABET.katakana, ...ALPHABET.kanjiHan, 'ー'],
    shapes: [stringOf([...ALPHABET.hiragana, ...ALPHABET.katakana, ...ALPHABET.kanjiHan, ...ALPHABET.halfKatakana, 'ー', '・', ' '], 12, 1)],
  },
  23: { alphabet: ALPHABET.upper, shapes: [stringOf([...ALPHABET.upper, 'a', ' ', 'Ａ'], 12, 1)] },
};

/** A value repeated or cut, code point by code point, to `length` (its pattern's first character when empty). */
const fitTo = (value: string, length: number, filler: string) => {
  const points = [...(value || filler)];
  return Array.from({ length }, (_, index) => points[index % points.length]).join('');
};

const baseCache = new Map<PatternId, { own: fc.Arbitrary<string>; rest: fc.Arbitrary<string> }>();

/** The arbitraries of a pattern that do not depend on the bounds, built once. */
function baseFor(patternId: PatternId) {
  const cached = baseCache.get(patternId);
  if (cached) return cached;
  const family = FAMILIES[patternId];
  const own = fc.oneof(stringOf(family.alphabet, 24), ...family.shapes);
  const rest = fc.oneof(
    { weight: 4, arbitrary: own },
    // its own values with foreign characters around or inside them
    {
      weight: 3,
      arbitrary: fc
        .tuple(own, fc.constantFrom(...EVERY_SPECIAL, ...ALPHABET.symbols), fc.nat(), fc.constantFrom('start', 'end', 'inside'))
        .map(([value, extra, at, where]) => {
          const points = [...value];
          const index = where === 'start' ? 0 : where === 'end' ? points.length : at % (points.length + 1);
          points.splice(index, 0, extra);
          return points.join('');
        }),
    },
    // surrounding spaces, which the forms trim (except in password fields)
    { weight: 2, arbitrary: fc.tuple(pick(ALPHABET.spaces), own, pick(['', ...ALPHABET.spaces])).map(([a, b, c]) => a + b + c) },
    { weight: 2, arbitrary: stringOf([...family.alphabet, ...EVERY_SPECIAL], 20) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }) },
    { weight: 1, arbitrary: anyDate },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '   ', '\t\n', '\u3000', 'राहुल शर्मा', 'สมชาย ใจดี', '김민수', '山田 太郎', 'やまだ', 'ＡＢＣ１２３', '🎰🎰🎰') },
    // very long values (the pattern is still tried only within the length bounds)
    { weight: 1, arbitrary: fc.tuple(own, fc.integer({ min: 20, max: 400 })).map(([value, times]) => (value || 'a').repeat(times)) },
  );
  const built = { own, rest };
  baseCache.set(patternId, built);
  return built;
}

/** Values for a pattern within length bounds: mostly its own alphabet and shapes, the rest from everywhere. */
export function valuesFor(patternId: PatternId, bounds: { min: number; max: number }): fc.Arbitrary<string> {
  const { own, rest } = baseFor(patternId);
  const filler = FAMILIES[patternId].alphabet[0] ?? 'a';
  // its own values at a length the field accepts
  const fitting = fc
    .tuple(own, fc.integer({ min: Math.max(bounds.min, 1), max: Math.max(bounds.min, 1, Math.min(bounds.max, bounds.min + 30)) }))
    .map(([value, length]) => fitTo(value, length, filler));
  return fc.oneof({ weight: 16, arbitrary: rest }, { weight: 3, arbitrary: fitting });
}

/** Length bounds: the realistic ones of a field, or anything small. */
export function boundsFor(patternId: PatternId): fc.Arbitrary<{ min: number; max: number }> {
  const realistic: Record<number, [number, number]> = {
    6: [10, 10],
    11: [10, 10],
    13: [10, 10],
    4: [4, 4],
    1: [6, 16],
    19: [6, 20],
    20: [8, 20],
    21: [3, 50],
    3: [6, 64],
  };
  const [min, max] = realistic[patternId] ?? [1, 30];
  const dates = patternId === 11 || patternId === 13;
  return fc.oneof(
    { weight: dates ? 6 : 2, arbitrary: fc.constant({ min, max }) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(12), fc.nat(40)).map(([low, extra]) => ({ min: low, max: low + extra })) },
    { weight: 1, arbitrary: fc.nat(12).map((n) => ({ min: n, max: n })) },
  );
}
