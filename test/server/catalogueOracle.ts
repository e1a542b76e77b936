import type { PatternId } from '@kernel/validation';

/**
 * SPEC 5's pattern catalogue read a second time, in plain code over code points instead of
 * regular expressions, so that the property tests compare the catalogue against an independent
 * reading rather than against itself. Each function answers: does this (non-empty) value have
 * the characters the pattern wants? Length is checked apart, as in checkField.
 */

const codePoints = (value: string) => [...value];
const code = (char: string) => char.codePointAt(0) ?? -1;
const between = (char: string, low: number, high: number) => code(char) >= low && code(char) <= high;

const isUpper = (char: string) => between(char, 0x41, 0x5a);
const isLower = (char: string) => between(char, 0x61, 0x7a);
const isLetter = (char: string) => isUpper(char) || isLower(char);
const isDigit = (char: string) => between(char, 0x30, 0x39);
const isAlnum = (char: string) => isLetter(char) || isDigit(char);
/** ASCII punctuation and symbols: everything printable that is neither a letter, a digit nor a space. */
const isSymbol = (char: string) => between(char, 0x21, 0x7e) && !isAlnum(char);
/** What String.prototype.trim removes (the WhiteSpace and LineTerminator code points of ECMAScript). */
const isWhitespace = (char: string) => char.trim() === '';
const script = (name: string) => {
  const regex = new RegExp(`^\\p{Script=${name}}$`, 'u');
  return (char: string) => regex.test(char);
};
const isHan = script('Han');
const isHangul = script('Hangul');
const isThai = script('Thai');
const isHiragana = script('Hiragana');
const isKatakana = script('Katakana');
const isLetterOrMark = (char: string) => /^[\p{L}\p{M}]$/u.test(char);

/** Chinese punctuation for pattern 10: CJK symbols, full-width punctuation and the usual quotes and dashes. */
const isChinesePunctuation = (char: string) =>
  between(char, 0x3000, 0x303f) ||
  between(char, 0xff01, 0xff0f) ||
  between(char, 0xff1a, 0xff20) ||
  between(char, 0xff3b, 0xff40) ||
  between(char, 0xff5b, 0xff65) ||
  ['\u00B7', '\u2014', '\u2026', '\u2018', '\u2019', '\u201C', '\u201D'].includes(char);

const all = (value: string, test: (char: string) => boolean) => codePoints(value).every(test);
const some = (value: string, test: (char: string) => boolean) => codePoints(value).some(test);

function isLeapYear(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function isRealDay(year: number, month: number, day: number) {
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}
/** 'dddd-dd-dd' style shapes: digits where `shape` has 'd', a dash where it has '-'. */
function fitsShape(value: string, shape: string) {
  const chars = codePoints(value);
  return chars.length === shape.length && chars.every((char, index) => (shape[index] === 'd' ? isDigit(char) : char === shape[index]));
}

/** An email: a dot-separated local part, '@', dot-separated domain labels (no '-' at their ends), a TLD of 2+ letters. */
function isEmail(value: string) {
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const localOk = local.split('.').every((segment) => segment !== '' && all(segment, (char) => isAlnum(char) || '_%+-'.includes(char)));
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  const labelsOk = labels.every((label) => label !== '' && all(label, (char) => isAlnum(char) || char === '-') && !label.startsWith('-') && !label.endsWith('-'));
  return localOk && labels.length >= 2 && labelsOk && codePoints(tld).length >= 2 && all(tld, isLetter);
}

/** A full name: two or more words split by single spaces; a word is letters or marks, maybe joined by . ' or -. */
function isFullName(value: string) {
  const words = value.split(' ');
  return words.length >= 2 && words.every((word) => word.split(/[.'-]/).every((piece) => piece !== '' && all(piece, isLetterOrMark)));
}

export const ORACLE: Record<PatternId, (value: string) => boolean> = {
  0: () => true,
  1: (value) => isLetter(codePoints(value)[0] ?? '') && all(value, isAlnum),
  2: (value) => all(value, (char) => isAlnum(char) || isHan(char)),
  3: isEmail,
  4: (value) => all(value, isAlnum),
  5: (value) => all(value, isAlnum) && some(value, isLetter) && some(value, isDigit),
  6: (value) => all(value, isDigit),
  7: (value) => all(value, isAlnum) && some(value, isUpper),
  8: (value) => all(value, (char) => isLetter(char) || char === ' ') && some(value, isLetter),
  9: (value) => !some(value, isWhitespace),
  10: (value) => all(value, (char) => isHan(char) || isChinesePunctuation(char)),
  11: (value) => fitsShape(value, 'dddd-dd-dd') && isRealDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))),
  12: (value) => {
    const words = value.split(' ');
    return words.length <= 2 && words.every((word) => word !== '' && all(word, isLetter));
  },
  13: (value) => fitsShape(value, 'dd-dd-dddd') && isRealDay(Number(value.slice(6, 10)), Number(value.slice(0, 2)), Number(value.slice(3, 5))),
  14: (value) => all(value, isAlnum),
  15: (value) => all(value, isHangul),
  16: (value) => all(value, isThai),
  17: (value) => all(value, (char) => isThai(char) || isLetter(char) || char === ' ') && some(value, (char) => isThai(char) || isLetter(char)),
  18: (value) => all(value, (char) => isUpper(char) || char === ' ') && some(value, isUpper),
  19: (value) => all(value, (char) => isAlnum(char) || isSymbol(char)),
  20: (value) => all(value, (char) => isAlnum(char) || isSymbol(char)) && some(value, isUpper) && some(value, isLower) && some(value, isDigit) && some(value, isSymbol),
  21: isFullName,
  22: (value) => all(value, (char) => (isHiragana(char) || isKatakana(char) || isHan(char) || char === 'ー' || char === '々') && !between(char, 0xff65, 0xff9f)),
  23: (value) => all(value, isUpper),
};

/** The oracle's verdict on a whole value, like checkField: 'required', 'invalid' or null (accepted). */
export function oracleVerdict(value: string, rule: { required: boolean; patternId: PatternId; minLength: number; maxLength: number }) {
  if (value === '') return rule.required ? 'required' : null;
  const length = codePoints(value).length;
  if (length < rule.minLength || length > rule.maxLength) return 'invalid';
  return ORACLE[rule.patternId](value) ? null : 'invalid';
}
