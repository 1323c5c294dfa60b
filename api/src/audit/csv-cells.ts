/**
 * The data files' cells as a spreadsheet may open them. A cell starting with `=`, `+`, `-`,
 * `@`, a tab or a CR is a formula to a spreadsheet (`=HYPERLINK(…)` runs for whoever opens an
 * export), so the export writes it behind an apostrophe, which a spreadsheet shows as text,
 * and the import takes the apostrophe off again. A cell that already starts with an apostrophe
 * gets one more, so every cell reads back exactly as it was written. Plain numbers (`-1`,
 * `-0.5`) are no formula and stay as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const GUARDED = /^'[=+\-@\t\r']/;

/** The cell text as the export writes it. */
export function spreadsheetSafe(text: string): string {
  if (text.startsWith("'")) return `'${text}`;
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The cell as written before `spreadsheetSafe`: any other text stays as it is. */
export function fromSpreadsheetSafe(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/** What csv-parse found wrong with a file, in Korean, with the line when it says one. */
export function csvSyntaxProblem(error: unknown): string {
  const lines = (error as { lines?: unknown } | null)?.lines;
  const where = typeof lines === 'number' ? ` (${lines}번째 줄 근처)` : '';
  return `CSV 형식이 올바르지 않습니다${where}: 따옴표와 쉼표를 확인해 주세요`;
}
