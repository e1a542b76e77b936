import { describe, expect, it } from 'vitest';
import { buildCsv, type CsvColumn, cellText, guardFormula, indiaDateTime, paiseDecimal, quoteField } from '@/rules/member/csv.rules';

describe('CSV cells', () => {
  it('writes amounts as plain decimals with 2 places, from paise, negative with a minus', () => {
    expect(paiseDecimal(0)).toBe('0.00');
    expect(paiseDecimal(5)).toBe('0.05');
    expect(paiseDecimal(150)).toBe('1.50');
    expect(paiseDecimal(123_456_789)).toBe('1234567.89');
    expect(paiseDecimal(-150_000)).toBe('-1500.00');
    expect(paiseDecimal(-7)).toBe('-0.07');
    expect(cellText({ paise: -150_000 })).toBe('-1500.00');
  });

  it('writes moments as India date and time, yyyy-MM-dd HH:mm:ss', () => {
    // 20:00 UTC on 15 Jan is 01:30 on 16 Jan in India.
    expect(indiaDateTime(Date.UTC(2025, 0, 15, 20, 0, 5))).toBe('2025-01-16 01:30:05');
    expect(cellText({ at: Date.UTC(2024, 11, 31, 0, 0, 0) })).toBe('2024-12-31 05:30:00');
  });

  it('writes numbers as they are and nothing for an empty cell', () => {
    expect(cellText(3)).toBe('3');
    expect(cellText(-2)).toBe('-2');
    expect(cellText(null)).toBe('');
    expect(cellText(Number.NaN)).toBe('');
    expect(cellText('2025-01-16')).toBe('2025-01-16');
  });

  it('keeps text that starts like a formula from running: a leading single quote', () => {
    for (const text of ['=HYPERLINK("http://x")', '+91 99', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd']) expect(guardFormula(text)).toBe(`'${text}`);
    for (const text of ['team_rohan', 'a=b', "it's", '', ' =1']) expect(guardFormula(text)).toBe(text);
    expect(cellText('=1+1')).toBe("'=1+1");
    // A negative amount is a number, not a formula: not guarded.
    expect(cellText({ paise: -100 })).toBe('-1.00');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
    expect(quoteField('cr\rhere')).toBe('"cr\rhere"');
    expect(quoteField('')).toBe('');
  });
});

describe('a CSV file', () => {
  type Row = { name: string; stake: number; at: number; level: number; note: string | null };
  const columns: CsvColumn<Row>[] = [
    { header: 'उपयोगकर्ता', value: (row) => row.name },
    { header: 'Level', value: (row) => row.level },
    { header: 'Time', value: (row) => ({ at: row.at }) },
    { header: 'Bet, ₹', value: (row) => ({ paise: row.stake }) },
    { header: '=Note', value: (row) => row.note },
  ];
  const rows: Row[] = [
    { name: 'राहुल', stake: 123_456, at: Date.UTC(2025, 0, 15, 20, 0, 0), level: 1, note: 'won "big", twice' },
    { name: '=cmd|calc', stake: -50, at: Date.UTC(2025, 0, 16, 0, 0, 0), level: 2, note: null },
  ];

  it('starts with the byte order mark, then a header row and one row per record, each line ended by CRLF', () => {
    expect(buildCsv(columns, rows)).toBe(
      '\uFEFF' +
        `उपयोगकर्ता,Level,Time,"Bet, ₹",'=Note\r\n` +
        `राहुल,1,2025-01-16 01:30:00,1234.56,"won ""big"", twice"\r\n` +
        `'=cmd|calc,2,2025-01-16 05:30:00,-0.50,\r\n`,
    );
  });

  it('holds only the header row when there is no record', () => {
    expect(buildCsv(columns, [])).toBe(`\uFEFFउपयोगकर्ता,Level,Time,"Bet, ₹",'=Note\r\n`);
  });

  it('is UTF-8 with the BOM bytes, so a spreadsheet shows Hindi right', () => {
    const bytes = new TextEncoder().encode(buildCsv(columns, rows));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
