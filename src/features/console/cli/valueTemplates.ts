/**
 * Option values to complete that are drawn from the command itself and the sandbox's tables: the
 * key of the table `--table-name` names (for --key, --item and --exclusive-start-key, in shorthand
 * and JSON, as snippets to fill in), its indexes, the tables' streams, and the placeholders the
 * command's expressions use (for --expression-attribute-values, typed like the key attribute each is
 * compared with, or as a number in arithmetic, and --expression-attribute-names).
 */
import type { CompletionTables, EditorCompletions } from '../editorCompletion.ts';

type Item = EditorCompletions['items'][number];
type Table = CompletionTables[string];

/** Members whose value is an item or a key of the table the command names. */
const KEY_MEMBERS = new Set(['Key', 'Item', 'ExclusiveStartKey']);

/** The values for `member` drawn from the command and the tables; undefined for other members. */
export function templateValues(
  member: string,
  given: readonly string[],
  tables: CompletionTables,
  /** The command's operation: SearchVectors searches vector indexes, the other reads GSIs and LSIs. */
  operation?: string,
): Item[] | undefined {
  const name = tableNamed(given);
  const table = name !== undefined && Object.hasOwn(tables, name) ? tables[name] : undefined;
  if (member === 'TableName') return Object.keys(tables).map((label) => value(label, 'table'));
  if (member === 'StreamArn') {
    return Object.entries(tables).flatMap(([label, description]) =>
      description.LatestStreamArn ? [value(description.LatestStreamArn, `stream of ${label}`)] : [],
    );
  }
  if (member === 'IndexName') return table ? indexNames(table, operation === 'SearchVectors') : [];
  if (KEY_MEMBERS.has(member))
    return table
      ? typedTemplates(
          keyAttributes(table),
          member === 'Item' ? 'item: its key, add the other attributes' : 'key',
        )
      : [];
  if (member === 'ExpressionAttributeValues') return valueTemplates(expressionsOf(given), table);
  if (member === 'ExpressionAttributeNames') return nameTemplates(expressionsOf(given));
  return undefined;
}

const value = (label: string, detail: string): Item => ({ label, kind: 'value', detail });

/** DynamoDB's limit on an expression's length: longer text is not read for placeholders. */
const MAX_EXPRESSION = 4096;

/**
 * The words of the command's `--…-expression` options, joined: only they hold placeholders (an ARN's
 * colons or a long binary value elsewhere are not read, so the patterns below stay cheap).
 */
function expressionsOf(given: readonly string[]): string {
  const words: string[] = [];
  let inExpression = false;
  for (const word of given) {
    if (word.startsWith('--')) inExpression = word.endsWith('-expression');
    else if (inExpression) words.push(word);
  }
  return words.join(' ').slice(0, 4 * MAX_EXPRESSION);
}

/** The table named by `--table-name` earlier in the command, quotes taken off. */
function tableNamed(given: readonly string[]): string | undefined {
  const at = given.indexOf('--table-name');
  return at === -1 ? undefined : given[at + 1]?.replace(/^(['"])(.*)\1$/, '$2');
}

function indexNames(table: Table, vector: boolean): Item[] {
  if (vector) return (table.VectorIndexes ?? []).map(({ IndexName }) => value(IndexName, 'vector index'));
  return [
    ...(table.GlobalSecondaryIndexes ?? []).map(({ IndexName }) => value(IndexName, 'global index')),
    ...(table.LocalSecondaryIndexes ?? []).map(({ IndexName }) => value(IndexName, 'local index')),
  ];
}

function keyAttributes(table: Table): { name: string; type: string }[] {
  return table.KeySchema.map(({ AttributeName }) => ({
    name: AttributeName,
    type: attributeType(table, AttributeName),
  }));
}

function attributeType(table: Table | undefined, name: string): string {
  return table?.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType ?? 'S';
}

/** Named typed values with nothing in them (a key, placeholders), as shorthand and as JSON; the cursor goes to the first. */
function typedTemplates(entries: { name: string; type: string }[], what: string): Item[] {
  if (entries.length === 0) return [];
  return [
    {
      label: entries.map(({ name, type }) => `${name}={${type}=}`).join(','),
      kind: 'value',
      detail: `${what} (shorthand)`,
      snippet: entries.map(({ name, type }, i) => `${name}={${type}=$${i + 1}}`).join(','),
    },
    {
      label: `'{${entries.map(({ name, type }) => `"${name}": {"${type}": ""}`).join(', ')}}'`,
      kind: 'value',
      detail: `${what} (JSON)`,
      snippet: `'{${entries.map(({ name, type }, i) => `"${name}": {"${type}": "$${i + 1}"}`).join(', ')}}'`,
    },
  ];
}

const COMPARED = String.raw`\s*(?:=|<>|<=|>=|<|>)\s*`;
/** An attribute name or path as an expression writes it, at most 255 characters: bounded, so no pattern backtracks far. */
const NAME = String.raw`([\w.]{1,255})`;

/** The `:placeholders` the expressions use, each typed like the key attribute it is compared with. */
function valueTemplates(expressions: string, table: Table | undefined): Item[] {
  const placeholders = [
    ...new Set([...expressions.matchAll(/(?:^|[\s(,="'])(:\w+)/g)].map((match) => match[1])),
  ];
  const entries = placeholders.map((placeholder) => {
    const attribute =
      new RegExp(String.raw`${NAME}${COMPARED}${placeholder}\b`).exec(expressions)?.[1] ??
      new RegExp(String.raw`${placeholder}${COMPARED}${NAME}`).exec(expressions)?.[1] ??
      new RegExp(String.raw`(?:begins_with|contains)\(\s*${NAME}\s*,\s*${placeholder}\b`).exec(
        expressions,
      )?.[1] ??
      new RegExp(String.raw`${NAME}\s+BETWEEN\s+(?::\w{1,255}\s+AND\s+)?${placeholder}\b`, 'i').exec(
        expressions,
      )?.[1];
    // In `SET n = n + :one` the placeholder is a number whatever it is compared with.
    const arithmetic = new RegExp(String.raw`[+-]\s*${placeholder}\b|${placeholder}\s*[+-]`).test(
      expressions,
    );
    return { name: placeholder, type: arithmetic ? 'N' : attribute ? attributeType(table, attribute) : 'S' };
  });
  return typedTemplates(entries, 'the expressions’ placeholders');
}

/** The `#names` the expressions's expressions use, to map to attribute names. */
function nameTemplates(expressions: string): Item[] {
  const names = [...new Set([...expressions.matchAll(/(?:^|[\s(,="'.[])(#\w+)/g)].map((match) => match[1]))];
  if (names.length === 0) return [];
  return [
    {
      label: names.map((name) => `${name}=`).join(','),
      kind: 'value',
      detail: 'the expressions’ names (shorthand)',
      snippet: names.map((name, i) => `${name}=$${i + 1}`).join(','),
    },
    {
      label: `'{${names.map((name) => `"${name}": ""`).join(', ')}}'`,
      kind: 'value',
      detail: 'the expressions’ names (JSON)',
      snippet: `'{${names.map((name, i) => `"${name}": "$${i + 1}"`).join(', ')}}'`,
    },
  ];
}
