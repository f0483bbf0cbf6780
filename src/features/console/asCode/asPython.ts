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
import {
  pythonImports,
  singleRequestCode,
  type CodeClient,
  type CodeImport,
  type CodeParts,
} from './codeParts.ts';
import { clientMadeIn } from './regionalCode.ts';
import { isStreamsOperation } from '../../../client/streamCalls.ts';

const INDENT = '    ';

/** The DynamoDB client Python code makes (boto3's low-level client). */
export const PYTHON_CLIENT: CodeClient = ['client', 'client = boto3.client("dynamodb")'];

export function requestAsPython(operation: string, request: Record<string, unknown>): string {
  const parts = pythonParts(operation, request);
  return singleRequestCode(pythonImports(parts.imports), parts);
}

/**
 * The pieces of the code, the call indented `depth` steps; `client` makes the DynamoDB client some
 * other way than `boto3.client("dynamodb")` (a Table script takes its resource's client).
 */
export function pythonParts(
  operation: string,
  request: Record<string, unknown>,
  options: {
    depth?: number;
    client?: CodeClient;
    /** In a script that sends to several Regions, the Region of this request (its client's name and Region). */
    region?: string;
  } = {},
): CodeParts {
  const { depth = 0 } = options;
  const streams = isStreamsOperation(operation);
  const client = clientMadeIn(
    'python',
    streams ? ['streams', 'streams = boto3.client("dynamodbstreams")'] : (options.client ?? PYTHON_CLIENT),
    options.region,
  );
  const members = requestValue(operation, request).entries;
  const dates = members.some(([, value]) => holdsTimestamp(value));
  return {
    imports: [
      ...(dates ? [{ module: 'datetime', names: ['datetime', 'timezone'] }] : []),
      { module: 'boto3' },
    ],
    clients: [client],
    send: [
      pythonCall({ receiver: client[0], method: pythonMethod(operation), depth }, members),
      printResponse(depth),
    ],
  };
}

export const printResponse = (depth: number) => `${INDENT.repeat(depth)}print(response)`;

/** boto3's name for an operation's method, as botocore makes it: BatchGetItem → batch_get_item. */
export const pythonMethod = (operation: string): string => cliName(operation).replaceAll('-', '_');

/**
 * `response = <receiver>.<method>(Member=value, …)` indented `depth` steps, one argument a line when
 * they do not fit on one; `assign` replaces `response = ` (empty for a call whose result is not kept).
 */
export function pythonCall(
  call: { receiver: string; method: string; depth: number; assign?: string },
  members: readonly [string, CodeValue][],
): string {
  const pad = INDENT.repeat(call.depth);
  const head = `${pad}${call.assign ?? 'response = '}${call.receiver}.${call.method}(`;
  const flat = members.map(([name, value]) => `${name}=${inline(value, pythonSyntax)}`).join(', ');
  if (head.length + flat.length + 1 <= LINE_WIDTH) return `${head}${flat})`;
  const inner = pad + INDENT;
  return [
    head,
    ...members.map(
      ([name, value]) =>
        `${inner}${name}=${layout(value, pythonSyntax, inner.length + name.length + 1, call.depth + 1, 1)},`,
    ),
    `${pad})`,
  ].join('\n');
}

/** The import the code's timestamps (datetime(…, tzinfo=timezone.utc)) need, if it has any. */
export function datetimeImports(members: readonly [string, CodeValue][]): CodeImport[] {
  const dates = members.some(([, value]) => holdsTimestamp(value));
  return dates ? [{ module: 'datetime', names: ['datetime', 'timezone'] }] : [];
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
