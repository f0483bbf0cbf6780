import { describe, expect, it } from 'vitest';
import { splitStatements } from './splitStatements.ts';

describe('splitStatements', () => {
  it('splits on semicolons outside strings, quoted names and comments, keeping offsets', () => {
    const source = `SELECT * FROM "a;b" WHERE s = 'x;''y';\n-- a comment; not a statement\n  DELETE FROM t /* ; */ WHERE k = 1;`;
    const statements = splitStatements(source);
    expect(statements.map((statement) => statement.text)).toEqual([
      `SELECT * FROM "a;b" WHERE s = 'x;''y'`,
      `-- a comment; not a statement\n  DELETE FROM t /* ; */ WHERE k = 1`,
    ]);
    for (const { text, offset } of statements) expect(source.slice(offset, offset + text.length)).toBe(text);
  });

  it('skips text that is only blanks and comments, and keeps an unterminated string whole', () => {
    expect(splitStatements('  ;\n-- nothing\n/* here */;')).toEqual([]);
    expect(splitStatements(`SELECT 'never; closed`)).toEqual([
      { text: `SELECT 'never; closed`, offset: 0, placeholders: 0 },
    ]);
  });
});
