/**
 * The table a statement names after FROM, INTO, UPDATE or DELETE FROM: `"table"` or `"table"."index"`
 * (quoted or bare names), and the refusal of a table alias, which DynamoDB words on its own.
 */
import type { Source, Span } from './ast.ts';
import type { Cursor } from './cursor.ts';
import { statementError } from './errors.ts';
import { isKeyword } from './keywords.ts';

const ALIASING = 'Aliasing is not supported';

/** `FROM "t" AS x`, `FROM "t" x`: DynamoDB has its own message for an alias. */
export function rejectAlias(cursor: Cursor): void {
  const token = cursor.peek();
  const alias =
    token.kind === 'quoted' || (token.kind === 'word' && (!isKeyword(token.text) || cursor.atWord('AS')));
  if (alias) throw statementError(ALIASING, token);
}

export function parseSource(cursor: Cursor): Source {
  const table = parseSourceName(cursor);
  let index: string | undefined;
  let end: Span = table;
  if (cursor.acceptPunct('.')) {
    const indexToken = parseSourceName(cursor);
    index = indexToken.name;
    end = indexToken;
    if (cursor.atPunct('.'))
      throw statementError('A path may contain at most 2 components in the FROM clause', cursor.peek());
  }
  return { table: table.name, index, span: { start: table.start, end: end.end } };
}

/**
 * One component of a FROM path. An empty one (`""`) is refused while parsing, before any table is
 * looked up (nubo-db/dynamodb-conformance tests/tier3/validation-ordering/partiql.test.ts).
 */
function parseSourceName(cursor: Cursor): { name: string } & Span {
  const name = parseName(cursor);
  if (name.name === '') throw statementError('Path component cannot be an empty string', name);
  return name;
}

function parseName(cursor: Cursor): { name: string } & Span {
  const token = cursor.next();
  if (token.kind === 'quoted') return { name: token.value!, start: token.start, end: token.end };
  if (token.kind === 'word' && !isKeyword(token.text))
    return { name: token.text, start: token.start, end: token.end };
  throw cursor.unexpected(token);
}
