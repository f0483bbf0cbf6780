/** An error to show in the editor, from a 1-based position to an end (or `length` characters, or the line's end). */
export interface EditorMarker {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** Characters to underline when no end is given; to the end of the line when absent too. */
  length?: number;
  message: string;
}

/** 1-based line and column of a UTF-16 offset in `source`. */
export function positionAt(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** A marker over source[start, end); an empty span still marks one character. */
export function markerBetween(source: string, start: number, end: number, message: string): EditorMarker {
  const from = positionAt(source, start);
  const to = positionAt(source, Math.max(end, start + 1));
  return { ...from, endLine: to.line, endColumn: to.column, message };
}
