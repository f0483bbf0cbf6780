/**
 * A request as DynamoDBDocumentClient code (@aws-sdk/lib-dynamodb), the JavaScript most AWS examples
 * use: attribute values become plain JavaScript — strings, numbers, booleans, null, arrays,
 * objects, Sets for the three set types, Uint8Array for binary — and the document client turns them
 * back into the wire's attribute values. A number that a JavaScript number would not carry exactly
 * (more than 15 digits, `1.50`) stays a NumberValue, so the request sent is the very same.
 */
import { requestValue } from './codeValue.ts';
import { plainValues, wrapped, type PlainFlavor } from './plainValues.ts';
import { JAVASCRIPT_CLIENT, printReply, sendStatement } from './asJavaScript.ts';
import { javaScriptImports, singleRequestCode, type CodeClient, type CodeParts } from './codeParts.ts';
import { clientMadeIn } from './regionalCode.ts';

/** The document client code makes, from its DynamoDBClient. */
const DOCUMENT_CLIENT: CodeClient = ['doc', 'const doc = DynamoDBDocumentClient.from(client);'];

/** The document client's command for each operation it covers. */
const DOCUMENT_COMMANDS: Readonly<Record<string, string>> = {
  GetItem: 'GetCommand',
  PutItem: 'PutCommand',
  UpdateItem: 'UpdateCommand',
  DeleteItem: 'DeleteCommand',
  Query: 'QueryCommand',
  Scan: 'ScanCommand',
  SearchVectors: 'SearchVectorsCommand',
  BatchGetItem: 'BatchGetCommand',
  BatchWriteItem: 'BatchWriteCommand',
  TransactGetItems: 'TransactGetCommand',
  TransactWriteItems: 'TransactWriteCommand',
  ExecuteStatement: 'ExecuteStatementCommand',
  BatchExecuteStatement: 'BatchExecuteStatementCommand',
  ExecuteTransaction: 'ExecuteTransactionCommand',
};

export const hasDocumentCommand = (operation: string) => Object.hasOwn(DOCUMENT_COMMANDS, operation);

/**
 * The code, or why the document client cannot send the request: it has no command for the
 * operation (CreateTable …), or an attribute is named `__proto__` — the document client builds
 * attribute maps by assignment, which sets an object's prototype for that name instead of adding a
 * member, so the attribute would silently not be sent.
 */
export function requestAsDocumentClient(
  operation: string,
  request: Record<string, unknown>,
): { code: string } | { reason: string } {
  const parts = documentClientParts(operation, request, 'const reply');
  if ('reason' in parts) return parts;
  return { code: singleRequestCode(javaScriptImports(parts.imports), parts) };
}

/** The pieces of the code (see javaScriptParts), or why the document client cannot send the request. */
export function documentClientParts(
  operation: string,
  request: Record<string, unknown>,
  binding: string,
  depth = 0,
  /** In a script that sends to several Regions, the Region of this request (see javaScriptParts). */
  region?: string,
): CodeParts | { reason: string } {
  if (!hasDocumentCommand(operation))
    return {
      reason: `The document client has no command for ${operation}: the JavaScript view sends it with the DynamoDBClient.`,
    };
  if (JSON.stringify(request).includes('"__proto__":'))
    return {
      reason:
        'The document client would drop the attribute named __proto__ (it builds attribute maps by assignment, which sets an object’s prototype for that name): the JavaScript view sends it with the DynamoDBClient.',
    };
  const command = DOCUMENT_COMMANDS[operation];
  const usage = { numberValue: false };
  const input = plainValues(requestValue(operation, request), javaScriptFlavor(usage));
  const names = ['DynamoDBDocumentClient', command, ...(usage.numberValue ? ['NumberValue'] : [])];
  const doc = clientMadeIn('javascript', DOCUMENT_CLIENT, region);
  return {
    imports: [
      { module: '@aws-sdk/client-dynamodb', names: ['DynamoDBClient'] },
      { module: '@aws-sdk/lib-dynamodb', names },
    ],
    clients: [clientMadeIn('javascript', JAVASCRIPT_CLIENT, region), doc],
    send: [sendStatement({ binding, client: doc[0], command, depth }, input), printReply(depth)],
  };
}

/** Numbers as JavaScript numbers when they write back as the same text, else NumberValue.from('…'). */
function javaScriptFlavor(usage: { numberValue: boolean }): PlainFlavor {
  return {
    number(text) {
      const parsed = Number(text);
      if (String(parsed) === text && Math.abs(parsed) <= Number.MAX_SAFE_INTEGER)
        return { kind: 'number', value: parsed };
      usage.numberValue = true;
      return wrapped('NumberValue.from(', { kind: 'string', value: text });
    },
    set: (items) => wrapped('new Set(', { kind: 'list', items }),
  };
}
