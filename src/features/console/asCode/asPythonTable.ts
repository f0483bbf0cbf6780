/**
 * A request as boto3's resource interface writes it — `dynamodb.Table("app").query(...)` — with
 * plain Python values where the wire has attribute values: str, bool, None, lists, dicts, sets,
 * bytes, and numbers as int or Decimal (boto3 refuses floats, whose digits are not exact). A
 * Decimal keeps the number's very text, so the request sent is the same one. What neither a Table
 * nor the resource has a method for (transactions, CreateTable …) goes through the resource's own
 * client, `dynamodb.meta.client`, which boto3 gives the same plain values as its Tables.
 */
import { requestValue, type CodeValue } from './codeValue.ts';
import { plainValues, wrapped, type PlainFlavor } from './plainValues.ts';
import { datetimeImports, printResponse, pythonCall, pythonMethod, pythonString } from './asPython.ts';
import { pythonImports, singleRequestCode, type CodeClient, type CodeParts } from './codeParts.ts';
import { clientMadeIn, regionalName } from './regionalCode.ts';
import { isStreamsOperation } from '../../../client/streamCalls.ts';

/** Operations a Table has a method for: the table's name then comes from the Table, not the call. */
export const TABLE_OPERATIONS = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'Scan']);
/** Operations the service resource itself has, over several tables. */
const RESOURCE_OPERATIONS = new Set(['BatchGetItem', 'BatchWriteItem']);

export function requestAsPythonTable(
  operation: string,
  request: Record<string, unknown>,
): { code: string } | { reason: string } {
  const parts = pythonTableParts(operation, request);
  if ('reason' in parts) return parts;
  return { code: singleRequestCode(pythonImports(parts.imports), parts) };
}

/** The resource, made once a script: its client (`.meta.client`) shares it. */
export const RESOURCE: CodeClient = ['dynamodb', 'dynamodb = boto3.resource("dynamodb")'];
/** The resource's client: boto3 turns plain values into attribute values for it as for its Tables. */
export const RESOURCE_CLIENT: CodeClient = ['client', `client = ${RESOURCE[0]}.meta.client`];

/**
 * The pieces of the code, the call indented `depth` steps, the Table bound to `table` (a script with
 * several tables names each); or why the resource cannot send the request (a Streams call).
 */
export function pythonTableParts(
  operation: string,
  request: Record<string, unknown>,
  options: {
    depth?: number;
    table?: string;
    /** In a script that sends to several Regions, the Region of this request (see pythonParts). */
    region?: string;
  } = {},
): CodeParts | { reason: string } {
  const { depth = 0, region } = options;
  const table = regionalName('python', options.table ?? 'table', region);
  const resource = clientMadeIn('python', RESOURCE, region);
  const resourceClient = clientMadeIn('python', RESOURCE_CLIENT, region);
  if (isStreamsOperation(operation))
    return {
      reason: `boto3’s resource covers DynamoDB, not DynamoDB Streams: the Python view sends ${operation} with the client.`,
    };
  const onTable = TABLE_OPERATIONS.has(operation) && typeof request.TableName === 'string';
  const usage = { decimal: false };
  const input = plainValues(requestValue(operation, request), pythonFlavor(usage));
  const members = input.kind === 'object' ? input.entries : [];
  const method = pythonMethod(operation);
  let clients: CodeClient[];
  let call: string;
  if (onTable) {
    const name = pythonString(request.TableName as string);
    clients = [resource, [table, `${table} = ${resource[0]}.Table(${name})`]];
    const rest = members.filter(([member]) => member !== 'TableName');
    call = pythonCall({ receiver: table, method, depth }, rest);
  } else if (RESOURCE_OPERATIONS.has(operation)) {
    clients = [resource];
    call = pythonCall({ receiver: resource[0], method, depth }, members);
  } else {
    clients = [resource, resourceClient];
    call = pythonCall({ receiver: resourceClient[0], method, depth }, members);
  }
  return {
    imports: [
      ...datetimeImports(members),
      ...(usage.decimal ? [{ module: 'decimal', names: ['Decimal'] }] : []),
      { module: 'boto3' },
    ],
    clients,
    send: [call, printResponse(depth)],
  };
}

/** Whole numbers as int literals (any size), others as Decimal("…"); sets as set([...]). */
function pythonFlavor(usage: { decimal: boolean }): PlainFlavor {
  return {
    number(text): CodeValue {
      if (/^-?(0|[1-9]\d*)$/.test(text)) return { kind: 'code', code: text };
      usage.decimal = true;
      return wrapped('Decimal(', { kind: 'string', value: text });
    },
    set: (items) => wrapped('set(', { kind: 'list', items }),
  };
}
