/**
 * The hint under "The provided key element does not match the schema": DynamoDB's message names
 * neither the table's key nor what is wrong with the one sent, and it is the first error a learner
 * meets when a GetItem, UpdateItem or DeleteItem gives only the partition key of a table that also
 * has a sort key. The hint says the table's key and what the request's Key lacks, adds or types
 * differently.
 */
import type { TableDescription } from '../../../client/wireTypes.ts';
import type { ConsoleMode } from '../../../state/consoleSlice.ts';

export const KEY_MISMATCH_MESSAGE = 'The provided key element does not match the schema';

export function keyMismatchHint(
  request: Record<string, unknown> | undefined,
  tables: Record<string, TableDescription>,
  mode: ConsoleMode,
): string | undefined {
  const tableName = request?.TableName;
  const key = request?.Key;
  if (typeof tableName !== 'string' || !Object.hasOwn(tables, tableName)) return undefined;
  if (key === null || typeof key !== 'object' || Array.isArray(key)) return undefined;
  const table = tables[tableName];
  const declared = new Map(table.AttributeDefinitions.map((d) => [d.AttributeName, d.AttributeType]));
  // The partition key first, as DescribeTable lists it.
  const keyNames = table.KeySchema.map((element) => element.AttributeName);
  const sent = key as Record<string, unknown>;
  const member = mode === 'cli' ? '--key' : 'Key';

  const problems: string[] = [];
  const missing = keyNames.filter((name) => !Object.hasOwn(sent, name));
  if (missing.length > 0) problems.push(`${names(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`);
  const extra = Object.keys(sent).filter((name) => !keyNames.includes(name));
  if (extra.length > 0)
    problems.push(
      `${names(extra)} ${extra.length === 1 ? 'is not a key attribute' : 'are not key attributes'}`,
    );
  for (const name of keyNames) {
    const type = typeName(sent[name]);
    const wanted = declared.get(name);
    if (type !== undefined && wanted !== undefined && type !== wanted)
      problems.push(`${JSON.stringify(name)} is ${type}, not ${wanted}`);
  }
  if (problems.length === 0) return undefined;

  const schema = keyNames.map((name) => `${JSON.stringify(name)} (${declared.get(name) ?? '?'})`);
  return `Table “${tableName}” has the key ${schema.join(' and ')}: a ${member} must give exactly those attributes, with those types, and no others. In this ${member}, ${problems.join('; ')}.`;
}

const names = (list: readonly string[]) => list.map((name) => JSON.stringify(name)).join(' and ');

/** The type a DynamoDB JSON value names (`{"S": "a"}` is S), when it names exactly one. */
function typeName(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const types = Object.keys(value);
  return types.length === 1 ? types[0] : undefined;
}
