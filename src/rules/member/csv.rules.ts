import { INDIA_OFFSET_MS } from '@kernel/records';

/**
 * A record list as a CSV file (RFC 4180) that opens right in a spreadsheet: a header row, one row
 * per record, CRLF line ends, UTF-8 with a byte order mark (without it Excel reads the bytes as
 * the local code page and Hindi names turn to garbage).
 */

/**
 * One cell: text, a whole number (a count, a level), an amount in paise, a moment, or empty.
 * Amounts and moments are tagged so they are written as plain numbers and dates, and so a
 * negative amount is not mistaken for a formula.
 */
export type CsvCell = string | number | null | { paise: number } | { at: number };

/** A column of the file: its header (in the user's language) and the cell of each record. */
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Text a spreadsheet would run as a formula (OWASP CSV injection): = + - @, and tab or carriage
 * return, which some spreadsheets skip before reading a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field with a comma, a quote or a line break is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** An amount as a plain decimal with 2 places (-1500.00), from integer paise (no float rounding). */
export function paiseDecimal(paise: number): string {
  const size = Math.abs(paise);
  const rupees = Math.floor(size / 100);
  const cents = String(size % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${rupees}.${cents}`;
}

/** A moment as an India date and time, yyyy-MM-dd HH:mm:ss (the records' days are India days). */
export const indiaDateTime = (ms: number): string => new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Text that cannot run as a formula: one starting like a formula gets a leading single quote. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A field as written in the file, quoted where RFC 4180 says so. */
export const quoteField = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** What a cell writes: numbers and dates as they are, text guarded against formulas. */
export function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'string') return guardFormula(cell);
  if ('paise' in cell) return paiseDecimal(cell.paise);
  return indiaDateTime(cell.at);
}

/** The whole file: the byte order mark, the header row, a row per record, each line ended by CRLF. */
export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (fields: string[]) => fields.map(quoteField).join(',') + CRLF;
  const header = line(columns.map((column) => guardFormula(column.header)));
  return CSV_BOM + header + rows.map((row) => line(columns.map((column) => cellText(column.value(row))))).join('');
}
