/**
 * Completion for the console's PartiQL mode: after FROM, INTO or UPDATE the sandbox's tables (and,
 * after FROM, `"table"."index"` for reading an index); after WHERE, AND, OR, SET, REMOVE or BY the
 * key attributes of the table the statement names (quoted or bare), or of the index it reads;
 * elsewhere the statement keywords and DynamoDB's PartiQL functions.
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
    const target = statementTarget(statement);
    const of = target?.index === undefined ? '' : ` of ${target.index}`;
    return keySchema(target, tables).map(({ AttributeName, KeyType }) => ({
      label: /^[A-Za-z_]\w*$/.test(AttributeName) ? AttributeName : quoted(AttributeName),
      kind: 'value',
      detail: `${KeyType === 'HASH' ? 'partition key' : 'sort key'}${of}`,
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

/** A name as a statement writes it: "double-quoted" ("" for a quote in it), or a bare identifier. */
const NAME = String.raw`(?:"((?:[^"]|"")+)"|([A-Za-z_]\w*))`;
const TARGET = new RegExp(String.raw`\b(?:from|update|into)\s+${NAME}(?:\.${NAME})?`, 'i');

/** The table a statement names, and the index it reads (`"table"."index"`). */
function statementTarget(statement: string): { table: string; index?: string } | undefined {
  const match = TARGET.exec(statement);
  if (!match) return undefined;
  const name = (quotedName: string | undefined, bare: string | undefined) =>
    quotedName !== undefined ? quotedName.replaceAll('""', '"') : bare;
  const table = name(match[1], match[2])!;
  const index = name(match[3], match[4]);
  return index === undefined ? { table } : { table, index };
}

/** The key attributes of what the statement reads: the index's when it names one. */
function keySchema(target: ReturnType<typeof statementTarget>, tables: CompletionTables) {
  if (target === undefined || !Object.hasOwn(tables, target.table)) return [];
  const table = tables[target.table];
  if (target.index === undefined) return table.KeySchema;
  const index = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].find(
    (candidate) => candidate.IndexName === target.index,
  );
  return index?.KeySchema ?? [];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function indexes(table: CompletionTables[string]): string[] {
  return [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].map(
    (index) => index.IndexName,
  );
}
