/**
 * A request as boto3 code: the low-level client's method (snake_case, as botocore names it) with
 * the request's members as keyword arguments. Binary values become bytes and timestamps datetimes,
 * the types boto3 takes for them; everything else keeps the wire's shape.
 */
import { cliName } from '../cli/derivedCommands.ts';
import {
  commonEscape,
  inline,
  layout,
  LINE_WIDTH,
  loneSurrogate,
  unicodeEscape,
  type LiteralSyntax,
  type ScalarValue,
} from './codeLayout.ts';
import { blobBytes, readableText, requestValue, type CodeValue } from './codeValue.ts';
import { isStreamsOperation } from '../../../client/streamCalls.ts';

const INDENT = '    ';

export function requestAsPython(operation: string, request: Record<string, unknown>): string {
  const service = isStreamsOperation(operation) ? 'dynamodbstreams' : 'dynamodb';
  const members = requestValue(operation, request).entries;
  const imports = members.some(([, value]) => holdsTimestamp(value))
    ? ['from datetime import datetime, timezone', '', 'import boto3']
    : ['import boto3'];
  return [
    ...imports,
    '',
    `client = boto3.client("${service}")`,
    pythonCall('client', pythonMethod(operation), members),
    'print(response)',
    '',
  ].join('\n');
}

/** boto3's name for an operation's method, as botocore makes it: BatchGetItem → batch_get_item. */
export const pythonMethod = (operation: string): string => cliName(operation).replaceAll('-', '_');

/** `response = <receiver>.<method>(Member=value, …)`, one argument a line when they do not fit on one. */
export function pythonCall(
  receiver: string,
  method: string,
  members: readonly [string, CodeValue][],
): string {
  const flat = members.map(([name, value]) => `${name}=${inline(value, pythonSyntax)}`).join(', ');
  const short = `response = ${receiver}.${method}(${flat})`;
  if (short.length <= LINE_WIDTH) return short;
  return [
    `response = ${receiver}.${method}(`,
    ...members.map(
      ([name, value]) =>
        `${INDENT}${name}=${layout(value, pythonSyntax, INDENT.length + name.length + 1, 1, 1)},`,
    ),
    ')',
  ].join('\n');
}

function holdsTimestamp(value: CodeValue): boolean {
  if (value.kind === 'timestamp') return true;
  if (value.kind === 'list') return value.items.some(holdsTimestamp);
  if (value.kind === 'object') return value.entries.some(([, member]) => holdsTimestamp(member));
  return false;
}

export const pythonSyntax: LiteralSyntax = {
  scalar: pythonScalar,
  key: (name) => pythonString(name),
  indent: INDENT,
  spacedBraces: false,
  trailingComma: true,
};

function pythonScalar(value: ScalarValue): string {
  switch (value.kind) {
    case 'string':
      return pythonString(value.value);
    case 'blob':
      return pythonBytes(value.base64);
    case 'timestamp':
      return pythonDatetime(value.seconds);
    case 'boolean':
      return value.value ? 'True' : 'False';
    case 'null':
      return 'None';
  }
}

/** A double-quoted str literal, as black writes one; non-ASCII text stays as it is. */
export function pythonString(text: string): string {
  return `"${text.replace(/[\\"\p{Cc}]/gu, pythonEscape).replace(loneSurrogate, unicodeEscape)}"`;
}

function pythonEscape(char: string): string {
  return commonEscape(char) ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
}

/** ASCII text as a bytes literal, other readable text encoded, anything else byte by byte. */
function pythonBytes(base64: string): string {
  const bytes = blobBytes(base64);
  if (!bytes) return pythonString(base64);
  const text = readableText(bytes);
  if (text !== undefined && /[^\p{ASCII}]/u.test(text)) return `${pythonString(text)}.encode()`;
  let literal = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    literal += byte >= 0x20 && byte < 0x7f && char !== '\\' && char !== '"' ? char : pythonEscape(char);
  }
  return `b"${literal}"`;
}

function pythonDatetime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const parts = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  const micros = date.getUTCMilliseconds() * 1000;
  if (micros) parts.push(micros);
  return `datetime(${parts.join(', ')}, tzinfo=timezone.utc)`;
}
