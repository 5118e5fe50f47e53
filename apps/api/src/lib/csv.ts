import { stringify } from 'csv-stringify/sync';

/**
 * CSV files the API sends (the seller's and the admin's sales exports; docs/decisions/0043).
 * csv-stringify does the quoting, so a comma, quote or line break in an address or a title cannot
 * shift a column; this file adds the one rule the library leaves to us, the formula guard.
 */

export type CsvCell = string | number;

/**
 * A text cell as a spreadsheet will show it: one that starts with = + - @, a tab or a carriage
 * return would run as a formula (CSV injection), so it gets a leading apostrophe and stays text.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV text in the order of `columns`, every text cell through `spreadsheetText`.
 * `header`: start with the column names (written even when there are no rows).
 */
export function csvText<Column extends string>(
  rows: readonly Record<Column, CsvCell>[],
  columns: readonly Column[],
  options: { header: boolean },
): string {
  return stringify([...rows], {
    header: options.header,
    columns: [...columns],
    cast: { string: spreadsheetText },
  });
}
