import { spreadsheetSafe } from '../../audit/csv-cells';

/**
 * One CSV file as the data files are written: UTF-8, comma, header row, LF line ends; a cell
 * a spreadsheet would take for a formula behind an apostrophe (audit/csv-cells.ts).
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(','));
  return `${lines.join('\n')}\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = spreadsheetSafe(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
