/**
 * A request as DynamoDBDocumentClient code (@aws-sdk/lib-dynamodb), the JavaScript most AWS examples
 * use: attribute values become plain JavaScript — strings, numbers, booleans, null, arrays,
 * objects, Sets for the three set types, Uint8Array for binary — and the document client turns them
 * back into the wire's attribute values. A number that a JavaScript number would not carry exactly
 * (more than 15 digits, `1.50`) stays a NumberValue, so the request sent is the very same.
 */
import { requestValue, type CodeValue } from './codeValue.ts';
import { sendStatement } from './asJavaScript.ts';

/** The document client's command for each operation it covers. */
const DOCUMENT_COMMANDS: Readonly<Record<string, string>> = {
  GetItem: 'GetCommand',
  PutItem: 'PutCommand',
  UpdateItem: 'UpdateCommand',
  DeleteItem: 'DeleteCommand',
  Query: 'QueryCommand',
  Scan: 'ScanCommand',
  BatchGetItem: 'BatchGetCommand',
  BatchWriteItem: 'BatchWriteCommand',
  TransactGetItems: 'TransactGetCommand',
  TransactWriteItems: 'TransactWriteCommand',
  ExecuteStatement: 'ExecuteStatementCommand',
  BatchExecuteStatement: 'BatchExecuteStatementCommand',
  ExecuteTransaction: 'ExecuteTransactionCommand',
};

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
  if (!Object.hasOwn(DOCUMENT_COMMANDS, operation))
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
  const input = plain(requestValue(operation, request), usage);
  const imports = `DynamoDBDocumentClient, ${command}${usage.numberValue ? ', NumberValue' : ''}`;
  const code = [
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    `import { ${imports} } from '@aws-sdk/lib-dynamodb';`,
    '',
    'const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
    sendStatement('doc', command, input),
    'console.log(reply);',
    '',
  ].join('\n');
  return { code };
}

/** The request with every attribute value in it (Item, Key, ExpressionAttributeValues …) made plain. */
function plain(value: CodeValue, usage: { numberValue: boolean }): CodeValue {
  if (value.kind === 'object' && value.structure === 'AttributeValue')
    return attribute(value, usage) ?? value;
  if (value.kind === 'object')
    return { ...value, entries: value.entries.map(([name, member]) => [name, plain(member, usage)]) };
  if (value.kind === 'list') return { ...value, items: value.items.map((item) => plain(item, usage)) };
  return value;
}

/** One attribute value as plain JavaScript; undefined when it is not one DynamoDB accepts as it is. */
function attribute(
  value: Extract<CodeValue, { kind: 'object' }>,
  usage: { numberValue: boolean },
): CodeValue | undefined {
  if (value.entries.length !== 1) return undefined;
  const [type, member] = value.entries[0];
  const set = (items: CodeValue[]): CodeValue => ({
    kind: 'wrapped',
    before: 'new Set(',
    value: { kind: 'list', items },
    after: ')',
  });
  switch (type) {
    case 'S':
    case 'BOOL':
      return member;
    case 'NULL':
      return member.kind === 'boolean' && member.value ? { kind: 'null' } : undefined;
    case 'N':
      return member.kind === 'string' ? number(member.value, usage) : undefined;
    case 'B':
      return member.kind === 'blob' ? member : undefined;
    case 'SS':
      return member.kind === 'list' ? set(member.items) : undefined;
    case 'NS':
      return member.kind === 'list' && member.items.every((item) => item.kind === 'string')
        ? set(member.items.map((item) => number(item.value, usage)))
        : undefined;
    case 'BS':
      return member.kind === 'list' && member.items.every((item) => item.kind === 'blob')
        ? set(member.items)
        : undefined;
    case 'L':
      return member.kind === 'list'
        ? { kind: 'list', items: member.items.map((item) => plain(item, usage)) }
        : undefined;
    case 'M':
      return member.kind === 'object'
        ? { kind: 'object', entries: member.entries.map(([name, item]) => [name, plain(item, usage)]) }
        : undefined;
    default:
      return undefined;
  }
}

/** A JavaScript number when it writes back as the same text, else NumberValue.from('…'). */
function number(text: string, usage: { numberValue: boolean }): CodeValue {
  const parsed = Number(text);
  if (String(parsed) === text && Math.abs(parsed) <= Number.MAX_SAFE_INTEGER)
    return { kind: 'number', value: parsed };
  usage.numberValue = true;
  return { kind: 'wrapped', before: 'NumberValue.from(', value: { kind: 'string', value: text }, after: ')' };
}
