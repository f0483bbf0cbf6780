/**
 * Completion for the console's PartiQL mode: after FROM, INTO or UPDATE the sandbox's tables (and,
 * after FROM, `"table"."index"` for reading an index); after WHERE, AND, OR, SET, REMOVE or BY the
 * key attributes of the table the statement names; elsewhere the statement keywords and DynamoDB's
 * PartiQL functions.
 */
import { wordStart, type CompletionTables, type EditorCompletions } from '../editorCompletion.ts';

type Item = EditorCompletions['items'][number];

const KEYWORDS = [
  'SELECT',
  'FROM',
  'WHERE',
  'INSERT INTO',
  'VALUE',
  'UPDATE',
  'SET',
  'REMOVE',
  'DELETE FROM',
  'RETURNING ALL NEW *',
  'RETURNING ALL OLD *',
  'AND',
  'OR',
  'NOT',
  'IN',
  'BETWEEN',
  'IS MISSING',
  'IS NOT MISSING',
  'ORDER BY',
  'EXISTS',
];
const FUNCTIONS = [
  'begins_with',
  'contains',
  'attribute_type',
  'size',
  'list_append',
  'set_add',
  'set_delete',
];

export function partiqlCompletions(textBeforeCursor: string, tables: CompletionTables): EditorCompletions {
  const from = wordStart(textBeforeCursor, (char) => /[\w".-]/.test(char));
  const statement = textBeforeCursor.slice(0, from).split(';').pop()!;
  return { from, items: items(statement, tables) };
}

function items(statement: string, tables: CompletionTables): Item[] {
  const before = previousWord(statement);
  if (before === 'from' || before === 'into' || before === 'update') {
    return Object.entries(tables).flatMap(([name, table]) => [
      { label: quoted(name), kind: 'value' as const, detail: 'table' },
      ...(before === 'from' ? indexes(table) : []).map((index) => ({
        label: `${quoted(name)}.${quoted(index)}`,
        kind: 'value' as const,
        detail: `index of ${name}`,
      })),
    ]);
  }
  if (before && ['where', 'and', 'or', 'set', 'remove', 'by'].includes(before)) {
    const name = /\b(?:from|update|into)\s+"([^"]+)"/i.exec(statement)?.[1];
    const table = name !== undefined && Object.hasOwn(tables, name) ? tables[name] : undefined;
    return (table?.KeySchema ?? []).map(({ AttributeName, KeyType }) => ({
      label: /^[A-Za-z_]\w*$/.test(AttributeName) ? AttributeName : quoted(AttributeName),
      kind: 'value',
      detail: KeyType === 'HASH' ? 'partition key' : 'sort key',
    }));
  }
  return [
    ...KEYWORDS.map((label): Item => ({ label, kind: 'command', detail: 'keyword' })),
    ...FUNCTIONS.map((label): Item => ({ label, kind: 'command', detail: 'function' })),
  ];
}

/** The word the statement ends with, lower-cased, when whitespace follows it (the cursor starts a new word). */
function previousWord(statement: string): string | undefined {
  const end = wordStart(statement, (char) => /\s/.test(char));
  if (end === statement.length) return undefined;
  const start = wordStart(statement.slice(0, end), (char) => /\w/.test(char));
  return statement.slice(start, end).toLowerCase();
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function indexes(table: CompletionTables[string]): string[] {
  return [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].map(
    (index) => index.IndexName,
  );
}
