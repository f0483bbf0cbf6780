/**
 * The hint under a JavaScript run that stopped at "X is not defined" where X is one of the AWS SDK's
 * exports (GetItemCommand, PutCommand, waitUntilTableExists …): as in Node, only `client` and `doc`
 * are ready, and a script imports the rest. AWS's examples often show a command without its import
 * line, and which package a command comes from is not obvious: the document client's commands
 * (plain values) are in @aws-sdk/lib-dynamodb, and some names are in both packages.
 */
import { jsonOperations } from '../json/jsonOperations.ts';

const CLIENT = '@aws-sdk/client-dynamodb';
const DOCUMENT = '@aws-sdk/lib-dynamodb';

/** The document client's own names: commands for plain values with no low-level namesake. */
const DOCUMENT_ONLY = new Set([
  'GetCommand',
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'BatchGetCommand',
  'BatchWriteCommand',
  'TransactGetCommand',
  'TransactWriteCommand',
  'DynamoDBDocumentClient',
  'DynamoDBDocument',
]);

/** Commands both packages export: the document client's take plain values, the low-level ones typed. */
const IN_BOTH = new Set(
  [
    'Query',
    'Scan',
    'ExecuteStatement',
    'BatchExecuteStatement',
    'ExecuteTransaction',
    'SearchVectors',
    'DescribeExport',
    'ExportTableToPointInTime',
  ].map((operation) => `${operation}Command`),
);

const CLIENT_ONLY = new Set([
  ...jsonOperations.map((operation) => `${operation}Command`).filter((name) => !IN_BOTH.has(name)),
  'DynamoDBClient',
  'DynamoDB',
  'waitUntilTableExists',
  'waitUntilTableNotExists',
]);

const importLine = (name: string, from: string) => `import { ${name} } from '${from}';`;

export function importHint(message: string): string | undefined {
  const undefinedName = /\b([A-Za-z]\w*) is not defined\b/.exec(message)?.[1];
  if (undefinedName === undefined) return undefined;
  const lead = `${undefinedName} comes from the AWS SDK, and a script imports what it uses (only client and doc are ready)`;
  if (DOCUMENT_ONLY.has(undefinedName))
    return `${lead}: add ${importLine(undefinedName, DOCUMENT)} at the top.`;
  if (CLIENT_ONLY.has(undefinedName)) return `${lead}: add ${importLine(undefinedName, CLIENT)} at the top.`;
  if (IN_BOTH.has(undefinedName))
    return `${lead}. Both packages have one: add ${importLine(undefinedName, DOCUMENT)} at the top to send plain values with doc, or take it from '${CLIENT}' to send typed values ({ S: … }) with client.`;
  return undefined;
}
