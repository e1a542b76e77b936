import { describe, expect, it } from 'vitest';
import { acceptedPatternOf, checkField, issueMessageEn, lengthRange, PATTERN_IDS, PATTERN_RULES, type PatternId } from '@kernel/validation';
import { judge, type TestedField } from './catalogueHarness';

/**
 * The SPEC 5 catalogue by example: for each pattern, values it accepts and values it refuses,
 * among them Devanagari, Thai, Korean, Kana and Kanji, full-width forms, spaces, emoji, empty and
 * very long values. Every value is judged by the client (checkField), the backend
 * (validateRegistration) and the plain-code oracle, which must all give the expected verdict.
 */

type Example = { min: number; max: number; accepted: readonly string[]; refused: readonly string[] };

const LONG = 5000;

const EXAMPLES: Record<PatternId, Example> = {
  0: { min: 1, max: 20, accepted: ['any thing!', 'राहुल शर्मा', 'สมชาย', '김민수', 'やまだ山田', 'ＡＢＣ', '🎰👍🏽', 'a  b'], refused: ['x'.repeat(21)] },
  1: {
    min: 6,
    max: 16,
    accepted: ['player01', 'Rahul2024', 'abcdef'],
    refused: ['1player', 'play_er01', 'play er1', 'Ｐｌａｙｅｒ01', 'खिलाड़ी123', 'player🎰', 'abc', 'a'.repeat(17)],
  },
  2: { min: 2, max: 20, accepted: ['abc中文123', '中文', 'ab12'], refused: ['राहुल', 'ab c', 'あいう', 'สมชาย', '김민수', 'ａｂ', 'ab!'] },
  3: {
    min: 6,
    max: 64,
    accepted: ['demo.member@example.com', 'a.b@example.co.in', 'x_y+z%@sub-d.example.org', 'A1@B2.IN'],
    refused: [
      'user@example',
      'ü@example.com',
      'a b@example.com',
      '.a@x.com',
      'a..b@x.com',
      'a.@x.com',
      'a@-x.com',
      'a@x-.com',
      'a@x.c',
      'a@@x.com',
      'a＠x.com',
      'राहुल@example.com',
    ],
  },
  4: { min: 4, max: 4, accepted: ['AB12', 'ab12', 'ABCD', '1234'], refused: ['AB1', 'AB_1', 'ＡＢ12', 'कखगघ', 'AB 1', 'ABCDE'] },
  5: { min: 6, max: 20, accepted: ['abc123', '1a2b3c', 'ABC999'], refused: ['abcdef', '123456', 'abc-123', 'abc１２３', 'abc 123'] },
  6: {
    min: 10,
    max: 10,
    accepted: ['9876543210', '0000000000'],
    refused: ['98765 43210', '９８７６５４３２１０', '०१२३४५६७८९', '987654321', '98765432101', '+919876543'],
  },
  7: { min: 6, max: 20, accepted: ['Abc123', 'ABCDEF', 'aaaaaZ'], refused: ['abc123', 'Abc-123', 'Abc 123', 'Ａbc123', 'ABC12'] },
  8: { min: 2, max: 50, accepted: ['Rahul Sharma', 'Rahul', 'Rahul  Kumar Sharma', 'ab'], refused: ['Rahul1', 'राहुल', 'Rahul-Sharma', 'Ｒahul', 'O’Neil'] },
  9: { min: 2, max: 30, accepted: ['no_spaces!', 'राहुल', '🎰🎰', 'ａｂ'], refused: ['has space', 'tab\there', 'ideo\u3000space', 'nbsp\u00A0x', 'new\nline'] },
  10: { min: 1, max: 20, accepted: ['中文，标点。', '山田', '「你好」'], refused: ['中文abc', '中文 标点', 'やまだ', '김', '中文🎰'] },
  11: {
    min: 10,
    max: 10,
    accepted: ['2024-02-29', '1999-12-31', '0001-01-01'],
    refused: ['2023-02-29', '2024-13-01', '2024-04-31', '0000-01-01', '02-29-2024', '2024/02/29', '２０２４-01-01'],
  },
  12: { min: 2, max: 30, accepted: ['Rahul Sharma', 'Rahul'], refused: ['Rahul Kumar Sharma', 'Rahul  Sharma', 'Rahul1', 'राहुल शर्मा'] },
  13: { min: 10, max: 10, accepted: ['02-29-2024', '12-31-1999'], refused: ['2024-02-29', '02-30-2024', '13-01-2024', '00-10-2024', '2-29-2024'] },
  14: { min: 4, max: 20, accepted: ['AGENT01', 'sub02', 'ABCD'], refused: ['AGENT-01', 'AGENT 01', 'एजेंट01', 'ＡＧＥＮＴ'] },
  15: { min: 1, max: 20, accepted: ['김민수', '가', 'ㄱㄴ'], refused: ['김민수abc', '김 민수', 'キム', '金', 'สม'] },
  16: { min: 1, max: 30, accepted: ['สมชาย', 'ใจดี', '๑๒๓'], refused: ['สมชาย ใจดี', 'Somchai', 'สมชาย1', 'स'] },
  17: { min: 2, max: 40, accepted: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee', 'ab'], refused: ['สมชาย1', 'Somchai-Jaidee', 'राहुल', 'Ｓomchai'] },
  18: { min: 2, max: 40, accepted: ['RAHUL SHARMA', 'RAHUL', 'A  B'], refused: ['Rahul Sharma', 'RAHUL1', 'RAHUL-SHARMA', 'ＲＡＨＵＬ'] },
  19: { min: 6, max: 20, accepted: ['aa123456', 'P@ss_w0rd!', '!@#$%^', 'Secret@123'], refused: ['pass word', 'pässwörd', 'पासवर्ड123', 'ｐａｓｓ123', 'pass🎰word'] },
  20: { min: 8, max: 20, accepted: ['Passw0rd!', 'aB3$aB3$'], refused: ['Password1', 'passw0rd!', 'PASSW0RD!', 'Password!', 'Pass w0rd!', 'Pässw0rd!'] },
  21: {
    min: 3,
    max: 50,
    accepted: ['Rahul Sharma', 'राहुल शर्मा', "Mary-Jane O'Neil", 'Dr.Rahul Sharma', 'สมชาย ใจดี', '김 민수', '山田 太郎', 'Rahul Kumar Sharma'],
    refused: ['Rahul', 'राहुल', 'Rahul  Sharma', 'Rahul Sharma2', 'Rahul- Sharma', 'Rahul 🎰', 'Rahul\tSharma'],
  },
  22: {
    min: 1,
    max: 20,
    accepted: ['山田たろう', 'ヤマダタロウ', 'やまだ', 'ラーメン', '佐々木'],
    refused: ['ﾔﾏﾀﾞ', '山田 太郎', '김', 'yamada', 'ジョン・スミス', '山田１'],
  },
  23: { min: 2, max: 20, accepted: ['RAHUL', 'AB'], refused: ['RAHUL SHARMA', 'Rahul', 'ＲＡＨＵＬ', 'RAHUL1', 'R'] },
};

/** Judges a value carried in a trimmed optional field (payeeName) or another field, all three ways. */
function verdict(patternId: PatternId, example: Example, value: string, field: TestedField = 'payeeName', required = true) {
  const judgement = judge({ field, patternId, min: example.min, max: example.max, required, value });
  expect(judgement.server?.kind ?? null, `backend on ${JSON.stringify(value)}`).toBe(judgement.client?.kind ?? null);
  expect(judgement.oracle, `oracle on ${JSON.stringify(value)}`).toBe(judgement.client?.kind ?? null);
  expect(judgement.serverAccepted).toBe(judgement.client === null);
  return judgement.client?.kind ?? 'accepted';
}

describe.each(PATTERN_IDS.map((patternId) => [patternId]))('pattern %i', (patternId) => {
  const example = EXAMPLES[patternId];

  it('accepts its examples', () => {
    for (const value of example.accepted) expect(verdict(patternId, example, value), JSON.stringify(value)).toBe('accepted');
  });

  it('refuses its counter-examples', () => {
    for (const value of example.refused) expect(verdict(patternId, example, value), JSON.stringify(value)).toBe('invalid');
  });

  it('treats empty and blank values as missing (required) or absent (optional)', () => {
    for (const value of ['', '   ', '\u3000', '\t\n']) {
      expect(verdict(patternId, example, value, 'payeeName', true)).toBe('required');
      expect(verdict(patternId, example, value, 'payeeName', false)).toBe('accepted');
    }
  });

  it('trims around an accepted value, except in password fields', () => {
    const value = example.accepted[0] ?? '';
    expect(verdict(patternId, example, ` ${value}\u3000`)).toBe('accepted');
    // untrimmed, the spaces count: only the patterns that allow spaces at the ends still take it
    expect(verdict(patternId, example, ` ${value} `, 'paymentPassword')).toBe([0, 8, 17, 18].includes(patternId) ? 'accepted' : 'invalid');
  });

  it('refuses a very long value by its length', () => {
    expect(verdict(patternId, example, (example.accepted[0] ?? 'a').repeat(LONG))).toBe('invalid');
  });

  it('tries its pattern in linear time: a very long value takes milliseconds', () => {
    const rule = { required: true, patternId, acceptedPattern: acceptedPatternOf(patternId), minLength: 0, maxLength: Number.MAX_SAFE_INTEGER };
    for (const value of [`${(example.accepted[0] ?? 'a').repeat(LONG)}\u0000`, `${'a '.repeat(LONG * 5)}!`, `${'A1-'.repeat(LONG * 5)}!`]) {
      const started = performance.now();
      checkField(value, rule);
      expect(performance.now() - started).toBeLessThan(100);
    }
  });

  it('publishes a pattern that compiles with the unicode flag (or * for anything)', () => {
    const source = acceptedPatternOf(patternId);
    if (patternId === 0) expect(source).toBe('*');
    else expect(new RegExp(source, 'u').source).toBe(PATTERN_RULES[patternId].source);
  });
});

describe('scripts and characters across the catalogue', () => {
  const accepts = (patternId: PatternId, value: string) => verdict(patternId, { min: 1, max: 50, accepted: [], refused: [] }, value) === 'accepted';

  it('Devanagari: only patterns 0, 9 and 21 (full name) take it', () => {
    const taking = PATTERN_IDS.filter((id) => accepts(id, 'राहुल शर्मा') || accepts(id, 'राहुल'));
    expect(taking).toEqual([0, 9, 21]);
  });

  it('Thai: patterns 16 and 17, and the full name', () => {
    expect(PATTERN_IDS.filter((id) => accepts(id, 'สมชาย'))).toEqual([0, 9, 16, 17]);
    expect(PATTERN_IDS.filter((id) => accepts(id, 'สมชาย ใจดี'))).toEqual([0, 17, 21]);
  });

  it('Korean: pattern 15, and the full name', () => {
    expect(PATTERN_IDS.filter((id) => accepts(id, '김민수'))).toEqual([0, 9, 15]);
    expect(PATTERN_IDS.filter((id) => accepts(id, '김 민수'))).toEqual([0, 21]);
  });

  it('Kana and Kanji: pattern 22 (Kanji also 2 and 10), never half-width Katakana', () => {
    expect(PATTERN_IDS.filter((id) => accepts(id, 'やまだ'))).toEqual([0, 9, 22]);
    expect(PATTERN_IDS.filter((id) => accepts(id, 'ヤマダ'))).toEqual([0, 9, 22]);
    expect(PATTERN_IDS.filter((id) => accepts(id, '山田'))).toEqual([0, 2, 9, 10, 22]);
    expect(PATTERN_IDS.filter((id) => accepts(id, 'ﾔﾏﾀﾞ'))).toEqual([0, 9]);
  });

  it('full-width letters and digits: no ASCII pattern takes them', () => {
    expect(PATTERN_IDS.filter((id) => accepts(id, 'ＡＢＣ１２３'))).toEqual([0, 9]);
  });

  it('emoji: only any-characters (0) and no-spaces (9)', () => {
    expect(PATTERN_IDS.filter((id) => accepts(id, '🎰👍🏽'))).toEqual([0, 9]);
  });

  it('inner spaces: only the patterns that allow them', () => {
    expect(PATTERN_IDS.filter((id) => accepts(id, 'RAHUL SHARMA'))).toEqual([0, 8, 12, 17, 18, 21]);
  });

  it('dates: 11 takes yyyy-MM-dd and 13 MM-dd-yyyy, real days only', () => {
    expect(PATTERN_IDS.filter((id) => accepts(id, '2024-02-29'))).toEqual([0, 9, 11, 19]);
    expect(PATTERN_IDS.filter((id) => accepts(id, '02-29-2024'))).toEqual([0, 9, 13, 19]);
    expect(accepts(11, '2100-02-29')).toBe(false);
    expect(accepts(11, '2000-02-29')).toBe(true);
  });
});

describe('messages', () => {
  it('shows a single number when min equals max', () => {
    expect(issueMessageEn({ kind: 'invalid', patternId: 6, min: 6, max: 6 })).toBe('6 digits');
    expect(issueMessageEn({ kind: 'invalid', patternId: 4, min: 4, max: 4 })).toBe('4 characters: letters or digits');
    expect(lengthRange(10, 10)).toBe('10');
  });

  it('shows a range otherwise', () => {
    expect(issueMessageEn({ kind: 'invalid', patternId: 1, min: 6, max: 16 })).toBe('6-16 characters, starting with a letter, letters and digits only');
    expect(issueMessageEn({ kind: 'invalid', patternId: 19, min: 6, max: 20 })).toBe('6-20 characters: letters, digits and symbols');
    expect(issueMessageEn({ kind: 'invalid', patternId: 21, min: 3, max: 50 })).toBe('Full name: first and last name separated by a space (3-50 characters)');
  });

  it('words the date patterns without lengths, anything by its length, and a missing value', () => {
    expect(issueMessageEn({ kind: 'invalid', patternId: 11, min: 10, max: 10 })).toBe('Date as yyyy-MM-dd');
    expect(issueMessageEn({ kind: 'invalid', patternId: null, min: 20, max: 200 })).toBe('20-200 characters');
    expect(issueMessageEn({ kind: 'required' })).toBe('Input cannot be empty');
  });

  it('has a message for every pattern, each filling its range', () => {
    for (const patternId of PATTERN_IDS) {
      const message = issueMessageEn({ kind: 'invalid', patternId, min: 3, max: 7 });
      expect(message).not.toContain('{');
      if (patternId !== 11 && patternId !== 13) expect(message).toContain('3-7');
    }
  });
});
