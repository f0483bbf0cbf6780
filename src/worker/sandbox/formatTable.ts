/**
 * console.table as Node prints it: a box-drawn text table with an (index) column, a column per
 * property of the rows and a Values column for rows that are not objects. Anything that is not an
 * object prints as console.log would.
 */
import { formatArgs, formatNested } from './formatValue.ts';

/** Rows shown at most: a table of a whole Scan would otherwise be one enormous line of output. */
const MAX_ROWS = 1_000;

export function formatTable(data: unknown, columns?: unknown): string {
  if (typeof data !== 'object' || data === null) return formatArgs([data]);
  const entries = rowsOf(data);
  const shown = entries.slice(0, MAX_ROWS);
  const wanted = Array.isArray(columns) ? columns.map(String) : undefined;
  const keys: string[] = wanted ?? [];
  let hasValues = false;
  for (const [, row] of shown) {
    if (isRow(row)) {
      if (!wanted) for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
    } else hasValues = true;
  }
  const header = ['(index)', ...keys, ...(hasValues ? ['Values'] : [])];
  const body = shown.map(([index, row]) => [
    index,
    ...keys.map((key) => (isRow(row) && Object.hasOwn(row, key) ? cell(row[key]) : '')),
    ...(hasValues ? [isRow(row) ? '' : cell(row)] : []),
  ]);
  const table = box(header, body);
  const more = entries.length - shown.length;
  return more > 0 ? `${table}\n… ${more} more rows` : table;
}

function rowsOf(data: object): [string, unknown][] {
  if (data instanceof Map) return [...data].map(([key, value]) => [formatNested(key), value]);
  if (data instanceof Set) return [...data].map((value, index) => [String(index), value]);
  return Object.entries(data);
}

/** Objects (arrays too) spread over the columns; anything else goes in the Values column. */
function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Cells are one line: a nested value that would print on several is joined onto one. */
const cell = (value: unknown) => formatNested(value).replace(/\n\s*/g, ' ');

function box(header: string[], body: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(width(title), ...body.map((cells) => width(cells[column]))),
  );
  const line = (left: string, middle: string, right: string) =>
    `${left}${widths.map((size) => '─'.repeat(size + 2)).join(middle)}${right}`;
  const row = (cells: string[]) =>
    `│${cells.map((cell, column) => ` ${cell}${' '.repeat(widths[column] - width(cell))} `).join('│')}│`;
  return [line('┌', '┬', '┐'), row(header), line('├', '┼', '┤'), ...body.map(row), line('└', '┴', '┘')].join(
    '\n',
  );
}

/** Characters as the console shows them (an emoji is one, not two UTF-16 units). */
const width = (text: string) => [...text].length;
