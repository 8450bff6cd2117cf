/**
 * CSV for the backoffice's exports. Every text cell is neutralised against
 * formula injection: a spreadsheet runs a cell that starts with = + - @ (or a
 * tab or carriage return, which some strip before reading the rest) as a
 * formula, and these cells hold what clients and visitors typed. A leading
 * apostrophe makes the spreadsheet show the text as it is.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet will show it, never run it. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One value as cell text: lists joined, objects as JSON, numbers and booleans as they are. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return neutraliseCell(value.map((item) => cellText(item)).join('; '));
  if (typeof value === 'object') return neutraliseCell(JSON.stringify(value));
  return neutraliseCell(String(value));
}

/** RFC 4180 quoting: a cell with a comma, quote or line break is quoted, its quotes doubled. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Rows to CSV: a header of every field seen (in order of first appearance), then one line per row. */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(neutraliseCell), ...rows.map((row) => columns.map((column) => cellText(row[column])))];
  return lines.map((cells) => cells.map(quoted).join(',')).join('\r\n');
}
