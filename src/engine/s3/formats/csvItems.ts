/**
 * Reading CSV for ImportTable (S3DataImport.Format.html): rows separated by newlines, fields by the
 * request's delimiter (a comma by default), quoted as RFC 4180 quotes them (papaparse reads that).
 * The first row names the columns unless the request gives a HeaderList, in which case every row is
 * data. Key attributes of the table and its global secondary indexes take their defined type; every
 * other column is imported as a string, as DynamoDB does. An empty cell adds no attribute: CSV
 * cannot tell an empty string from a missing value, and an empty key would be refused anyway.
 */
import Papa from 'papaparse';
import type { AttributeValue, ScalarKeyType } from '../../values/types.ts';
import type { SourceRecord } from './sourceRecord.ts';

export interface CsvOptions {
  delimiter: string;
  /** The column names when the files have no header row. */
  headerList: readonly string[] | undefined;
  /** The defined type of each key attribute (table and GSI keys). */
  keyTypes: ReadonlyMap<string, ScalarKeyType>;
}

/** One record per row that is not blank: the item, or why the row is no item. */
export function csvRows(text: string, options: CsvOptions): SourceRecord[] {
  // Blank rows are dropped here, not by papaparse, so its errors' row numbers stay the rows' own.
  const parsed = Papa.parse<string[]>(text, { delimiter: options.delimiter, skipEmptyLines: false });
  const badRows = new Map(parsed.errors.map((error) => [error.row, error.message]));
  const rows = parsed.data
    .map((cells, row) => ({ cells, problem: badRows.get(row) }))
    .filter(({ cells }) => cells.length > 1 || cells[0] !== '');
  const header = options.headerList ?? rows.shift()?.cells;
  if (!header) return [];
  return rows.map(({ cells, problem }): SourceRecord => {
    if (problem !== undefined) return { error: `The CSV row could not be read: ${problem}` };
    if (cells.length > header.length) {
      return { error: `The CSV row has ${cells.length} fields but the header names ${header.length}` };
    }
    const item: Record<string, AttributeValue> = Object.create(null);
    cells.forEach((cell, column) => {
      if (cell === '') return;
      const name = header[column];
      const type = options.keyTypes.get(name) ?? 'S';
      item[name] = type === 'N' ? { N: cell } : type === 'B' ? { B: cell } : { S: cell };
    });
    return { item };
  });
}
