/**
 * CSV as RFC 4180 writes it (CRLF rows, a cell quoted when it holds a comma, quote or line break),
 * safe to open in a spreadsheet: a text cell that begins with = + - @ (or a tab or carriage return)
 * would be read as a formula, so it gets a leading apostrophe; a plain number such as a refund's
 * -12.50 is no formula and stays a number.
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

/** The whole file: rows joined with CRLF, ending with one. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvLine).join('\r\n') + '\r\n';
}

/** Cents as a plain dollar number with 2 decimals ("1234.50"), for spreadsheets to add up. */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
