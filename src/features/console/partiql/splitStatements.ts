/**
 * PartiQL mode runs every statement in the editor, in order, one ExecuteStatement each (DynamoDB takes
 * one statement per request). Statements are separated by `;` outside strings ('…'), quoted names
 * ("…") and comments (-- … and /* … *\/). Each keeps its offset, so errors are marked where the
 * statement sits in the editor; text that is only blanks and comments is not a statement. Each also
 * counts its `?` placeholders in the same places the engine's lexer does (not in strings, quoted names
 * or comments), so the Parameters field's values can be dealt out to the statements that take them.
 */

export interface StatementText {
  text: string;
  /** Offset of `text` in the editor's text. */
  offset: number;
  /** How many `?` placeholders it has: how many Parameters it takes. */
  placeholders: number;
}

export function splitStatements(source: string): StatementText[] {
  const statements: StatementText[] = [];
  let start = 0;
  let meaningful = false;
  let placeholders = 0;
  const end = (at: number) => {
    if (meaningful) {
      const raw = source.slice(start, at);
      const lead = raw.length - raw.trimStart().length;
      statements.push({ text: raw.trim(), offset: start + lead, placeholders });
    }
    start = at + 1;
    meaningful = false;
    placeholders = 0;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"') {
      meaningful = true;
      i = closingQuote(source, i);
    } else if (source.startsWith('--', i)) {
      const newline = source.indexOf('\n', i);
      i = newline < 0 ? source.length : newline;
    } else if (source.startsWith('/*', i)) {
      const close = source.indexOf('*/', i + 2);
      i = close < 0 ? source.length : close + 1;
    } else if (c === ';') {
      end(i);
    } else if (c === '?') {
      meaningful = true;
      placeholders++;
    } else if (!/\s/.test(c)) {
      meaningful = true;
    }
  }
  end(source.length);
  return statements;
}

/** Index of the quote closing the one at `open` ('' and "" are escaped quotes); the end if unclosed. */
export function closingQuote(source: string, open: number): number {
  const quote = source[open];
  for (let i = open + 1; i < source.length; i++) {
    if (source[i] !== quote) continue;
    if (source[i + 1] === quote) i++;
    else return i;
  }
  return source.length;
}
