/** Printing the bench's tables: figures formatted alike, columns aligned. */
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const fixed = (n: number, digits = 1) => n.toFixed(digits);
export const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** The first column left-aligned, the rest right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  for (const cells of rows) {
    console.log(
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   '),
    );
  }
}

/** The middle value (the upper middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
