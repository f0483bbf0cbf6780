/**
 * A request as boto3's resource interface writes it — `dynamodb.Table("app").query(...)` — with
 * plain Python values where the wire has attribute values: str, bool, None, lists, dicts, sets,
 * bytes, and numbers as int or Decimal (boto3 refuses floats, whose digits are not exact). A
 * Decimal keeps the number's very text, so the request sent is the same one.
 */
import { requestValue, type CodeValue } from './codeValue.ts';
import { plainValues, wrapped, type PlainFlavor } from './plainValues.ts';
import { pythonCall, pythonMethod, pythonString } from './asPython.ts';

/** Operations a Table has a method for: the table's name then comes from the Table, not the call. */
const TABLE_OPERATIONS = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'Scan']);
/** Operations the service resource itself has, over several tables. */
const RESOURCE_OPERATIONS = new Set(['BatchGetItem', 'BatchWriteItem']);

export function requestAsPythonTable(
  operation: string,
  request: Record<string, unknown>,
): { code: string } | { reason: string } {
  const onTable = TABLE_OPERATIONS.has(operation) && typeof request.TableName === 'string';
  if (!onTable && !RESOURCE_OPERATIONS.has(operation))
    return {
      reason: `boto3’s Table and resource have no method for ${operation}: the Python view sends it with the client.`,
    };
  const usage = { decimal: false };
  const input = plainValues(requestValue(operation, request), pythonFlavor(usage));
  const members = input.kind === 'object' ? input.entries : [];
  const lines = ['dynamodb = boto3.resource("dynamodb")'];
  if (onTable) lines.push(`table = dynamodb.Table(${pythonString(request.TableName as string)})`);
  const call = onTable
    ? pythonCall(
        'table',
        pythonMethod(operation),
        members.filter(([name]) => name !== 'TableName'),
      )
    : pythonCall('dynamodb', pythonMethod(operation), members);
  const imports = usage.decimal ? ['from decimal import Decimal', '', 'import boto3'] : ['import boto3'];
  return { code: [...imports, '', ...lines, call, 'print(response)', ''].join('\n') };
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
